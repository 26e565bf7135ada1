/// Where this build of the benchmark comes from. Scripts/benchmark-reactive.sh --outside
/// replaces this file in its copy of the benchmark, in a package that depends on this one.
let builtWhere = "inside the package"


extension ForbiddenRule {
  /// What no graded code may call, in any exercise (Docs/Classroom.md, "What graded code may
  /// not call", lists them; a test keeps the two equal). `abort()`, `fatalError` and
  /// `preconditionFailure` stay allowed: a crash is a crash, and grading says so.
  public static let standard: [ForbiddenRule] = [
    rule(
      "process-exit", "ends the run before its report",
      "exit()", "_exit()", "_Exit()", "atexit()", "at_quick_exit()", "quick_exit()",
      "pthread_exit()", "Thread.exit"),
    rule(
      "spawning", "starts programs outside the checks",
      "Process", "NSTask", "posix_spawn*", "fork()", "vfork()", "execv()", "execve()",
      "execvp()", "execvpe()", "execl()", "execle()", "execlp()", "fexecve()", "execveat()",
      "system()", "popen()", "daemon()"),
    rule(
      "dynamic-loading", "runs code the scan cannot see",
      "dlopen()", "dlmopen()", "dlsym()", "dlvsym()", "NSClassFromString",
      "NSSelectorFromString", "_typeByName"),
    rule(
      "symbol-tricks", "binds code to symbols by name, around the compiler's checks",
      "@_silgen_name", "@_cdecl", "@c", "@_extern", "@_section", "@_used",
      "@_dynamicReplacement", "@convention(c)"),
    rule(
      "process-control", "signals and process limits are the grader's",
      "signal()", "sigaction()", "kill()", "killpg()", "raise()", "pthread_kill()",
      "setrlimit()", "prlimit()", "ptrace()", "prctl()", "setsid()", "setpgid()",
      "makeSignalSource"),
    rule(
      "unsafe-memory", "reaches memory around the type system",
      "unsafe*", "Unsafe*", "withUnsafe*", "Unmanaged",
      "OpaquePointer", "AutoreleasingUnsafeMutablePointer", "CVaListPointer", "withVaList",
      "withContiguousStorageIfAvailable", "withContiguousMutableStorageIfAvailable",
      "withCString", "withUTF8", "memcpy()", "memmove()", "memset()", "bzero()", "strcpy()",
      "strncpy()", "strcat()", "sprintf()", "malloc()", "calloc()", "realloc()", "free()",
      "mmap()", "mprotect()"),
    rule(
      "file-access", "app code sees the files only through the app's store",
      scope: .app, "FileManager", "FileHandle", "FileDescriptor", "NSData", "InputStream",
      "OutputStream",
      "Bundle", "UserDefaults", "DispatchIO", "fopen()", "fdopen()", "freopen()", "open()",
      "openat()", "creat()", "read()", "pread()", "write()", "pwrite()", "unlink()", "rename()",
      "remove()", "mkdir()", "rmdir()", "chdir()", "truncate()", "ftruncate()", "opendir()",
      "access()", "stat()", "lstat()", "realpath()", "getcwd()", "dup()", "dup2()", "pipe()",
      "mkfifo()", "mkstemp()", "tmpfile()", "Data(contentsOf:)", "String(contentsOf:)",
      "NSString(contentsOf:)", "init(contentsOf:)", "contentsOfFile:", "toFile:", "atomically:",
      "fileURLWithPath:", "filePath:", ".write(to:)", "checkResourceIsReachable",
      "resourceValues"),
    rule(
      "source-paths", "tests may not read the sources",
      scope: .tests, "#filePath", "#file"),
    rule(
      "environment", "the machine's settings are the grader's",
      scope: .app, "getenv()", "secure_getenv()", "setenv()", "unsetenv()", "putenv()",
      "clearenv()",
      "environ", "ProcessInfo", "CommandLine", "NSHomeDirectory", "NSTemporaryDirectory",
      "NSUserName", "gethostname()"),
    rule(
      "networking", "graded code has no network",
      "URLSession", "NWConnection", "NWListener", "socket()", "connect()", "bind()", "listen()",
      "accept()", "sendto()", "recvfrom()", "getaddrinfo()", "gethostbyname()"),
    rule(
      "platform-imports", "opens the C library and the system around these rules",
      "import Glibc", "import Darwin", "import Musl", "import Bionic", "import Android",
      "import WinSDK", "import ucrt", "import CRT", "import WASILibc", "import SwiftGlibc",
      "import SwiftShims", "import CoreFoundation", "import FoundationNetworking",
      "import Network", "import System", "import SystemPackage", "import ObjectiveC",
      "import Subprocess", "import _*"),
  ]

  /// A standard rule; its matches are written as in `exercise.json`.
  private static func rule(
    _ id: String, _ why: String, scope: Scope = .both, _ matches: String...
  ) -> ForbiddenRule {
    ForbiddenRule(id: id, matches: matches.map { Match(parsing: $0)! }, why: why, scope: scope)
  }
}

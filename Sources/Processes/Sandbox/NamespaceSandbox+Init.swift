import Foundation

nonisolated extension NamespaceSandbox {
  /// The sandbox's init, a POSIX `sh` script run with `sh -c` as PID 1 of the run's fresh user,
  /// mount, PID, network, IPC and UTS namespaces (`unshare … --fork`).
  ///
  /// It builds a new root on a tmpfs (read-only binds of the system's folders and of the
  /// toolchain, the policy's mounts at their own paths, a private `/tmp` that also holds the
  /// scratch layers, a minimal `/dev`, a fresh read-only `/proc`), pivots into it, makes it
  /// read-only and starts the command as its only child. It waits for it and exits with its
  /// status (`128+N` when signal N ended it, as `sh` reports it); its exit ends the PID
  /// namespace, and with it every process the command left behind.
  ///
  /// Standard error carries the init's own lines (`patterns-sandbox: init <pid>`, `… ready`,
  /// `… failed: <step>` with the failing tool's message before it), read by the caller apart
  /// from the command's output; the command's standard error goes to its standard output.
  ///
  /// Arguments: `ROOT SCRATCH CGROUP WORKDIR`, the mount entries up to `;;`, then the command
  /// with its environment, limits and dropped capabilities already wrapped around it. Entries:
  /// `link P TARGET`, `ro P`, `rw P`, `channel P`, `hide P`, `layer P UPPER WORK LOWERS`
  /// (UPPER and WORK empty: a scratch upper layer on the private `/tmp`'s tmpfs).
  static let initScript = #"""
    set -u
    export PATH=/usr/sbin:/usr/bin:/sbin:/bin LC_ALL=C
    step=starting
    fail() { echo "patterns-sandbox: failed: $step" >&2; exit 125; }
    read -r host_pid _ </proc/self/stat && echo "patterns-sandbox: init $host_pid" >&2
    root=$1 scratch=$2 cgroup=$3 workdir=$4
    shift 4
    if [ -n "$cgroup" ]; then
      step="joining the process-limit cgroup $cgroup"
      echo 0 >"$cgroup/cgroup.procs" || fail
    fi
    step="mounting the new root (tmpfs) on $root"
    mount -t tmpfs -o size=4m,mode=0755,nosuid,nodev sandbox-root "$root" && cd "$root" || fail
    step="mounting the private /tmp (tmpfs, $scratch)"
    mkdir .scratch tmp &&
      mount -t tmpfs -o "size=$scratch,mode=0755,nosuid,nodev" sandbox-scratch .scratch &&
      mkdir -m 1777 .scratch/tmp && mkdir .scratch/tmp/home .scratch/layers &&
      mount --bind .scratch/tmp tmp || fail
    # A mount point for P: a folder for a folder, an empty file for anything else.
    point() {
      if [ -d "$1" ]; then mkdir -p "./$1"; else
        mkdir -p "./${1%/*}" && { [ -e "./$1" ] || : >"./$1"; }
      fi
    }
    layers=0
    while [ "$#" -gt 0 ] && [ "$1" != ";;" ]; do
      kind=$1 path=$2
      shift 2
      case $kind in
      link)
        step="linking $path to $1"
        mkdir -p "./${path%/*}" && ln -s "$1" "./$path" || fail
        shift ;;
      ro | rw | channel)
        step="mounting $path ($kind)"
        flags=remount,bind,nosuid,nodev
        [ "$kind" = ro ] && flags=$flags,ro
        point "$path" && mount --bind "$path" "./$path" && mount -o "$flags" "./$path" || fail ;;
      hide)
        step="hiding $path"
        if [ -d "$path" ]; then
          mount -t tmpfs -o ro,size=4k,mode=0 sandbox-mask "./$path" || fail
        else
          mount --bind /dev/null "./$path" || fail
        fi ;;
      layer)
        upper=$1 work=$2 lowers=$3
        shift 3
        step="mounting $path (overlay of $lowers, writes to ${upper:-a scratch layer})"
        if [ -z "$upper" ]; then
          layers=$((layers + 1))
          upper=$root/.scratch/layers/$layers/upper work=$root/.scratch/layers/$layers/work
          mkdir -p "$upper" "$work" || fail
        fi
        mkdir -p "./$path" &&
          mount -t overlay -o "lowerdir=$lowers,upperdir=$upper,workdir=$work" sandbox-layers "./$path" ||
          fail ;;
      *)
        step="reading the mount entries: unknown kind '$kind'"
        fail ;;
      esac
    done
    shift
    step="making /dev"
    mkdir dev && for device in null zero random urandom; do
      : >"dev/$device" && mount --bind "/dev/$device" "dev/$device" || fail
    done
    ln -s /proc/self/fd dev/fd && ln -s /proc/self/fd/0 dev/stdin &&
      ln -s /proc/self/fd/1 dev/stdout && ln -s /proc/self/fd/2 dev/stderr || fail
    step="mounting /proc"
    mkdir proc && mount -t proc -o nosuid,nodev,noexec sandbox-proc proc || fail
    # No nested user namespace (where the command would hold capabilities again); best effort.
    echo 0 >proc/sys/user/max_user_namespaces 2>/dev/null
    mount -o remount,bind,ro,nosuid,nodev,noexec proc || fail
    step="pivoting into the new root"
    mkdir .old && pivot_root . .old && cd / && umount -l /.old && rmdir /.old &&
      umount -l /.scratch && rmdir /.scratch || fail
    step="making the new root read-only"
    mount -o remount,bind,ro,nosuid,nodev / || fail
    step="entering the working directory $workdir"
    cd "$workdir" || fail
    echo "patterns-sandbox: ready" >&2
    "$@" </dev/null 2>&1 &
    wait "$!"
    exit "$?"
    """#
}

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
    # mount(8) without helper programs (-i) and without writing /etc/mtab or utab (-n).
    mnt() { mount -n -i "$@"; }
    # A folder, made when missing (each program started costs a millisecond or more).
    folder() { [ -d "$1" ] || mkdir -p "$1"; }
    # A mount point for the file or folder P: a folder, or an empty file.
    point() {
      if [ -d "$1" ]; then folder "./$1"; else
        folder "./${1%/*}" && { [ -e "./$1" ] || : >"./$1"; }
      fi
    }
    read -r host_pid _ </proc/self/stat && echo "patterns-sandbox: init $host_pid" >&2
    root=$1 scratch=$2 cgroup=$3 workdir=$4
    shift 4
    if [ -n "$cgroup" ]; then
      step="joining the process-limit cgroup $cgroup"
      echo 0 >"$cgroup/cgroup.procs" || fail
    fi
    step="mounting the new root (tmpfs) on $root"
    mnt -t tmpfs -o size=4m,mode=0755,nosuid,nodev sandbox-root "$root" && cd "$root" &&
      mkdir .scratch .old tmp dev proc || fail
    step="mounting the private /tmp (tmpfs, $scratch)"
    mnt -t tmpfs -o "size=$scratch,mode=0755,nosuid,nodev" sandbox-scratch .scratch &&
      mkdir -m 1777 .scratch/tmp .scratch/tmp/home .scratch/layers &&
      mnt --bind .scratch/tmp tmp || fail
    layers=0
    while [ "$#" -gt 0 ] && [ "$1" != ";;" ]; do
      kind=$1 path=$2
      shift 2
      case $kind in
      link)
        step="linking $path to $1"
        { [ -z "${path%/*}" ] || folder "./${path%/*}"; } && ln -s "$1" "./$path" || fail
        shift ;;
      ro | rw | channel)
        step="mounting $path ($kind)"
        flags=remount,bind,nosuid,nodev
        [ "$kind" = ro ] && flags=$flags,ro
        point "$path" && mnt --bind "$path" "./$path" && mnt -o "$flags" "./$path" || fail ;;
      hide)
        step="hiding $path"
        if [ -d "$path" ]; then
          mnt -t tmpfs -o ro,size=4k,mode=0 sandbox-mask "./$path" || fail
        else
          mnt --bind /dev/null "./$path" || fail
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
        folder "./$path" &&
          mnt -t overlay -o "lowerdir=$lowers,upperdir=$upper,workdir=$work" sandbox-layers "./$path" ||
          fail ;;
      *)
        step="reading the mount entries: unknown kind '$kind'"
        fail ;;
      esac
    done
    shift
    step="making /dev"
    for device in null zero random urandom; do
      : >"dev/$device" && mnt --bind "/dev/$device" "dev/$device" || fail
    done
    ln -s /proc/self/fd dev/fd && ln -s /proc/self/fd/0 dev/stdin &&
      ln -s /proc/self/fd/1 dev/stdout && ln -s /proc/self/fd/2 dev/stderr || fail
    step="mounting /proc"
    mnt -t proc -o nosuid,nodev,noexec sandbox-proc proc || fail
    # No nested user namespace (where the command would hold capabilities again); best effort.
    echo 0 >proc/sys/user/max_user_namespaces 2>/dev/null
    mnt -o remount,bind,ro,nosuid,nodev,noexec proc || fail
    step="pivoting into the new root"
    pivot_root . .old && cd / && umount -n -l /.old /.scratch && rmdir /.old /.scratch || fail
    step="making the new root read-only"
    mnt -o remount,bind,ro,nosuid,nodev / || fail
    step="entering the working directory $workdir"
    cd "$workdir" || fail
    echo "patterns-sandbox: ready" >&2
    "$@" </dev/null 2>&1 &
    wait "$!"
    exit "$?"
    """#
}

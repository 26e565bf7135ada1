import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `posix_spawn` for the sandboxes: the child gets the given standard output and error, an
/// empty standard input, no other descriptor of this process, default signal handling and a
/// process group of its own; its end is seen by `waitpid` on a thread of its own.
///
/// Foundation's `Process` is not used here: it hands each child a socket whose closing it
/// takes for the child's end, so a process the child leaves behind holding it hides that
/// end, and the socket would reach sandboxed code.
nonisolated enum Spawn {
  /// A descriptor closed when the last reference goes.
  final class Descriptor: Sendable {
    let value: Int32
    init(_ value: Int32) { self.value = value }
    deinit { close(value) }
  }

  /// How a child ended, as `waitpid` reports it.
  struct Status: Sendable {
    var raw: Int32
    /// The signal that ended it, if one did.
    var signal: Int32? { raw & 0x7f == 0 ? nil : raw & 0x7f }
    /// Its exit status, or the signal's number.
    var code: Int32 { signal ?? (raw >> 8) & 0xff }
  }

  /// A pipe whose ends are closed on `exec`: (read, write).
  static func makePipe() throws -> (read: Descriptor, write: Descriptor) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw SandboxError(
        step: "making a pipe", reason: String(cString: strerror(errno)),
        remedy: "Too many files may be open in the grader")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (Descriptor(ends[0]), Descriptor(ends[1]))
  }

  /// Starts `executable` (an absolute path) with `arguments` (without the program's name)
  /// and `environment`, its standard output and error on `output` and `error`; returns its
  /// process id and a semaphore signalled with its status once it has ended.
  static func start(
    _ executable: String, _ arguments: [String], environment: [String: String],
    output: Descriptor, error: Descriptor
  ) throws -> (pid: pid_t, ended: DispatchSemaphore, status: () -> Status) {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output.value, 1)
    posix_spawn_file_actions_adddup2(&actions, error.value, 2)
    var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    #if os(Linux)
      closeOthers(&actions)
    #else
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard failure == 0 else {
      throw SandboxError(
        step: "starting \(executable)", reason: String(cString: strerror(failure)),
        remedy: "Check that it exists and may be run")
    }
    let ended = DispatchSemaphore(value: 0)
    let box = StatusBox()
    Thread.detachNewThread { [pid] in
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
      box.set(Status(raw: raw))
      ended.signal()
    }
    return (pid, ended, { box.status })
  }

  /// The status, written by the waiting thread and read once it has signalled.
  private final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Status(raw: 0)
    func set(_ status: Status) { lock.withLock { value = status } }
    var status: Status { lock.withLock { value } }
  }

  #if os(Linux)
    /// Closes every descriptor above 2 in the child: with glibc's `closefrom` action where
    /// there is one (2.34 and later), else each one open now.
    private static func closeOthers(_ actions: inout posix_spawn_file_actions_t) {
      typealias CloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
        -> Int32
      if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        return
      }
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  #endif
}

#if os(Linux)
  import Glibc
#endif

/// The process's heap in use and peak resident size, where the platform tells them.
///
/// On Linux (glibc) the heap in use is read from `malloc_info` (found with `dlsym`, as the
/// Glibc module does not declare it): the heap's size from the system, less its free chunks,
/// plus the blocks mapped on their own. Elsewhere it is nil and the memory figures are left
/// out.
enum HeapUsage {
  /// Bytes of heap in use now, or nil.
  static func bytesInUse() -> Int? {
    #if os(Linux)
      typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
      guard let symbol = dlsym(nil, "malloc_info") else { return nil }
      let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
      var buffer: UnsafeMutablePointer<CChar>?
      var size = 0
      guard let stream = open_memstream(&buffer, &size) else { return nil }
      let status = mallocInfo(0, stream)
      fclose(stream)
      guard let buffer else { return nil }
      let xml = String(cString: buffer)
      free(buffer)
      return status == 0 ? inUse(fromMallocInfo: xml) : nil
    #else
      return nil
    #endif
  }

  /// The heap in use from `malloc_info`'s XML: its totals (after the last arena) of the
  /// system's current size, less the free fast and other chunks, plus the mapped blocks.
  static func inUse(fromMallocInfo xml: String) -> Int? {
    let totals = xml.components(separatedBy: "</heap>").last ?? xml
    func size(_ tag: String, _ type: String) -> Int? {
      let pattern = "<\(tag) type=\"\(type)\"[^>]*size=\"([0-9]+)\""
      guard let regex = try? Regex(pattern), let match = totals.firstMatch(of: regex),
        let text = match.output[1].substring
      else { return nil }
      return Int(text)
    }
    guard let system = size("system", "current"), let fast = size("total", "fast"),
      let rest = size("total", "rest")
    else { return nil }
    return system - fast - rest + (size("total", "mmap") ?? 0)
  }

  /// The process's peak resident size in bytes, or nil.
  static func peakResidentBytes() -> Int? {
    #if os(Linux)
      var usage = rusage()
      guard getrusage(0, &usage) == 0 else { return nil }  // 0: RUSAGE_SELF
      return usage.ru_maxrss * 1_024
    #else
      return nil
    #endif
  }
}

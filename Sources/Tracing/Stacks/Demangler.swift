import Foundation

/// Demangles Swift symbols in full (`MVP.LoginPresenter.loginButtonTapped() -> ()`, module
/// names included), with the Swift runtime's own demangler.
enum Demangler {
  /// The full demangled form of `mangled`, or `mangled` itself when it is not a Swift symbol.
  static func demangle(_ mangled: String) -> String {
    guard mangled.hasPrefix("$s") || mangled.hasPrefix("_$s") else { return mangled }
    return mangled.withCString { pointer in
      guard
        let result = swiftDemangle(
          mangledName: pointer, mangledNameLength: UInt(strlen(pointer)), outputBuffer: nil,
          outputBufferSize: nil, flags: 0)
      else { return mangled }
      defer { free(result) }
      return String(cString: result)
    }
  }
}

@_silgen_name("swift_demangle")
private func swiftDemangle(
  mangledName: UnsafePointer<CChar>?, mangledNameLength: UInt,
  outputBuffer: UnsafeMutablePointer<CChar>?, outputBufferSize: UnsafeMutablePointer<UInt>?,
  flags: UInt32
) -> UnsafeMutablePointer<CChar>?

import Foundation

/// libFuzzer's entry point: runs one input and returns `0`; a broken promise crashes.
///
/// libFuzzer calls it on the main thread, which is the main actor's executor.
@MainActor
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzInput.run(UnsafeBufferPointer(start: data, count: size))
  return 0
}

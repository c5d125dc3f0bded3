extension Array where Element: AnyObject {
  /// Calls `body` with each index and element in turn, the element not retained for the
  /// call: the array, which the caller keeps, holds it.
  // Always inlined, and `body` with it: called, it would reach `body` through a context.
  @inlinable @inline(__always)
  func forEachUnretained(_ body: (Int, Element) -> Void) {
    for index in indices {
      Unmanaged.passUnretained(self[index]).withGuaranteedObject { body(index, $0) }
    }
  }
}

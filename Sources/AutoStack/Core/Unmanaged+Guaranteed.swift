extension Unmanaged {
  /// Calls `body` with the object, not retained for the call: for a caller that knows
  /// something else keeps the object alive meanwhile.
  ///
  /// The standard library's `_withUnsafeGuaranteedRef`, called with a closure from main-actor
  /// code, checks the executor on every call, as the standard library is not compiled in the
  /// Swift 6 language mode; called through this function, it does not.
  // Always inlined, and `body` with it: called, it would reach `body` through a context.
  @inlinable @inline(__always)
  package func withGuaranteedObject<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}

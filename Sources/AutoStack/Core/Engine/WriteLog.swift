import Foundation

/// The writes under way into views and the container: what tells the echo of AutoStack's own
/// write from a change.
///
/// Every writer of geometry records its write here before it runs the target's code, and ends
/// it once that returns: the pass the view it places, the sticky sections the frame they pin a
/// view at, the placeholders their frame, anchoring and the clamp the content offset, the
/// fades a section's `isHidden`. A notification asks the log first: about a target with a
/// write under way, it is that write's echo and stops there. The writer then reads the target
/// back, and takes any difference for the change it is; so the echo writes no engine state.
///
/// A measurement is recorded too: the view's own invalidation meanwhile is ignored, so that a
/// measurement that invalidates itself cannot loop.
@MainActor
@usableFromInline
final class WriteLog {
  // MARK: Internal

  /// A write under way, other than the pass's: its target, and what its echo shows.
  @usableFromInline
  struct Write {
    /// The view, or the container for its content offset.
    @usableFromInline let target: ObjectIdentifier
    /// The frame the view shows once written, for a write whose echo is that frame alone; `nil`
    /// takes every notification of the target for the echo.
    @usableFromInline let expected: CGRect?

    @inlinable
    init(target: ObjectIdentifier, expected: CGRect?) {
      self.target = target
      self.expected = expected
    }
  }

  /// The index the running pass is at, `Int.max` when none runs; views after it will be read
  /// by that pass anyway.
  @usableFromInline private(set) var passIndex = Int.max
  /// The view the running pass is placing, measuring or writing: each of its notifications
  /// meanwhile is an echo, which the pass reads back once its code returns.
  @usableFromInline private(set) var passView: ObjectIdentifier?
  /// The innermost write under way other than the pass's.
  ///
  /// A write made from the code of another hides the outer one until it returns; the outer
  /// writer reads its target back all the same.
  @usableFromInline private(set) var innermost: Write?

  /// Whether a notification about `view` is the echo of a write under way.
  @inlinable
  func isEcho(of view: some Stackable) -> Bool {
    let id = ObjectIdentifier(view)
    if passView == id { return true }
    guard let write = innermost, write.target == id else { return false }
    guard let expected = write.expected else { return true }
    return !view.isHidden && view.untransformedFrame.isClose(to: expected)
  }

  /// Whether a notification about the container is the echo of an offset write.
  @inlinable
  func isEcho(ofContainer container: AnyObject) -> Bool {
    innermost?.target == ObjectIdentifier(container)
  }

  /// Whether `view` is being measured.
  func isMeasuring(_ view: AnyObject) -> Bool {
    measuring == ObjectIdentifier(view)
  }

  /// Records that the pass reached the view at `index`, whose identity is `view`.
  @inlinable
  func place(at index: Int, view: ObjectIdentifier) {
    (passIndex, passView) = (index, view)
  }

  /// Records that the pass ended.
  @inlinable
  func endPass() {
    (passIndex, passView) = (.max, nil)
  }

  /// Runs `write` as a write into `target`, whose notifications meanwhile are its echo: any of
  /// them, or, with an `expected` frame, those that find the view at that frame and shown.
  @inlinable
  func write(to target: AnyObject?, expecting expected: CGRect? = nil, _ write: () -> Void) {
    guard let target else { return write() }
    let outer = innermost
    innermost = Write(target: ObjectIdentifier(target), expected: expected)
    write()
    innermost = outer
  }

  /// Runs `measure` as the measurement of `view`, whose own invalidation meanwhile is ignored.
  @inlinable
  func measure<Result>(_ view: AnyObject, _ measure: () -> Result) -> Result {
    let outer = measuring
    measuring = ObjectIdentifier(view)
    defer { measuring = outer }
    return measure()
  }

  /// The view being measured; a measurement made from its code hides it until it returns.
  @usableFromInline var measuring: ObjectIdentifier?
}

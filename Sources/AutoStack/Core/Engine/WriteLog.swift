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
///
/// Its state is private and its methods are not inlined: the compiler then sees every access to
/// that state, none of which can overlap another, and checks none of them at run time, though
/// the pass asks the log at each write. A host asks it too, before it reaches the engine: an
/// echo then costs no load of the engine, which the host holds weakly.
@MainActor
@usableFromInline
package final class WriteLog {
  // MARK: Lifecycle

  @usableFromInline
  init() {}

  // MARK: Internal

  /// What the echo of a write under way looks like.
  @usableFromInline
  enum Echo {
    /// No write into the target is under way: a notification about it is a change.
    case none
    /// Every notification about the target is the echo.
    case any
    /// A notification that finds the view shown at this frame is the echo.
    case frame(CGRect)
  }

  /// Whether a notification about `view` is the echo of a write under way.
  @inlinable
  package func isEcho(of view: some Stackable) -> Bool {
    switch echo(of: ObjectIdentifier(view)) {
    case .none: false
    case .any: true
    case .frame(let expected): !view.isHidden && view.untransformedFrame.isClose(to: expected)
    }
  }

  /// What the echo of a write into the view or container `target` looks like.
  @usableFromInline
  func echo(of target: ObjectIdentifier) -> Echo {
    if passView == target { return .any }
    guard let write = innermost, write.target == target else { return .none }
    return write.expected.map(Echo.frame) ?? .any
  }

  /// Whether a notification about the container is the echo of an offset write.
  @usableFromInline
  func isEcho(ofContainer container: AnyObject) -> Bool {
    innermost?.target == ObjectIdentifier(container)
  }

  /// Whether the running pass will read the view at `index` anyway: it is below the view the
  /// pass measures.
  @usableFromInline
  func passWillRead(_ index: Int) -> Bool { index > passIndex }

  /// Whether `view` is the one the running pass measures or writes.
  @usableFromInline
  func isPassView(_ view: AnyObject) -> Bool { passView == ObjectIdentifier(view) }

  /// Whether `view` is being measured.
  @usableFromInline
  func isMeasuring(_ view: AnyObject) -> Bool {
    measuring == ObjectIdentifier(view)
  }

  /// Records that the pass reached the view at `index`, whose identity is `view`: `Int.max`
  /// while it writes.
  @usableFromInline
  func place(at index: Int, view: ObjectIdentifier) {
    (passIndex, passView) = (index, view)
  }

  /// Records that the pass ended.
  @usableFromInline
  func endPass() {
    (passIndex, passView) = (.max, nil)
  }

  /// Runs `write` as a write into `target`, whose notifications meanwhile are its echo: any of
  /// them, or, with an `expected` frame, those that find the view at that frame and shown.
  @usableFromInline
  func write(to target: AnyObject?, expecting expected: CGRect? = nil, _ write: () -> Void) {
    guard let target else { return write() }
    let outer = innermost
    innermost = Write(target: ObjectIdentifier(target), expected: expected)
    write()
    innermost = outer
  }

  /// Runs `measure` as the measurement of `view`, whose own invalidation meanwhile is ignored.
  @usableFromInline
  func measure(_ view: AnyObject, _ measure: () -> CGSize) -> CGSize {
    let outer = measuring
    measuring = ObjectIdentifier(view)
    defer { measuring = outer }
    return measure()
  }

  // MARK: Private

  /// A write under way, other than the pass's: its target, and what its echo shows.
  private struct Write {
    /// The view, or the container for its content offset.
    let target: ObjectIdentifier
    /// The frame the view shows once written, for a write whose echo is that frame alone; `nil`
    /// takes every notification of the target for the echo.
    let expected: CGRect?
  }

  /// The index of the view the running pass measures, whose later views it reads anyway;
  /// `Int.max` while it applies its writes, when every other view's notification is a change,
  /// and when none runs.
  private var passIndex = Int.max
  /// The view the running pass is measuring or writing: each of its notifications meanwhile is
  /// an echo, which the pass reads back once its code returns.
  private var passView: ObjectIdentifier?
  /// The innermost write under way other than the pass's.
  ///
  /// A write made from the code of another hides the outer one until it returns; the outer
  /// writer reads its target back all the same.
  private var innermost: Write?
  /// The view being measured; a measurement made from its code hides it until it returns.
  private var measuring: ObjectIdentifier?
}

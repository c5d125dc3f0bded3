import AutoStackSimulator
import Foundation

/// AASubviews' strategy, step by step, on `SimulatedView`: `+[AASubviews superview:subviews:]`
/// and its `AAObserver` (AASubviews/AASubviews.m).
///
/// Every arrangement, and every height or `isHidden` change it observes, runs the whole of
/// `superview:subviews:` again:
///
/// 1. each subview of the container stops being observed and is removed from it;
/// 2. each view is added back unless `[superview.subviews containsObject:]` finds it (a linear
///    search, so this step is quadratic), and its frame is written, whether it moved or not;
/// 3. the content size (or the container's height) is set;
/// 4. each view is observed again (key-value observation of `frame` and `hidden`, with the
///    old and new values).
///
/// The one difference from the original is the spacing: AASubviews has none, and the
/// benchmark adds AutoStack's, so that both produce the same frames.
@MainActor
final class AASubviewsStrategy {
  // MARK: Lifecycle

  /// `superview.aaObserver`: the observer that AASubviews attaches to the container.
  init(superview: SimulatedView) {
    self.superview = superview
  }

  // MARK: Internal

  /// Frames written and passes run so far.
  private(set) var work = WorkCounts()

  /// `+[AASubviews superview:subviews:]`.
  func arrange(_ subviews: [SimulatedView]) {
    guard let superview else { return }
    work.reflows += 1
    // Remove all existing subviews.
    for subview in superview.subviews {
      if observed.remove(ObjectIdentifier(subview)) != nil {
        subview.removeObserver(self)
      }
      subview.removeFromSuperview()
    }
    // Lay out from top to bottom.
    var y: CGFloat = 0
    var bottom: CGFloat = 0
    for subview in subviews {
      if !Self.contains(superview.subviews, subview) {
        superview.addSubview(subview)
      }
      subview.frame = CGRect(
        x: subview.frame.origin.x, y: y, width: superview.frame.width,
        height: subview.frame.size.height)
      work.frameWrites += 1
      if !subview.isHidden {
        bottom = subview.frame.maxY
        y = bottom + StackFixture.spacing
      }
    }
    // Change the height of the superview.
    if superview.scrolls {
      superview.contentSize = CGSize(width: superview.frame.width, height: bottom)
    } else {
      superview.frame.size.height = bottom
    }
    // Listen to the subviews' frame and hidden changes.
    for subview in subviews where !observed.contains(ObjectIdentifier(subview)) {
      let old = ObservedValues(of: subview)
      subview.addObserver(self) { [weak self] view in
        self?.observeValue(of: view, old: old)
      }
      observed.insert(ObjectIdentifier(subview))
    }
    self.subviews = subviews
  }

  /// Runs `changes` without arranging again for them; not part of AASubviews.
  ///
  /// The benchmark puts views back this way, untimed; the next arrangement takes them in.
  func ignoringChanges(_ changes: () -> Void) {
    isIgnoringChanges = true
    changes()
    isIgnoringChanges = false
  }

  // MARK: Private

  /// What key-value observation remembers of a view to report `old` with each change.
  @MainActor
  private final class ObservedValues {
    init(of view: SimulatedView) {
      height = view.frame.height
      isHidden = view.isHidden
    }

    var height: CGFloat
    var isHidden: Bool
  }

  private weak var superview: SimulatedView?
  /// `AAObserver.subviews`: the views of the last arrangement.
  private var subviews: [SimulatedView] = []
  /// The views whose `aaIsBeObserved` associated object is `YES`.
  private var observed: Set<ObjectIdentifier> = []
  /// Whether changes are being made that should not arrange again.
  private var isIgnoringChanges = false

  /// `[subviews containsObject:view]`, a linear search.
  ///
  /// A plain loop, as `contains(where:)` would check the executor for each element.
  private static func contains(_ subviews: [SimulatedView], _ view: SimulatedView) -> Bool {
    for subview in subviews where subview === view { return true }
    return false
  }

  /// `-[AAObserver observeValueForKeyPath:ofObject:change:context:]`: a new height or a new
  /// `hidden` runs the whole arrangement again.
  private func observeValue(of view: SimulatedView, old: ObservedValues) {
    let heightChanged = view.frame.height != old.height
    let hiddenChanged = view.isHidden != old.isHidden
    old.height = view.frame.height
    old.isHidden = view.isHidden
    if heightChanged || hiddenChanged, !isIgnoringChanges { arrange(subviews) }
  }
}

import AutoStack
import Foundation

/// A container and its arrangement as ``StackModel`` follows them: what the app and UIKit
/// set on the container, and what the documented behaviour keeps of the arrangement between
/// operations.
///
/// The arrangement's rules are in the files named after their topics: arranging and batches
/// (`+Arrangement`), notifications and passes (`+Reflow`), the content size and offset
/// (`+ContentSize`), measured views (`+Sizing`); its ``placeholders``, its ``viewport`` (the
/// offset's anchoring and clamp, and visibility), its ``sections`` (sticky views, scrolling to
/// a section, the current section) and its ``fades`` are objects of their own. Its views are the
/// model's, by identity.
package final class ModelContainer {
  // MARK: Lifecycle

  init(
    model: StackModel, index: Int, view: Int,
    placeholderViews: [AutoStackPlaceholderKind: Int]
  ) {
    self.model = model
    self.index = index
    self.view = view
    self.placeholderViews = placeholderViews
    scrolls = index == 0
  }

  // MARK: Package

  /// The container's place in ``StackModel/containers``, which names it as a superview.
  package let index: Int
  /// The container as a view: its frame, its superview when it is nested.
  package let view: Int
  package let scrolls: Bool
  /// The views after its indicator, back to front.
  package internal(set) var subviews: [Int] = []
  /// Arranged views, top to bottom; released ones stay until a pass or an arrangement, which
  /// holds them alive until it lets go of them.
  package internal(set) var arranged: [Int] = [] {
    didSet {
      for id in oldValue { model.releaseIfUnheld(id) }
    }
  }
  package internal(set) var options = AutoStackOptions()
  package internal(set) var customSpacing: [Int: CGFloat] = [:]
  /// The size the arrangement gave the content last.
  package internal(set) var contentSize: CGSize?
  /// A scroll view's content offset's y.
  package internal(set) var contentOffset = CGPoint.zero
  /// Whether an animated scroll to a section runs.
  package var isScrollAnimating: Bool { scrollAnimation != nil }
  package internal(set) var isScrollEnabled = true
  package internal(set) var passes = 0
  package internal(set) var frameWrites = 0
  package internal(set) var measurements = 0
  package internal(set) var diagnostics: [AutoStackDiagnostic] = []
  package private(set) lazy var placeholders = ModelPlaceholders(
    container: self, views: placeholderViews)
  package private(set) lazy var viewport = ModelViewport(container: self)
  package private(set) lazy var sections = ModelSections(container: self)
  package private(set) lazy var fades = ModelFades(container: self)

  /// The sizing of arranged view `id`.
  package func sizing(of id: Int) -> AutoStackSizing { fitting[id]?.sizing ?? .fixed }

  // MARK: Internal

  unowned let model: StackModel

  // The container, as the app and UIKit set it.
  /// A scroll view's adjusted content inset, which the content lies inside.
  var contentInset = AutoStackInsets()
  var isRightToLeft = false
  var isInWindow = true
  /// Whether the user scrolls: a drag, or the deceleration or bounce after it.
  ///
  /// Anchoring's clamp and turning scrolling off under a placeholder both wait for the end of
  /// the whole scroll.
  var isTracking = false
  /// The animated scroll to a section that runs, if any.
  var scrollAnimation: ModelScroll?

  // The arrangement.
  var isArranging = false
  /// Bumped whenever the arranged views are replaced, or views leave them.
  var generation = 0
  var batchDepth = 0
  var isFlushing = false
  /// The first index that the next pass reaches, if something observed changed since the
  /// last pass; a view that left the container above it stays arranged until a pass
  /// reaches it.
  var dirtyFrom: Int?
  /// Where the last pass placed each arranged view, in stack terms (``stackFrame(_:)``): a
  /// notification that matches, within the tolerance, is the echo of a write or no change.
  var seen: [Int: ModelViewport.Placement] = [:]
  /// The content width a right-to-left row's frames are mirrored within: the last pass's.
  var mirrorWidth: CGFloat = 0
  /// The width and direction the last pass used.
  var passWidth: CGFloat?
  var passIsRightToLeft = false
  /// The content size of the views alone, and whether one of them shows, after the last pass.
  var stackContent: (size: CGSize, hasVisibleView: Bool)?
  /// The fill width each view refused, and the width it kept.
  var refusedWidth: [Int: (asked: CGFloat, kept: CGFloat)] = [:]
  /// The masks of the views whose vertical flags the arrangement cleared: as they were,
  /// and as they were left.
  var savedMask: [Int: (original: AutoStackAutoresizingMask, cleared: AutoStackAutoresizingMask)] =
    [:]
  /// The view a pass is writing, whose notifications wait for the write to end, and
  /// whether it notified.
  var placing: (id: Int, didNotify: Bool)?
  /// How each fitting view is sized; fixed views have none.
  var fitting: [Int: ModelFitting] = [:]
  /// The container height last reported as not applied.
  var reportedAppliedHeight: CGFloat?
  /// The views taken in so far by the arrangement under way, which belong to it already, as
  /// their memberships say, before it holds them all.
  var joining: Set<Int>?
  /// The widest view across the stack, last told to the arrangement across it that holds the
  /// container.
  var toldWidest: CGFloat?
  /// The views the last pass that reached them found under Auto Layout, whose frames are
  /// their constraints', and those reported so while arranged.
  var underAutoLayout: Set<Int> = []
  var reportedAutoLayout: Set<Int> = []

  /// Whether a pass can run now.
  var canFlush: Bool { dirtyFrom != nil && batchDepth == 0 && isArranging && !isFlushing }

  /// The container's bounds height.
  var boundsHeight: CGFloat { model.views[view].size.height }

  /// Whether arranged view `id` takes no space: hidden, or fading out.
  func isLaidOutHidden(_ id: Int) -> Bool { model.views[id].isHidden || fades.hiding.contains(id) }

  // MARK: Private

  private let placeholderViews: [AutoStackPlaceholderKind: Int]
}

import Foundation

/// The reflow trace: a feature of the engine that tells the app's handler why each reflow ran
/// and what it did.
///
/// Before a reflow it keeps the cause and the views' positions; after it, it counts the views
/// that moved and calls the handler. It only observes: it asks for no work.
@MainActor
@usableFromInline
final class ReflowTracer<View: Stackable> {
  // MARK: Internal

  typealias Trace = AutoStackReflowTrace<View>

  /// The app's handler; `nil` traces nothing and costs nothing.
  var handler: ((Trace) -> Void)? {
    didSet { capture = nil }
  }

  var isTracing: Bool { handler != nil }

  /// Notes the change of `view`, about to reflow on its own (outside a batch and a pass),
  /// from the height and `isHidden` the last pass left it with.
  @usableFromInline
  func noteChange(of view: View, to frame: CGRect, from placement: Placement?) {
    guard isTracing else { return }
    pendingCause = .view(
      view,
      AutoStackViewChange(
        oldHeight: placement?.frame.size.height, newHeight: frame.size.height,
        wasHidden: placement?.isHidden, isHidden: view.isHidden))
  }

  /// Notes that an arrangement causes the next reflow.
  @usableFromInline
  func noteArrange() { capture?.cause = .arrange }

  /// Keeps what the reflow after the first change of the outermost batch compares with.
  func batchWillBegin(
    entries: [ArrangedEntry<View>], statistics: AutoStackStatistics,
    orientation: StackOrientation
  ) {
    guard isTracing else { return }
    pendingCause = nil
    capture = makeCapture(
      entries: entries, statistics: statistics, orientation: orientation, isBatch: true)
  }

  /// Forgets what a batch kept if no reflow used it.
  func batchDidEnd() { capture = nil }

  /// Keeps what the reflow compares with, unless a batch did; `widthChange` is the container
  /// width before and now, if it changed.
  func reflowWillBegin(
    entries: [ArrangedEntry<View>], statistics: AutoStackStatistics,
    orientation: StackOrientation, widthChange: (old: CGFloat?, new: CGFloat)?
  ) {
    guard isTracing else { return }
    if capture == nil {
      capture = makeCapture(
        entries: entries, statistics: statistics, orientation: orientation, isBatch: false)
    }
    pendingCause = nil
    guard let widthChange, var capture else { return }
    if case .arrange? = capture.cause { return }
    capture.cause = .containerWidth(old: widthChange.old, new: widthChange.new)
    self.capture = capture
  }

  /// Calls the handler with the trace of the reflow that just ended.
  func reflowDidEnd(
    entries: [ArrangedEntry<View>], statistics: AutoStackStatistics,
    orientation: StackOrientation, contentHeight: CGFloat, offsetY: CGFloat?
  ) {
    guard let handler, let capture else { return }
    self.capture = nil
    pendingCause = nil
    var moved = 0
    for entry in entries {
      // In the container: a right-to-left row moves views whose place along it stays.
      guard let frame = entry.placement?.frame else { continue }
      let origin = orientation.containerRect(frame).origin
      if let old = capture.origins[entry.id], old.x.isClose(to: origin.x),
        old.y.isClose(to: origin.y)
      {
        continue
      }
      moved += 1
    }
    handler(
      Trace(
        cause: capture.cause ?? (capture.isBatch ? .batch : .other), movedViewCount: moved,
        frameWriteCount: statistics.frameWrites - capture.statistics.frameWrites,
        passCount: statistics.reflows - capture.statistics.reflows, contentHeight: contentHeight,
        contentOffsetY: offsetY))
  }

  // MARK: Private

  /// What a reflow is compared with once it ends.
  private struct Capture {
    /// Whether it was taken when a batch opened: then the reflow's cause is the batch.
    var isBatch: Bool
    var cause: Trace.Cause?
    /// The views' positions, by identity.
    var origins: [ObjectIdentifier: CGPoint]
    var statistics: AutoStackStatistics
  }

  private var capture: Capture?
  /// The cause noted by the change that is about to reflow, outside a batch.
  private var pendingCause: Trace.Cause?

  private func makeCapture(
    entries: [ArrangedEntry<View>], statistics: AutoStackStatistics,
    orientation: StackOrientation, isBatch: Bool
  ) -> Capture {
    var origins: [ObjectIdentifier: CGPoint] = [:]
    for entry in entries {
      guard let frame = entry.placement?.frame, origins[entry.id] == nil else { continue }
      origins[entry.id] = orientation.containerRect(frame).origin
    }
    return Capture(
      isBatch: isBatch, cause: pendingCause, origins: origins, statistics: statistics)
  }
}

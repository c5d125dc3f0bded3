import AutoStack
import Foundation

/// What the world records and checks as it applies operations: the calls of the handlers
/// the app sets, and the documented promise that scrolling runs no pass and writes only the
/// frames of sticky sections.
extension StackWorld {
  /// A visibility handler for container `index` that records its calls.
  func recordVisibility(in index: Int) -> (SimulatedView, Bool) -> Void {
    { [weak self] view, isVisible in
      guard let self else { return }
      events.append(
        VisibilityEvent(container: index, view: identity(of: view) ?? -1, isVisible: isVisible))
    }
  }

  /// A current section handler for container `index` that records its calls.
  func recordSection(in index: Int) -> (SimulatedView?) -> Void {
    { [weak self] view in
      guard let self else { return }
      sectionEvents.append(
        SectionEvent(container: index, view: view.map { identity(of: $0) ?? -1 }))
    }
  }

  /// Runs `scroll`, a scroll of container `index` (the app's, or to a section), and records in
  /// ``scrollWork`` a pass it ran or a frame it wrote but a sticky view's.
  func checkWork(ofScrolling index: Int, _ scroll: () -> Void) {
    let engine = engine(index)
    let before = engine.statistics
    let views = engine.arrangedViews.filter { !engine.isSticky($0) }
    let frameSets = views.map(\.frameSetCount)
    let stickyCount = engine.arrangedViews.count - views.count
    scroll()
    guard scrollWork == nil else { return }
    let after = engine.statistics
    if after.reflows != before.reflows {
      scrollWork = "a scroll of container \(index) ran \(after.reflows - before.reflows) passes"
    } else if let moved = zip(views, frameSets).first(where: { $0.frameSetCount != $1 }) {
      scrollWork = "a scroll of container \(index) set the frame of \(moved.0.name), not sticky"
    } else if after.frameWrites - before.frameWrites > stickyCount {
      scrollWork =
        "a scroll of container \(index) wrote \(after.frameWrites - before.frameWrites) frames "
        + "for \(stickyCount) sticky views"
    }
  }
}

extension StackWorld {
  /// The reflow loops the engines reported so far: views that kept resizing each other.
  var reflowLoops: Int {
    var count = 0
    for container in containers {
      for case .reflowLoop in container.diagnostics { count += 1 }
    }
    return count
  }
}

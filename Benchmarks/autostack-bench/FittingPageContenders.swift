import AutoStack
import AutoStackSimulator
import Foundation

/// AutoStack on the fitting page: the labels arranged with fitting sizing in a scroll view.
///
/// A ``Contender`` so that the ``Sampler`` times it like the others; it runs ``operation``,
/// whatever operation the sampler passes.
@MainActor
final class FittingAutoStackContender: Contender {
  // MARK: Lifecycle

  init(fixture: StackFixture) {
    (container, labels) = Self.arranged()
  }

  // MARK: Internal

  /// The operation every run performs.
  var operation = FittingPage.Operation.firstArrange {
    didSet { setUp() }
  }

  var work: WorkCounts {
    let statistics = container.stack?.engine.statistics ?? AutoStackStatistics()
    return WorkCounts(frameWrites: statistics.frameWrites, reflows: statistics.reflows)
  }

  /// The measurements made so far.
  var measurements: Int { container.stack?.engine.statistics.measurements ?? 0 }

  func needsPreparation(_ operation: BenchOperation) -> Bool { self.operation == .firstArrange }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    // A new page of fresh labels, whose statistics start at 0: `work` reads the new one.
    container = SimulatedView.makeContainer()
    labels = FittingPage.makeLabels()
  }

  func run(_ operation: BenchOperation, iteration: Int) {
    switch self.operation {
    case .firstArrange:
      SimulatedStack.attached(to: container).engine.arrange(
        labels, sizing: .fitting, options: AutoStackOptions(spacing: StackFixture.spacing))
    case .widthChange, .widthBack:
      container.frame.size.width = FittingPage.width(self.operation, iteration: iteration)
    case .dynamicType:
      // UIKit gives each label its new font, then the engine hears of the change.
      let scale = FittingPage.scale(iteration)
      for label in labels { label.text?.scaleHundredths = scale }
      container.stack?.engine.contentSizeCategoryDidChange()
    case .invalidateMiddle:
      let middle = FittingPage.count / 2
      labels[middle].text?.characters = FittingPage.characters(at: middle, iteration: iteration)
      container.stack?.engine.invalidateSize(of: labels[middle])
    }
  }

  func layoutError() -> String? {
    let height = container.contentSize.height
    let expected = FittingPage.contentHeight(of: labels, width: container.bounds.width)
    return height == expected ? nil : "content height \(height), expected \(expected)"
  }

  // MARK: Private

  private var container: SimulatedView
  private var labels: [SimulatedView]

  /// A page of labels arranged with fitting sizing, at the fixture's width.
  private static func arranged() -> (SimulatedView, [SimulatedView]) {
    let container = SimulatedView.makeContainer()
    let labels = FittingPage.makeLabels()
    SimulatedStack.attached(to: container).engine.arrange(
      labels, sizing: .fitting, options: AutoStackOptions(spacing: StackFixture.spacing))
    return (container, labels)
  }

  /// Back to a page at the fixture's width and text, with the narrow width cached for the
  /// width change back.
  private func setUp() {
    (container, labels) = Self.arranged()
    if operation == .widthBack {
      container.frame.size.width = StackFixture.narrowWidth
      container.frame.size.width = StackFixture.width
    }
  }
}

/// The limit on the fitting page: the plain loop over an array of heights, plus the same
/// measurements as AutoStack, of the same labels.
@MainActor
final class FittingLimitContender: Contender {
  // MARK: Lifecycle

  init(fixture: StackFixture) {
    labels = FittingPage.makeLabels()
    heights = Array(repeating: 0, count: FittingPage.count)
    ys = heights
  }

  // MARK: Internal

  /// The operation every run performs.
  var operation = FittingPage.Operation.firstArrange

  private(set) var work = WorkCounts()

  func needsPreparation(_ operation: BenchOperation) -> Bool { self.operation == .firstArrange }

  func prepare(_ operation: BenchOperation, iteration: Int) {
    container = SimulatedView.makeContainer()
    labels = FittingPage.makeLabels()
    record.removeAll(keepingCapacity: true)
    record.reserveCapacity(FittingPage.count)
  }

  func run(_ operation: BenchOperation, iteration: Int) {
    let width = FittingPage.width(self.operation, iteration: iteration)
    switch self.operation {
    case .firstArrange:
      // The least an arrange does, each label measured first.
      for label in labels {
        label.frame.size = label.text?.size(fittingWidth: width) ?? .zero
      }
      contentHeight = LeastArrange.arrange(
        labels, in: container, observer: nil, width: width, record: &record)
      work.frameWrites += labels.count
    case .widthChange, .dynamicType:
      if self.operation == .dynamicType {
        let scale = FittingPage.scale(iteration)
        for label in labels { label.text?.scaleHundredths = scale }
      }
      measure(from: 0, width: width)
      layOut(from: 0)
    case .widthBack:
      // Cached sizes: the plain loop alone.
      layOut(from: 0)
    case .invalidateMiddle:
      let middle = FittingPage.count / 2
      labels[middle].text?.characters = FittingPage.characters(at: middle, iteration: iteration)
      heights[middle] = labels[middle].text?.size(fittingWidth: width).height ?? 0
      layOut(from: middle)
    }
    work.reflows += 1
  }

  func layoutError() -> String? { nil }

  // MARK: Private

  private var container = SimulatedView.makeContainer()
  private var labels: [SimulatedView]
  private var record: [ObjectIdentifier] = []
  private var heights: [CGFloat]
  private var ys: [CGFloat]
  /// The content height; stored, so that the loop's results are used.
  private var contentHeight: CGFloat = 0

  /// Measures every label at `width`, into `heights`.
  private func measure(from start: Int, width: CGFloat) {
    for index in start..<labels.count {
      heights[index] = labels[index].text?.size(fittingWidth: width).height ?? 0
    }
  }

  /// The plain loop: the `y` of every item from `start` down, and the content height.
  private func layOut(from start: Int) {
    var next = start == 0 ? 0 : ys[start - 1] + heights[start - 1] + StackFixture.spacing
    for index in start..<heights.count {
      ys[index] = next
      next += heights[index] + StackFixture.spacing
    }
    contentHeight = next - StackFixture.spacing
    work.frameWrites += heights.count - start
  }
}

extension FittingPage {
  /// The content height of `labels` stacked at `width` with the fixture's spacing, from the
  /// labels' own measurement.
  @MainActor static func contentHeight(of labels: [SimulatedView], width: CGFloat) -> CGFloat {
    let heights = labels.map { $0.text?.size(fittingWidth: width).height ?? 0 }
    return heights.reduce(0, +) + StackFixture.spacing * CGFloat(max(0, heights.count - 1))
  }
}

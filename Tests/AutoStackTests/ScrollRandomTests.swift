import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Seeded random sequences of what a reader and an app do to a long page (resize and hide
/// sections, alone or in batches and animations, scroll, drag, resize the viewport, change
/// the insets, leave the window), checked after every step against `ScrollReference` and
/// `ReferenceLayout`: the frames, the content offset (anchoring and the clamp) and the
/// visibility events, in order.
///
///     container  375 wide, a scroll view 200 to 800 high, top and bottom insets by seed
///     v0, v1, …  3 to 25 views, 0 to 700 high, some hidden; spacing 0, 8 or −5 by seed
@MainActor
@Suite struct ScrollRandomTests {}

extension ScrollRandomTests {
  @Test(
    "anchoring, the clamp and visibility follow the rules through random sequences",
    arguments: 1...300)
  func randomSequence(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let world = World(random: &random)
    if let failure = world.check() {
      Issue.record("seed \(seed), start: \(failure)")
      return
    }
    for step in 0..<50 {
      let operation = world.randomOperation(using: &random)
      world.apply(operation)
      if let failure = world.check() {
        Issue.record("seed \(seed), step \(step), \(operation): \(failure)")
        return
      }
    }
  }
}

// MARK: - The world and its reference

/// One of `values`, drawn from `random`.
private func pick<Value>(_ values: [Value], using random: inout SplitMix64) -> Value {
  values[Int.random(in: 0..<values.count, using: &random)]
}

extension ScrollRandomTests {
  enum Operation: CustomStringConvertible {
    case height(Int, CGFloat)
    case toggleHidden(Int)
    case batch([Operation], animated: Bool)
    case scroll(CGFloat)
    case drag(Bool)
    case viewport(CGFloat)
    case insets(top: CGFloat, bottom: CGFloat)
    case window(Bool)

    var description: String {
      switch self {
      case .height(let index, let height): "height v\(index) \(height)"
      case .toggleHidden(let index): "toggle v\(index)"
      case .batch(let operations, let animated):
        "\(animated ? "animate" : "batch") [\(operations.map(\.description).joined(separator: ", "))]"
      case .scroll(let y): "scroll \(y)"
      case .drag(let isOn): "drag \(isOn)"
      case .viewport(let height): "viewport \(height)"
      case .insets(let top, let bottom): "insets \(top) \(bottom)"
      case .window(let isIn): "window \(isIn)"
      }
    }

    /// Whether it changes a view, and so reflows.
    var reflows: Bool {
      switch self {
      case .height, .toggleHidden, .batch: true
      default: false
      }
    }
  }

  @MainActor
  final class World {
    // MARK: Lifecycle

    init(random: inout SplitMix64) {
      let count = Int.random(in: 3...25, using: &random)
      let heights: [CGFloat] = [0, 10, 40, 100, 300, 700]
      var items = (0..<count).map { _ in
        ReferenceLayout.Item(
          height: pick(heights, using: &random), width: 375,
          isHidden: Int.random(in: 0..<5, using: &random) == 0)
      }
      let spacings: [CGFloat] = [0, 8, 8, -5]
      let options = AutoStackOptions(spacing: pick(spacings, using: &random))
      if Bool.random(using: &random) {
        let index = Int.random(in: 0..<count, using: &random)
        items[index].customSpacing = pick([CGFloat(24), -12], using: &random)
      }
      let reference = ScrollReference(
        visibleHeight: CGFloat(Int.random(in: 200...800, using: &random)),
        insets: AutoStackInsets(
          top: pick([CGFloat(0), 20, 64], using: &random),
          bottom: pick([CGFloat(0), 34], using: &random)))
      let container = SimulatedView(
        name: "container",
        frame: CGRect(x: 0, y: 0, width: 375, height: reference.visibleHeight), scrolls: true)
      container.contentInset = reference.insets
      let views = items.indices.map { index in
        SimulatedView(
          name: "v\(index)", frame: CGRect(x: 0, y: 0, width: 375, height: items[index].height))
      }
      for (view, item) in zip(views, items) { view.isHidden = item.isHidden }
      let stack = SimulatedStack.arrange(in: container, subviews: views)
      stack.transition = .none  // The reference has no fades: an animated batch is a batch.
      stack.engine.options = options
      for (view, item) in zip(views, items) {
        if let spacing = item.customSpacing { stack.engine.setCustomSpacing(spacing, after: view) }
      }
      self.items = items
      self.options = options
      self.reference = reference
      self.container = container
      self.views = views
      self.stack = stack
      anchoring = Bool.random(using: &random)
      threshold = pick([CGFloat(0), 0, 0.5, 1], using: &random)
      // The reflows above kept the offset inside the content, at `-top` while it was short:
      // the sequence starts at the top of the content.
      container.contentOffset.y = 0
      stack.engine.isScrollAnchoringEnabled = anchoring
      stack.engine.visibilityThreshold = threshold
      stack.engine.onVisibilityChange = { [weak self] view, isVisible in
        self?.events.append("\(isVisible ? "appear" : "disappear") \(view.name)")
      }
      // Starting to watch reports the views visible then.
      expectEvents(from: [])
    }

    // MARK: Internal

    func randomOperation(using random: inout SplitMix64) -> Operation {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<25: return randomChange(using: &random)
      case 25..<40:
        let count = Int.random(in: 1...3, using: &random)
        var planned = items
        var operations: [Operation] = []
        for _ in 0..<count {
          let operation = randomChange(using: &random, items: planned)
          apply(operation, to: &planned)
          operations.append(operation)
        }
        return .batch(operations, animated: Bool.random(using: &random))
      case 40..<70:
        let end = contentHeight + 200
        return .scroll(CGFloat(Int.random(in: -100...Int(end), using: &random)))
      case 70..<80: return .drag(!container.isDragging)
      case 80..<88: return .viewport(CGFloat(Int.random(in: 200...800, using: &random)))
      case 88..<95:
        return .insets(
          top: pick([CGFloat(0), 20, 64], using: &random),
          bottom: pick([CGFloat(0), 34], using: &random))
      default: return .window(!container.isInWindow)
      }
    }

    func apply(_ operation: Operation) {
      let before = layout()
      let offset = container.contentOffset.y
      let visibleBefore = visible
      events = []
      switch operation {
      case .height, .toggleHidden:
        perform(operation)
      case .batch(let operations, let animated):
        if animated {
          stack.animate { for operation in operations { self.perform(operation) } }
        } else {
          stack.engine.performBatch { for operation in operations { perform(operation) } }
        }
      case .scroll(let y):
        container.contentOffset.y = y
        expectedOffset = y
      case .drag(let isOn):
        container.isTracking = isOn
        container.isDragging = isOn
        // The end of the drag is found by the next look at it, on the clock.
        if !isOn { stack.clock.advance(by: 0.1) }
        if !isOn, isClampDeferred {
          isClampDeferred = false
          expectedOffset = reference.clamped(expectedOffset, contentHeight: contentHeight)
        }
      case .viewport(let height):
        container.frame.size.height = height
        reference.visibleHeight = height
      case .insets(let top, let bottom):
        container.contentInset = AutoStackInsets(top: top, bottom: bottom)
        reference.insets = container.contentInset
      case .window(let isIn):
        container.isInWindow = isIn
      }
      if operation.reflows {
        let after = layout()
        let isScrolling = container.isDragging
        let anchored = reference.offset(
          after: offset, anchoring: anchoring, before: before, after: after,
          contentHeight: contentHeight, isScrolling: true)
        expectedOffset =
          isScrolling ? anchored : reference.clamped(anchored, contentHeight: contentHeight)
        isClampDeferred =
          isScrolling && anchored > reference.clamped(anchored, contentHeight: contentHeight)
      }
      expectEvents(from: visibleBefore)
    }

    /// The first difference from the reference, if any.
    func check() -> String? {
      if let difference = ReferenceLayout.difference(in: stack) { return difference }
      let offset = container.contentOffset.y
      if abs(offset - expectedOffset) > ReferenceLayout.tolerance {
        return "offset \(offset), expected \(expectedOffset)"
      }
      if events != expectedEvents { return "events \(events), expected \(expectedEvents)" }
      let names = stack.engine.visibleViews.map(\.name)
      if names != visible.map({ "v\($0)" }) { return "visible \(names), expected \(visible)" }
      return nil
    }

    // MARK: Private

    private var items: [ReferenceLayout.Item]
    private let options: AutoStackOptions
    private let anchoring: Bool
    private let threshold: CGFloat
    private var reference: ScrollReference
    private let container: SimulatedView
    private let views: [SimulatedView]
    private let stack: SimulatedStack
    private var events: [String] = []
    private var expectedEvents: [String] = []
    private var expectedOffset: CGFloat = 0
    private var isClampDeferred = false
    private var visible: [Int] = []

    private var contentHeight: CGFloat {
      ReferenceLayout(options: options, containerWidth: 375).layout(items).contentSize.height
    }

    private func layout() -> (frames: [CGRect], hidden: [Bool]) {
      (
        ReferenceLayout(options: options, containerWidth: 375).layout(items).frames,
        items.map(\.isHidden)
      )
    }

    private func randomChange(
      using random: inout SplitMix64, items: [ReferenceLayout.Item]? = nil
    ) -> Operation {
      let items = items ?? self.items
      let index = Int.random(in: 0..<items.count, using: &random)
      guard Bool.random(using: &random) else { return .toggleHidden(index) }
      var height: CGFloat
      repeat {
        height = CGFloat(Int.random(in: 0...60, using: &random) * 10)
      } while height == items[index].height
      return .height(index, height)
    }

    private func apply(_ operation: Operation, to items: inout [ReferenceLayout.Item]) {
      switch operation {
      case .height(let index, let height): items[index].height = height
      case .toggleHidden(let index): items[index].isHidden.toggle()
      default: break
      }
    }

    /// Changes a view, and the model with it.
    private func perform(_ operation: Operation) {
      apply(operation, to: &items)
      switch operation {
      case .height(let index, let height): views[index].frame.size.height = height
      case .toggleHidden(let index): views[index].isHidden.toggle()
      default: break
      }
    }

    /// The events of the step: the views that stopped being visible, in their previous
    /// order, then those that became visible, in their current order.
    private func expectEvents(from previous: [Int]) {
      let layout = layout()
      visible =
        container.isInWindow
        ? reference.visible(
          frames: layout.frames, hidden: layout.hidden, offset: container.contentOffset.y,
          threshold: threshold) : []
      expectedEvents =
        previous.filter { !visible.contains($0) }.map { "disappear v\($0)" }
        + visible.filter { !previous.contains($0) }.map { "appear v\($0)" }
    }
  }
}

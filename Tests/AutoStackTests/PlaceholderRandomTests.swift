import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Seeded random sequences of what an app does around placeholders (states, waits, hidden and
/// resized sections, placeholders set and removed, scrolls, batches, stop and arrange),
/// checked after every step against the documented rules, written again here on a clock of
/// whole milliseconds.
///
///     container  375 × 667, a scroll view or a plain view (by seed)
///     s0, s1, s2 sections 100, 40, 0 high
///     empty 50, loading 80, failed 120
@MainActor
@Suite struct PlaceholderRandomTests {}

extension PlaceholderRandomTests {
  @Test("placeholders follow the rules through random sequences", arguments: 1...300)
  func randomSequence(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var world = World(scrolls: Bool.random(using: &random), random: &random)
    for step in 0..<60 {
      let operation = world.randomOperation(using: &random)
      world.apply(operation)
      let failures = world.check()
      guard failures.isEmpty else {
        Issue.record(
          "seed \(seed), step \(step), \(operation): \(failures.joined(separator: "; "))")
        return
      }
    }
  }
}

// MARK: - The world and its reference

extension PlaceholderRandomTests {
  enum Operation: CustomStringConvertible {
    case state(AutoStackState)
    case wait(Int)
    case setHidden(Int, Bool)
    case setHeight(Int, CGFloat)
    case setPlaceholder(AutoStackPlaceholderKind, Bool)
    case scroll(CGFloat)
    case batch([Operation])
    case stop
    case arrange

    var description: String {
      switch self {
      case .state(let state): "state \(state)"
      case .wait(let milliseconds): "wait \(milliseconds)"
      case .setHidden(let index, let isHidden): "s\(index).isHidden = \(isHidden)"
      case .setHeight(let index, let height): "s\(index) height \(height)"
      case .setPlaceholder(let kind, let isSet): "\(kind) placeholder \(isSet ? "set" : "nil")"
      case .scroll(let offset): "scroll to \(offset)"
      case .batch(let operations): "batch \(operations)"
      case .stop: "stop"
      case .arrange: "arrange"
      }
    }
  }

  /// The engine with simulated views, and the rules' own account of what shows.
  @MainActor
  struct World {
    init(scrolls: Bool, random: inout SplitMix64) {
      container = SimulatedView(
        name: "container", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: scrolls)
      sections = [100, 40, 0].enumerated().map { index, height in
        SimulatedView(name: "s\(index)", frame: CGRect(x: 0, y: 0, width: 375, height: height))
      }
      for (kind, height) in [(AutoStackPlaceholderKind.empty, 50), (.loading, 80), (.failed, 120)] {
        placeholders[kind] = SimulatedView(
          name: "\(kind)", frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat(height)))
      }
      stack = SimulatedStack.arrange(in: container, subviews: sections)
      grace = [0, 100, 300].pick(using: &random)
      minimumShow = [0, 100, 800].pick(using: &random)
      allowsScrolling = Bool.random(using: &random)
      stack.engine.placeholderOptions = AutoStackPlaceholderOptions(
        graceTime: Double(grace) / 1000, minimumShowTime: Double(minimumShow) / 1000,
        allowsScrolling: allowsScrolling)
      for kind in AutoStackPlaceholderKind.allCases {
        stack.engine.setPlaceholder(placeholders[kind], for: kind)
        isSet[kind] = true
      }
      decide()
    }

    let container: SimulatedView
    let sections: [SimulatedView]
    var placeholders: [AutoStackPlaceholderKind: SimulatedView] = [:]
    let stack: SimulatedStack
    let grace: Int
    let minimumShow: Int
    let allowsScrolling: Bool

    // The reference: whole milliseconds.
    var now = 0
    var state = AutoStackState.content
    var loadingSince = 0
    var isArranging = true
    var isSet: [AutoStackPlaceholderKind: Bool] = [:]
    var shown: AutoStackPlaceholderKind?
    var shownSince = 0
    var batchDepth = 0

    func randomOperation(using random: inout SplitMix64) -> Operation {
      let index = Int.random(in: 0..<3, using: &random)
      let kind = AutoStackPlaceholderKind.allCases.pick(using: &random)
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<25: return .state(AutoStackState.allCases.pick(using: &random))
      case 25..<50:
        return .wait([0, 1, 50, 99, 100, 101, 299, 300, 800].pick(using: &random))
      case 50..<65: return .setHidden(index, Bool.random(using: &random))
      case 65..<72: return .setHeight(index, [0, 40, 100].pick(using: &random))
      case 72..<80: return .setPlaceholder(kind, Bool.random(using: &random))
      case 80..<87: return .scroll([0, 50, 200].pick(using: &random))
      case 87..<95:
        return .batch(
          (0..<2).map { _ in
            [
              .state(.loading), .state(.content), .state(.failed), .setHidden(index, true),
              .setHidden(index, false),
            ].pick(using: &random)
          })
      case 95..<98: return .stop
      default: return .arrange
      }
    }

    mutating func apply(_ operation: Operation) {
      let engine = stack.engine
      switch operation {
      case .state(let newState):
        engine.state = newState
        if newState != state {
          state = newState
          loadingSince = now
        }
      case .wait(let milliseconds):
        // The reference decides every millisecond, where the engine's timers fall due.
        for _ in 0..<milliseconds {
          stack.clock.advance(by: 0.001)
          now += 1
          decide()
        }
        stack.clock.advance(by: 0)
      case .setHidden(let index, let isHidden): sections[index].isHidden = isHidden
      case .setHeight(let index, let height): sections[index].frame.size.height = height
      case .setPlaceholder(let kind, let set):
        engine.setPlaceholder(set ? placeholders[kind] : nil, for: kind)
        isSet[kind] = set
      case .scroll(let offset):
        if container.scrolls { container.contentOffset = CGPoint(x: 0, y: offset) }
      case .batch(let operations):
        batchDepth += 1
        engine.performBatch {
          for operation in operations { apply(operation) }
        }
        batchDepth -= 1
      case .stop:
        engine.stop()
        isArranging = false
      case .arrange:
        engine.arrange(sections)
        isArranging = true
      }
      decide()
    }

    /// The rules, as the documentation states them, at `now`.
    mutating func decide() {
      guard batchDepth == 0 else { return }
      guard isArranging else {
        shown = nil
        return
      }
      let hasVisible = sections.contains { !$0.isHidden && $0.frame.size.height > 0 }
      var target: AutoStackPlaceholderKind?
      switch state {
      case .failed: target = isSet[.failed] == true ? .failed : nil
      case .loading:
        if isSet[.loading] == true, shown == .loading || now >= loadingSince + grace {
          target = .loading
        }
      case .content: target = !hasVisible && isSet[.empty] == true ? .empty : nil
      }
      if shown == .loading, target != .loading, isSet[.loading] == true,
        now < shownSince + minimumShow
      {
        target = .loading
      }
      if target != shown {
        shown = target
        shownSince = now
      }
    }

    /// What differs from the rules, if anything.
    func check() -> [String] {
      var failures: [String] = []
      let engine = stack.engine
      if engine.visiblePlaceholderKind != shown {
        failures.append(
          "shows \(String(describing: engine.visiblePlaceholderKind)), not \(String(describing: shown))"
        )
      }
      let onScreen = placeholders.values.filter { $0.superview === container }
      let expected = shown.flatMap { placeholders[$0] }
      if onScreen.count != (expected == nil ? 0 : 1)
        || (expected.map { $0.superview !== container } ?? false)
      {
        failures.append("placeholders in the container: \(onScreen.map(\.name))")
      }
      if let expected, container.subviews.last !== expected {
        failures.append("the placeholder is not above the sections")
      }
      let arranged = engine.arrangedViews
      if placeholders.values.contains(where: { view in arranged.contains { $0 === view } }) {
        failures.append("a placeholder is arranged")
      }
      let blocks = (shown == .loading || shown == .failed) && !allowsScrolling && container.scrolls
      if container.isScrollEnabled == blocks {
        failures.append("isScrollEnabled \(container.isScrollEnabled)")
      }
      if isArranging {
        // The sections, as the documented layout places them.
        var y: CGFloat = 0
        for section in sections {
          if section.frame.origin.y != y {
            failures.append("\(section.name) at \(section.frame.origin.y), not \(y)")
          }
          if !section.isHidden { y += section.frame.size.height }
        }
        if let expected {
          let frame =
            container.scrolls
            ? CGRect(x: 0, y: container.contentOffset.y, width: 375, height: 667)
            : CGRect(x: 0, y: 0, width: 375, height: expected.frame.size.height)
          if expected.frame != frame {
            failures.append("placeholder at \(expected.frame), not \(frame)")
          }
        }
        let height = container.scrolls ? container.contentSize.height : container.frame.size.height
        let plainMinimum = container.scrolls ? 0 : (expected?.frame.size.height ?? 0)
        if height != max(y, plainMinimum) {
          failures.append("content height \(height), not \(max(y, plainMinimum))")
        }
      }
      return failures
    }
  }
}

extension Array {
  /// A random element of this array, which is never empty here.
  fileprivate func pick(using random: inout SplitMix64) -> Element {
    self[Int.random(in: indices, using: &random)]
  }
}

import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Seeded random pages with sticky sections, scrolled, resized and hidden at random, checked
/// after every step against the rule written again here: each sticky view that is not hidden
/// at `min(max(slot, visibleTop), limit − height)`, every other view in its slot, and a scroll
/// that runs no reflow and writes only sticky frames.
///
///     container  375 × 600, a scroll view with a top inset of 0 to 80 by seed
///     v0, v1, …  4 to 15 views, 0 to 400 high; some sticky, some hidden; spacing 0 or 8
@MainActor
@Suite struct StickyRandomTests {}

extension StickyRandomTests {
  @Test("sticky views pin and push by the rule through random sequences", arguments: 1...100)
  func randomSequence(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 4...15, using: &random)
    let heights = (0..<count).map { _ in CGFloat(Int.random(in: 0...40, using: &random) * 10) }
    let fixture = EngineFixture(heights: heights)
    fixture.container.contentInset.top = CGFloat(Int.random(in: 0...8, using: &random) * 10)
    var options = AutoStackOptions()
    options.spacing = Bool.random(using: &random) ? 8 : 0
    options.insets.bottom = 20
    fixture.arrange(options: options)
    var sticky: Set<Int> = []
    for index in 0..<count where Int.random(in: 0..<3, using: &random) == 0 {
      sticky.insert(index)
      fixture.engine.sections.setSticky(true, for: fixture.views[index])
    }
    for step in 0..<40 {
      let index = Int.random(in: 0..<count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: fixture.views[index].isHidden.toggle()
      case 1:
        fixture.views[index].frame.size.height = CGFloat(
          Int.random(in: 0...40, using: &random) * 10)
      default:
        let before = fixture.engine.statistics
        let y = CGFloat(Int.random(in: -10...300, using: &random) * 10)
        fixture.container.contentOffset.y = y
        #expect(fixture.engine.statistics.reflows == before.reflows, "seed \(seed), step \(step)")
        #expect(
          fixture.engine.statistics.frameWrites - before.frameWrites <= sticky.count,
          "seed \(seed), step \(step)")
      }
      let expected = Self.expectedYs(fixture, sticky: sticky, options: options)
      #expect(fixture.ys == expected, "seed \(seed), step \(step)")
      if fixture.ys != expected { return }
    }
  }

  /// Each view's `y` by the documented rules: the stack's slots, then the sticky ones pinned.
  static func expectedYs(_ fixture: EngineFixture, sticky: Set<Int>, options: AutoStackOptions)
    -> [CGFloat]
  {
    var slots: [CGFloat] = []
    var next = options.insets.top
    var bottom = options.insets.top
    var hasVisible = false
    for view in fixture.views {
      slots.append(next)
      guard !view.isHidden else { continue }
      bottom = next + view.frame.size.height
      next = bottom + options.spacing
      hasVisible = true
    }
    let content = (hasVisible ? bottom : options.insets.top) + options.insets.bottom
    let visibleTop = fixture.container.contentOffset.y + fixture.container.contentInset.top
    var limit = content - options.insets.bottom
    var ys = slots
    for index in sticky.sorted().reversed() where !fixture.views[index].isHidden {
      let height = fixture.views[index].frame.size.height
      ys[index] = min(max(slots[index], visibleTop), limit - height)
      if height > 0 { limit = slots[index] }
    }
    return ys
  }
}

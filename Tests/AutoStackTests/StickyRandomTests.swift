import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Seeded random pages with sticky sections, scrolled, resized and hidden at random, checked
/// after every step against the rules written again here: each sticky view that is not hidden
/// at `min(max(slot, visibleTop), limit − height)`, every other view in its slot, a scroll
/// that runs no reflow and writes only sticky frames, and the current section.
///
///     container  375 × 667, a scroll view with a top inset of 0 to 80 by seed
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
      case 2:
        let positions: [AutoStackScrollPosition] = [.top, .center, .bottom]
        let position = positions[Int.random(in: 0..<3, using: &random)]
        let target = Self.expectedScroll(
          to: index, at: position, fixture, sticky: sticky, options: options)
        fixture.engine.sections.scroll(to: fixture.views[index], at: position, animated: false)
        #expect(fixture.container.contentOffset.y == target, "seed \(seed), step \(step)")
        // Unless the clamp stopped the scroll, or it ended at the end: the last section then.
        let unclamped = Self.expectedScroll(
          to: index, at: .top, fixture, sticky: sticky, options: options, clamps: false)
        if position == .top, !sticky.contains(index), !fixture.views[index].isHidden,
          fixture.views[index].frame.size.height > 0, target == unclamped,
          target < Self.maxOffset(fixture, options: options) - 0.5
        {
          #expect(fixture.engine.sections.currentSection === fixture.views[index])
        }
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
      let current = Self.expectedCurrent(fixture, sticky: sticky, options: options)
      #expect(
        fixture.engine.sections.currentSection?.name == current, "seed \(seed), step \(step)")
      if fixture.ys != expected { return }
    }
  }

  /// The current section by the documented rule, from the views' frames as pinned.
  static func expectedCurrent(
    _ fixture: EngineFixture, sticky: Set<Int>, options: AutoStackOptions
  ) -> String? {
    let views = fixture.views
    let slots = slots(fixture, options: options)
    let offset = fixture.container.contentOffset.y
    let top = fixture.container.contentInset.top
    let visibleTop = offset + top
    var covered: CGFloat = 0
    for index in sticky where !views[index].isHidden {
      let frame = views[index].frame
      if frame.origin.y <= visibleTop, visibleTop < frame.maxY {
        covered = max(covered, frame.maxY - visibleTop)
      }
    }
    let sections = views.indices.filter {
      !sticky.contains($0) && !views[$0].isHidden && views[$0].frame.size.height > 0
    }
    let maxOffset = max(-top, slots.content - fixture.container.frame.size.height)
    if offset >= maxOffset - 0.5 { return sections.last.map { views[$0].name } }
    let reached = sections.last { slots.ys[$0] <= visibleTop + covered + 0.5 }
    return (reached ?? sections.first).map { views[$0].name }
  }

  /// The offset a scroll to the view at `index` leaves, by the documented rule; the offset
  /// now for a hidden view.
  static func expectedScroll(
    to index: Int, at position: AutoStackScrollPosition, _ fixture: EngineFixture,
    sticky: Set<Int>, options: AutoStackOptions, clamps: Bool = true
  ) -> CGFloat {
    let views = fixture.views
    let offset = fixture.container.contentOffset.y
    guard !views[index].isHidden else { return offset }
    let slots = slots(fixture, options: options)
    let top = fixture.container.contentInset.top
    let visibleHeight = fixture.container.frame.size.height - top
    let slot = slots.ys[index]
    let height = views[index].frame.size.height
    let above = sticky.filter {
      $0 < index && !views[$0].isHidden && views[$0].frame.size.height > 0
    }.max()
    var visibleTop: CGFloat
    switch position {
    case .top: visibleTop = slot - (above.map { views[$0].frame.size.height } ?? 0)
    case .center: visibleTop = slot + height / 2 - visibleHeight / 2
    default: visibleTop = slot + height - visibleHeight
    }
    guard clamps else { return visibleTop - top }
    return min(max(visibleTop - top, -top), maxOffset(fixture, options: options))
  }

  /// The largest offset: `max(−top, contentHeight + bottom − boundsHeight)`.
  static func maxOffset(_ fixture: EngineFixture, options: AutoStackOptions) -> CGFloat {
    let top = fixture.container.contentInset.top
    return max(-top, slots(fixture, options: options).content - fixture.container.frame.size.height)
  }

  /// Where the stack places each view, and the content height.
  static func slots(_ fixture: EngineFixture, options: AutoStackOptions)
    -> (ys: [CGFloat], content: CGFloat)
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
    return (slots, (hasVisible ? bottom : options.insets.top) + options.insets.bottom)
  }

  /// Each view's `y` by the documented rules: the stack's slots, then the sticky ones pinned.
  static func expectedYs(_ fixture: EngineFixture, sticky: Set<Int>, options: AutoStackOptions)
    -> [CGFloat]
  {
    let (slots, content) = slots(fixture, options: options)
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

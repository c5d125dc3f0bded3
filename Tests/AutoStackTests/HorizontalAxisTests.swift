import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// A horizontal stack: the vertical one turned a quarter, mirrored right to left, and every
/// feature along x.
@MainActor
@Suite("Horizontal axis")
struct HorizontalAxisTests {
  // MARK: Transposed

  /// A vertical stack and the same stack turned a quarter: the same sizes with width and
  /// height swapped, the insets turned with them.
  @MainActor
  final class Pair {
    init(count: Int, scrolls: Bool, random: inout SplitMix64) {
      let cross = CGFloat(200 + Int(random.next() % 200))
      column = SimulatedView(
        name: "column", frame: CGRect(x: 0, y: 0, width: cross, height: 600), scrolls: scrolls)
      row = SimulatedView(
        name: "row", frame: CGRect(x: 0, y: 0, width: 600, height: cross), scrolls: scrolls)
      columnViews = (0..<count).map { index in
        let size = CGSize(
          width: CGFloat(random.next() % 300), height: CGFloat(random.next() % 120))
        return SimulatedView(name: "c\(index)", frame: CGRect(origin: .zero, size: size))
      }
      rowViews = columnViews.enumerated().map { index, view in
        SimulatedView(
          name: "r\(index)",
          frame: CGRect(x: 0, y: 0, width: view.frame.size.height, height: view.frame.size.width))
      }
      columnStack = SimulatedStack.attached(to: column)
      rowStack = SimulatedStack.attached(to: row)
    }

    let column: SimulatedView
    let row: SimulatedView
    let columnViews: [SimulatedView]
    let rowViews: [SimulatedView]
    let columnStack: SimulatedStack
    let rowStack: SimulatedStack

    func arrange(_ order: [Int], options: AutoStackOptions) {
      var turned = options
      turned.axis = .horizontal
      let insets = options.insets
      turned.insets = AutoStackInsets(
        top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
      columnStack.engine.arrange(order.map { columnViews[$0] }, options: options)
      rowStack.engine.arrange(order.map { rowViews[$0] }, options: turned)
    }

    /// The first view whose frame is not the column's turned, or the content.
    func difference() -> String? {
      for (column, row) in zip(columnViews, rowViews) {
        let frame = column.frame
        let turned = CGRect(
          x: frame.origin.y, y: frame.origin.x, width: frame.size.height,
          height: frame.size.width)
        if !row.frame.isClose(to: turned) { return "\(row.name) at \(row.frame), not \(turned)" }
        if row.frameSetCount != column.frameSetCount {
          return "\(row.name) written \(row.frameSetCount) times, \(column.name) "
            + "\(column.frameSetCount)"
        }
      }
      let content = column.scrolls ? column.contentSize : column.frame.size
      let length = row.scrolls ? row.contentSize.width : row.frame.size.width
      guard length.isClose(to: content.height) else {
        return "row content \(length) wide, the column's \(content.height) high"
      }
      return nil
    }
  }

  @Test(
    "random vertical stacks, turned a quarter, place every frame turned, with as many writes",
    arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func transposedRandomStacks(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = 3 + Int(random.next() % 8)
    let pair = Pair(count: count, scrolls: random.next() % 2 == 0, random: &random)
    let alignments = AutoStackAlignment.allCases
    var options = AutoStackOptions(
      spacing: CGFloat(random.next() % 12),
      insets: AutoStackInsets(
        top: CGFloat(random.next() % 20), left: CGFloat(random.next() % 20),
        bottom: CGFloat(random.next() % 20), right: CGFloat(random.next() % 20)),
      alignment: alignments[Int(random.next() % 4)])
    var order = Array(0..<count)
    pair.arrange(order, options: options)
    #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
    expectReferenceLayout(of: pair.rowStack)
    for step in 0..<40 {
      let index = Int(random.next() % UInt64(count))
      let (column, row) = (pair.columnViews[index], pair.rowViews[index])
      switch random.next() % 6 {
      case 0:
        let height = CGFloat(random.next() % 150)
        column.frame.size.height = height
        row.frame.size.width = height
      case 1:
        let isHidden = !column.isHidden
        column.isHidden = isHidden
        row.isHidden = isHidden
      case 2:
        let height = CGFloat(random.next() % 150)
        column.bounds.size.height = height
        row.bounds.size.width = height
      case 3:
        order.shuffle(using: &random)
        pair.arrange(order, options: options)
      case 4:
        options.spacing = CGFloat(random.next() % 16)
        pair.arrange(order, options: options)
      default:
        let width = CGFloat(random.next() % 250)
        column.frame.size.width = width
        row.frame.size.height = width
      }
      let difference = pair.difference()
      #expect(difference == nil, "step \(step): \(difference ?? "")")
      if difference != nil { return }
      expectReferenceLayout(of: pair.rowStack)
    }
  }

  // MARK: Right to left

  @Test("right to left, the row is the left-to-right one mirrored within the content width")
  func rightToLeftMirrors() {
    let container = SimulatedView(
      name: "row", frame: CGRect(x: 0, y: 0, width: 320, height: 100), scrolls: true)
    container.isRightToLeft = true
    let views = [40, 60, 80].map { SimulatedView(frame: CGRect(x: 0, y: 0, width: $0, height: 30)) }
    let stack = SimulatedStack.attached(to: container)
    stack.engine.arrange(
      views,
      options: AutoStackOptions(
        spacing: 10, insets: AutoStackInsets(top: 5, left: 20, bottom: 5, right: 30),
        alignment: .leading, axis: .horizontal))
    // 30 + 40 + 10 + 60 + 10 + 80 + 20 = 250: the first view is 30 from the right end.
    #expect(container.contentSize == CGSize(width: 250, height: 100))
    #expect(views.map(\.frame.origin.x) == [180, 110, 20] as [CGFloat])
    #expect(views.allSatisfy { $0.frame.origin.y == 5 })
    expectReferenceLayout(of: stack)

    // A view that grows moves the ones before it, which keep their distance to the right end.
    let writes = views.map(\.frameSetCount)
    views[1].frame.size.width = 100
    #expect(container.contentSize.width == 290)
    #expect(views.map(\.frame.origin.x) == [220, 110, 20] as [CGFloat])
    #expect(views[0].frameSetCount == writes[0] + 1)
    #expect(views[2].frameSetCount == writes[2])
    expectReferenceLayout(of: stack)
  }

  @Test("origins along x land on pixels, right to left too, and rounding never accumulates")
  func pixelSnapping() {
    for isRightToLeft in [false, true] {
      let container = SimulatedView(
        name: "row", frame: CGRect(x: 0, y: 0, width: 320, height: 100), scrolls: true)
      container.displayScale = 3
      container.isRightToLeft = isRightToLeft
      let views = (0..<30).map { _ in
        SimulatedView(frame: CGRect(x: 0, y: 0, width: 10.1, height: 20))
      }
      let stack = SimulatedStack.attached(to: container)
      stack.engine.arrange(
        views, options: AutoStackOptions(spacing: 0.5, alignment: .center, axis: .horizontal))
      for view in views {
        let x = view.frame.origin.x * 3
        #expect(abs(x - x.rounded()) < 0.001, "\(view.frame.origin.x) is not on a pixel")
      }
      // 30 × 10.1 + 29 × 0.5 = 317.5, rounded up to a pixel.
      #expect(abs(container.contentSize.width - 317.6666) < 0.001)
      #expect(views.allSatisfy { $0.frame.origin.y == 40 })
    }
  }

  @Test("a width that is not finite takes no space and is reported as the width it is")
  func invalidWidth() {
    let fixture = EngineFixture(heights: [44, 44])
    fixture.views[0].frame.size.width = 100
    fixture.views[1].frame.size.width = 50
    fixture.arrange(options: AutoStackOptions(axis: .horizontal))
    fixture.views[0].frame.size.width = -10
    #expect(fixture.diagnostics.contains(.invalidWidth(index: 0, width: -10)))
    #expect(fixture.views[1].frame.origin.x == 0)
    #expect(fixture.container.contentSize.width == 50)
  }

  @Test("the trace of a right-to-left row counts the views that moved in the container")
  func rightToLeftTrace() {
    let container = SimulatedView(
      name: "row", frame: CGRect(x: 0, y: 0, width: 320, height: 100), scrolls: true)
    container.isRightToLeft = true
    let views = (0..<4).map { _ in SimulatedView(frame: CGRect(x: 0, y: 0, width: 50, height: 0)) }
    let stack = SimulatedStack.attached(to: container)
    stack.engine.arrange(views, options: AutoStackOptions(axis: .horizontal))
    var traces: [AutoStackReflowTrace<SimulatedView>] = []
    stack.engine.onReflow = { traces.append($0) }
    views[2].frame.size.width = 80
    // The two views right of it move right; it and the one left of it stay.
    #expect(traces.map(\.movedViewCount) == [2])
    #expect(traces.map(\.frameWriteCount) == [2])
    #expect(traces.map(\.contentHeight) == [230])
  }

  // MARK: Containers

  @Test("a plain container takes its content's width and keeps its height")
  func plainContainerWidth() {
    let fixture = EngineFixture(heights: [44, 44], scrolls: false)
    fixture.container.frame.size.height = 60
    fixture.views[0].frame.size.width = 100
    fixture.views[1].frame.size.width = 50
    fixture.arrange(options: AutoStackOptions(spacing: 4, axis: .horizontal))
    #expect(fixture.container.frame.size == CGSize(width: 154, height: 60))
    #expect(
      fixture.views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 104, y: 0, width: 50, height: 60),
      ])
  }

  @Test("along x AutoStack owns the horizontal autoresizing flags; a change of axis swaps them")
  func autoresizingAlongX() {
    let fixture = EngineFixture(heights: [44])
    let view = fixture.views[0]
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
    fixture.arrange(options: AutoStackOptions(axis: .horizontal))
    #expect(view.autoresizingMask == [.flexibleHeight])
    fixture.engine.options.axis = .vertical
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleLeftMargin])
    fixture.engine.stop()
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin])
  }

  @Test("a later arrange that leaves the axis out keeps it; a new axis reflows every view")
  func axisIsKept() {
    let fixture = EngineFixture(heights: [44, 60])
    fixture.engine.arrange(
      fixture.views, spacing: nil, insets: nil, alignment: nil, axis: .horizontal)
    fixture.engine.arrange(fixture.views.reversed(), spacing: 8, insets: nil, alignment: nil)
    #expect(fixture.engine.options.axis == .horizontal)
    #expect(fixture.views.map(\.frame.origin.x) == [383, 0] as [CGFloat])
    fixture.engine.options.axis = .vertical
    // Fill gave both views the container's height along x, which they keep.
    #expect(fixture.ys == [667 + 8, 0] as [CGFloat])
    #expect(fixture.views.allSatisfy { $0.frame.size.width == 375 })
  }

  @Test("a fixed-size view that refuses the fill height sits at the top inset")
  func fixedSizeAtTop() {
    let container = SimulatedView(
      name: "row", frame: CGRect(x: 0, y: 0, width: 320, height: 100), scrolls: true)
    let toggle = SimulatedView(
      name: "toggle", frame: CGRect(x: 0, y: 0, width: 51, height: 31),
      fixedSize: CGSize(width: 51, height: 31))
    let stack = SimulatedStack.attached(to: container)
    stack.engine.arrange(
      [toggle],
      options: AutoStackOptions(insets: AutoStackInsets(top: 8, left: 4), axis: .horizontal))
    #expect(toggle.frame == CGRect(x: 4, y: 8, width: 51, height: 31))
  }

  // MARK: Sizing

  @Test("a fitting label in a row is measured at the slot height and takes its width")
  func fittingAlongX() {
    let container = SimulatedView(
      name: "row", frame: CGRect(x: 0, y: 0, width: 320, height: 50), scrolls: true)
    let label = SimulatedView(name: "label")
    label.text = SimulatedText(characters: 30)
    let stack = SimulatedStack.attached(to: container)
    stack.engine.arrange(
      [label], sizing: .fitting,
      options: AutoStackOptions(insets: AutoStackInsets(top: 5, bottom: 0), axis: .horizontal))
    // 45 points hold 2 lines of 20: 15 characters a line, 150 wide.
    #expect(label.frame == CGRect(x: 0, y: 5, width: 150, height: 45))
    #expect(label.measurementCount == 1)
    // Another height measures again.
    container.frame.size.height = 25
    #expect(label.frame == CGRect(x: 0, y: 5, width: 300, height: 20))
    #expect(label.measurementCount == 2)
  }

  @Test("a row of cards inside a page takes its tallest card's height and resizes the page")
  func rowInsidePage() {
    let page = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    let header = SimulatedView(name: "header", frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    // A carousel: a horizontal scroll view.
    let row = SimulatedView(
      name: "row", frame: CGRect(x: 0, y: 0, width: 375, height: 0), scrolls: true)
    let cards = [80, 120].map {
      SimulatedView(frame: CGRect(x: 0, y: 0, width: 150, height: CGFloat($0)))
    }
    let rowStack = SimulatedStack.attached(to: row)
    rowStack.engine.arrange(
      cards,
      options: AutoStackOptions(
        spacing: 8, insets: AutoStackInsets(top: 10, bottom: 10), alignment: .leading,
        axis: .horizontal))
    let pageStack = SimulatedStack.attached(to: page)
    pageStack.engine.arrange([header, row])
    pageStack.engine.setSizing(.fitting, for: row)
    #expect(row.frame.size.height == 140)
    #expect(page.contentSize.height == 240)
    cards[0].frame.size.height = 200
    #expect(row.frame.size.height == 220)
    #expect(page.contentSize.height == 320)
    // Hidden, the tallest card no longer counts; shown, it does again.
    cards[0].isHidden = true
    #expect(row.frame.size.height == 140)
    #expect(page.contentSize.height == 240)
    cards[0].isHidden = false
    #expect(row.frame.size.height == 220)
  }

  @Test("a column inside a row takes its widest section's width, and its content's height")
  func columnInsideRow() {
    let row = SimulatedView(
      name: "row", frame: CGRect(x: 0, y: 0, width: 375, height: 200), scrolls: true)
    let column = SimulatedView(name: "column", frame: CGRect(x: 0, y: 0, width: 0, height: 0))
    let lines = [(120, 30), (90, 40)].map {
      SimulatedView(frame: CGRect(x: 0, y: 0, width: CGFloat($0.0), height: CGFloat($0.1)))
    }
    SimulatedStack.attached(to: column).engine.arrange(
      lines,
      options: AutoStackOptions(
        spacing: 4, insets: AutoStackInsets(left: 8, right: 8), alignment: .leading))
    let rowStack = SimulatedStack.attached(to: row)
    rowStack.engine.arrange(
      [column], options: AutoStackOptions(alignment: .leading, axis: .horizontal))
    rowStack.engine.setSizing(.fitting, for: column)
    // As wide as its widest line and the insets, as high as its content.
    #expect(column.frame == CGRect(x: 0, y: 0, width: 136, height: 74))
    #expect(row.contentSize.width == 136)
    lines[1].frame.size.width = 150
    #expect(column.frame == CGRect(x: 0, y: 0, width: 166, height: 74))
  }

  // MARK: Scrolling

  /// A horizontal scroll view 300 wide and 100 high, with ten views 100 wide arranged in it.
  @MainActor
  struct Strip {
    init(isRightToLeft: Bool = false, anchors: Bool = false) {
      container.isRightToLeft = isRightToLeft
      stack = SimulatedStack.attached(to: container)
      stack.engine.isScrollAnchoringEnabled = anchors
      stack.engine.arrange(views, options: AutoStackOptions(axis: .horizontal))
    }

    let container = SimulatedView(
      name: "strip", frame: CGRect(x: 0, y: 0, width: 300, height: 100), scrolls: true)
    let views = (0..<10).map { _ in
      SimulatedView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    }
    let stack: SimulatedStack

    func scroll(to index: Int, at position: AutoStackScrollPosition) {
      stack.engine.scroll(to: views[index], at: position, animated: false)
    }
  }

  @Test("scroll-to puts a section's leading or trailing edge at the visible area's")
  func scrollToAlongX() {
    let strip = Strip()
    strip.scroll(to: 5, at: .leading)
    #expect(strip.container.contentOffset == CGPoint(x: 500, y: 0))
    strip.scroll(to: 5, at: .trailing)
    #expect(strip.container.contentOffset == CGPoint(x: 300, y: 0))
    strip.scroll(to: 9, at: .leading)
    // Kept inside the content: 1,000 less the 300 that show.
    #expect(strip.container.contentOffset == CGPoint(x: 700, y: 0))
  }

  @Test("right to left, the offset that shows the first section is at the content's right end")
  func rightToLeftScrolling() {
    let strip = Strip(isRightToLeft: true)
    // The row starts at its right end, and keeps its offset along the stack as it grows.
    #expect(strip.views[0].frame.origin.x == 900)
    #expect(strip.container.contentOffset == CGPoint(x: 700, y: 0))
    strip.views[9].frame.size.width = 150
    #expect(strip.container.contentOffset == CGPoint(x: 750, y: 0))
    #expect(strip.views[0].frame.origin.x == 950)
    strip.scroll(to: 3, at: .leading)
    #expect(strip.container.contentOffset == CGPoint(x: 450, y: 0))
  }

  @Test(
    "scroll anchoring keeps the first visible card in place when one before it grows",
    arguments: [false, true])
  func anchoringAlongX(isRightToLeft: Bool) {
    let strip = Strip(isRightToLeft: isRightToLeft, anchors: true)
    strip.scroll(to: 4, at: .leading)
    let before = strip.views[4].frame.origin.x - strip.container.contentOffset.x
    strip.views[1].frame.size.width = 150
    #expect(strip.views[4].frame.origin.x - strip.container.contentOffset.x == before)
  }

  @Test("a sticky section pins to the visible leading edge along x")
  func stickyAlongX() {
    let strip = Strip()
    strip.stack.engine.setSticky(true, for: strip.views[1])
    strip.container.contentOffset.x = 250
    #expect(strip.views[1].frame.origin.x == 250)
    #expect(strip.views[1].frame.origin.y == 0)
  }
}

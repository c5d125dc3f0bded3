import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// Pixel alignment: origins on the display's pixels, measured sizes and the content height
/// rounded up to a pixel, the cursor unrounded.
@MainActor
@Suite struct PixelGridTests {}

extension PixelGridTests {
  @Test("a coordinate goes to the nearest pixel, halves away from zero")
  func nearestPixel() {
    let grid = PixelGrid(scale: 2)
    #expect(grid.round(10.3) == 10.5)  // 20.6 pixels → 21
    #expect(grid.round(0.25) == 0.5)  // 0.5 pixel → 1
    #expect(grid.round(-0.25) == -0.5)  // -0.5 pixel → -1
    #expect(PixelGrid(scale: 3).round(33.5) == 101 / 3 as CGFloat)  // 100.5 → 101
  }

  @Test("a length goes up to the next pixel, and arithmetic noise adds none")
  func lengthUp() {
    let grid = PixelGrid(scale: 3)
    #expect(grid.roundUp(40.4) == 122 / 3 as CGFloat)  // 121.2 → 122
    #expect(grid.roundUp(0.1 + 0.2 + 19.7) == 20)  // 60.000000000000004 pixels stay 60
  }

  @Test(
    "no scale, or one that is not a positive finite number, rounds nothing",
    arguments: [
      nil, 0, -2, CGFloat.nan, .infinity,
    ] as [CGFloat?])
  func noRounding(scale: CGFloat?) {
    let grid = PixelGrid(scale: scale)
    #expect(grid == .none)
    #expect(grid.round(10.3) == 10.3)
    #expect(grid.roundUp(10.3) == 10.3)
  }

  @Test("y is the unrounded cursor rounded, so rounding never accumulates")
  func cursorUnrounded() {
    let layout = StackLayout(
      options: AutoStackOptions(), containerWidth: 100, grid: PixelGrid(scale: 2))
    var cursor = layout.start
    var ys: [CGFloat] = []
    for _ in 0..<4 {
      ys.append(layout.frame(for: CGSize(width: 100, height: 10.3), at: cursor).origin.y)
      cursor = layout.advance(cursor, height: 10.3, isHidden: false, customSpacing: nil)
    }
    // 0, 10.3, 20.6, 30.9 → 0, 10.5, 20.5, 31; the content 41.2 → 41.5.
    #expect(ys == [0, 10.5, 20.5, 31])
    #expect(layout.contentSize(after: cursor).height == 41.5)
  }

  @Test("under fill both edges land on pixels, and the width is their difference")
  func fillEdges() {
    let layout = StackLayout(
      options: AutoStackOptions(insets: AutoStackInsets(left: 0.25, right: 0.4)),
      containerWidth: 100, grid: PixelGrid(scale: 3))
    let frame = layout.frame(for: CGSize(width: 0, height: 10), at: layout.start)
    #expect(frame.origin.x == 1 / 3 as CGFloat)  // 0.75 pixel → 1
    #expect(frame.size.width == 299 / 3 - 1 / 3 as CGFloat)  // right edge 298.8 → 299
  }

  @Test("a new display scale reflows every view onto its pixels")
  func scaleChangeReflows() {
    let container = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 100, height: 0), scrolls: true)
    let views = (0..<3).map {
      SimulatedView(name: "v\($0)", frame: CGRect(x: 0, y: 0, width: 33, height: 10.3))
    }
    let stack = SimulatedStack.arrange(in: container, subviews: views, alignment: .center)
    #expect(views.map(\.frame.minY) == [0, 10.3, 20.6] as [CGFloat])
    container.displayScale = 2
    #expect(views.map(\.frame.minY) == [0, 10.5, 20.5] as [CGFloat])
    #expect(views.map(\.frame.minX) == [33.5, 33.5, 33.5] as [CGFloat])
    #expect(container.contentSize.height == 31)
    #expect(stack.engine.statistics.reflows == 2)
  }

  @Test("a measured height is rounded up and cached so; a height the app set is kept")
  func measuredSizeRoundedUp() {
    let container = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 30, height: 0), scrolls: true)
    container.displayScale = 3
    let label = SimulatedView(name: "label")
    label.measurement = CGSize(width: 30, height: 40.4)
    let fixed = SimulatedView(name: "fixed", frame: CGRect(x: 0, y: 0, width: 30, height: 10.3))
    let stack = SimulatedStack.arrange(in: container, subviews: [label, fixed])
    stack.engine.setSizing(.fitting, for: label)
    #expect(label.frame.size.height == 122 / 3 as CGFloat)  // 121.2 pixels → 122
    #expect(fixed.frame.size.height == 10.3)
    #expect(fixed.frame.minY == 122 / 3 as CGFloat)
    container.frame.size.width = 60
    container.frame.size.width = 30  // back to a measured width: from the cache
    #expect(label.measurementCount == 2)
    #expect(label.frame.size.height == 122 / 3 as CGFloat)
  }
}

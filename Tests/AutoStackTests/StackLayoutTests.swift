import Foundation
import Testing

@testable import AutoStack

/// The arithmetic of one pass, without views: placing, advancing, content size.
@MainActor
@Suite struct StackLayoutTests {}

extension StackLayoutTests {
  /// Places `items` (height, hidden) one after the other, as a pass does.
  private func place(
    _ items: [(height: CGFloat, isHidden: Bool)], with layout: StackLayout, width: CGFloat = 375
  ) -> (ys: [CGFloat], contentHeight: CGFloat) {
    var cursor = layout.start
    var ys: [CGFloat] = []
    for item in items {
      ys.append(layout.frame(for: CGSize(width: width, height: item.height), at: cursor).origin.y)
      cursor = layout.advance(
        cursor, height: item.height, isHidden: item.isHidden, customSpacing: nil)
    }
    return (ys, layout.contentSize(after: cursor).height)
  }

  // MARK: - Vertical placement

  @Test("the documented example: spacing 8, top inset 10, heights 44, 30 (hidden) and 64")
  func documentedExample() {
    let layout = StackLayout(
      options: AutoStackOptions(spacing: 8, insets: AutoStackInsets(top: 10, bottom: 5)),
      containerWidth: 375)
    let result = place([(44, false), (30, true), (64, false)], with: layout)
    #expect(result.ys == [10, 10 + 44 + 8, 62] as [CGFloat])
    #expect(result.contentHeight == 62 + 64 + 5 as CGFloat)
  }

  @Test("a hidden view sits where it would appear and takes neither space nor spacing")
  func hiddenViewTakesNoSpace() {
    let layout = StackLayout(options: AutoStackOptions(spacing: 10), containerWidth: 375)
    let result = place([(100, false), (50, true), (50, true), (20, false)], with: layout)
    #expect(result.ys == [0, 100 + 10, 110, 110] as [CGFloat])
    #expect(result.contentHeight == 110 + 20 as CGFloat)
  }

  @Test("the content is as tall as both insets when no view is visible")
  func noVisibleView() {
    let layout = StackLayout(
      options: AutoStackOptions(spacing: 10, insets: AutoStackInsets(top: 12, bottom: 30)),
      containerWidth: 375)
    #expect(place([], with: layout).contentHeight == 12 + 30 as CGFloat)
    #expect(place([(40, true)], with: layout).contentHeight == 12 + 30 as CGFloat)
  }

  @Test("the spacing after the last visible view is not part of the content")
  func noTrailingSpacing() {
    let layout = StackLayout(options: AutoStackOptions(spacing: 10), containerWidth: 375)
    #expect(
      place([(40, false), (60, false), (5, true)], with: layout).contentHeight == 40 + 10 + 60
        as CGFloat)
  }

  @Test("a custom spacing replaces the uniform spacing after its view only")
  func customSpacing() {
    let layout = StackLayout(options: AutoStackOptions(spacing: 8), containerWidth: 375)
    let afterFirst = layout.advance(layout.start, height: 40, isHidden: false, customSpacing: 30)
    #expect(afterFirst == StackCursor(next: 40 + 30, bottom: 40, hasVisibleView: true))
    let afterSecond = layout.advance(afterFirst, height: 20, isHidden: false, customSpacing: nil)
    #expect(afterSecond == StackCursor(next: 70 + 20 + 8, bottom: 70 + 20, hasVisibleView: true))
    let hidden = layout.advance(afterSecond, height: 20, isHidden: true, customSpacing: 100)
    #expect(hidden == afterSecond)
  }

  @Test("a view is visible when it is not hidden and higher than 0, whatever the spacing")
  func visibility() {
    let layout = StackLayout(options: AutoStackOptions(spacing: 8), containerWidth: 375)
    var cursor = layout.start
    #expect(!cursor.hasVisibleView)
    cursor = layout.advance(cursor, height: 40, isHidden: true, customSpacing: nil)
    cursor = layout.advance(cursor, height: 0, isHidden: false, customSpacing: nil)
    cursor = layout.advance(cursor, height: -5, isHidden: false, customSpacing: nil)
    cursor = layout.advance(cursor, height: .nan, isHidden: false, customSpacing: nil)
    #expect(!cursor.hasVisibleView)
    #expect(cursor.bottom == 8 + 8 as CGFloat)  // two 0-high views spaced
    cursor = layout.advance(cursor, height: 0.5, isHidden: false, customSpacing: nil)
    #expect(cursor.hasVisibleView)
    cursor = layout.advance(cursor, height: 0, isHidden: false, customSpacing: nil)
    #expect(cursor.hasVisibleView)
  }

  @Test("a negative spacing overlaps consecutive views")
  func negativeSpacing() {
    let layout = StackLayout(options: AutoStackOptions(spacing: -10), containerWidth: 375)
    let result = place([(40, false), (40, false)], with: layout)
    #expect(result.ys == [0, 40 - 10] as [CGFloat])
    #expect(result.contentHeight == 30 + 40 as CGFloat)
  }

  // MARK: - Horizontal placement

  @Test("fill gives every view the width between the insets, whatever its own width")
  func fill() {
    let layout = StackLayout(
      options: AutoStackOptions(insets: AutoStackInsets(left: 16, right: 24)), containerWidth: 375)
    let frame = layout.frame(for: CGSize(width: 10, height: 44), at: layout.start)
    #expect(frame == CGRect(x: 16, y: 0, width: 375 - 16 - 24, height: 44))
  }

  @Test("leading, center and trailing keep the view's width and place it between the insets")
  func alignments() {
    func frame(_ alignment: AutoStackAlignment) -> CGRect {
      let options = AutoStackOptions(
        insets: AutoStackInsets(left: 16, right: 24), alignment: alignment)
      let layout = StackLayout(options: options, containerWidth: 375)
      return layout.frame(for: CGSize(width: 100, height: 44), at: layout.start)
    }
    // The space between the insets is 375 - 16 - 24 = 335.
    #expect(frame(.leading) == CGRect(x: 16, y: 0, width: 100, height: 44))
    #expect(frame(.center).origin.x == 16 + (335 - 100) / 2 as CGFloat)
    #expect(frame(.trailing).origin.x == 16 + 335 - 100 as CGFloat)
    #expect(frame(.center).size == CGSize(width: 100, height: 44))
  }

  @Test("a view wider than the container overhangs on the side its alignment leaves free")
  func widerThanContainer() {
    let layout = StackLayout(
      options: AutoStackOptions(alignment: .trailing), containerWidth: 100)
    let frame = layout.frame(for: CGSize(width: 150, height: 10), at: layout.start)
    #expect(frame.origin.x == 100 - 150 as CGFloat)
  }

  // MARK: - Odd values

  @Test("a negative, NaN or infinite height keeps its value in the frame but takes no space")
  func invalidHeights() {
    let layout = StackLayout(options: AutoStackOptions(spacing: 10), containerWidth: 375)
    for height in [-20, .nan, .infinity, -.infinity] as [CGFloat] {
      let frame = layout.frame(for: CGSize(width: 375, height: height), at: layout.start)
      #expect(frame.size.height.isIdentical(to: height))
      let result = place([(height, false), (40, false)], with: layout)
      #expect(result.ys == [0, 0 + 10] as [CGFloat])
      #expect(result.contentHeight == 10 + 40 as CGFloat)
    }
  }

  @Test("a zero height takes no space but keeps its spacing")
  func zeroHeight() {
    let layout = StackLayout(options: AutoStackOptions(spacing: 10), containerWidth: 375)
    #expect(place([(0, false), (40, false)], with: layout).ys == [0, 0 + 10] as [CGFloat])
  }

  @Test("a NaN or infinite spacing or inset is laid out as 0; a negative inset is kept")
  func invalidSpacingAndInsets() {
    let options = AutoStackOptions(
      spacing: .nan, insets: AutoStackInsets(top: .infinity, left: -8, bottom: .nan, right: .nan))
    let layout = StackLayout(options: options, containerWidth: 375)
    let result = place([(40, false), (60, false)], with: layout)
    #expect(result.ys == [0, 40 + 0] as [CGFloat])
    #expect(result.contentHeight == 40 + 60 + 0 as CGFloat)
    let frame = layout.frame(for: CGSize(width: 1, height: 40), at: layout.start)
    #expect(frame == CGRect(x: -8, y: 0, width: 375 + 8, height: 40))
  }

  @Test("a negative, NaN or infinite container width is laid out as 0")
  func invalidContainerWidth() {
    for width in [-100, .nan, .infinity] as [CGFloat] {
      let layout = StackLayout(options: AutoStackOptions(), containerWidth: width)
      #expect(layout.containerWidth == 0 as CGFloat)
      #expect(
        layout.frame(for: CGSize(width: 50, height: 10), at: layout.start).width == 0 as CGFloat)
      #expect(layout.contentSize(after: layout.start) == CGSize(width: 0, height: 0))
    }
  }

  @Test("insets wider than the container leave a width of 0, never a negative one")
  func insetsWiderThanContainer() {
    let layout = StackLayout(
      options: AutoStackOptions(insets: AutoStackInsets(left: 200, right: 200)),
      containerWidth: 375)
    #expect(
      layout.frame(for: CGSize(width: 50, height: 10), at: layout.start).width == 0 as CGFloat)
  }

  @Test("a NaN or negative view width is centered as if it were 0 and kept in the frame")
  func invalidViewWidth() {
    let layout = StackLayout(options: AutoStackOptions(alignment: .center), containerWidth: 300)
    for width in [-40, .nan] as [CGFloat] {
      let frame = layout.frame(for: CGSize(width: width, height: 10), at: layout.start)
      #expect(frame.origin.x == (300 - 0) / 2 as CGFloat)
      #expect(frame.size.width.isIdentical(to: width))
    }
  }
}

import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Leading and trailing follow the container's layout direction; insets stay physical.
@MainActor
@Suite struct RightToLeftTests {}

extension RightToLeftTests {
  /// One view 100 wide, arranged with `alignment` and insets 10 / 20.
  ///
  /// The container is 300 wide, right to left or not, so that views have 270 points:
  ///
  ///     |10|········ 270 ········|20|
  func arranged(_ alignment: AutoStackAlignment, rightToLeft: Bool) -> SimulatedView {
    let (container, stack, views) = Self.stack(rightToLeft: rightToLeft, count: 1)
    stack.engine.arrange(
      views,
      options: AutoStackOptions(insets: AutoStackInsets(left: 10, right: 20), alignment: alignment))
    withExtendedLifetime(container) {}
    return views[0]
  }

  /// A container 300 wide, its arrangement, and `count` views 100 wide, not yet arranged.
  static func stack(rightToLeft: Bool, count: Int) -> (
    SimulatedView, SimulatedStack, [SimulatedView]
  ) {
    let container = SimulatedView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let stack = SimulatedStack.attached(to: container)
    container.isRightToLeft = rightToLeft
    let views = (0..<count).map { _ in
      SimulatedView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    }
    return (container, stack, views)
  }

  @Test("leading sits against the right inset when the container lays out right to left")
  func leadingRightToLeft() {
    #expect(arranged(.leading, rightToLeft: true).frame.minX == 300 - 20 - 100 as CGFloat)
    #expect(arranged(.leading, rightToLeft: false).frame.minX == 10 as CGFloat)
  }

  @Test("trailing sits against the left inset when the container lays out right to left")
  func trailingRightToLeft() {
    #expect(arranged(.trailing, rightToLeft: true).frame.minX == 10 as CGFloat)
    #expect(arranged(.trailing, rightToLeft: false).frame.minX == 300 - 20 - 100 as CGFloat)
  }

  @Test("center and fill do not depend on the layout direction")
  func centerAndFill() {
    #expect(arranged(.center, rightToLeft: true).frame.minX == 10 + (270 - 100) / 2 as CGFloat)
    let filled = arranged(.fill, rightToLeft: true).frame
    #expect(filled.minX == 10 as CGFloat)
    #expect(filled.width == 300 - 10 - 20 as CGFloat)
  }

  @Test("a change of layout direction moves every view at the next reflow, even one from below")
  func directionChange() {
    let (container, stack, views) = Self.stack(rightToLeft: false, count: 2)
    stack.engine.arrange(views, options: AutoStackOptions(alignment: .leading))
    container.isRightToLeft = true
    views[1].frame.size.height = 60
    #expect(views.map(\.frame.minX) == [300 - 100, 300 - 100] as [CGFloat])
    expectReferenceLayout(of: stack)
    withExtendedLifetime(container) {}
  }
}

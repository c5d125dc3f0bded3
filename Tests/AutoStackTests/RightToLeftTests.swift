import AutoStack
import Foundation
import Testing

/// Leading and trailing follow the container's layout direction; insets stay physical.
@MainActor
@Suite struct RightToLeftTests {}

extension RightToLeftTests {
  /// A host that lays out right to left, in a container 300 wide.
  ///
  /// With insets 10 / 20, views have 270 points:
  ///
  ///     |10|········ 270 ········|20|
  @MainActor
  final class RightToLeftHost: AutoStackHost {
    let container: Box? = nil
    let containerWidth: CGFloat = 300
    var isRightToLeft = true
    var contentSize = CGSize.zero
    var subviews: [Box] = []
    func setContentSize(_ size: CGSize) { contentSize = size }
    func contains(_ view: Box) -> Bool { subviews.contains { $0 === view } }
    func addSubview(_ view: Box) { subviews.append(view) }
    func removeSubview(_ view: Box) { subviews.removeAll { $0 === view } }
    func observe(_ view: Box) {}
    func stopObserving(_ id: ObjectIdentifier) {}
  }

  @MainActor
  final class Box: Stackable {
    var frame: CGRect
    var isHidden = false
    init(width: CGFloat) { frame = CGRect(x: 0, y: 0, width: width, height: 40) }
  }

  func arranged(_ alignment: AutoStackAlignment, rightToLeft: Bool) -> Box {
    let host = RightToLeftHost()
    host.isRightToLeft = rightToLeft
    let engine = AutoStackEngine(host: host)
    let box = Box(width: 100)
    engine.arrange(
      [box],
      options: AutoStackOptions(insets: AutoStackInsets(left: 10, right: 20), alignment: alignment))
    withExtendedLifetime(host) {}
    return box
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
    let host = RightToLeftHost()
    host.isRightToLeft = false
    let engine = AutoStackEngine(host: host)
    let boxes = [Box(width: 100), Box(width: 100)]
    engine.arrange(boxes, options: AutoStackOptions(alignment: .leading))
    host.isRightToLeft = true
    boxes[1].frame.size.height = 60
    engine.viewDidChange(boxes[1])
    #expect(boxes.map(\.frame.minX) == [300 - 100, 300 - 100] as [CGFloat])
  }
}

import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The simulator's geometry behaves like UIKit's, which every other test relies on: a frame
/// derived from a center and bounds, inexact read-back, fixed sizes, transforms,
/// autoresizing, notifications and the refusal of NaN.
@MainActor
@Suite struct SimulatedViewTests {}

extension SimulatedViewTests {
  @Test("a written frame reads back from the center and bounds, in other last bits")
  func inexactReadBack() {
    let view = SimulatedView(frame: CGRect(x: 0, y: 0, width: 375, height: 10))
    view.frame = CGRect(x: 0, y: 0.3, width: 375, height: 0.2)
    // center 0.3 + 0.1 = 0.4; read back 0.4 - 0.1
    #expect(view.frame.origin.y == 0.30000000000000004)
    #expect(view.frame.origin.y != 0.3)
    #expect(view.center == CGPoint(x: 187.5, y: 0.4))
  }

  @Test("a bounds size keeps the center; a center moves the frame; each set notifies once")
  func boundsAndCenter() {
    let view = SimulatedView(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
    var notifications = 0
    view.addObserver(self as AnyObject) { _ in notifications += 1 }
    view.bounds.size.height = 60
    #expect(view.frame == CGRect(x: 0, y: 120 - 30, width: 375, height: 60))
    view.center.y = 200
    #expect(view.frame.origin.y == 200 - 30 as CGFloat)
    view.frame = view.frame  // the same value again still notifies, as key-value observation
    #expect(notifications == 3)
    #expect(view.frameSetCount == 3)
  }

  @Test("a view of fixed size keeps it whatever is written, and takes the origin")
  func fixedSize() {
    let control = SimulatedView(
      frame: CGRect(x: 10, y: 20, width: 300, height: 100),
      fixedSize: CGSize(width: 51, height: 31))
    #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    control.frame = CGRect(x: 16, y: 50, width: 343, height: 31)
    #expect(control.frame == CGRect(x: 16, y: 50, width: 51, height: 31))
    control.bounds.size.width = 200
    #expect(control.bounds.size == CGSize(width: 51, height: 31))
  }

  @Test("a scale scales the reported frame about the center, not the bounds")
  func scaleTransform() {
    let card = SimulatedView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    var notifications = 0
    card.addObserver(self as AnyObject) { _ in notifications += 1 }
    card.scale = 0.5
    #expect(card.frame == CGRect(x: 100 - 50, y: 150 - 25, width: 100, height: 50))
    #expect(card.untransformedFrame == CGRect(x: 0, y: 100, width: 200, height: 100))
    #expect(notifications == 0)
    // A frame written under a transform sets the bounds to the size over the scale.
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(card.bounds.size == CGSize(width: 200, height: 200))
  }

  @Test("a content offset is the bounds' origin: it notifies, and keeps the frame")
  func contentOffset() {
    let scrollView = SimulatedView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    var notifications = 0
    scrollView.addObserver(self as AnyObject) { _ in notifications += 1 }
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(scrollView.bounds == CGRect(x: 0, y: 120, width: 375, height: 667))
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(notifications == 1)
    scrollView.frame.size.height = 500
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
    #expect(scrollView.isScrollEnabled)
  }

  @Test("NaN geometry is refused as a layer refuses it; infinities of one sign are not")
  func invalidGeometry() {
    let view = SimulatedView(name: "v", frame: CGRect(x: 0, y: 0, width: 375, height: 40))
    let previous = SimulatedView.onInvalidGeometry
    defer { SimulatedView.onInvalidGeometry = previous }
    var refusals: [String] = []
    SimulatedView.onInvalidGeometry = { _, reason in refusals.append(reason) }
    view.frame.size.height = .nan
    view.center.x = .nan
    #expect(refusals.count == 2 && refusals[0].hasPrefix("position contains NaN"))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
    view.frame.size.height = .infinity
    #expect(refusals.count == 2)
    #expect(view.frame.origin.y.isNaN)  // infinity - infinity / 2, as a layer reads it back
  }
}

// MARK: - Autoresizing

extension SimulatedViewTests {
  /// A view at x 10, 100 wide, in a superview 320 wide that becomes 480 wide.
  ///
  /// The 160 points more go to the flexible parts:
  ///
  ///     |10|····100····|210|
  private func resized(_ mask: AutoStackAutoresizingMask) -> CGRect {
    let superview = SimulatedView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let view = SimulatedView(frame: CGRect(x: 10, y: 0, width: 100, height: 100))
    view.autoresizingMask = mask
    superview.addSubview(view)
    superview.frame.size.width = 480
    return view.frame
  }

  @Test("one flexible part takes the whole difference; none keeps the frame")
  func oneFlexiblePart() {
    #expect(resized([]) == CGRect(x: 10, y: 0, width: 100, height: 100))
    #expect(resized(.flexibleLeftMargin).origin.x == 10 + 160 as CGFloat)
    #expect(resized(.flexibleWidth).size.width == 100 + 160 as CGFloat)
    #expect(resized(.flexibleRightMargin) == CGRect(x: 10, y: 0, width: 100, height: 100))
  }

  @Test("several flexible parts share the difference in proportion to their lengths")
  func proportionalParts() {
    let both = resized([.flexibleLeftMargin, .flexibleRightMargin])
    // 10 + 160 × 10 / 220, read back through the center
    #expect(abs(both.origin.x - (10 + 160 * 10 / 220)) < 1e-9)
    let all = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    #expect(all.origin.x == 10 + 160 * 10 / 320 as CGFloat)
    #expect(all.size.width == 100 + 160 * 100 / 320 as CGFloat)
  }

  @Test("a new height resizes subviews by their vertical flags, notifying each")
  func verticalFlags() {
    let container = SimulatedView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let view = SimulatedView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    view.autoresizingMask = .flexibleHeight
    container.addSubview(view)
    container.frame.size.height = 300
    #expect(view.frame.size.height == 300 as CGFloat)
    #expect(view.frameSetCount == 1)
  }

  @Test("a layout pass puts a subview under Auto Layout back at its constraints' frame, once")
  func layoutPass() {
    let container = SimulatedView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    let constrained = SimulatedView(frame: CGRect(x: 0, y: 50, width: 375, height: 10))
    let free = SimulatedView(frame: CGRect(x: 0, y: 70, width: 375, height: 10))
    constrained.usesAutoLayout = true
    constrained.constraintFrame = CGRect(x: 16, y: 100, width: 343, height: 44)
    free.constraintFrame = CGRect(x: 0, y: 0, width: 1, height: 1)  // ignored: frames rule
    container.addSubview(constrained)
    container.addSubview(free)
    container.layoutSubviews()
    container.layoutSubviews()
    #expect(constrained.frame == CGRect(x: 16, y: 100, width: 343, height: 44))
    #expect(constrained.frameSetCount == 1)
    #expect(free.frame == CGRect(x: 0, y: 70, width: 375, height: 10))
    #expect(free.frameSetCount == 0)
  }
}

import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// AutoStack on UIKit's geometry: frames that read back inexactly, controls that keep their
/// size, autoresizing masks, transforms, content insets, layout direction and Auto Layout.
@MainActor
@Suite struct UIKitGeometryTests {}

// MARK: - Inexact read-back

extension UIKitGeometryTests {
  @Test("a fractional height change in a 1,000-view stack is one reflow")
  func fractionalHeights() {
    // Heights of a third of a point, as `sizeToFit` gives: every y reads back inexactly.
    let f = EngineFixture(heights: Array(repeating: 100 / 3, count: 1_000))
    f.arrange(options: AutoStackOptions(spacing: 0.1))
    let before = f.engine.statistics
    f.views[500].frame.size.height = 50 / 3
    #expect(f.engine.statistics.reflows - before.reflows == 1)
    #expect(f.engine.statistics.frameWrites - before.frameWrites == 499)
    #expect(f.diagnostics.isEmpty)
    expectReferenceLayout(of: f.stack)
    // Its own writes are echoes however they read back: one more reflow writes nothing.
    f.engine.setNeedsReflow()
    #expect(f.engine.statistics.frameWrites - before.frameWrites == 499)
  }

  @Test("a change of a fraction of a point above the tolerance still reflows")
  func smallRealChange() {
    let f = EngineFixture(heights: [40, 40])
    f.arrange()
    f.views[0].frame.size.height = 40.01
    #expect(f.views[1].frame.origin.y == 40.01 as CGFloat)
  }
}

// MARK: - Controls of fixed size

extension UIKitGeometryTests {
  /// A switch, 51 × 31 whatever it is given, between two sections.
  ///
  /// With insets 16 / 24:
  ///
  ///     |16|switch|·····················|24|
  private func switchPage() -> (EngineFixture, SimulatedView) {
    let f = EngineFixture(heights: [40, 60])
    let toggle = SimulatedView(
      name: "switch", frame: CGRect(x: 0, y: 0, width: 51, height: 31),
      fixedSize: CGSize(width: 51, height: 31))
    f.arrange(
      [f.views[0], toggle, f.views[1]],
      options: AutoStackOptions(insets: AutoStackInsets(left: 16, right: 24)))
    return (f, toggle)
  }

  @Test("a UISwitch-like view with fill settles in one pass at the left inset")
  func fixedSizeWithFill() {
    let (f, toggle) = switchPage()
    #expect(f.engine.statistics.reflows == 1)
    #expect(toggle.frame == CGRect(x: 16, y: 40, width: 51, height: 31))
    #expect(f.views[1].frame.origin.y == 40 + 31 as CGFloat)
    // Once refused, the width is not asked again: a move above writes its y only.
    let sets = toggle.frameSetCount
    f.views[0].frame.size.height = 50
    #expect(toggle.frame == CGRect(x: 16, y: 50, width: 51, height: 31))
    #expect(toggle.frameSetCount == sets + 1)
    #expect(f.diagnostics.isEmpty)
  }

  @Test("right to left, a view that refuses the fill width sits at the right inset")
  func fixedSizeRightToLeft() {
    let (f, toggle) = switchPage()
    f.container.isRightToLeft = true
    #expect(toggle.frame.origin.x == 375 - 24 - 51 as CGFloat)
    #expect(f.views[0].frame.origin.x == 16 as CGFloat)
  }
}

// MARK: - Autoresizing

extension UIKitGeometryTests {
  @Test("a flexible-height view in a plain container does not grow with it")
  func flexibleHeightInPlainContainer() {
    let f = EngineFixture(heights: [100, 50], scrolls: false)
    let flexible: AutoStackAutoresizingMask = [.flexibleHeight, .flexibleTopMargin, .flexibleWidth]
    f.views[0].autoresizingMask = flexible
    f.arrange()
    #expect(f.views[0].autoresizingMask == .flexibleWidth)
    #expect(f.container.frame.size.height == 100 + 50 as CGFloat)
    f.views[1].frame.size.height = 500
    #expect(f.views[0].frame.size.height == 100 as CGFloat)
    #expect(f.container.frame.size.height == 100 + 500 as CGFloat)
    #expect(f.diagnostics.isEmpty)
  }

  @Test("after stop, or when a view leaves, its autoresizing mask is back")
  func masksRestored() {
    let f = EngineFixture(heights: [100, 50, 20])
    let masks: [AutoStackAutoresizingMask] = [
      [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin], .flexibleTopMargin, .flexibleWidth,
    ]
    for (view, mask) in zip(f.views, masks) { view.autoresizingMask = mask }
    f.arrange()
    #expect(f.views.map(\.autoresizingMask) == [.flexibleWidth, [], .flexibleWidth])
    f.arrange([f.views[0], f.views[2]])
    #expect(f.views[1].autoresizingMask == .flexibleTopMargin)
    f.engine.stop()
    #expect(f.views.map(\.autoresizingMask) == masks)
  }

  @Test("a mask the app changed while the view was arranged is the app's, and stays")
  func changedMaskStays() {
    let f = EngineFixture(heights: [100])
    f.views[0].autoresizingMask = [.flexibleHeight, .flexibleWidth]
    f.arrange()
    f.views[0].autoresizingMask = .flexibleLeftMargin
    f.engine.stop()
    #expect(f.views[0].autoresizingMask == .flexibleLeftMargin)
  }

  @Test("a view left out has its mask back before the container the app moved it to shrinks")
  func leftOutMaskBackBeforeTakenViewLeaves() {
    let page = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    let card = SimulatedView(name: "card", frame: CGRect(x: 0, y: 0, width: 375, height: 0))
    let rows = [40, 60].enumerated().map { index, height in
      SimulatedView(name: "row \(index)", frame: CGRect(x: 0, y: 0, width: 375, height: height))
    }
    let banner = SimulatedView(name: "banner", frame: CGRect(x: 0, y: 0, width: 375, height: 80))
    banner.autoresizingMask = .flexibleTopMargin
    SimulatedStack.arrange(in: page, subviews: [banner])
    SimulatedStack.arrange(in: card, subviews: rows)
    // The app moves the banner into the card, 100 high, where it follows the bottom edge once
    // its mask is back.
    card.addSubview(banner)
    // The banner leaves the page's arrangement, and the second row leaves the card's, which
    // shrinks to 40: the banner, its flexible top margin back, moves up by as much.
    SimulatedStack.arrange(in: page, subviews: [rows[1]])
    #expect(card.frame.size.height == 40)
    #expect(banner.autoresizingMask == .flexibleTopMargin)
    #expect(banner.frame == CGRect(x: 0, y: -60, width: 375, height: 80))
  }
}

// MARK: - Transforms

extension UIKitGeometryTests {
  @Test("a scaled view keeps its slot, and the views below do not move")
  func scaledViewKeepsItsSlot() {
    let f = EngineFixture(heights: [100, 80, 60])
    f.arrange()
    let before = f.engine.statistics
    f.views[1].scale = 0.95  // a press animation
    f.views[0].frame.size.height = 120
    // The scaled view moves by its untransformed box: 80 tall at y 120, reported scaled.
    #expect(f.views[1].untransformedFrame == CGRect(x: 0, y: 120, width: 375, height: 80))
    #expect(f.views[1].frame.size.height == 80 * 0.95 as CGFloat)
    #expect(f.ys[2] == 120 + 80 as CGFloat)
    #expect(f.engine.statistics.reflows - before.reflows == 1)
    #expect(f.views[1].scale == 0.95)
  }
}

// MARK: - Content inset and layout direction

extension UIKitGeometryTests {
  @Test("a horizontal content inset narrows the content; frames stay in content coordinates")
  func contentInsetNarrowsContent() {
    let f = EngineFixture(heights: [40, 60])
    f.arrange(options: AutoStackOptions(insets: AutoStackInsets(left: 8)))
    f.container.contentInset = AutoStackInsets(left: 20, right: 20)
    #expect(f.views.map(\.frame.size.width) == [375 - 40 - 8, 375 - 40 - 8] as [CGFloat])
    #expect(f.views[0].frame.origin.x == 8 as CGFloat)
    #expect(f.container.contentSize == CGSize(width: 375 - 40, height: 100))
  }

  @Test("a change of layout direction re-lays out at once, in one reflow")
  func directionChange() {
    let f = EngineFixture(heights: [40, 60])
    f.views[0].frame.size.width = 100
    f.arrange(options: AutoStackOptions(alignment: .leading))
    let reflows = f.engine.statistics.reflows
    f.container.isRightToLeft = true
    #expect(f.views[0].frame.origin.x == 375 - 100 as CGFloat)
    #expect(f.engine.statistics.reflows == reflows + 1)
  }
}

// MARK: - Auto Layout

extension UIKitGeometryTests {
  @Test("a plain container that keeps another height than the content's is reported once")
  func containerHeightNotApplied() {
    let container = SimulatedView(
      name: "held", frame: CGRect(x: 0, y: 0, width: 375, height: 200),
      fixedSize: CGSize(width: 375, height: 200))
    let views = [40, 60].map { SimulatedView(frame: CGRect(x: 0, y: 0, width: 375, height: $0)) }
    var diagnostics: [AutoStackDiagnostic] = []
    let stack = SimulatedStack.attached(to: container)
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    stack.engine.arrange(views)
    #expect(diagnostics == [.containerHeightNotApplied(expected: 100, actual: 200)])
    views[0].frame.size.height = 41
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0].description.contains("Auto Layout"))
  }

  @Test("a view positioned by Auto Layout is reported with the fix")
  func viewUsesAutoLayout() {
    let f = EngineFixture(heights: [40, 60])
    f.views[1].usesAutoLayout = true
    f.arrange()
    #expect(f.diagnostics == [.subviewUsesAutoLayout(index: 1)])
    #expect(f.diagnostics[0].description.contains("translatesAutoresizingMaskIntoConstraints"))
  }
}

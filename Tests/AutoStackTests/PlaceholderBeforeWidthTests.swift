import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// A container arranged before it has a width, as in `viewDidLoad()`: no placeholder is
/// decided until the width arrives, and a fitting section not measured yet counts as content,
/// so the empty placeholder never shows 0 wide.
///
///     container  a scroll view, 0 wide, then 320
///     a          a label of 5 characters, fitting: 20 high once measured
///     empty      120 high
@MainActor
@Suite struct PlaceholderBeforeWidthTests {}

extension PlaceholderBeforeWidthTests {
  /// A fixture of one fitting label, arranged at `width`, with the three placeholders.
  private func fixture(width: CGFloat, options: AutoStackOptions = AutoStackOptions())
    -> EngineFixture
  {
    let f = EngineFixture(heights: [0], width: width)
    f.views[0].text = SimulatedText(characters: 5)
    f.engine.options = options
    f.engine.performBatch {
      f.engine.arrange(f.views)
      f.engine.setSizing(.fitting, for: f.views[0])
    }
    f.setPlaceholders()
    return f
  }

  @Test("a fitting section arranged at width 0 shows no empty placeholder, then or at 320")
  func fittingSectionBeforeWidth() {
    let f = fixture(width: 0)
    #expect(f.shown == nil)
    #expect(f.views[0].frame.size.height == 0)  // not measured in a slot of no width
    f.container.frame.size.width = 320
    #expect(f.shown == nil)
    #expect(f.views[0].frame == CGRect(x: 0, y: 0, width: 320, height: 20))
  }

  @Test("no placeholder is decided at width 0: loading shows once the width arrives")
  func loadingWaitsForTheWidth() {
    let f = fixture(width: 0)
    f.engine.state = .loading
    #expect(f.shown == nil)
    #expect(f.container.subviews.count == 1)  // the label alone
    f.container.frame.size.width = 320
    #expect(f.shown == .loading)
    #expect(f.engine.placeholder(for: .loading)?.frame.size.width == 320)
  }

  @Test("with no section visible, the empty placeholder shows at the first width, not before")
  func emptyWaitsForTheWidth() {
    let f = fixture(width: 0)
    f.views[0].isHidden = true
    #expect(f.shown == nil)
    f.container.frame.size.width = 320
    #expect(f.shown == .empty)
    #expect(f.engine.placeholder(for: .empty)?.frame == CGRect(x: 0, y: 0, width: 320, height: 667))
  }

  @Test("a fitting section unmeasured in a slot of no width (insets wider than all) is content")
  func unmeasuredInAnEmptySlot() {
    let f = fixture(
      width: 100, options: AutoStackOptions(insets: AutoStackInsets(left: 60, right: 60)))
    #expect(f.shown == nil)
    #expect(f.views[0].frame.size.height == 0)
    // Measured at last, and 0 high: no longer content.
    f.engine.options.insets = AutoStackInsets()
    #expect(f.views[0].frame.size.height > 0)
    f.views[0].text = SimulatedText(characters: 0)
    f.engine.invalidateSize(of: f.views[0])
    #expect(f.views[0].frame.size.height == 0)
    #expect(f.shown == .empty)
  }
}

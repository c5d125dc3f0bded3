import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The model predicts the documented behaviour on its own, without the engine: placeholders,
/// the content offset, visibility, measurements, sticky views, scrolls to a section, the
/// current section and fades, in the world it starts with.
///
///     container 0  a scroll view 375 × 667, ids 0 (the view), 1 to 3 (its placeholders)
///     container 1  a plain view 320 wide, ids 4 (the view), 5 to 7 (its placeholders)
///     slots 0…7    views 375 wide, ids 8…15, heights 44, 20, 0, 100, 12.5, 60, 100/3, 80,
///                  alphas 1, 0.5, 1, 0.8, 1, 0.25, 1, 0.75
@Suite struct StackModelTests {}

extension StackModelTests {
  @Test("an empty plain container shows its empty placeholder and is at least as high")
  func emptyPlaceholderInPlainContainer() {
    let model = StackModel()
    model.apply(.setPlaceholder(container: 1, .empty, true))
    let container = model.containers[1]
    #expect(container.placeholders.visibleKind == .empty)
    #expect(container.subviews == [5])
    #expect(model.views[5].frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(model.views[4].frame.size.height == 50)  // max(0, 50)
    model.apply(.arrange(container: 1, [.view(0)], spacing: nil, insets: nil, alignment: nil))
    #expect(model.containers[1].placeholders.visibleKind == nil)
    #expect(model.views[4].frame.size.height == 44)
  }

  @Test("the loading placeholder waits for its grace time and stays for its minimum show time")
  func loadingPlaceholderTimes() {
    let model = StackModel()
    model.apply(.setPlaceholder(container: 0, .loading, true))
    model.apply(
      .setPlaceholderOptions(
        container: 0, graceTime: 300, minimumShowTime: 800, allowsScrolling: false))
    model.apply(.setState(container: 0, .loading))
    model.apply(.wait(milliseconds: 299))
    #expect(model.containers[0].placeholders.visibleKind == nil)
    model.apply(.wait(milliseconds: 1))  // 300: shows, and scrolling stops
    #expect(model.containers[0].placeholders.visibleKind == .loading)
    #expect(!model.containers[0].isScrollEnabled)
    model.apply(.wait(milliseconds: 200))
    model.apply(.setState(container: 0, .content))  // 500: stays until 300 + 800
    model.apply(.wait(milliseconds: 599))
    #expect(model.containers[0].placeholders.visibleKind == .loading)
    model.apply(.wait(milliseconds: 1))
    #expect(model.containers[0].placeholders.visibleKind == nil)
    #expect(model.containers[0].isScrollEnabled)
  }

  @Test("a reflow that shrinks the content lowers the offset to its end, insets counted")
  func offsetClamp() {
    let model = StackModel()
    model.apply(
      .arrange(
        container: 0, [.view(3), .view(7)], spacing: nil, insets: nil, alignment: nil))
    model.apply(.setHeight(view: 3, 1_000))
    model.apply(.setContentInset(container: 0, .init(top: 64, left: 0, bottom: 34, right: 0)))
    model.apply(.scroll(container: 0, 447))  // 1,080 + 34 − 667
    model.apply(.setHidden(view: 7, true))
    #expect(model.containers[0].contentOffset.y == 367)  // 1,000 + 34 − 667
    model.apply(.setHidden(view: 3, true))
    #expect(model.containers[0].contentOffset.y == -64)
  }

  @Test("watching reports the visible views, and stop makes them all disappear")
  func visibilityEvents() {
    let model = StackModel()
    model.apply(
      .arrange(
        container: 0, [.view(0), .view(2), .view(1)], spacing: nil, insets: nil, alignment: nil))
    model.apply(.watchVisibility(container: 0, true))
    model.apply(.stop(container: 0))
    let events = model.events.map(\.description)
    #expect(events == ["appear 8 in 0", "appear 9 in 0", "disappear 8 in 0", "disappear 9 in 0"])
  }

  @Test("a fitting label is measured at each new slot width, and not at one it was measured at")
  func measurements() {
    let model = StackModel()
    model.apply(.arrange(container: 0, [.view(0)], spacing: nil, insets: nil, alignment: nil))
    model.apply(.setText(view: 0, characters: 50))
    model.apply(.setSizing(container: 0, .view(0), .fitting))
    #expect(model.views[8].frame.size.height == 40)  // ceil(500 / 375) lines of 20
    model.apply(.setContainerWidth(container: 0, 414))
    model.apply(.setContainerWidth(container: 0, 375))
    #expect(model.views[8].measurements == 2)
    #expect(model.containers[0].measurements == 2)
  }

  /// A page in the scroll view: slot 3 at 0 (100 high), slot 0 at 100 (44, sticky), slot 7 at
  /// 144 (700); content 844, offsets up to 844 − 667 = 177 once a reflow clamps.
  private func stickyPage() -> StackModel {
    let model = StackModel()
    model.apply(
      .arrange(
        container: 0, [.view(3), .view(0), .view(7)], spacing: nil, insets: nil,
        alignment: nil))
    model.apply(.setHeight(view: 7, 700))
    model.apply(.setSticky(container: 0, view: 0, true))
    return model
  }

  @Test("a sticky view pins to the visible top, up to the end of the last section, at no pass")
  func stickyPins() {
    let model = stickyPage()
    let container = model.containers[0]
    let (passes, writes) = (container.passes, container.frameWrites)
    model.apply(.scroll(container: 0, 200))
    #expect(model.views[8].frame.origin.y == 200)  // min(max(100, 200), 844 − 44)
    model.apply(.scroll(container: 0, 2_000))  // past the end: nothing clamps without a reflow
    #expect(model.views[8].frame.origin.y == 800)
    #expect(model.views[15].frame.origin.y == 144)
    #expect(container.passes == passes)
    #expect(container.frameWrites == writes + 2)
  }

  @Test("a scroll to a section goes below the sticky view above it, and makes it current")
  func scrollToSection() {
    let model = stickyPage()
    let container = model.containers[0]
    model.apply(.scrollTo(container: 0, view: 7, .top))
    #expect(container.contentOffset.y == 100)  // 144 − 44
    #expect(container.sections.currentSection == 15)  // the line at 100 + 44
    model.apply(.scrollTo(container: 0, view: 7, .center))
    #expect(container.contentOffset.y == 160.5)  // 144 + 350 − 667 / 2
    model.apply(.scrollTo(container: 0, view: 3, .bottom))
    #expect(container.contentOffset.y == 0)  // 100 − 667, clamped to the top
    #expect(container.sections.currentSection == 11)
    model.apply(.scrollTo(container: 0, view: 7, .bottom))
    #expect(container.contentOffset.y == 177)  // 844 − 667: the end
    #expect(container.sections.currentSection == 15)
  }

  @Test("an animated scroll to a section steps for 300 ms and follows its section's slot")
  func animatedScrollToSection() {
    let model = stickyPage()
    let container = model.containers[0]
    model.apply(.scrollTo(container: 0, view: 7, .top, animated: true))
    #expect(container.contentOffset.y == 0)
    model.apply(.wait(milliseconds: 150))
    #expect(container.contentOffset.y == 50)  // halfway to 100
    model.apply(.setHeight(view: 3, 160))  // slot 7 at 204: .top is 160, from 50 on
    #expect(container.contentOffset.y == 50)
    model.apply(.wait(milliseconds: 150))
    #expect(container.contentOffset.y == 105)  // 50 + 110 × 15 / 30
    model.apply(.wait(milliseconds: 150))
    #expect(container.contentOffset.y == 160)
    #expect(!container.isScrollAnimating)
  }

  @Test("a section hidden in animate fades out in its slot, then is hidden with its own alpha")
  func fadeOut() {
    let model = StackModel()
    model.apply(
      .arrange(
        container: 1, [.view(0), .view(1), .view(3)], spacing: nil, insets: nil, alignment: nil))
    model.apply(.animate(container: 1, milliseconds: 300, [.setHidden(view: 1, true)]))
    #expect(!model.views[9].isHidden)
    #expect(model.views[11].frame.origin.y == 44)  // at once, below 44 + 0
    model.apply(.wait(milliseconds: 100))
    #expect(abs(model.alpha(of: 9) - 0.5 * 2 / 3) < 0.000_001)
    #expect(model.containers[1].fades.isFading(9))
    model.apply(.wait(milliseconds: 200))
    #expect(model.views[9].isHidden)
    #expect(model.alpha(of: 9) == 0.5)
    #expect(!model.containers[1].fades.isFading(9))
  }

  @Test("a section left out in animate leaves the arrangement at once, the container after")
  func fadeOutOfContainer() {
    let model = StackModel()
    model.apply(
      .arrange(container: 1, [.view(0), .view(3)], spacing: nil, insets: nil, alignment: nil))
    model.apply(.animate(container: 1, milliseconds: 100, [.drop(view: 0)]))
    #expect(model.containers[1].arranged == [11])
    #expect(model.containers[1].subviews == [8, 11])
    #expect(model.views[11].frame.origin.y == 0)
    model.apply(.wait(milliseconds: 50))
    #expect(model.alpha(of: 8) == 0.5)
    model.apply(.wait(milliseconds: 50))
    #expect(model.containers[1].subviews == [11])
    #expect(model.alpha(of: 8) == 1)
  }
}

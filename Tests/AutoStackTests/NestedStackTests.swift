import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// A stack inside a stack, as in the iOS demo: each section of the page is a plain container
/// whose rows AutoStack stacks, so AutoStack sets the section's height, and the page, which
/// arranges the sections, moves what is below.
///
///     page (scroll, 375 wide, spacing 12)
///       card (plain; insets 16, spacing 6)
///         title  20
///         body   60
///       footer   50
@MainActor
@Suite struct NestedStackTests {
  let page = SimulatedView(
    name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
  let card = SimulatedView(name: "card")
  let title = SimulatedView(name: "title", frame: CGRect(x: 0, y: 0, width: 0, height: 20))
  let body = SimulatedView(name: "body", frame: CGRect(x: 0, y: 0, width: 0, height: 60))
  let footer = SimulatedView(name: "footer", frame: CGRect(x: 0, y: 0, width: 0, height: 50))

  init() {
    let insets = AutoStackInsets(top: 16, left: 16, bottom: 16, right: 16)
    SimulatedStack.arrange(
      in: card, subviews: [title, body], spacing: 6, insets: insets)
    SimulatedStack.arrange(
      in: page, subviews: [card, footer], spacing: 12)
  }
}

extension NestedStackTests {
  @Test("a plain container is as tall as its rows, and the page stacks it at that height")
  func cardHeight() {
    #expect(card.frame == CGRect(x: 0, y: 0, width: 375, height: 16 + 20 + 6 + 60 + 16))
    #expect(body.frame == CGRect(x: 16, y: 16 + 20 + 6, width: 375 - 16 - 16, height: 60))
    #expect(footer.frame.minY == 118 + 12 as CGFloat)
    #expect(page.contentSize.height == 130 + 50 as CGFloat)
  }

  @Test("a row that grows makes its container taller and moves what is below it on the page")
  func rowGrows() {
    body.frame.size.height = 60 + 100
    #expect(card.frame.height == 118 + 100 as CGFloat)
    #expect(footer.frame.minY == 218 + 12 as CGFloat)
    #expect(page.contentSize.height == 230 + 50 as CGFloat)
  }

  @Test("a hidden container takes no space on the page, its rows untouched")
  func containerHides() {
    card.isHidden = true
    #expect(footer.frame.minY == 0 as CGFloat)
    #expect(body.frame.minY == 16 + 20 + 6 as CGFloat)
  }

  @Test("a new page width reaches the rows of the container inside it")
  func widthReachesRows() {
    page.frame.size.width = 667
    #expect(card.frame.width == 667 as CGFloat)
    #expect(body.frame.width == 667 - 16 - 16 as CGFloat)
    #expect(card.frame.height == 118 as CGFloat)
  }
}

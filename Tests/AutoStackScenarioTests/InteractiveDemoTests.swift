import Foundation
import Testing

@testable import AutoStackScenario

/// The interactive mode, driven by keys without a terminal.
@MainActor
@Suite struct InteractiveDemoTests {}

extension InteractiveDemoTests {
  private func demo(pressing keys: DemoKey...) -> InteractiveDemo {
    let demo = InteractiveDemo()
    for key in keys { demo.handle(key) }
    return demo
  }

  private func ys(_ demo: InteractiveDemo) -> [CGFloat] {
    demo.page.engine.arrangedViews.map(\.frame.minY)
  }
}

// MARK: - Actions

extension InteractiveDemoTests {
  @Test("a closes the ad and reopens it")
  func adKey() {
    let demo = demo(pressing: .character("a"))
    #expect(demo.page.isAdClosed)
    #expect(ys(demo) == [0, 200, 310, 310, 310 + 150] as [CGFloat])
    #expect(demo.message == "Closed the ad · AutoStack: writes 2 reflows 1")
    demo.handle(.character("a"))
    #expect(!demo.page.isAdClosed)
    #expect(demo.message == "Reopened the ad · AutoStack: writes 2 reflows 1")
  }

  @Test("d expands the description and collapses it")
  func descriptionKey() {
    let demo = demo(pressing: .character("d"))
    #expect(demo.page.isDescriptionExpanded)
    #expect(demo.page.contentHeight == 770 + 300 as CGFloat)
    #expect(demo.message == "Expanded the description · AutoStack: writes 1 reflows 1")
    demo.handle(.character("d"))
    #expect(!demo.page.isDescriptionExpanded)
    #expect(demo.message == "Collapsed the description · AutoStack: writes 1 reflows 1")
  }

  @Test("r resets the ad, the description and the scroll offset")
  func resetKey() {
    let demo = demo(pressing: .character("a"), .character("d"), .down, .character("r"))
    #expect(!demo.page.isAdClosed && !demo.page.isDescriptionExpanded)
    #expect(demo.page.scrollOffset == 0)
    #expect(demo.message == "Reset · AutoStack: writes 2 reflows 1")
  }

  @Test("s switches to the shop and back to the hotel")
  func switchKey() {
    let demo = demo(pressing: .character("s"))
    #expect(demo.page.kind == .shop)
    #expect(demo.message == "Switched to the shop · AutoStack: writes 4 reflows 1")
    demo.handle(.character("s"))
    #expect(demo.page.kind == .hotel)
    #expect(demo.message == "Switched to the hotel · AutoStack: writes 4 reflows 1")
  }
}

// MARK: - Scrolling

extension InteractiveDemoTests {
  @Test("down and j scroll 100 points, up and k scroll back, within the content")
  func arrowKeys() {
    let demo = demo(pressing: .character("d"), .down)
    #expect(demo.page.scrollOffset == 100)
    #expect(demo.message == "Scrolled to 100 · AutoStack: writes 0 reflows 0")
    demo.handle(.character("j"))
    #expect(demo.page.scrollOffset == 200)
    demo.handle(.up)
    demo.handle(.character("k"))
    demo.handle(.character("k"))
    #expect(demo.page.scrollOffset == 0)
  }

  @Test("page keys scroll a window, home and end go to the top and the bottom")
  func pageKeys() {
    let demo = demo(pressing: .character("d"), .pageDown)
    #expect(demo.page.scrollOffset == 1070 - 667 as CGFloat)  // a window down, held at the end
    demo.handle(.pageUp)
    #expect(demo.page.scrollOffset == 0)
    demo.handle(.character(" "))
    demo.handle(.character("b"))
    #expect(demo.page.scrollOffset == 0)
    demo.handle(.end)
    #expect(demo.page.scrollOffset == 403)
    demo.handle(.home)
    #expect(demo.page.scrollOffset == 0)
    demo.handle(.character("G"))
    demo.handle(.character("g"))
    #expect(demo.page.scrollOffset == 0)
  }
}

// MARK: - Quitting and other keys

extension InteractiveDemoTests {
  @Test("q, escape and control-C quit", arguments: [DemoKey.character("q"), .escape, .interrupt])
  func quit(key: DemoKey) {
    let demo = demo(pressing: key)
    #expect(demo.isFinished)
  }

  @Test("another key changes nothing and explains the keys")
  func otherKey() {
    let demo = demo(pressing: .character("x"))
    #expect(!demo.isFinished)
    #expect(demo.page.engine.statistics.reflows == 1)  // the first arrangement only
    #expect(
      demo.message
        == "That key does nothing: a close ad · d expand description · r reset · s shop · ↑↓ scroll · q quit"
    )
  }

  @Test("the key help names what each key does now")
  func keyHelp() {
    let demo = demo(pressing: .character("a"), .character("d"), .character("s"), .other)
    #expect(
      demo.message.hasSuffix(
        "a reopen ad · d collapse description · r reset · s hotel · ↑↓ scroll · q quit"))
  }
}

// MARK: - Screen

extension InteractiveDemoTests {
  @Test("the screen shows a title, the page, the message and the keys")
  func screen() {
    let demo = demo(pressing: .character("a"))
    let screen = demo.screen(rows: 60, columns: 100)
    #expect(screen.first == "AutoStack demo · Hotel · content 375 × 700 · scrolled 0")
    #expect(
      screen.last == "a reopen ad · d expand description · r reset · s shop · ↑↓ scroll · q quit")
    #expect(screen[screen.count - 2] == "Closed the ad · AutoStack: writes 2 reflows 1")
    #expect(screen.contains { $0.contains("┌─ desc ") && $0.hasPrefix(" 310 ") })
    #expect(screen.contains { $0.contains("375 × 150  ↑70") })
    #expect(screen.contains("hidden: ad"))
  }

  @Test("a large terminal draws at the story's scale")
  func largeTerminal() {
    let demo = InteractiveDemo()
    let drawing = TerminalDrawing().lines(for: demo.page.snapshot())
    #expect(
      Array(demo.screen(rows: 100, columns: 100).dropFirst().prefix(drawing.count)) == drawing)
  }

  @Test(
    "the screen fits any terminal, however small",
    arguments: [(24, 80), (12, 40), (3, 10), (1, 1), (0, 0)])
  func fits(rows: Int, columns: Int) {
    let demo = demo(pressing: .character("d"))
    let screen = demo.screen(rows: rows, columns: columns)
    #expect(screen.count <= rows)
    #expect(screen.allSatisfy { $0.count <= columns })
  }

  @Test("in 24 rows, the tallest page still fits with its title, message and keys")
  func tallestPageIn24Rows() {
    let demo = demo(pressing: .character("d"))
    let screen = demo.screen(rows: 24, columns: 80)
    #expect(screen.contains { $0.hasPrefix("1070 ╌ content ╌") })
    #expect(screen.last?.hasPrefix("a close ad") == true)
  }
}

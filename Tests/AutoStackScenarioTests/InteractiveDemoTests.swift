import Foundation
import Testing

@testable import AutoStackScenario

/// The interactive mode, driven by keys without a terminal, on a hotel page with its tab bar.
///
///     header    200   y 0
///     tabs       40   y 200, sticky
///     name      110   y 240
///     ad         70   y 350
///     desc      150   y 420   (450 expanded)
///     comments  240   y 570   content 810 (1110)
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
    #expect(ys(demo) == [0, 200, 240, 350, 350, 350 + 150] as [CGFloat])
    #expect(demo.message == "Closed the ad · AutoStack: writes 2 reflows 1 measures 0")
    demo.handle(.character("a"))
    #expect(!demo.page.isAdClosed)
    #expect(demo.message == "Reopened the ad · AutoStack: writes 2 reflows 1 measures 0")
  }

  @Test("d expands the description and collapses it")
  func descriptionKey() {
    let demo = demo(pressing: .character("d"))
    #expect(demo.page.isDescriptionExpanded)
    #expect(demo.page.contentHeight == 810 + 300 as CGFloat)
    #expect(demo.message == "Expanded the description · AutoStack: writes 1 reflows 1 measures 0")
    demo.handle(.character("d"))
    #expect(!demo.page.isDescriptionExpanded)
    #expect(demo.message == "Collapsed the description · AutoStack: writes 1 reflows 1 measures 0")
  }

  @Test("r resets the ad, the description and the scroll offset")
  func resetKey() {
    let demo = demo(pressing: .character("a"), .character("d"), .down, .character("r"))
    #expect(!demo.page.isAdClosed && !demo.page.isDescriptionExpanded)
    #expect(demo.page.scrollOffset == 0)
    #expect(demo.message == "Reset · AutoStack: writes 2 reflows 1 measures 0")
  }

  @Test("s switches to the shop and back to the hotel")
  func switchKey() {
    let demo = demo(pressing: .character("s"))
    #expect(demo.page.kind == .shop)
    // Ad, tabs, name, desc and comments all move: the shop has no header above them.
    #expect(demo.message == "Switched to the shop · AutoStack: writes 5 reflows 1 measures 0")
    #expect(
      demo.page.engine.arrangedViews.map(\.name) == ["ad", "tabs", "name", "desc", "comments"])
    demo.handle(.character("s"))
    #expect(demo.page.kind == .hotel)
    #expect(demo.message == "Switched to the hotel · AutoStack: writes 5 reflows 1 measures 0")
  }
}

// MARK: - Scrolling

extension InteractiveDemoTests {
  @Test("down and j scroll 100 points, up and k scroll back, within the content")
  func arrowKeys() {
    let demo = demo(pressing: .character("d"), .down)
    #expect(demo.page.scrollOffset == 100)
    #expect(demo.message == "Scrolled to 100 · AutoStack: writes 0 reflows 0 measures 0")
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
    #expect(demo.page.scrollOffset == 1110 - 667 as CGFloat)  // a window down, held at the end
    demo.handle(.pageUp)
    #expect(demo.page.scrollOffset == 0)
    demo.handle(.character(" "))
    demo.handle(.character("b"))
    #expect(demo.page.scrollOffset == 0)
    demo.handle(.end)
    #expect(demo.page.scrollOffset == 443)
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
    #expect(screen.first == "AutoStack demo · Hotel · content 375 × 740 · scrolled 0")
    #expect(screen.last == "l reload · f reload and fail · e hide every section · p add photos")
    #expect(
      screen[screen.count - 2]
        == "jump to 1 Info · 2 Description · 3 Comments · h header image · n anchoring on")
    #expect(
      screen[screen.count - 3]
        == "a reopen ad · d expand description · r reset · s shop · ↑↓ scroll · q quit")
    #expect(screen[screen.count - 4] == "Closed the ad · AutoStack: writes 2 reflows 1 measures 0")
    #expect(screen.contains { $0.contains("┌─ desc ") && $0.hasPrefix(" 350 ") })
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
    #expect(screen.contains { $0.hasPrefix("1110 ╌ content") })
    #expect(screen[screen.count - 3].hasPrefix("a close ad"))
    #expect(screen[screen.count - 2].hasPrefix("jump to 1 Info"))
    #expect(screen.last?.hasPrefix("l reload") == true)
  }
}

// MARK: - Loading and placeholders

extension InteractiveDemoTests {
  @Test("the page opens loading: nothing for the grace time, then the loading placeholder")
  func opensLoading() {
    let demo = InteractiveDemo()
    #expect(demo.page.state == .loading)
    #expect(demo.message == "Loading the hotel: nothing shows during the 0.3 s grace time")
    demo.advance(by: 0.299)
    #expect(demo.page.visiblePlaceholderKind == nil)
    demo.advance(by: 0.001)
    #expect(demo.page.visiblePlaceholderKind == .loading)
    #expect(demo.message == "Still loading after 0.3 s: the loading placeholder shows")
    let screen = demo.screen(rows: 100, columns: 100)
    #expect(screen.contains { $0.hasPrefix("   0 ╔═ loading ═") })
    #expect(screen.contains { $0.contains("Loading the hotel…") })
    // The request ends at 1.2 s, after the minimum show time of 0.3 + 0.8 = 1.1 s.
    demo.advance(by: 0.9)
    #expect(demo.page.state == .content)
    #expect(demo.page.visiblePlaceholderKind == nil)
    #expect(demo.message == "Loaded the hotel")
    #expect(!demo.screen(rows: 100, columns: 100).contains { $0.contains("╔") })
  }

  @Test("a new demo that does not load shows the content at once")
  func withoutLoading() {
    let demo = InteractiveDemo(loads: false)
    #expect(demo.page.state == .content)
    #expect(demo.message == "Press a key: the page redraws after each one.")
  }

  @Test("f reloads and fails: the failed placeholder shows, scrolling is off, and l retries")
  func failAndRetry() {
    let demo = InteractiveDemo(loads: false)
    demo.handle(.character("f"))
    #expect(demo.message == "Reloading, to fail · AutoStack: writes 0 reflows 0 measures 0")
    demo.advance(by: 0.3)
    demo.advance(by: 0.9)
    #expect(demo.page.visiblePlaceholderKind == .failed)
    #expect(demo.message == "The request failed: press l to retry")
    demo.handle(.down)
    #expect(demo.message == "Scrolling is off while the failed placeholder shows")
    #expect(demo.page.scrollOffset == 0)
    demo.handle(.character("l"))
    #expect(demo.page.visiblePlaceholderKind == nil)  // the grace time of the new request
    demo.advance(by: 0.3)
    #expect(demo.page.visiblePlaceholderKind == .loading)
    demo.advance(by: 0.9)
    #expect(demo.page.state == .content)
    #expect(demo.page.visiblePlaceholderKind == nil)
    demo.handle(.down)
    #expect(demo.page.scrollOffset == 100)
  }

  @Test("a failure within the minimum show time shows once it is over")
  func failureDuringMinimumShow() {
    let demo = InteractiveDemo(loads: false)
    demo.handle(.character("f"))
    demo.advance(by: 0.5)  // the loading placeholder shows from 0.3 s
    demo.handle(.character("f"))  // a new request ends at 0.5 + 1.2 = 1.7 s
    demo.advance(by: 1.2)
    #expect(demo.page.visiblePlaceholderKind == .failed)
  }

  @Test("e hides every section, which shows the empty placeholder, and shows them again")
  func everySectionHidden() {
    let demo = InteractiveDemo(loads: false)
    demo.handle(.character("e"))
    #expect(demo.page.visiblePlaceholderKind == .empty)
    // Hidden sections sit where they would appear: all but the header move to y 0.
    #expect(demo.message == "Hid every section · AutoStack: writes 5 reflows 1 measures 0")
    let screen = demo.screen(rows: 100, columns: 100)
    #expect(screen.last == "l reload · f reload and fail · e show every section · p add photos")
    #expect(screen.contains { $0.contains("Every section is hidden") })
    demo.handle(.down)
    #expect(demo.message.hasPrefix("Scrolled to 0"))  // the empty placeholder lets it scroll
    demo.handle(.character("e"))
    #expect(demo.page.visiblePlaceholderKind == nil)
    demo.handle(.character("e"))
    demo.handle(.character("r"))
    #expect(demo.page.visiblePlaceholderKind == nil)
    #expect(!demo.page.isEverySectionHidden)
  }
}

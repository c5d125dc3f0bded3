import Foundation
import Testing

@testable import AutoStackScenario

/// The story `autostack-demo` plays without a terminal, state by state.
@MainActor
@Suite struct DemoStoryTests {}

extension DemoStoryTests {
  @Test("the story's first twelve steps, each with its own picture file, in order")
  func steps() {
    let states = Array(Story.play().prefix(12))
    #expect(Story.stepCount == 19)
    #expect(states.map(\.number) == Array(1...12))
    #expect(
      states.map(\.title) == [
        "Arrange the sections", "Close the ad", "Expand the description", "Scroll to the bottom",
        "Reopen the ad", "Reset", "Switch to the shop", "Close the ad", "Switch back to the hotel",
        "Add the guests' notes", "Narrow the page", "Widen the page again",
      ])
    #expect(
      states.map(\.fileName) == [
        "01-hotel.svg", "02-close-ad.svg", "03-expand-description.svg", "04-scroll-to-bottom.svg",
        "05-reopen-ad.svg", "06-reset.svg", "07-shop.svg", "08-shop-close-ad.svg",
        "09-back-to-hotel.svg", "10-add-notes.svg", "11-narrow.svg", "12-widen.svg",
      ])
  }

  @Test("each state has the page's content height and scroll offset after its step")
  func contentAndScroll() {
    let states = Array(Story.play().prefix(12))
    #expect(
      states.map(\.snapshot.contentSize.height) == [
        770, 770 - 70, 700 + 300, 1000, 1000 + 70, 770, 770 - 200, 570 - 70, 500 + 200,
        // The notes: ceil(200 × 10 / 375) = 6 lines of 20, then ceil(2000 / 250) = 8, then 6.
        700 + 6 * 20, 700 + 8 * 20, 700 + 6 * 20,
      ] as [CGFloat])
    #expect(
      states.map(\.snapshot.windowOffset)
        == [0, 0, 0, 1000 - 667, 333, 0, 0, 0, 0, 0, 0, 0] as [CGFloat])
    #expect(
      states.map(\.snapshot.title) == Array(repeating: "Hotel", count: 6) + [
        "Shop", "Shop", "Hotel", "Hotel", "Hotel", "Hotel",
      ])
  }

  @Test("each state prints its frames as the scenario language's print does")
  func frames() {
    let states = Story.play()
    #expect(
      states[1].frames == [
        "header 0 0 375 200", "name 0 200 375 110", "ad 0 310 375 70 hidden",
        "desc 0 310 375 150", "comments 0 460 375 240", "content 375 700",
      ])
    #expect(
      states[6].frames == [
        "ad 0 0 375 70", "name 0 70 375 110", "desc 0 180 375 150", "comments 0 330 375 240",
        "content 375 570",
      ])
  }

  @Test("each state counts the frames AutoStack wrote and the reflows it ran for its step")
  func statistics() {
    #expect(
      Story.play().prefix(12).map(\.statistics) == [
        "writes 4 reflows 1 measures 0",  // name, ad, desc, comments leave y 0
        "writes 2 reflows 1 measures 0",  // desc and comments move up; the ad stays where it was
        "writes 1 reflows 1 measures 0",  // comments move down
        "writes 0 reflows 0 measures 0",  // scrolling moves no section
        "writes 2 reflows 1 measures 0",  // desc and comments move down
        "writes 1 reflows 1 measures 0",  // one batch: comments move up; the ad is open already
        "writes 4 reflows 1 measures 0",  // every section of the shop moves up
        "writes 3 reflows 1 measures 0",  // name, desc and comments move up
        "writes 4 reflows 1 measures 0",  // name, ad, desc and comments move down under the header
        "writes 2 reflows 1 measures 1",  // the notes measured and placed; comments move down
        "writes 6 reflows 1 measures 1",  // every section narrows; the notes measured again
        "writes 6 reflows 1 measures 0",  // every section widens; the notes from the cache
      ])
  }

  @Test("the notes re-flow when the page narrows, and the sections below them move")
  func notesReflow() {
    let states = Story.play()
    #expect(
      states[10].frames == [
        "header 0 0 250 200", "name 0 200 250 110", "ad 0 310 250 70 hidden",
        "desc 0 310 250 150", "notes 0 460 250 160", "comments 0 620 250 240",
        "content 250 860",
      ])
    #expect(
      states[10].snapshot.visibleSections.map(\.resized) == [0, 0, 0, 160 - 120, 0] as [CGFloat])
    #expect(states[10].snapshot.visibleSections.map(\.moved) == [0, 0, 0, 0, 40] as [CGFloat])
  }

  @Test("each state notes the sections that moved or resized in its step")
  func moves() {
    let states = Story.play()
    #expect(states[1].snapshot.visibleSections.map(\.moved) == [0, 0, -70, -70] as [CGFloat])
    #expect(states[2].snapshot.visibleSections.map(\.resized) == [0, 0, 450 - 150, 0] as [CGFloat])
    #expect(states[0].snapshot.visibleSections.allSatisfy { $0.moved == 0 && $0.resized == 0 })
  }

  @Test("the printed story introduces itself, then shows each state's drawing, frames and stats")
  func text() {
    let states = Story.play()
    let text = Story.text(of: states)
    #expect(text.hasPrefix("AutoStack demo: the merchant page of AASubviews' demo app"))
    #expect(text.contains("── 2/19 · Hotel · Close the ad ──"))
    #expect(text.contains("── 7/19 · Shop · Switch to the shop ──"))
    #expect(text.contains((states[1].frames + [states[1].statistics]).joined(separator: "\n")))
    #expect(text.contains(TerminalDrawing().lines(for: states[3].snapshot).joined(separator: "\n")))
    #expect(text.hasSuffix("writes 1 reflows 0 measures 0\n"))
    #expect(text.contains(" 613 ┏━ Info · [Description] · Comments ━━┓ ┐ visible 613 to 1280\n"))
  }
}

// MARK: - Beyond AASubviews

extension DemoStoryTests {
  @Test("four steps follow: the reader scrolls to the comments and images load above them")
  func scrollingSteps() {
    let states = Array(Story.play().dropFirst(12).prefix(4))
    #expect(states.map(\.number) == Array(13...16))
    #expect(
      states.map(\.fileName) == [
        "13-expand-again.svg", "14-scroll-to-comments.svg", "15-header-image.svg",
        "16-anchored.svg",
      ])
    // The page of twelve steps (1,000 with the description expanded, and the notes' 120).
    #expect(states.map(\.snapshot.contentSize.height) == [1120, 1120, 1240, 1360] as [CGFloat])
  }

  @Test("without anchoring the comments jump on screen; with it they stay put")
  func anchoring() {
    let states = Array(Story.play().dropFirst(13).prefix(3))
    func commentsOnScreen(_ state: Story.State) -> CGFloat? {
      state.snapshot.sections.first { $0.name == "comments" }.map {
        $0.frame.origin.y - state.snapshot.windowOffset
      }
    }
    // 880 − 453, then 1000 − 453: a jump of 120; then 1120 − 573: still 547.
    #expect(states.map(commentsOnScreen) == [427, 547, 547] as [CGFloat?])
    #expect(states.map(\.snapshot.windowOffset) == [453, 453, 573] as [CGFloat])
  }
}

// MARK: - The tab bar

extension DemoStoryTests {
  /// The page of sixteen steps, with a tab bar of 40 above the name.
  ///
  ///     header 440, tabs 440 (40), name 480, ad 590 (hidden), desc 590, notes 1040,
  ///     comments 1160; content 1400, the largest offset 1400 − 667 = 733
  @Test("three steps end it: a tab bar pins at the top, and its tabs scroll below it")
  func tabBarSteps() {
    let states = Array(Story.play().dropFirst(16))
    #expect(states.map(\.number) == [17, 18, 19])
    #expect(states.map(\.fileName) == ["17-tab-bar.svg", "18-tab-info.svg", "19-tab-comments.svg"])
    // Anchoring keeps the description where it was on screen: 573 + 40. Then Info puts the
    // name at 480 − 40, and Comments stops at the end, short of 1160 − 40.
    #expect(states.map(\.snapshot.windowOffset) == [573 + 40, 480 - 40, 1400 - 667] as [CGFloat])
    let tabBars = states.compactMap { $0.snapshot.sections.first { $0.name == "tabs" } }
    #expect(tabBars.map(\.frame.minY) == [613, 440, 733] as [CGFloat])
    #expect(tabBars.map(\.isPinned) == [true, false, true])
    #expect(tabBars.map(\.isSticky) == [true, true, true])
    #expect(tabBars.map(\.tabs?.selectedIndex) == [1, 0, 2])
    #expect(
      tabBars.map(\.tabs?.titles)
        == Array(repeating: ["Info", "Description", "Comments"], count: 3))
    #expect(
      states[0].frames == [
        "header 0 0 375 440", "tabs 0 613 375 40", "name 0 480 375 110", "ad 0 590 375 70 hidden",
        "desc 0 590 375 450", "notes 0 1040 375 120", "comments 0 1160 375 240",
        "content 375 1400",
      ])
    #expect(
      states.map(\.statistics) == [
        "writes 7 reflows 1 measures 0",  // tabs, name, ad, desc, notes, comments; then the pin
        "writes 1 reflows 0 measures 0",  // only the tab bar moves, back to its slot
        "writes 1 reflows 0 measures 0",  // only the tab bar moves, pinned again
      ])
  }
}

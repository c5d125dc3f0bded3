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
    #expect(Story.stepCount == 25)
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
    #expect(text.contains("── 2/25 · Hotel · Close the ad ──"))
    #expect(text.contains("── 7/25 · Shop · Switch to the shop ──"))
    #expect(text.contains((states[1].frames + [states[1].statistics]).joined(separator: "\n")))
    #expect(text.contains(TerminalDrawing().lines(for: states[3].snapshot).joined(separator: "\n")))
    #expect(text.hasSuffix("content 375 1580\nwrites 0 reflows 0 measures 0\n"))
    #expect(text.contains(" 613 ┏━ Info · [Description] · Comments ━━┓ ┐ visible 613 to 1280\n"))
    #expect(text.contains(" 440 ┌─ photos · 375 × 260 (+80) ─────────┐ │\n"))
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
  @Test("three steps follow: a tab bar pins at the top, and its tabs scroll below it")
  func tabBarSteps() {
    let states = Array(Story.play().dropFirst(16).prefix(3))
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

// MARK: - The row of photos

extension DemoStoryTests {
  /// The page of nineteen steps, scrolled to the top, then with a row of photos below the
  /// header: a horizontal scroll view whose photos, 160 × 120, 120 × 90, 200 × 140 and
  /// 140 × 110, stand 10 apart inside insets of 20 above and below and 16 at each end.
  ///
  ///     header 0 (440), photos 440 (20 + 140 + 20 = 180), tabs 620, name 660, ad 770
  ///     (hidden), desc 770, notes 1220, comments 1340; content 1580
  @Test("six steps end it: a row of photos whose height moves the page below it")
  func photoSteps() {
    let states = Array(Story.play().dropFirst(19))
    #expect(states.map(\.number) == Array(20...25))
    #expect(
      states.map(\.title) == [
        "Scroll to the top", "Add a row of photos below the header",
        "A photo loads taller: the page below moves", "Hide the tall photo: the page moves back",
        "Reorder the photos: the page stays", "Scroll the row to its end",
      ])
    #expect(
      states.map(\.fileName) == [
        "20-scroll-to-top.svg", "21-photos.svg", "22-photo-taller.svg", "23-hide-photo.svg",
        "24-reorder-photos.svg", "25-scroll-photos.svg",
      ])
    #expect(states.map(\.snapshot.windowOffset) == [0, 0, 0, 0, 0, 0] as [CGFloat])
    #expect(
      states.map(\.snapshot.contentSize.height)
        == [1400, 1400 + 180, 1580 + 80, 1660 - 80, 1580, 1580] as [CGFloat])
    #expect(
      states.map(\.statistics) == [
        "writes 1 reflows 0 measures 0",  // only the tab bar moves, back to its slot
        "writes 7 reflows 1 measures 1",  // the row measured and placed; six sections move down
        "writes 7 reflows 1 measures 1",  // the row measured again, taller; six sections move
        "writes 7 reflows 1 measures 1",  // the row measured again, shorter; six sections move
        "writes 0 reflows 0 measures 0",  // the row's own AutoStack moves the photos
        "writes 0 reflows 0 measures 0",  // the row scrolls along x; the page does not move
      ])
    #expect(
      states[1].frames == [
        "header 0 0 375 440", "photos 0 440 375 180", "tabs 0 620 375 40", "name 0 660 375 110",
        "ad 0 770 375 70 hidden", "desc 0 770 375 450", "notes 0 1220 375 120",
        "comments 0 1340 375 240", "content 375 1580",
      ])
  }

  @Test("the row is as high as its tallest photo shown, and the page below moves by as much")
  func photoRowHeight() throws {
    let states = Array(Story.play().dropFirst(19))
    let rows = states.map { $0.snapshot.sections.first { $0.name == "photos" } }
    #expect(rows.map { $0?.frame.size.height } == [nil, 180, 260, 180, 180, 180] as [CGFloat?])
    #expect(rows.dropFirst().map { $0?.frame.minY } == [440, 440, 440, 440, 440] as [CGFloat?])
    // Each section below the row moves exactly by its change in height, and so does the end.
    for (state, previous) in zip(states.dropFirst(2), states.dropFirst()) {
      let row = try #require(state.snapshot.sections.first { $0.name == "photos" })
      let below = state.snapshot.visibleSections.drop { $0.name != "photos" }.dropFirst()
      #expect(below.map(\.name) == ["tabs", "name", "desc", "notes", "comments"])
      #expect(below.allSatisfy { $0.moved == row.resized })
      #expect(
        state.snapshot.contentSize.height - previous.snapshot.contentSize.height == row.resized)
    }
    #expect(rows.dropFirst(2).map { $0?.resized } == [80, -80, 0, 0] as [CGFloat?])
  }

  @Test("the row's photos grow, hide, change order and scroll, inside the row")
  func photoCards() throws {
    let rows = try Story.play().dropFirst(20).map {
      try #require($0.snapshot.sections.first { $0.name == "photos" }?.row)
    }
    func xs(_ row: PageSnapshot.Row) -> [CGFloat] { row.visibleCards.map(\.frame.minX) }
    // 21. At the top of the row, 10 apart from 16: 682 wide, 375 of it shows.
    #expect(rows[0].cards.map(\.name) == ["photo1", "photo2", "photo3", "photo4"])
    #expect(xs(rows[0]) == [16, 186, 316, 526] as [CGFloat])
    #expect(rows[0].cards.allSatisfy { $0.frame.minY == 20 })
    #expect(rows[0].contentWidth == 682)
    // 22. The second photo grows by 130; none moves.
    #expect(rows[1].cards.map(\.resized) == [0, 220 - 90, 0, 0] as [CGFloat])
    #expect(rows[1].cards.allSatisfy { $0.moved == 0 })
    // 23. It hides: the two after it move 130 left, and the row is 552 wide.
    #expect(rows[2].cards.map(\.isHidden) == [false, true, false, false])
    #expect(xs(rows[2]) == [16, 186, 396] as [CGFloat])
    #expect(rows[2].visibleCards.map(\.moved) == [0, -130, -130] as [CGFloat])
    #expect(rows[2].contentWidth == 552)
    // 24. The last first: the hidden one keeps its place in the order.
    #expect(rows[3].cards.map(\.name) == ["photo4", "photo3", "photo2", "photo1"])
    #expect(xs(rows[3]) == [16, 166, 376] as [CGFloat])
    #expect(rows[3].visibleCards.map(\.moved) == [16 - 396, 166 - 186, 376 - 16] as [CGFloat])
    // 25. Scrolled to its end, 552 − 375: the photos do not move in the row's content.
    #expect(rows.map(\.offset) == [0, 0, 0, 0, 552 - 375] as [CGFloat])
    #expect(rows[4].visibleCards.allSatisfy { $0.moved == 0 })
    let states = Story.play()
    #expect(states[22].snapshot.hiddenNames == ["ad", "photo2"])
  }

  @Test("the drawings show the row's photos inside it, scrolled with it")
  func photoDrawings() {
    let states = Story.play()
    let scrolled = TerminalDrawing().lines(for: states[24].snapshot)
    #expect(scrolled.contains(" 440 ┌─ photos · 375 × 180 ───────────────┐ │"))
    // Photo 3 starts 166 − 177 = 11 points left of the row: cut at its side.
    #expect(scrolled.contains("     │ photo3 ─────────┐ ┌─ photo1 ─────┐ │ │"))
    #expect(scrolled.contains("     └─ visible 177 to 552 of 552 ────────┘ │"))
    let svg = states[24].svg
    #expect(
      svg.contains(##"<clipPath id="clip-photos"><rect x="0" y="440" width="375" height="180""##))
    #expect(
      svg.contains(##"<rect x="\##(166 - 177)" y="\##(440 + 20)" width="200" height="140" rx="4""##)
    )
    #expect(svg.contains(">375 × 180 · visible 177 to 552 of 552</text>"))
  }
}

import Foundation
import Testing

@testable import AutoStackScenario

/// The SVG picture of a page, and the README's copy of one.
@MainActor
@Suite struct SVGDrawingTests {}

extension SVGDrawingTests {
  private var snapshot: PageSnapshot {
    PageSnapshot(
      title: "Test",
      sections: [
        PageSnapshot.Section(
          name: "header", frame: CGRect(x: 0, y: 0, width: 375, height: 200), isHidden: false),
        PageSnapshot.Section(
          name: "ad", frame: CGRect(x: 0, y: 200, width: 375, height: 70), isHidden: true),
        PageSnapshot.Section(
          name: "desc", frame: CGRect(x: 0, y: 200, width: 375, height: 450), isHidden: false,
          moved: -70, resized: 300),
      ],
      contentSize: CGSize(width: 375, height: 650), windowOffset: 100, windowHeight: 667)
  }
}

extension SVGDrawingTests {
  @Test("the picture is an SVG document sized to the page, the window and the margins")
  func document() {
    let svg = SVGDrawing.svg(for: snapshot, title: "Title")
    let width = 64 + 375 + 140
    let height = 80 + (100 + 667) + 32  // the window reaches below the content
    #expect(
      svg.hasPrefix(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("each visible section is a box at its frame, labelled with its name, size and changes")
  func sections() {
    let svg = SVGDrawing.svg(for: snapshot, title: "Title")
    #expect(svg.contains(##"<rect x="0" y="0" width="375" height="200" rx="6" fill="#F6C28B""##))
    #expect(svg.contains(##"<rect x="0" y="200" width="375" height="450" rx="6" fill="#A8D5A2""##))
    #expect(svg.contains(">header</text>"))
    #expect(svg.contains(">375 × 450 (+300)</text>"))
    #expect(svg.contains(">↑ 70</text>"))
  }

  @Test("a hidden section is not drawn, and the subtitle names it")
  func hiddenSection() {
    let svg = SVGDrawing.svg(for: snapshot, title: "Title")
    #expect(!svg.contains(">ad</text>"))
    #expect(svg.contains(">content 375 × 650 · visible 100 to 767 · hidden: ad</text>"))
  }

  @Test("the window is framed, and the page above it dimmed")
  func window() {
    let svg = SVGDrawing.svg(for: snapshot, title: "Title")
    #expect(svg.contains(#"<rect x="-6" y="100" width="387" height="667" rx="14" fill="none""#))
    #expect(
      svg.contains(##"<rect x="0" y="0" width="375" height="100" fill="#FFFFFF" opacity="0.6"/>"##))
    #expect(svg.contains(">100 to 767</text>"))
  }

  @Test("the end of the content is a dashed line at its height")
  func contentEnd() {
    let svg = SVGDrawing.svg(for: snapshot, title: "Title")
    #expect(svg.contains(#"<line x1="0" y1="650" x2="375" y2="650""#))
  }

  @Test("text is escaped for XML")
  func escaping() {
    let svg = SVGDrawing.svg(for: snapshot, title: #"<a & "b">"#)
    #expect(svg.contains(">&lt;a &amp; &quot;b&quot;&gt;</text>"))
  }

  @Test("each story state's picture is titled with the page, the step's number and title")
  func storyPictures() {
    let states = Story.play()
    #expect(states[1].svg.contains(">Hotel · 2. Close the ad</text>"))
    #expect(Set(states.map(\.svg)).count == states.count)
  }

  @Test("the README's picture is the story's third state, as the demo draws it now")
  func readmePicture() throws {
    // Regenerate with: swift run autostack-demo --svg /tmp/story && cp /tmp/story/03-expand-description.svg docs/images/hotel-page.svg
    let committed = try Repository.text(at: "docs/images/hotel-page.svg")
    #expect(committed == Story.play()[2].svg)
  }
}

// MARK: - Placeholders

extension SVGDrawingTests {
  @Test("a placeholder is a card over the sections, with its kind and its text")
  func placeholder() {
    var snapshot = snapshot
    #expect(!SVGDrawing.svg(for: snapshot, title: "T").contains("stroke-dasharray=\"4 3\""))
    snapshot.placeholder = PageSnapshot.Placeholder(
      kind: .failed, frame: CGRect(x: 0, y: 100, width: 375, height: 667), text: "Try <again>")
    let svg = SVGDrawing.svg(for: snapshot, title: "T")
    #expect(svg.contains(##"<rect x="0" y="100" width="375" height="667" rx="6" fill="#FFFFFF""##))
    #expect(svg.contains(">failed</text>"))
    #expect(svg.contains(">Try &lt;again&gt;</text>"))
  }
}

// MARK: - Sticky sections and tab bars

extension SVGDrawingTests {
  /// ``snapshot`` with a tab bar 40 high pinned at the top of the window, 100, over the
  /// description, which is drawn before it.
  private var tabBarSnapshot: PageSnapshot {
    var tabBar = PageSnapshot.Section(
      name: "tabs", frame: CGRect(x: 0, y: 100, width: 375, height: 40), isHidden: false,
      moved: 100)
    tabBar.isSticky = true
    tabBar.isPinned = true
    tabBar.tabs = PageSnapshot.Tabs(titles: ["Info", "Description", "Comments"], selectedIndex: 1)
    var snapshot = snapshot
    snapshot.sections.insert(tabBar, at: 1)
    return snapshot
  }

  @Test("a pinned tab bar is outlined above the sections, its tabs in three segments")
  func pinnedTabBar() throws {
    let svg = SVGDrawing.svg(for: tabBarSnapshot, title: "Title")
    #expect(
      svg.contains(
        ##"<rect x="0" y="100" width="375" height="40" rx="6" fill="#F4B6C2" stroke="#1D1D1F" stroke-width="2"/>"##
      ))
    let desc = try #require(svg.range(of: ">desc</text>"))
    let tabs = try #require(svg.range(of: ">Info</text>"))
    #expect(desc.lowerBound < tabs.lowerBound)  // drawn after, so above
    // Segments of 375 / 3 = 125: the selected one, the second, on a card inset by 4.
    #expect(
      svg.contains(
        ##"<rect x="\##(125 + 4)" y="\##(100 + 4)" width="\##(125 - 8)" height="\##(40 - 8)" rx="4" fill="#FFFFFF"/>"##
      ))
    #expect(
      svg.contains(
        ##"<text x="187.5" y="\##(100 + 20 + 5)" font-size="14" font-weight="600" text-anchor="middle" fill="#1D1D1F">Description</text>"##
      ))
    #expect(svg.contains(##"<text x="62.5" y="125" font-size="14" font-weight="400""##))
    #expect(
      svg.contains(
        ##"y="\##(100 + 28)" font-size="11" text-anchor="end" fill="#6E6E73">pinned</text>"##))
    #expect(!svg.contains("↓ 100"))  // its move is the window's
    #expect(!svg.contains(">tabs</text>"))
  }

  @Test("a tab bar in its slot has the white border of the sections and no pinned label")
  func tabBarInItsSlot() {
    var snapshot = tabBarSnapshot
    snapshot.sections[1].isPinned = false
    snapshot.sections[1].tabs?.selectedIndex = nil
    let svg = SVGDrawing.svg(for: snapshot, title: "Title")
    #expect(svg.contains(##"fill="#F4B6C2" stroke="#FFFFFF" stroke-width="2"/>"##))
    #expect(!svg.contains(">pinned</text>"))
    #expect(!svg.contains(##"rx="4" fill="#FFFFFF"/>"##))  // no tab selected
  }
}

// MARK: - A row of cards

extension SVGDrawingTests {
  /// ``snapshot`` with a row 375 wide and 100 high at 650, scrolled 50 along its content of
  /// 500: card `a` at 16, `b` hidden, `c` at 216, moved 80 left and grown by 10.
  private var rowSnapshot: PageSnapshot {
    var row = PageSnapshot.Section(
      name: "photos", frame: CGRect(x: 0, y: 650, width: 375, height: 100), isHidden: false,
      resized: 20)
    row.row = PageSnapshot.Row(
      cards: [
        PageSnapshot.Card(
          name: "a", frame: CGRect(x: 16, y: 20, width: 190, height: 60), isHidden: false),
        PageSnapshot.Card(
          name: "b", frame: CGRect(x: 216, y: 20, width: 80, height: 60), isHidden: true),
        PageSnapshot.Card(
          name: "c", frame: CGRect(x: 216, y: 20, width: 268, height: 60), isHidden: false,
          moved: -80, resized: 10),
      ],
      contentWidth: 500, offset: 50)
    var snapshot = snapshot
    snapshot.sections.append(row)
    snapshot.contentSize.height = 750
    return snapshot
  }

  @Test("a row draws its cards clipped to it, moved left by its offset, with what shows")
  func row() {
    let svg = SVGDrawing.svg(for: rowSnapshot, title: "Title")
    #expect(
      svg.contains(
        ##"<clipPath id="clip-photos"><rect x="0" y="650" width="375" height="100" rx="6"/></clipPath>"##
      ))
    #expect(svg.contains(##"<g clip-path="url(#clip-photos)">"##))
    // 16 − 50 and 216 − 50, 20 below the row's top.
    #expect(
      svg.contains(##"<rect x="-34" y="670" width="190" height="60" rx="4" fill="#5FA8A0"/>"##))
    #expect(
      svg.contains(##"<rect x="166" y="670" width="268" height="60" rx="4" fill="#5FA8A0"/>"##))
    #expect(!svg.contains(">b</text>"))
    #expect(svg.contains(">268 × 60 (+10)</text>"))
    #expect(svg.contains(">← 80</text>"))
    #expect(svg.contains(">375 × 100 (+20) · visible 50 to 425 of 500</text>"))
    #expect(svg.contains(">content 375 × 750 · visible 100 to 767 · hidden: ad, b</text>"))
  }

  @Test("the README's picture of the row is the story's 22nd state, as the demo draws it now")
  func readmePhotoPicture() throws {
    // Regenerate with: swift run autostack-demo --svg /tmp/story && cp /tmp/story/22-photo-taller.svg docs/images/photo-row.svg
    let committed = try Repository.text(at: "docs/images/photo-row.svg")
    #expect(committed == Story.play()[21].svg)
  }
}

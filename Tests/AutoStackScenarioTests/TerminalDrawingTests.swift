import Foundation
import Testing

@testable import AutoStackScenario

/// The page drawn in the terminal, to scale.
@Suite struct TerminalDrawingTests {}

extension TerminalDrawingTests {
  /// A page 100 wide, drawn at 10 points per row and 5 per column.
  ///
  /// That is 20 columns, after a gutter of four digits and a space:
  ///
  ///     a   y 0    30 tall
  ///     b   hidden
  ///     c   y 30   20 tall, moved up 10
  ///     window 0 to 40, content 50
  private var snapshot: PageSnapshot {
    PageSnapshot(
      title: "Test",
      sections: [
        PageSnapshot.Section(
          name: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 30), isHidden: false),
        PageSnapshot.Section(
          name: "b", frame: CGRect(x: 0, y: 30, width: 100, height: 10), isHidden: true),
        PageSnapshot.Section(
          name: "c", frame: CGRect(x: 0, y: 30, width: 100, height: 20), isHidden: false, moved: -10
        ),
      ],
      contentSize: CGSize(width: 100, height: 50), windowOffset: 0, windowHeight: 40)
  }

  private var drawing: TerminalDrawing { TerminalDrawing(pointsPerRow: 10, pointsPerColumn: 5) }
}

extension TerminalDrawingTests {
  @Test(
    "each visible section is a labelled box at its rows, with y on the left and the window on the right"
  )
  func boxes() {
    #expect(
      drawing.lines(for: snapshot) == [
        "   0 ┌─ a ──────────────┐ ┐ visible 0 to 40",
        "     │ 100 × 30         │ │",
        "     └──────────────────┘ │",
        "  30 ┌─ c ──────────────┐ ┘",
        "     └──────────────────┘",
        "  50 ╌ content 100 × 50 ╌",
        "hidden: b",
      ])
  }

  @Test("a box too short for borders is drawn on one row")
  func oneRowBox() {
    var snapshot = snapshot
    snapshot.sections[0].frame.size.height = 10
    snapshot.sections[2].frame.origin.y = 10
    snapshot.contentSize.height = 30
    let lines = drawing.lines(for: snapshot)
    #expect(lines[0] == "   0 [─ a ──────────────] ┐ visible 0 to 40")
  }

  @Test("a section that moved or resized says how much")
  func changes() {
    var snapshot = snapshot
    snapshot.sections[0].resized = 300
    snapshot.sections[0].moved = 70
    snapshot.sections[2].moved = -10
    let wide = TerminalDrawing(pointsPerRow: 10, pointsPerColumn: 4)  // 25 columns
    #expect(wide.lines(for: snapshot)[1] == "     │ 100 × 30 (+300)  ↓70  │ │")
  }

  @Test("what does not fit in a box is cut at its border")
  func truncation() {
    var snapshot = snapshot
    snapshot.sections[0].resized = 300
    snapshot.sections[0].moved = 70
    #expect(drawing.lines(for: snapshot)[1] == "     │ 100 × 30 (+300)  │ │")
  }

  @Test("a window that goes below the content is drawn to its end")
  func windowBelowContent() {
    var snapshot = snapshot
    snapshot.windowHeight = 100
    let lines = drawing.lines(for: snapshot)
    #expect(lines.count == 100 / 10 + 1)  // ten window rows, then "hidden: b"
    #expect(lines[9] == String(repeating: " ", count: 5 + 20 + 1) + "┘")  // gutter, page, gap
  }

  @Test("the default scale draws a row per 20 points and a column per 10")
  func defaultScale() {
    let drawing = TerminalDrawing()
    #expect(drawing.pointsPerRow == 20)
    #expect(drawing.pointsPerColumn == 10)
  }

  @Test("odd values never crash and never draw more than 2,000 rows")
  func oddValues() {
    for value in [CGFloat.nan, .infinity, -.infinity, -500, 1e12] {
      var snapshot = snapshot
      snapshot.sections[0].frame = CGRect(x: value, y: value, width: value, height: value)
      snapshot.contentSize = CGSize(width: value, height: value)
      snapshot.windowOffset = value
      #expect(drawing.lines(for: snapshot).count <= 2_002)
    }
    #expect(TerminalDrawing(pointsPerRow: .nan).pointsPerRow == 20)
    #expect(TerminalDrawing(pointsPerRow: 0).pointsPerRow == 1)
  }
}

// MARK: - Placeholders

extension TerminalDrawingTests {
  @Test("a placeholder is drawn over the sections in double lines, with its text in the middle")
  func placeholder() {
    var snapshot = snapshot
    snapshot.placeholder = PageSnapshot.Placeholder(
      kind: .loading, frame: CGRect(x: 0, y: 0, width: 100, height: 40), text: "Loading…")
    #expect(
      drawing.lines(for: snapshot) == [
        "   0 ╔═ loading ════════╗ ┐ visible 0 to 40",
        "     ║                  ║ │",
        "     ║     Loading…     ║ │",
        "  30 ╚══════════════════╝ ┘",
        "     └──────────────────┘",  // c below the window, under the placeholder above
        "  50 ╌ content 100 × 50 ╌",
        "hidden: b",
      ])
  }
}

// MARK: - Sticky sections and tab bars

extension TerminalDrawingTests {
  /// The page of ``snapshot`` scrolled to 20, with a tab bar pinned over a.
  ///
  /// The tab bar is 10 high between a and c, its slot at 30:
  ///
  ///     a     y 0    30 tall
  ///     tabs  y 20   10 tall, sticky, pinned (slot 30), tabs A, B, C, B selected
  ///     c     y 40   20 tall
  ///     window 20 to 60, content 60
  private var tabBarSnapshot: PageSnapshot {
    var tabBar = PageSnapshot.Section(
      name: "tabs", frame: CGRect(x: 0, y: 20, width: 100, height: 10), isHidden: false)
    tabBar.isSticky = true
    tabBar.isPinned = true
    tabBar.tabs = PageSnapshot.Tabs(titles: ["A", "B", "C"], selectedIndex: 1)
    return PageSnapshot(
      title: "Test",
      sections: [
        PageSnapshot.Section(
          name: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 30), isHidden: false),
        tabBar,
        PageSnapshot.Section(
          name: "c", frame: CGRect(x: 0, y: 40, width: 100, height: 20), isHidden: false),
      ],
      contentSize: CGSize(width: 100, height: 60), windowOffset: 20, windowHeight: 40)
  }

  @Test("a pinned tab bar is drawn over the sections in heavy lines, its tabs in its border")
  func pinnedTabBar() {
    #expect(
      drawing.lines(for: tabBarSnapshot) == [
        "   0 ┌─ a ──────────────┐",
        "     │ 100 × 30         │",
        "  20 [━ A · [B] · C ━━━━] ┐ visible 20 to 60",  // over the bottom of a
        "                          │",  // its slot, 30 to 40
        "  40 ┌─ c ──────────────┐ │",
        "     └──────────────────┘ ┘",
        "  60 ╌ content 100 × 60 ╌",
      ])
  }

  @Test("a tab bar in its slot is drawn in single lines; its details say when it is pinned")
  func tabBarInItsSlot() {
    // Three rows high, from 30 to 60, with c below it.
    var snapshot = tabBarSnapshot
    snapshot.sections[1].isPinned = false
    snapshot.sections[1].frame = CGRect(x: 0, y: 30, width: 100, height: 30)
    snapshot.sections[2].frame.origin.y = 60
    snapshot.contentSize.height = 80
    #expect(drawing.lines(for: snapshot)[3] == "  30 ┌─ A · [B] · C ────┐ │")
    #expect(drawing.lines(for: snapshot)[4] == "     │ 100 × 30         │ │")
    snapshot.sections[1].isPinned = true
    snapshot.sections[1].moved = 10
    #expect(drawing.lines(for: snapshot)[3] == "  30 ┏━ A · [B] · C ━━━━┓ │")
    #expect(drawing.lines(for: snapshot)[4] == "     ┃ 100 × 30  pinned ┃ │")
  }

  @Test("tabs too wide for the border lose their separators, then keep their initials")
  func narrowTabs() {
    var snapshot = tabBarSnapshot
    snapshot.sections[1].tabs?.titles = ["Info", "Description", "Comments"]
    let lines = { (columnPoints: CGFloat) in
      TerminalDrawing(pointsPerRow: 10, pointsPerColumn: columnPoints).lines(for: snapshot)[2]
    }
    #expect(lines(2).hasPrefix("  20 [━ Info · [Description] · Comments ━"))  // 50 columns
    #expect(lines(3).hasPrefix("  20 [━ Info [Description] Comments ━"))  // 33 columns
    #expect(lines(5).hasPrefix("  20 [━ I · [D] · C ━"))  // 20 columns
  }
}

// MARK: - A row of cards

extension TerminalDrawingTests {
  /// A row 100 wide and 50 high at the top of the page, scrolled 20 along its content of
  /// 150: card `a` (5 to 45) is cut at the row's left side, `b` (55 to 135), which moved 40
  /// left and grew by 5, at its right, and `c` is hidden.
  private var rowSnapshot: PageSnapshot {
    var row = PageSnapshot.Section(
      name: "row", frame: CGRect(x: 0, y: 0, width: 100, height: 50), isHidden: false)
    row.row = PageSnapshot.Row(
      cards: [
        PageSnapshot.Card(
          name: "a", frame: CGRect(x: 5, y: 10, width: 40, height: 30), isHidden: false),
        PageSnapshot.Card(
          name: "c", frame: CGRect(x: 55, y: 10, width: 30, height: 30), isHidden: true),
        PageSnapshot.Card(
          name: "b", frame: CGRect(x: 55, y: 10, width: 80, height: 30), isHidden: false,
          moved: -40, resized: 5),
      ],
      contentWidth: 150, offset: 20)
    return PageSnapshot(
      title: "Test", sections: [row], contentSize: CGSize(width: 100, height: 50),
      windowOffset: 0, windowHeight: 50)
  }

  @Test("a row draws its cards inside it, moved left by its offset and cut at its sides")
  func row() {
    #expect(
      drawing.lines(for: rowSnapshot) == [
        "   0 ┌─ row · 100 × 50 ─┐ ┐ visible 0 to 50",
        "     │ ──┐  ┌─ b ───────│ │",
        "     │ × │  │ 80 × 30 (+│ │",
        "     │───┘  └───────────│ │",
        "     └─ visible 20 to 12┘ ┘",
        "  50 ╌ content 100 × 50 ╌",
        "hidden: c",
      ])
  }
}

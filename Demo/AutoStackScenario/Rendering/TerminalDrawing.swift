import Foundation

/// Draws a page in the terminal, to scale: each visible section a labelled box at its
/// position, the `y` of each box on the left, the end of the content, and the window of the
/// scroll view as a bracket on the right.
///
///        0 ┌─ header ──────────────────────────┐ ┐ visible 0 to 667
///          │ 375 × 200                         │ │
///          …
///      200 ┌─ name ────────────────────────────┐ │
///
/// A row stands for ``pointsPerRow`` points and a column for ``pointsPerColumn``, half as
/// many by default because a terminal cell is about twice as tall as it is wide. A section
/// too short for a box is drawn on one row as `[─ ad ─]`. A section that moved or changed
/// height since the previous snapshot says so: `↑70`, `↓300`, `(+300)`. A placeholder on
/// screen is drawn over the sections at its frame, in double lines, with what it says:
///
///        0 ╔═ loading ═══════════════════════╗ ┐ visible 0 to 667
///          ║                                 ║ │
///          ║       Loading the hotel…        ║ │
///
/// A sticky section is drawn above the other sections, in heavy lines while it is pinned at
/// the top of the window. A tab bar shows its tabs in its top border, the selected one in
/// brackets:
///
///      590 ┌─ desc ─────────────────────────────┐
///      613 ┏━ Info · [Description] · Comments ━━┓ ┐ visible 613 to 1280
///          ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ │
///          │                                    │ │
///
/// A row of cards, a horizontal scroll view, draws its visible cards inside its box, moved
/// left by how far it is scrolled and cut at its sides, with what of its content shows in
/// its bottom border; a card that moved along x or changed height says so: `→130`, `(+130)`.
///
///      440 ┌─ photos · 375 × 180 ───────────────┐
///          │ ┌─ photo1 ─────┐ ┌─ photo2 ─┐ ┌─ ph│
///          │ │ 160 × 120    │ │ 120 × 90 │ │ 200│
///          …
///          └─ visible 0 to 375 of 682 ──────────┘
public struct TerminalDrawing: Sendable {
  // MARK: Lifecycle

  /// Creates a drawing at a scale; `pointsPerColumn` defaults to half of `pointsPerRow`.
  public init(pointsPerRow: CGFloat = 20, pointsPerColumn: CGFloat? = nil) {
    self.pointsPerRow = max(1, pointsPerRow.isFinite ? pointsPerRow : 20)
    self.pointsPerColumn = max(1, pointsPerColumn ?? self.pointsPerRow / 2)
  }

  // MARK: Public

  /// The points one row stands for.
  ///
  /// The default value is `20`.
  public let pointsPerRow: CGFloat
  /// The points one column stands for.
  ///
  /// The default value is half of ``pointsPerRow``.
  public let pointsPerColumn: CGFloat

  /// The drawing of `snapshot`, one string per row, without trailing spaces.
  public func lines(for snapshot: PageSnapshot) -> [String] {
    // Sticky sections last, above the others, as AutoStack brings them to the front.
    let visible =
      snapshot.visibleSections.filter { !$0.isSticky } + snapshot.visibleSections.filter(\.isSticky)
    let content = snapshot.contentSize
    let labels = visible.map { ScenarioNumber.format($0.frame.origin.y) }
    // At least four digits wide, so that the drawing does not shift as the content grows.
    let gutter =
      max(4, (labels + [ScenarioNumber.format(content.height)]).map(\.count).max() ?? 0) + 1
    let pageColumns = max(2, column(for: content.width))
    let windowTop = row(for: snapshot.windowOffset)
    let windowBottom = max(windowTop + 1, row(for: snapshot.windowOffset + snapshot.windowHeight))
    let contentRow = row(for: content.height)
    var canvas = TextCanvas(
      rows: max(contentRow + 1, windowBottom), columns: gutter + pageColumns + 32)

    for (section, label) in zip(visible, labels) {
      let top = row(for: section.frame.origin.y)
      let bottom = max(top + 1, row(for: section.frame.maxY))
      let left = gutter + column(for: section.frame.origin.x)
      let right = max(left + 2, gutter + column(for: section.frame.maxX))
      canvas.put(label.leftPadded(to: gutter - 1), row: top, column: 0)
      drawBox(section, rows: top..<bottom, columns: left..<right, in: &canvas)
      if let row = section.row {
        drawCards(
          of: row, in: section,
          clip: TextCanvas.Clip(
            rows: (top + 1)..<max(top + 1, bottom - 1),
            columns: (left + 1)..<max(left + 1, right - 1)), gutter: gutter, in: &canvas)
      }
    }
    let size = "\(ScenarioNumber.format(content.width)) × \(ScenarioNumber.format(content.height))"
    canvas.put(
      ScenarioNumber.format(content.height).leftPadded(to: gutter - 1), row: contentRow, column: 0)
    let label = ["╌ content \(size) ", "╌ content "].first { $0.count <= pageColumns } ?? ""
    canvas.put(label.rightPadded(to: pageColumns, with: "╌"), row: contentRow, column: gutter)
    // Over the sections and the end of the content, which it covers.
    if let placeholder = snapshot.placeholder {
      let frame = placeholder.frame
      let top = row(for: frame.origin.y)
      let left = gutter + column(for: frame.origin.x)
      drawPlaceholder(
        placeholder, rows: top..<max(top + 1, row(for: frame.maxY)),
        columns: left..<max(left + 2, gutter + column(for: frame.maxX)), in: &canvas)
    }
    drawWindow(
      snapshot, rows: windowTop..<windowBottom, column: gutter + pageColumns + 1, in: &canvas)

    let hidden = snapshot.hiddenNames
    return canvas.lines + (hidden.isEmpty ? [] : ["hidden: " + hidden.joined(separator: ", ")])
  }

  // MARK: Private

  /// The largest row or column drawn, so that a huge value cannot allocate a huge canvas.
  private static let maximumCells = 2_000

  private func row(for y: CGFloat) -> Int { cells(y / pointsPerRow) }

  private func column(for x: CGFloat) -> Int { cells(x / pointsPerColumn) }

  private func cells(_ value: CGFloat) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(0, value.rounded()), CGFloat(Self.maximumCells)))
  }

  /// The column of `x`, left of the page too: a card scrolled out of its row.
  private func signedColumn(for x: CGFloat) -> Int {
    let value = x / pointsPerColumn
    guard value.isFinite else { return 0 }
    let limit = CGFloat(Self.maximumCells)
    return Int(min(max(-limit, value.rounded()), limit))
  }

  private func drawBox(
    _ section: PageSnapshot.Section, rows: Range<Int>, columns: Range<Int>,
    in canvas: inout TextCanvas
  ) {
    let inner = columns.count - 2
    let style: BoxStyle = section.isPinned ? .heavy : .single
    drawFrame(
      title: title(of: section, style: style, width: inner), footer: footer(of: section),
      style: style, rows: rows, columns: columns, in: &canvas
    ) { _ in String(repeating: " ", count: inner) }
    // A row's cards fill its inside: its details go in its top border.
    if rows.count > 2, section.row == nil {
      canvas.put(
        " " + details(of: section).prefix(max(0, inner - 1)), row: rows.lowerBound + 1,
        column: columns.lowerBound + 1)
    }
  }

  /// The visible cards of `row`, the section `section`, each a box at its frame in the row's
  /// content, moved left by the row's offset and cut to `clip`, the inside of the row's box.
  private func drawCards(
    of row: PageSnapshot.Row, in section: PageSnapshot.Section, clip: TextCanvas.Clip,
    gutter: Int, in canvas: inout TextCanvas
  ) {
    let origin = CGPoint(x: section.frame.origin.x - row.offset, y: section.frame.origin.y)
    for card in row.visibleCards {
      let frame = card.frame.offsetBy(dx: origin.x, dy: origin.y)
      let top = self.row(for: frame.origin.y)
      let left = gutter + signedColumn(for: frame.origin.x)
      let rows = top..<max(top + 1, self.row(for: frame.maxY))
      let columns = left..<max(left + 2, gutter + signedColumn(for: frame.maxX))
      let inner = columns.count - 2
      drawFrame(
        title: "─ \(card.name) ", style: .single, rows: rows, columns: columns, clip: clip,
        in: &canvas
      ) { _ in String(repeating: " ", count: inner) }
      if rows.count > 2 {
        canvas.put(
          " " + details(of: card).prefix(max(0, inner - 1)), row: rows.lowerBound + 1,
          column: columns.lowerBound + 1, clip: clip)
      }
    }
  }

  /// The placeholder in double lines, its kind in the top border and its text in the middle
  /// row, over whatever was drawn there.
  private func drawPlaceholder(
    _ placeholder: PageSnapshot.Placeholder, rows: Range<Int>, columns: Range<Int>,
    in canvas: inout TextCanvas
  ) {
    let inner = columns.count - 2
    let text = Self.wrapped(placeholder.text, width: inner - 2).prefix(max(0, rows.count - 2))
    let firstTextRow = rows.lowerBound + max(1, (rows.count - text.count + 1) / 2)
    drawFrame(
      title: "═ \(placeholder.kind.rawValue) ", style: .double, rows: rows, columns: columns,
      in: &canvas
    ) { row in
      let index = row - firstTextRow
      return text.indices.contains(index)
        ? text[index].centered(in: inner) : String(repeating: " ", count: inner)
    }
  }

  /// The lines a box is drawn with: single for a section, heavy for a pinned one, double for
  /// a placeholder.
  struct BoxStyle {
    static let single = BoxStyle(horizontal: "─", vertical: "│", corners: "┌┐└┘")
    static let double = BoxStyle(horizontal: "═", vertical: "║", corners: "╔╗╚╝")
    static let heavy = BoxStyle(horizontal: "━", vertical: "┃", corners: "┏┓┗┛")

    let horizontal: Character
    let vertical: String
    /// Top left, top right, bottom left, bottom right.
    let corners: [Character]

    init(horizontal: Character, vertical: String, corners: String) {
      self.horizontal = horizontal
      self.vertical = vertical
      self.corners = Array(corners)
    }
  }

  /// A box over `rows` and `columns`, with `title` in its top border, `footer` in its bottom
  /// border and `interior(row)`, a line as wide as the inside, in each row between the
  /// borders; a box one row high is `[title]`.
  ///
  /// Only the cells of `clip` are drawn, if given: a card cut at the sides of its row.
  private func drawFrame(
    title: String, footer: String = "", style: BoxStyle, rows: Range<Int>, columns: Range<Int>,
    clip: TextCanvas.Clip? = nil, in canvas: inout TextCanvas, interior: (Int) -> String
  ) {
    let inner = columns.count - 2
    let border = title.rightPadded(to: inner, with: style.horizontal)
    guard rows.count > 1 else {
      canvas.put("[" + border + "]", row: rows.lowerBound, column: columns.lowerBound, clip: clip)
      return
    }
    let corners = style.corners.map(String.init)
    canvas.put(
      corners[0] + border + corners[1], row: rows.lowerBound, column: columns.lowerBound,
      clip: clip)
    for row in rows.dropFirst().dropLast() {
      canvas.put(
        style.vertical + interior(row) + style.vertical, row: row, column: columns.lowerBound,
        clip: clip)
    }
    canvas.put(
      corners[2] + footer.rightPadded(to: inner, with: style.horizontal) + corners[3],
      row: rows.upperBound - 1, column: columns.lowerBound, clip: clip)
  }

  private func drawWindow(
    _ snapshot: PageSnapshot, rows: Range<Int>, column: Int, in canvas: inout TextCanvas
  ) {
    for row in rows {
      let mark =
        rows.count == 1
        ? "]" : row == rows.lowerBound ? "┐" : row == rows.upperBound - 1 ? "┘" : "│"
      canvas.put(mark, row: row, column: column)
    }
    let top = snapshot.windowOffset
    let range =
      "\(ScenarioNumber.format(top)) to \(ScenarioNumber.format(top + snapshot.windowHeight))"
    canvas.put("visible \(range)", row: rows.lowerBound, column: column + 2)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }

  fileprivate func centered(in width: Int) -> String {
    let left = max(0, width - count) / 2
    return (String(repeating: " ", count: left) + self).rightPadded(to: width, with: " ")
  }

  fileprivate func rightPadded(to width: Int, with pad: Character) -> String {
    count >= width ? String(prefix(width)) : self + String(repeating: pad, count: width - count)
  }
}

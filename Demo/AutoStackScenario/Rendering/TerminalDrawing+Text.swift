import Foundation

// The words of the drawing: wrapped text, and the details, titles and footers of the boxes.

extension TerminalDrawing {
  /// `text` in lines of at most `width` characters, broken between words, a word longer than
  /// a line cut.
  static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word.prefix(width))
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word.prefix(width))
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `375 × 450 (+300)  ↓70`: the size, and what changed; `pinned` for a pinned section,
  /// which moves as the window does.
  func details(of section: PageSnapshot.Section) -> String {
    let size = section.frame.size
    var text = "\(ScenarioNumber.format(size.width)) × \(ScenarioNumber.format(size.height))"
    if section.resized != 0 {
      text += " (\(section.resized > 0 ? "+" : "")\(ScenarioNumber.format(section.resized)))"
    }
    if section.isPinned {
      text += "  pinned"
    } else if section.moved != 0 {
      text += "  \(section.moved > 0 ? "↓" : "↑")\(ScenarioNumber.format(abs(section.moved)))"
    }
    return text
  }

  /// `160 × 220 (+100)  →130`: a card's size, and what changed; its moves are along x.
  func details(of card: PageSnapshot.Card) -> String {
    let size = card.frame.size
    var text = "\(ScenarioNumber.format(size.width)) × \(ScenarioNumber.format(size.height))"
    if card.resized != 0 {
      text += " (\(card.resized > 0 ? "+" : "")\(ScenarioNumber.format(card.resized)))"
    }
    if card.moved != 0 {
      text += "  \(card.moved > 0 ? "→" : "←")\(ScenarioNumber.format(abs(card.moved)))"
    }
    return text
  }

  /// The bottom border's label: for a row, what of its content shows,
  /// `─ visible 177 to 552 of 552 `; for another section, nothing.
  func footer(of section: PageSnapshot.Section) -> String {
    guard let row = section.row else { return "" }
    let offset = row.offset
    let end = offset + section.frame.size.width
    return "─ visible \(ScenarioNumber.format(offset)) to \(ScenarioNumber.format(end)) of "
      + "\(ScenarioNumber.format(row.contentWidth)) "
  }

  /// The top border's title: `─ name `; a row's name and details, `─ photos · 375 × 180 `;
  /// or a tab bar's tabs, the selected one in brackets,
  /// `─ Info · [Description] · Comments `; narrower, `─ Info [Description] Comments `, then
  /// the initials, `─ I · [D] · C `.
  func title(of section: PageSnapshot.Section, style: BoxStyle, width: Int) -> String {
    let lead = "\(style.horizontal) "
    if section.row != nil { return lead + section.name + " · " + details(of: section) + " " }
    guard let tabs = section.tabs else { return lead + section.name + " " }
    func line(_ titles: [String], separator: String) -> String {
      let marked = titles.enumerated().map { $0 == tabs.selectedIndex ? "[\($1)]" : $1 }
      return lead + marked.joined(separator: separator) + " "
    }
    let initials = tabs.titles.map { String($0.prefix(1)) }
    let lines = [line(tabs.titles, separator: " · "), line(tabs.titles, separator: " ")]
    return lines.first { $0.count <= width } ?? line(initials, separator: " · ")
  }
}

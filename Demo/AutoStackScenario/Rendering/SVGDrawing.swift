import Foundation

/// Draws a page as an SVG picture, one point to one pixel: each visible section a coloured
/// box at its frame with its name, size and what changed (a tab bar with its tabs, the
/// selected one on a white card; a sticky section above the others, outlined while pinned
/// at the top of the window; a row of cards, a horizontal scroll view, with its visible cards
/// inside it, moved left by how far it is scrolled and cut at its edges), the `y` of each box
/// on the left, the end of the content, and the scroll view's window as a frame, with the
/// page outside it dimmed; a placeholder on screen as a card over the sections.
///
/// The output depends only on the snapshot and the title, so that a committed picture can
/// be checked against a fresh one.
public enum SVGDrawing {
  // MARK: Public

  /// The SVG document for `snapshot`, headed by `title`.
  public static func svg(for snapshot: PageSnapshot, title: String) -> String {
    let content = snapshot.contentSize
    let windowBottom = snapshot.windowOffset + snapshot.windowHeight
    let pageHeight = max(content.height, windowBottom)
    let width = margin + content.width + 140
    let height = top + pageHeight + 32
    var subtitle =
      "content \(size(content)) · visible \(n(snapshot.windowOffset)) to \(n(windowBottom))"
    if !snapshot.hiddenNames.isEmpty {
      subtitle += " · hidden: " + snapshot.hiddenNames.joined(separator: ", ")
    }
    var body = [
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" "##
        + ##"viewBox="0 0 \##(n(width)) \##(n(height))" font-family="\##(fontFamily)">"##,
      ##"<rect width="100%" height="100%" fill="#FFFFFF"/>"##,
      ##"<text x="16" y="30" font-size="18" font-weight="600" fill="\##(ink)">\##(escaped(title))</text>"##,
      ##"<text x="16" y="52" font-size="13" fill="\##(muted)">\##(escaped(subtitle))</text>"##,
      ##"<g transform="translate(\##(n(margin)) \##(n(top)))">"##,
    ]
    // Sticky sections last, above the others, as AutoStack brings them to the front.
    for section in snapshot.visibleSections.filter({ !$0.isSticky })
      + snapshot.visibleSections.filter(\.isSticky)
    {
      body += sectionElements(section)
    }
    if let placeholder = snapshot.placeholder {
      body += placeholderElements(placeholder)
    }
    body += contentEnd(content)
    body += window(snapshot, pageWidth: content.width)
    body += ["</g>", "</svg>"]
    return body.joined(separator: "\n") + "\n"
  }

  // MARK: Private

  /// The left margin, where the `y` labels go.
  private static let margin: CGFloat = 64
  /// The top margin, where the title and the subtitle go.
  private static let top: CGFloat = 80
  private static let ink = "#1D1D1F"
  private static let muted = "#6E6E73"
  private static let fontFamily = "-apple-system, BlinkMacSystemFont, Helvetica, Arial, sans-serif"
  private static let colors = [
    "header": "#F6C28B", "name": "#8EC5E8", "ad": "#F9E07F", "desc": "#A8D5A2",
    "comments": "#C7B3E5", "tabs": "#F4B6C2", "photos": "#B9E3DC",
  ]
  /// The colour of a row's cards.
  private static let cardColor = "#5FA8A0"

  private static func sectionElements(_ section: PageSnapshot.Section) -> [String] {
    let frame = section.frame
    let x = frame.origin.x
    let y = frame.origin.y
    var sizeText = size(frame.size)
    if section.resized != 0 {
      sizeText += " (\(section.resized > 0 ? "+" : "")\(n(section.resized)))"
    }
    // A pinned section is outlined, and says so under its `y`.
    let stroke = section.isPinned ? ink : "#FFFFFF"
    var elements = [
      ##"<rect x="\##(n(x))" y="\##(n(y))" width="\##(n(frame.size.width))" "##
        + ##"height="\##(n(frame.size.height))" rx="6" fill="\##(colors[section.name] ?? "#D0D0D0")" "##
        + ##"stroke="\##(stroke)" stroke-width="2"/>"##,
      ##"<text x="-10" y="\##(n(y + 14))" font-size="12" text-anchor="end" fill="\##(muted)">\##(n(y))</text>"##,
    ]
    if section.isPinned {
      elements.append(
        ##"<text x="-10" y="\##(n(y + 28))" font-size="11" text-anchor="end" fill="\##(muted)">pinned</text>"##
      )
    }
    if let tabs = section.tabs {
      return elements + tabElements(tabs, in: frame)
    }
    if let row = section.row {
      return elements + rowElements(row, of: section, sizeText: sizeText)
    }
    elements += [
      ##"<text x="\##(n(x + 14))" y="\##(n(y + 26))" font-size="15" font-weight="600" fill="\##(ink)">\##(escaped(section.name))</text>"##,
      ##"<text x="\##(n(x + 14))" y="\##(n(y + 46))" font-size="12" fill="\##(ink)">\##(escaped(sizeText))</text>"##,
    ]
    if section.moved != 0, !section.isPinned {
      let arrow = section.moved > 0 ? "↓" : "↑"
      elements.append(
        ##"<text x="\##(n(x + frame.size.width - 14))" y="\##(n(y + 26))" font-size="14" "##
          + ##"font-weight="600" text-anchor="end" fill="\##(ink)">\##(arrow) \##(n(abs(section.moved)))</text>"##
      )
    }
    return elements
  }

  /// A row's name, size and what of its content shows on one line at its top, then its
  /// visible cards at their frames in its content, moved left by its offset and cut to it.
  private static func rowElements(
    _ row: PageSnapshot.Row, of section: PageSnapshot.Section, sizeText: String
  ) -> [String] {
    let frame = section.frame
    let x = frame.origin.x
    let y = frame.origin.y
    let clip = "clip-\(section.name)"
    var details = sizeText
    if section.moved != 0, !section.isPinned {
      details += "  \(section.moved > 0 ? "↓" : "↑") \(n(abs(section.moved)))"
    }
    details +=
      " · visible \(n(row.offset)) to \(n(row.offset + frame.size.width)) of \(n(row.contentWidth))"
    var elements = [
      ##"<text x="\##(n(x + 14))" y="\##(n(y + 15))" font-size="13" font-weight="600" fill="\##(ink)">\##(escaped(section.name))</text>"##,
      ##"<text x="\##(n(x + frame.size.width - 14))" y="\##(n(y + 15))" font-size="12" "##
        + ##"text-anchor="end" fill="\##(ink)">\##(escaped(details))</text>"##,
      ##"<clipPath id="\##(escaped(clip))"><rect x="\##(n(x))" y="\##(n(y))" "##
        + ##"width="\##(n(frame.size.width))" height="\##(n(frame.size.height))" rx="6"/></clipPath>"##,
      ##"<g clip-path="url(#\##(escaped(clip)))">"##,
    ]
    for card in row.visibleCards {
      let left = x - row.offset + card.frame.origin.x
      let top = y + card.frame.origin.y
      var size = Self.size(card.frame.size)
      if card.resized != 0 { size += " (\(card.resized > 0 ? "+" : "")\(n(card.resized)))" }
      elements += [
        ##"<rect x="\##(n(left))" y="\##(n(top))" width="\##(n(card.frame.size.width))" "##
          + ##"height="\##(n(card.frame.size.height))" rx="4" fill="\##(cardColor)"/>"##,
        ##"<text x="\##(n(left + 10))" y="\##(n(top + 20))" font-size="13" font-weight="600" fill="#FFFFFF">\##(escaped(card.name))</text>"##,
        ##"<text x="\##(n(left + 10))" y="\##(n(top + 36))" font-size="11" fill="#FFFFFF">\##(escaped(size))</text>"##,
      ]
      if card.moved != 0 {
        elements.append(
          ##"<text x="\##(n(left + 10))" y="\##(n(top + 52))" font-size="12" font-weight="600" "##
            + ##"fill="#FFFFFF">\##(card.moved > 0 ? "→" : "←") \##(n(abs(card.moved)))</text>"##)
      }
    }
    return elements + ["</g>"]
  }

  /// A tab bar's tabs in equal segments of `frame`, the selected one in bold on a white card.
  private static func tabElements(_ tabs: PageSnapshot.Tabs, in frame: CGRect) -> [String] {
    let width = frame.size.width / CGFloat(max(1, tabs.titles.count))
    let y = frame.origin.y
    let height = frame.size.height
    return tabs.titles.enumerated().flatMap { index, title in
      let left = frame.origin.x + width * CGFloat(index)
      let isSelected = index == tabs.selectedIndex
      var elements: [String] = []
      if isSelected {
        elements.append(
          ##"<rect x="\##(n(left + 4))" y="\##(n(y + 4))" width="\##(n(max(0, width - 8)))" "##
            + ##"height="\##(n(max(0, height - 8)))" rx="4" fill="#FFFFFF"/>"##)
      }
      elements.append(
        ##"<text x="\##(n(left + width / 2))" y="\##(n(y + height / 2 + 5))" font-size="14" "##
          + ##"font-weight="\##(isSelected ? 600 : 400)" text-anchor="middle" fill="\##(ink)">\##(escaped(title))</text>"##
      )
      return elements
    }
  }

  /// The placeholder over the sections: a white card at its frame, with its kind and text.
  private static func placeholderElements(_ placeholder: PageSnapshot.Placeholder) -> [String] {
    let frame = placeholder.frame
    let centerX = n(frame.origin.x + frame.size.width / 2)
    let centerY = frame.origin.y + frame.size.height / 2
    return [
      ##"<rect x="\##(n(frame.origin.x))" y="\##(n(frame.origin.y))" width="\##(n(frame.size.width))" "##
        + ##"height="\##(n(frame.size.height))" rx="6" fill="#FFFFFF" opacity="0.94" "##
        + ##"stroke="\##(muted)" stroke-width="1.5" stroke-dasharray="4 3"/>"##,
      ##"<text x="\##(centerX)" y="\##(n(centerY - 6))" font-size="15" font-weight="600" "##
        + ##"text-anchor="middle" fill="\##(ink)">\##(escaped(placeholder.kind.rawValue))</text>"##,
      ##"<text x="\##(centerX)" y="\##(n(centerY + 14))" font-size="13" text-anchor="middle" "##
        + ##"fill="\##(muted)">\##(escaped(placeholder.text))</text>"##,
    ]
  }

  private static func contentEnd(_ content: CGSize) -> [String] {
    let y = n(content.height)
    return [
      ##"<line x1="0" y1="\##(y)" x2="\##(n(content.width))" y2="\##(y)" stroke="\##(muted)" "##
        + ##"stroke-width="1.5" stroke-dasharray="6 4"/>"##,
      ##"<text x="-10" y="\##(n(content.height + 4))" font-size="12" font-weight="600" "##
        + ##"text-anchor="end" fill="\##(ink)">\##(y)</text>"##,
      ##"<text x="\##(n(content.width / 2))" y="\##(n(content.height + 20))" font-size="12" "##
        + ##"text-anchor="middle" fill="\##(muted)">end of content</text>"##,
    ]
  }

  /// The window of the scroll view, and the page dimmed above and below it.
  private static func window(_ snapshot: PageSnapshot, pageWidth: CGFloat) -> [String] {
    let offset = snapshot.windowOffset
    let bottom = offset + snapshot.windowHeight
    let contentHeight = snapshot.contentSize.height
    var elements: [String] = []
    if offset > 0 {
      elements.append(dimmed(y: 0, height: offset, width: pageWidth))
    }
    if contentHeight > bottom {
      elements.append(dimmed(y: bottom, height: contentHeight - bottom, width: pageWidth))
    }
    let labelX = n(pageWidth + 22)
    elements += [
      ##"<rect x="-6" y="\##(n(offset))" width="\##(n(pageWidth + 12))" "##
        + ##"height="\##(n(snapshot.windowHeight))" rx="14" fill="none" stroke="\##(ink)" stroke-width="3"/>"##,
      ##"<text x="\##(labelX)" y="\##(n(offset + 20))" font-size="13" font-weight="600" fill="\##(ink)">visible</text>"##,
      ##"<text x="\##(labelX)" y="\##(n(offset + 38))" font-size="12" fill="\##(muted)">\##(n(offset)) to \##(n(bottom))</text>"##,
    ]
    return elements
  }

  private static func dimmed(y: CGFloat, height: CGFloat, width: CGFloat) -> String {
    ##"<rect x="0" y="\##(n(y))" width="\##(n(width))" height="\##(n(height))" fill="#FFFFFF" opacity="0.6"/>"##
  }

  private static func n(_ value: CGFloat) -> String { ScenarioNumber.format(value) }

  private static func size(_ size: CGSize) -> String { "\(n(size.width)) × \(n(size.height))" }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

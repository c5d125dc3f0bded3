import AutoStack
import Foundation

/// What the drawings show of a page at one moment: the arranged sections, the content and
/// the window, and how each section moved since the moment before.
public struct PageSnapshot: Equatable, Sendable {
  /// One arranged section.
  public struct Section: Equatable, Sendable {
    /// The section's name: `header`, `photos`, `tabs`, `name`, `ad`, `desc`, `notes` or
    /// `comments`.
    public var name: String
    /// The frame AutoStack gave it.
    public var frame: CGRect
    /// Whether it is hidden: it then takes no space and is not drawn.
    public var isHidden: Bool
    /// How far its `y` moved since the previous snapshot; `0` when it did not move or was
    /// not shown before.
    public var moved: CGFloat = 0
    /// How much its height changed since the previous snapshot; `0` likewise.
    public var resized: CGFloat = 0
    /// Whether it is sticky: it is drawn above the other sections.
    public var isSticky = false
    /// Whether it is sticky and pinned at the top of the window, above its slot.
    public var isPinned = false
    /// Its tabs, if it is a tab bar.
    public var tabs: Tabs?
    /// Its cards, if it is a row of them: a horizontal scroll view.
    public var row: Row?
  }

  /// A row of cards along x, in a horizontal scroll view that is a section of the page.
  public struct Row: Equatable, Sendable {
    /// The arranged cards, left to right, hidden ones included.
    public var cards: [Card]
    /// The width of the row's content: its scroll view's content size.
    public var contentWidth: CGFloat
    /// How far the row is scrolled: the `x`, in its content, of its window's left edge.
    public var offset: CGFloat

    /// The cards that take space, left to right.
    public var visibleCards: [Card] { cards.filter { !$0.isHidden } }
  }

  /// One card of a row.
  public struct Card: Equatable, Sendable {
    /// The card's name: `photo1`.
    public var name: String
    /// The frame the row's AutoStack gave it, in the row's content.
    public var frame: CGRect
    /// Whether it is hidden: it then takes no space and is not drawn.
    public var isHidden: Bool
    /// How far its `x` moved since the previous snapshot; `0` when it did not move or was
    /// not shown before.
    public var moved: CGFloat = 0
    /// How much its height changed since the previous snapshot; `0` likewise.
    public var resized: CGFloat = 0
  }

  /// The tabs of a tab bar.
  public struct Tabs: Equatable, Sendable {
    /// The titles, left to right: `Info`, `Description`, `Comments`.
    public var titles: [String]
    /// The index of the tab shown selected, or `nil` for none.
    public var selectedIndex: Int?
  }

  /// The placeholder on screen, over the sections.
  public struct Placeholder: Equatable, Sendable {
    /// Which placeholder: `loading`, `failed` or `empty`.
    public var kind: AutoStackPlaceholderKind
    /// The frame AutoStack gave it: the scroll view's window.
    public var frame: CGRect
    /// What it says: `Loading the hotel…`.
    public var text: String
  }

  /// The page's name, `Hotel` or `Shop`.
  public var title: String
  /// The arranged sections, top to bottom, hidden ones included.
  public var sections: [Section]
  /// The scroll view's content size.
  public var contentSize: CGSize
  /// The `y` of the window's top: the scroll offset.
  public var windowOffset: CGFloat
  /// The window's height: the scroll view's height.
  public var windowHeight: CGFloat
  /// The placeholder on screen, if one shows; the sections under it are drawn all the same.
  public var placeholder: Placeholder?

  /// The sections that take space, top to bottom.
  public var visibleSections: [Section] { sections.filter { !$0.isHidden } }

  /// The names of the hidden sections, then of the hidden cards of the rows shown.
  public var hiddenNames: [String] {
    sections.filter(\.isHidden).map(\.name)
      + visibleSections.flatMap { $0.row?.cards.filter(\.isHidden).map(\.name) ?? [] }
  }

  /// This snapshot, with each section's move and resize since `previous`, for the sections
  /// visible in both, and each card's, for the cards visible in both.
  public func comparedWith(_ previous: PageSnapshot?) -> PageSnapshot {
    var compared = self
    for index in compared.sections.indices where !compared.sections[index].isHidden {
      let section = compared.sections[index]
      guard
        let before = previous?.sections.first(where: { $0.name == section.name }),
        !before.isHidden
      else { continue }
      compared.sections[index].moved = section.frame.origin.y - before.frame.origin.y
      compared.sections[index].resized = section.frame.size.height - before.frame.size.height
      if let row = section.row, let previousRow = before.row {
        compared.sections[index].row = row.comparedWith(previousRow)
      }
    }
    return compared
  }
}

extension PageSnapshot.Row {
  /// This row, with each card's move along x and resize since `previous`, for the cards
  /// visible in both.
  fileprivate func comparedWith(_ previous: PageSnapshot.Row) -> PageSnapshot.Row {
    var compared = self
    for index in compared.cards.indices where !compared.cards[index].isHidden {
      let card = compared.cards[index]
      guard let before = previous.cards.first(where: { $0.name == card.name }), !before.isHidden
      else { continue }
      compared.cards[index].moved = card.frame.origin.x - before.frame.origin.x
      compared.cards[index].resized = card.frame.size.height - before.frame.size.height
    }
    return compared
  }
}

import AutoStack
import AutoStackSimulator
import Foundation

extension MerchantPage {
  // MARK: Public

  /// The number of characters of the guests' notes: `200`.
  public static let notesCharacters = 200
  /// The page's width in split view: `250`.
  public static let narrowWidth: CGFloat = 250

  /// Arranges the guests' notes under the description, sized to fit: a label of
  /// ``notesCharacters`` characters, 6 lines of 20 points at the page's width of 375 and 8
  /// at 250.
  ///
  /// The notes stay until the page shows another kind.
  public func addNotes() {
    engine.performBatch {
      var sections = engine.arrangedViews
      let below = sections.firstIndex { $0 === desc }.map { $0 + 1 } ?? sections.count
      sections.insert(notes, at: below)
      SimulatedStack.arrange(in: scrollView, subviews: sections)
      engine.setSizing(.fitting, for: notes)
    }
  }

  /// Gives the page a new width, as split view or a rotation does: every section takes it,
  /// and the notes re-flow to fit it.
  public func setWidth(_ width: CGFloat) {
    scrollView.frame.size.width = width
    scroll(to: scrollOffset)
  }

  // MARK: Internal

  static func notesSection() -> SimulatedView {
    let notes = SimulatedView(name: "notes")
    notes.text = SimulatedText(characters: notesCharacters)
    return notes
  }
}

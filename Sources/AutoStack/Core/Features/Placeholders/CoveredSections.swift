import Foundation

/// The arranged sections that a placeholder covers, hidden from accessibility while it shows,
/// so that VoiceOver cannot swipe into the sections under "Loading…".
///
/// A section the app hid from accessibility itself is left alone, and a section is given back
/// only while it is still hidden, so that a value the app set meanwhile stays.
@MainActor
struct CoveredSections<View: Stackable> {
  // MARK: Internal

  /// Whether any section is covered.
  var isEmpty: Bool { hidden.isEmpty }

  /// Hides from accessibility every section of `entries` not covered yet: those that joined
  /// since, too.
  mutating func cover(_ entries: [ArrangedEntry<View>]) {
    for entry in entries {
      guard let view = entry.view else { continue }
      // An identity a deallocated section had may be another's now: the view decides.
      if hidden[entry.id]?.view === view { continue }
      if view.isHiddenFromAccessibility { continue }
      hidden[entry.id] = Section(view: view)
      view.isHiddenFromAccessibility = true
    }
  }

  /// Gives every covered section back to accessibility, unless the app changed it meanwhile.
  mutating func uncover() {
    for section in hidden.values {
      if let view = section.view, view.isHiddenFromAccessibility {
        view.isHiddenFromAccessibility = false
      }
    }
    hidden = [:]
  }

  // MARK: Private

  private struct Section {
    weak var view: View?
  }

  private var hidden: [ObjectIdentifier: Section] = [:]
}

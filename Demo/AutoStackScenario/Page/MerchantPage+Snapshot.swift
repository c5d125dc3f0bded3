import AutoStackSimulator
import Foundation

extension MerchantPage {
  /// The page as it is now, compared with `previous` if given.
  public func snapshot(comparedWith previous: PageSnapshot? = nil) -> PageSnapshot {
    PageSnapshot(
      title: kind.title,
      sections: engine.arrangedViews.map(section(of:)),
      contentSize: scrollView.contentSize,
      windowOffset: scrollOffset,
      windowHeight: MerchantPage.windowHeight,
      placeholder: visiblePlaceholderKind.flatMap { kind in
        engine.placeholder(for: kind).map {
          PageSnapshot.Placeholder(kind: kind, frame: $0.frame, text: placeholderText(for: kind))
        }
      }
    ).comparedWith(previous)
  }

  // MARK: Private

  private func section(of view: SimulatedView) -> PageSnapshot.Section {
    var section = PageSnapshot.Section(name: view.name, frame: view.frame, isHidden: view.isHidden)
    section.isSticky = engine.isSticky(view)
    if view === tabBar {
      section.isPinned = isTabBarPinned
      section.tabs = PageSnapshot.Tabs(
        titles: Tab.allCases.map(\.title), selectedIndex: selectedTab?.rawValue)
    }
    if view === photos {
      section.row = PageSnapshot.Row(
        cards: photoStack.engine.arrangedViews.map {
          PageSnapshot.Card(name: $0.name, frame: $0.frame, isHidden: $0.isHidden)
        },
        contentWidth: photos.contentSize.width, offset: photosOffset)
    }
    return section
  }
}

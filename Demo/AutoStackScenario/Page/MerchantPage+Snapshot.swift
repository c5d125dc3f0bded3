import Foundation

extension MerchantPage {
  /// The page as it is now, compared with `previous` if given.
  public func snapshot(comparedWith previous: PageSnapshot? = nil) -> PageSnapshot {
    PageSnapshot(
      title: kind.title,
      sections: engine.arrangedViews.map {
        PageSnapshot.Section(name: $0.name, frame: $0.frame, isHidden: $0.isHidden)
      },
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
}

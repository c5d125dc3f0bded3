import Foundation

/// The keys of scrolling beyond AASubviews: images that load in the header, and scroll
/// anchoring; and the line that names the sections on screen.
extension InteractiveDemo {
  /// The most images the header loads before `h` removes them: `3`.
  static let maximumHeaderImages = 3

  /// The sections on screen and the keys of scrolling, with what each does now.
  var scrollingHelp: String {
    let sections = page.sectionsOnScreen
    let onScreen = sections.isEmpty ? "none" : sections.joined(separator: ", ")
    let anchoring = page.isScrollAnchoringEnabled ? "off" : "on"
    return "on screen: \(onScreen) · h header image · n anchoring \(anchoring)"
  }

  /// The action of `h` or `n`.
  func scrollingAction(for key: DemoKey) -> String {
    if key == .character("n") {
      page.isScrollAnchoringEnabled.toggle()
      return "Scroll anchoring \(page.isScrollAnchoringEnabled ? "on" : "off")"
    }
    let images = Int(
      (page.header.frame.size.height - MerchantPage.plainHeaderHeight)
        / MerchantPage.headerImageHeight)
    guard images < Self.maximumHeaderImages else {
      page.removeHeaderImages()
      return "Removed the header's images"
    }
    page.loadHeaderImage()
    return "An image loaded in the header"
  }
}

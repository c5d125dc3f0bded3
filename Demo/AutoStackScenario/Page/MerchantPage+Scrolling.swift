import AutoStack
import Foundation

/// The page as a reader scrolls it: images that load in the header above the reader, scroll
/// anchoring, and the sections on screen.
extension MerchantPage {
  /// How much one image that loads adds to the header: `120`.
  public static let headerImageHeight: CGFloat = 120
  /// The header's height without images: `200`.
  public static let plainHeaderHeight: CGFloat = 200

  /// Whether the page keeps the section the reader looks at where it is on screen when a
  /// section above it changes; AutoStack's ``AutoStackEngine/isScrollAnchoringEnabled``.
  ///
  /// The default value is `false`, as in AASubviews: the sections below a change move on
  /// screen.
  public var isScrollAnchoringEnabled: Bool {
    get { engine.isScrollAnchoringEnabled }
    set { engine.isScrollAnchoringEnabled = newValue }
  }

  /// Whether the header shows an image that loaded: it is higher by ``headerImageHeight``.
  public var hasHeaderImage: Bool { header.frame.size.height > Self.plainHeaderHeight }

  /// An image loads in the header, which grows by ``headerImageHeight``.
  public func loadHeaderImage() {
    header.frame.size.height += Self.headerImageHeight
  }

  /// The header loses its images, back to ``plainHeaderHeight``.
  public func removeHeaderImages() {
    header.frame.size.height = Self.plainHeaderHeight
  }

  /// Calls `handler` with each section's name when it comes on screen (`true`) and when it
  /// leaves (`false`), at once for the sections on screen now; `nil` stops.
  public func watchSections(_ handler: ((String, Bool) -> Void)?) {
    engine.onVisibilityChange = handler.map { handler in
      { view, isVisible in handler(view.name, isVisible) }
    }
  }

  /// The names of the sections on screen, top to bottom, while ``watchSections(_:)`` watches.
  public var sectionsOnScreen: [String] { engine.visibleViews.map(\.name) }
}

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The fonts of the page's texts: the Mac's sizes for what iOS calls text styles.
  enum TextStyle {
    /// The merchant's name: 20 points, bold.
    case title
    /// A section's title and a review's author: the system size, semibold.
    case headline
    /// Running text: the system size.
    case body
    /// Details under a title, and small buttons: the small system size.
    case subheadline
    /// The smallest text, such as the ad's "Sponsored": 10 points.
    case caption

    /// The system font of this style.
    var font: NSFont {
      switch self {
      case .title: .systemFont(ofSize: 20, weight: .bold)
      case .headline: .systemFont(ofSize: NSFont.systemFontSize, weight: .semibold)
      case .body: .systemFont(ofSize: NSFont.systemFontSize)
      case .subheadline: .systemFont(ofSize: NSFont.smallSystemFontSize)
      case .caption: .systemFont(ofSize: 10)
      }
    }
  }
#endif

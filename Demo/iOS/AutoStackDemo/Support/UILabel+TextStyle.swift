#if canImport(UIKit)
  import UIKit

  extension UILabel {
    /// Creates a multiline label in the font of `textStyle`, which follows the user's text
    /// size setting.
    convenience init(textStyle: UIFont.TextStyle, color: UIColor = .label) {
      self.init(frame: .zero)
      font = .preferredFont(forTextStyle: textStyle)
      adjustsFontForContentSizeCategory = true
      textColor = color
      numberOfLines = 0
    }
  }
#endif

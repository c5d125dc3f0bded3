#if canImport(UIKit)
  import AutoStack
  import UIKit

  /// The top of a hotel's page: a strip of photos that scrolls sideways, and a caption.
  ///
  /// The strip is a horizontal AutoStack: its photos keep their widths, left to right (right
  /// to left in a right-to-left language), and its `contentSize.width` follows them. The card
  /// measures the strip like any fitting row: the strip answers its tallest photo's height.
  final class HeaderSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      photoStrip.showsHorizontalScrollIndicator = false
      // The strip lies inside the card, clear of the safe area: no inset of its own.
      photoStrip.contentInsetAdjustmentBehavior = .never
      photoStrip.accessibilityLabel = "Photos"
      let photos = Self.photoWidths.map { PhotoPlaceholderView(width: $0, height: 160) }
      AutoStack.arrange(
        in: photoStrip, subviews: photos, spacing: 8, alignment: .center, axis: .horizontal)
      rows = [photoStrip, captionLabel]
    }

    // MARK: Internal

    func configure(with merchant: Merchant) {
      captionLabel.text = merchant.tagline
      rowsDidChange()
    }

    /// Adds a photo under the strip, as when one more image loads: the header grows by its
    /// height and the row spacing.
    func addPhoto() {
      rows.insert(PhotoPlaceholderView(height: 120), at: rows.count - 1)
    }

    // MARK: Private

    /// The widths of the strip's photos, as their images' aspect ratios would give them.
    private static let photoWidths: [CGFloat] = [240, 160, 213, 120, 180]

    private let photoStrip = UIScrollView()
    private let captionLabel = UILabel(textStyle: .headline)
  }
#endif

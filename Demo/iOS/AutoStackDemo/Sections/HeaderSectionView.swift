#if canImport(UIKit)
  import UIKit

  /// The top of a hotel's page: its photo and a caption.
  final class HeaderSectionView: SectionView {
    // MARK: Lifecycle

    override init() {
      super.init()
      rows = [photo, captionLabel]
      // The photo keeps the height it was given.
      stack.setSizing(.fixed, for: photo)
    }

    // MARK: Internal

    func configure(with merchant: Merchant) {
      captionLabel.text = merchant.tagline
      rowsDidChange()
    }

    /// Adds a photo under the others, as when one more image loads: the header grows by its
    /// height and the row spacing.
    func addPhoto() {
      rows.insert(PhotoPlaceholderView(height: 120), at: rows.count - 1)
    }

    // MARK: Private

    private let photo = PhotoPlaceholderView(height: 160)
    private let captionLabel = UILabel(textStyle: .headline)
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// A section of the merchant page: a rounded card whose rows sit inside a standard margin.
  class SectionView: ColumnView {
    // MARK: Lifecycle

    init() {
      super.init(
        insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), spacing: 6)
      backgroundColor = .secondarySystemGroupedBackground
      layer.cornerRadius = 12
      layer.cornerCurve = .continuous
      clipsToBounds = true
    }
  }
#endif

import AutoStack
import AutoStackSimulator
import Foundation

/// The page's row of photos: a horizontal scroll view, a carousel, arranged by its own
/// AutoStack along x and arranged in the page with a fitting height, so that the page
/// below it moves when its height changes.
///
///     photos    180   (20 above, room for the row's name, and 20 below; 16 at each end)
///       photo1  160 × 120
///       photo2  120 × 90    (loads taller: 220)
///       photo3  200 × 140
///       photo4  140 × 110
///
/// The photos stand at the top of the row (`.leading`), 10 points apart: the row is
/// 20 + 140 + 20 = 180 high, its tallest photo shown and its insets, and its content
/// 16 + 160 + 10 + 120 + 10 + 200 + 10 + 140 + 16 = 682 wide, of which 375 show.
extension MerchantPage {
  // MARK: Public

  /// The photos' sizes, in their first order: `160 × 120`, `120 × 90`, `200 × 140` and
  /// `140 × 110`.
  public static let photoSizes = [
    CGSize(width: 160, height: 120), CGSize(width: 120, height: 90),
    CGSize(width: 200, height: 140), CGSize(width: 140, height: 110),
  ]
  /// The height of a photo whose taller version loaded: `220`, which makes the row 260 high.
  public static let tallPhotoHeight: CGFloat = 220
  /// The row's inset above its photos, room for its name, and below them: `20`.
  public static let photoInset: CGFloat = 20
  /// The row's height with a photo loaded taller: `260`.
  public static var tallestPhotosHeight: CGFloat { tallPhotoHeight + 2 * photoInset }

  /// Whether the page shows its row of photos.
  public var showsPhotos: Bool { engine.arrangedViews.contains { $0 === photos } }
  /// How far the row is scrolled: the `x` of its window's left edge, from `0` to
  /// ``maximumPhotosOffset``; the row's content offset.
  public var photosOffset: CGFloat { photos.contentOffset.x }
  /// The row's largest scroll offset: its content's width less its own, or `0`.
  public var maximumPhotosOffset: CGFloat {
    max(0, photos.contentSize.width - photos.frame.size.width)
  }
  /// The photos' indices in ``photoSizes``, in the order the row shows them, hidden ones
  /// included.
  public var photoOrder: [Int] {
    photoStack.engine.arrangedViews.compactMap { view in
      photoCards.firstIndex { $0 === view }
    }
  }

  /// Arranges the row of photos below the header (first, in a shop), sized to fit: as high
  /// as its tallest photo shown and its insets, 180 at first; the sections below it move
  /// down by as much.
  ///
  /// Does nothing when the row shows already. The row stays until the page shows another
  /// kind.
  public func addPhotos() {
    guard !showsPhotos else { return }
    engine.performBatch {
      var sections = engine.arrangedViews
      let below = sections.firstIndex { $0 === header }.map { $0 + 1 } ?? 0
      sections.insert(photos, at: below)
      SimulatedStack.arrange(in: scrollView, subviews: sections)
      engine.setSizing(.fitting, for: photos)
    }
    scroll(to: scrollOffset)
  }

  /// Gives the photo at `index` of ``photoSizes`` a new height, as when its taller version
  /// loads: the photos after it stay where they are, and if the row's tallest photo changes,
  /// the row takes its height and the sections below it move by the difference.
  public func setPhotoHeight(_ height: CGFloat, at index: Int) {
    guard photoCards.indices.contains(index) else { return }
    photoCards[index].frame.size.height = height
    clampScrollOffsets()
  }

  /// Hides or shows the photo at `index` of ``photoSizes``: the photos after it move left or
  /// right by its width and the spacing, and the row takes the height of its tallest photo
  /// shown.
  public func setPhotoHidden(_ hidden: Bool, at index: Int) {
    guard photoCards.indices.contains(index), photoCards[index].isHidden != hidden else { return }
    photoCards[index].isHidden = hidden
    clampScrollOffsets()
  }

  /// Shows the photos in `order`, indices in ``photoSizes``: the same views, re-arranged
  /// along the row, which takes the height of its tallest photo shown.
  public func arrangePhotos(in order: [Int]) {
    arrangePhotos(order.filter(photoCards.indices.contains).map { photoCards[$0] })
    clampScrollOffsets()
  }

  /// Scrolls the row so that its window starts at `offset`, kept between `0` and
  /// ``maximumPhotosOffset``; the page does not move.
  public func scrollPhotos(to offset: CGFloat) {
    photos.contentOffset = CGPoint(x: min(max(0, offset), maximumPhotosOffset), y: 0)
  }

  // MARK: Internal

  static func photoRow() -> SimulatedView {
    SimulatedView(
      name: "photos", frame: CGRect(x: 0, y: 0, width: width, height: 0), scrolls: true)
  }

  static func photoCardViews() -> [SimulatedView] {
    photoSizes.enumerated().map { index, size in
      SimulatedView(name: "photo\(index + 1)", frame: CGRect(origin: .zero, size: size))
    }
  }

  /// The row's arrangement.
  var photoStack: SimulatedStack { SimulatedStack.attached(to: photos) }

  /// Arranges `cards` along the row: 10 points apart, at the top (`.leading`), inside
  /// ``photoInset`` above and below and 16 at each end.
  func arrangePhotos(_ cards: [SimulatedView]) {
    photoStack.engine.arrange(
      cards,
      options: AutoStackOptions(
        spacing: 10,
        insets: AutoStackInsets(
          top: Self.photoInset, left: 16, bottom: Self.photoInset, right: 16),
        alignment: .leading, axis: .horizontal))
  }

  /// Shows every photo again at its first height, in its first order, and scrolls the row
  /// back to its start.
  func resetPhotos() {
    photoStack.engine.performBatch {
      for (card, size) in zip(photoCards, Self.photoSizes) {
        card.isHidden = false
        card.frame.size = size
      }
      arrangePhotos(photoCards)
    }
    scrollPhotos(to: 0)
  }

  // MARK: Private

  /// Keeps the page's window and the row's on their content when it shrinks.
  private func clampScrollOffsets() {
    scrollPhotos(to: photosOffset)
    scroll(to: scrollOffset)
  }
}

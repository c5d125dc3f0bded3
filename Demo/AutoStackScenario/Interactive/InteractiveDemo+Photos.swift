import Foundation

/// The keys of the row of photos: add it, load a photo taller, hide one, reorder them, and
/// scroll the row along x.
extension InteractiveDemo {
  /// How far one key scrolls the row of photos: `100` points.
  public static let photosScrollStep: CGFloat = 100

  /// The keys of the row of photos, with what each does now, once it shows; until then the
  /// line of the loading keys says `p add photos`.
  var photosHelp: String {
    let grows = nextPhotoToGrow != nil ? "p a photo loads taller" : "p photos back to size"
    let hides = nextPhotoToHide != nil ? "o hide a photo" : "o show every photo"
    return "\(grows) · \(hides) · m reorder photos · ←→ scroll photos"
  }

  /// Whether `key` is one of the keys of the row of photos.
  static func isPhotosKey(_ key: DemoKey) -> Bool {
    [
      .character("p"), .character("o"), .character("m"), .left, .right, .character("["),
      .character("]"),
    ].contains(key)
  }

  /// The action of a key of the row of photos.
  func photosAction(for key: DemoKey) -> String {
    guard page.showsPhotos else {
      guard key == .character("p") else { return "No row of photos yet: press p to add one" }
      page.addPhotos()
      return "Added a row of photos, \(height)"
    }
    switch key {
    case .character("p"):
      guard let index = nextPhotoToGrow else {
        page.engine.performBatch {
          for (index, size) in MerchantPage.photoSizes.enumerated() {
            page.setPhotoHeight(size.height, at: index)
          }
        }
        return "The photos are back to size: the row is \(height)"
      }
      page.setPhotoHeight(MerchantPage.tallPhotoHeight, at: index)
      return "\(page.photoCards[index].name) loaded taller: the row is \(height)"
    case .character("o"):
      guard let index = nextPhotoToHide else {
        page.engine.performBatch {
          for index in page.photoCards.indices { page.setPhotoHidden(false, at: index) }
        }
        return "Showed every photo: the row is \(height)"
      }
      page.setPhotoHidden(true, at: index)
      return "Hid \(page.photoCards[index].name): the row is \(height)"
    case .character("m"):
      let order = page.photoOrder
      page.arrangePhotos(in: Array(order.dropFirst()) + order.prefix(1))
      let names = page.photoOrder.map { page.photoCards[$0].name }
      return "Moved the first photo to the end: " + names.joined(separator: ", ")
    default:
      let step =
        [.left, .character("[")].contains(key) ? -Self.photosScrollStep : Self.photosScrollStep
      page.scrollPhotos(to: page.photosOffset + step)
      return "Scrolled the photos to \(ScenarioNumber.format(page.photosOffset))"
    }
  }

  // MARK: Private

  /// The row's height as the messages say it: `180 high`.
  private var height: String { "\(ScenarioNumber.format(page.photos.frame.size.height)) high" }

  /// The first photo, in the row's order, shown at its first height, which `p` loads taller.
  private var nextPhotoToGrow: Int? {
    page.photoOrder.first { index in
      !page.photoCards[index].isHidden
        && page.photoCards[index].frame.size.height != MerchantPage.tallPhotoHeight
    }
  }

  /// The first photo shown, in the row's order, which `o` hides; `nil` when one photo is left,
  /// and `o` shows them all again.
  private var nextPhotoToHide: Int? {
    let shown = page.photoOrder.filter { !page.photoCards[$0].isHidden }
    return shown.count > 1 ? shown.first : nil
  }
}

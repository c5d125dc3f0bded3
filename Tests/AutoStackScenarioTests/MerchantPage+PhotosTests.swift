import AutoStack
import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStackScenario

/// The merchant page's row of photos, on the real engine: a horizontal scroll view whose
/// photos, 160 × 120, 120 × 90, 200 × 140 and 140 × 110, stand 10 apart inside insets of 20
/// above and below and 16 at each end, in a hotel below the header.
///
///     header    200   y 0
///     photos    180   y 200   (20 + 140 + 20; 260 with a photo 220 high)
///     name      110   y 380
///     ad         70   y 490
///     desc      150   y 560
///     comments  240   y 710   content 950
@MainActor
@Suite struct MerchantPagePhotosTests {}

extension MerchantPagePhotosTests {
  private func pageWithPhotos() -> MerchantPage {
    let page = MerchantPage()
    page.addPhotos()
    return page
  }

  private func ys(_ page: MerchantPage) -> [CGFloat] { page.engine.arrangedViews.map(\.frame.minY) }

  private func xs(_ page: MerchantPage) -> [CGFloat] { page.photoCards.map(\.frame.minX) }
}

extension MerchantPagePhotosTests {
  @Test("the row arrives below the header, as high as its tallest photo and its insets")
  func addPhotos() {
    let page = MerchantPage()
    #expect(!page.showsPhotos)
    page.addPhotos()
    #expect(page.showsPhotos)
    #expect(
      page.engine.arrangedViews.map(\.name) == [
        "header", "photos", "name", "ad", "desc", "comments",
      ])
    #expect(page.photos.frame == CGRect(x: 0, y: 200, width: 375, height: 20 + 140 + 20))
    #expect(ys(page) == [0, 200, 380, 490, 560, 710] as [CGFloat])
    #expect(page.contentHeight == 770 + 180 as CGFloat)
    #expect(page.engine.sizing(for: page.photos) == .fitting)
    // Along x, at the top of the row.
    #expect(xs(page) == [16, 186, 316, 526] as [CGFloat])
    #expect(page.photoCards.allSatisfy { $0.frame.minY == 20 })
    #expect(page.photos.contentSize.width == 526 + 140 + 16 as CGFloat)
    #expect(page.maximumPhotosOffset == 682 - 375 as CGFloat)
    #expect(page.photoOrder == [0, 1, 2, 3])
    // Twice changes nothing.
    let reflows = page.engine.statistics.reflows
    page.addPhotos()
    #expect(page.engine.statistics.reflows == reflows)
  }

  @Test("a shop shows the row first; showing another kind drops it, as it drops the notes")
  func shopPhotos() {
    let page = MerchantPage(kind: .shop)
    page.addPhotos()
    #expect(page.engine.arrangedViews.map(\.name) == ["photos", "ad", "name", "desc", "comments"])
    #expect(ys(page) == [0, 180, 250, 360, 510] as [CGFloat])
    page.show(.hotel)
    #expect(!page.showsPhotos)
    #expect(page.contentHeight == 770)
  }

  @Test("a photo that loads taller grows the row: the page below moves by the growth")
  func tallerPhoto() {
    let page = pageWithPhotos()
    page.setPhotoHeight(MerchantPage.tallPhotoHeight, at: 1)
    #expect(page.photos.frame.size.height == 20 + 220 + 20 as CGFloat)
    #expect(ys(page) == [0, 200, 380 + 80, 490 + 80, 560 + 80, 710 + 80] as [CGFloat])
    #expect(page.contentHeight == 950 + 80 as CGFloat)
    #expect(xs(page) == [16, 186, 316, 526] as [CGFloat])
    // A photo shorter than the tallest changes nothing in the page.
    let statistics = page.engine.statistics
    page.setPhotoHeight(100, at: 0)
    #expect(page.photos.frame.size.height == 260)
    #expect(page.engine.statistics.frameWrites == statistics.frameWrites)
    #expect(page.tallestContentHeight == 1070 + 260 as CGFloat)
  }

  @Test("a hidden photo leaves no gap, and the row shrinks to its tallest photo shown")
  func hiddenPhoto() {
    let page = pageWithPhotos()
    page.setPhotoHeight(MerchantPage.tallPhotoHeight, at: 1)
    page.setPhotoHidden(true, at: 1)
    #expect(xs(page) == [16, 186, 186, 396] as [CGFloat])
    #expect(page.photos.frame.size.height == 180)
    #expect(ys(page) == [0, 200, 380, 490, 560, 710] as [CGFloat])
    page.setPhotoHidden(false, at: 1)
    #expect(page.photos.frame.size.height == 260)
    #expect(xs(page) == [16, 186, 316, 526] as [CGFloat])
    // Hiding the tallest photo shown shrinks the row; every photo hidden leaves its insets.
    for index in page.photoCards.indices { page.setPhotoHidden(true, at: index) }
    #expect(page.photos.frame.size.height == 20 + 20 as CGFloat)
    #expect(page.photos.contentSize.width == 16 + 16 as CGFloat)
  }

  @Test("a new order moves the photos along x; the page does nothing")
  func reorder() {
    let page = pageWithPhotos()
    let statistics = page.engine.statistics
    page.arrangePhotos(in: [3, 2, 1, 0])
    #expect(page.photoOrder == [3, 2, 1, 0])
    #expect(page.photoCards.reversed().map(\.frame.minX) == [16, 166, 376, 506] as [CGFloat])
    #expect(page.engine.statistics == statistics)
    // Fewer photos: the row is measured again, as high as the ones left.
    page.arrangePhotos(in: [0, 1])
    #expect(page.photos.frame.size.height == 20 + 120 + 20 as CGFloat)
    #expect(page.name.frame.minY == 200 + 160 as CGFloat)
  }

  @Test("the row scrolls along x, between 0 and its largest offset; the page does not move")
  func scrollPhotos() {
    let page = pageWithPhotos()
    let statistics = page.engine.statistics
    page.scrollPhotos(to: 100)
    #expect(page.photosOffset == 100)
    #expect(page.photos.contentOffset.y == 0)
    page.scrollPhotos(to: 10_000)
    #expect(page.photosOffset == 682 - 375 as CGFloat)
    page.scrollPhotos(to: -5)
    #expect(page.photosOffset == 0)
    #expect(page.engine.statistics == statistics)
    // A photo that hides keeps the row's window on its content.
    page.scrollPhotos(to: page.maximumPhotosOffset)
    page.setPhotoHidden(true, at: 2)
    #expect(page.photosOffset == 472 - 375 as CGFloat)
  }

  @Test("reset shows every photo again, at its first height and order, scrolled to its start")
  func reset() {
    let page = pageWithPhotos()
    page.setPhotoHeight(MerchantPage.tallPhotoHeight, at: 0)
    page.setPhotoHidden(true, at: 2)
    page.arrangePhotos(in: [3, 2, 1, 0])
    page.scrollPhotos(to: 50)
    page.reset()
    #expect(page.photoOrder == [0, 1, 2, 3])
    #expect(page.photoCards.map(\.frame.size) == MerchantPage.photoSizes)
    #expect(page.photoCards.allSatisfy { !$0.isHidden })
    #expect(page.photosOffset == 0)
    #expect(page.photos.frame.size.height == 180)
    #expect(ys(page) == [0, 200, 380, 490, 560, 710] as [CGFloat])
  }

  @Test("the snapshot holds the row's photos, its content width and its offset")
  func snapshot() throws {
    let page = pageWithPhotos()
    let before = page.snapshot()
    page.setPhotoHidden(true, at: 0)
    page.scrollPhotos(to: 30)
    let after = page.snapshot(comparedWith: before)
    let row = try #require(after.sections.first { $0.name == "photos" }?.row)
    #expect(row.cards.map(\.name) == ["photo1", "photo2", "photo3", "photo4"])
    #expect(row.visibleCards.map(\.moved) == [-170, -170, -170] as [CGFloat])
    #expect(row.contentWidth == 682 - 170 as CGFloat)
    #expect(row.offset == 30)
    #expect(after.hiddenNames == ["photo1"])
    #expect(after.sections.filter { $0.name != "photos" }.allSatisfy { $0.row == nil })
  }
}

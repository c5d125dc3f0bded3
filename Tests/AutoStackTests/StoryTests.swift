import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// AASubviews' demo story, frame by frame.
@MainActor
@Suite struct StoryTests {}

extension StoryTests {
  @Test("a hotel stacks its five sections and sizes the content to them")
  func hotelArrange() {
    let page = HotelPage()
    SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    #expect(page.ys(page.hotelOrder) == [0, 200, 200 + 110, 310 + 70, 380 + 150] as [CGFloat])
    #expect(page.scrollView.contentSize == CGSize(width: 375, height: 530 + 240))
    #expect(page.scrollView.subviews.map(\.name) == ["header", "name", "ad", "desc", "comments"])
  }

  @Test("closing the ad moves every section below it up by the ad's height")
  func closeAd() {
    let page = HotelPage()
    SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    page.ad.isHidden = true
    let visible = [page.header, page.name, page.desc, page.comments]
    #expect(page.ys(visible) == [0, 200, 310, 310 + 150] as [CGFloat])
    #expect(page.ad.frame.minY == 310 as CGFloat)  // where it would appear
    #expect(page.scrollView.contentSize.height == 770 - 70 as CGFloat)
  }

  @Test("expanding the description moves the comments down by the growth")
  func expandDescription() {
    let page = HotelPage()
    SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    page.ad.isHidden = true
    page.desc.frame.size.height = 450
    #expect(page.comments.frame.minY == 310 + 450 as CGFloat)
    #expect(page.scrollView.contentSize.height == 760 + 240 as CGFloat)
  }

  @Test("reset restores the first layout")
  func reset() {
    let page = HotelPage()
    SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    page.ad.isHidden = true
    page.desc.frame.size.height = 450
    page.ad.isHidden = false
    page.desc.frame.size.height = 150
    #expect(page.ys(page.hotelOrder) == [0, 200, 310, 380, 530] as [CGFloat])
    #expect(page.scrollView.contentSize.height == 770 as CGFloat)
  }

  @Test("a shop re-arranges the same sections in its own order and drops the header")
  func shopOrder() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    SimulatedStack.arrange(in: page.scrollView, subviews: page.shopOrder)
    #expect(page.ys(page.shopOrder) == [0, 70, 70 + 110, 180 + 150] as [CGFloat])
    #expect(page.scrollView.contentSize.height == 330 + 240 as CGFloat)
    #expect(page.header.superview == nil)
    #expect(page.scrollView.subviews.map(\.name) == ["name", "ad", "desc", "comments"])
    #expect(stack.engine.arrangedViews.map(\.name) == ["ad", "name", "desc", "comments"])
  }
}

// MARK: - The work each step does

extension StoryTests {
  @Test("closing the ad writes only the two sections below it, in one pass")
  func closeAdWork() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    // The header is at y 0 already; the four others move down.
    #expect(page.frameSetCounts == [0, 1, 1, 1, 1])
    #expect(stack.engine.statistics.frameWrites == 4)
    #expect(stack.engine.statistics.reflows == 1)
    page.ad.isHidden = true
    #expect(page.frameSetCounts == [0, 1, 1, 1 + 1, 1 + 1])
    #expect(stack.engine.statistics.frameWrites == 4 + 2)
    #expect(stack.engine.statistics.reflows == 1 + 1)
  }

  @Test("expanding the description writes only the comments")
  func expandDescriptionWork() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    page.desc.frame.size.height = 450
    // The description's own count is the app's write.
    #expect(page.frameSetCounts == [0, 1, 1, 1 + 1, 1 + 1])
    #expect(stack.engine.statistics.reflows == 2)
  }

  @Test("the whole story, batched, ends where its steps end, in one pass")
  func batchedStory() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    stack.engine.performBatch {
      page.ad.isHidden = true
      page.desc.frame.size.height = 450
      page.ad.isHidden = false
      page.desc.frame.size.height = 150
      page.ad.isHidden = true
    }
    #expect(page.ys(page.hotelOrder) == [0, 200, 310, 310, 310 + 150] as [CGFloat])
    #expect(stack.engine.statistics.reflows == 1 + 1)
  }

  @Test("every step of the story matches the reference layout")
  func storyMatchesReference() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    let steps: [() -> Void] = [
      { page.ad.isHidden = true },
      { page.desc.frame.size.height = 450 },
      { page.ad.isHidden = false },
      { page.desc.frame.size.height = 150 },
      { SimulatedStack.arrange(in: page.scrollView, subviews: page.shopOrder) },
      { SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder) },
    ]
    expectReferenceLayout(of: stack)
    for step in steps {
      step()
      expectReferenceLayout(of: stack)
    }
  }

  @Test("rotating the page stretches every section to the new width and keeps their y")
  func rotate() {
    let page = HotelPage()
    SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    page.scrollView.frame.size = CGSize(width: 667, height: 375)
    #expect(page.hotelOrder.map(\.frame.width) == [667, 667, 667, 667, 667] as [CGFloat])
    #expect(page.ys(page.hotelOrder) == [0, 200, 310, 380, 530] as [CGFloat])
    #expect(page.scrollView.contentSize == CGSize(width: 667, height: 770))
  }

  @Test("the scroll view's indicator is never touched by the story")
  func indicatorUntouched() {
    let page = HotelPage()
    let indicator = page.addScrollIndicator()
    SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    page.ad.isHidden = true
    page.desc.frame.size.height = 450
    SimulatedStack.arrange(in: page.scrollView, subviews: page.shopOrder)
    #expect(indicator.frame == CGRect(x: 368, y: 2, width: 3, height: 60))
    #expect(indicator.frameSetCount == 0)
    #expect(page.scrollView.subviews.first === indicator)
  }
}

// MARK: - A row of photos

extension StoryTests {
  /// The hotel page with a row of photos below the header: a horizontal scroll view whose
  /// AutoStack arranges four photos along x, 10 apart, at the top, inside insets of 20 above
  /// and below and 16 at each end; the page sizes the row to fit.
  ///
  ///     header 0 (200), photos 200 (20 + 140 + 20 = 180), name 380, ad 490, desc 560,
  ///     comments 710; content 950
  @MainActor
  struct PhotoPage {
    init() {
      SimulatedStack.attached(to: row).engine.arrange(
        photos,
        options: AutoStackOptions(
          spacing: 10, insets: AutoStackInsets(top: 20, left: 16, bottom: 20, right: 16),
          alignment: .leading, axis: .horizontal))
      let order = [page.header, row, page.name, page.ad, page.desc, page.comments]
      pageStack = SimulatedStack.arrange(in: page.scrollView, subviews: order)
      pageStack.engine.setSizing(.fitting, for: row)
    }

    let page = HotelPage()
    let row = SimulatedView(
      name: "photos", frame: CGRect(x: 0, y: 0, width: 375, height: 0), scrolls: true)
    let photos = [(160, 120), (120, 90), (200, 140), (140, 110)].enumerated().map {
      SimulatedView(
        name: "photo\($0 + 1)",
        frame: CGRect(x: 0, y: 0, width: CGFloat($1.0), height: CGFloat($1.1)))
    }
    let pageStack: SimulatedStack

    var rowStack: SimulatedStack { SimulatedStack.attached(to: row) }
    /// The sections below the row.
    var below: [SimulatedView] { [page.name, page.ad, page.desc, page.comments] }
  }

  @Test("a row of photos sized to fit takes its tallest photo's height and its insets")
  func photoRow() {
    let page = PhotoPage()
    #expect(page.row.frame == CGRect(x: 0, y: 200, width: 375, height: 20 + 140 + 20))
    #expect(page.photos.map(\.frame.minX) == [16, 186, 316, 526] as [CGFloat])
    #expect(page.photos.map(\.frame.minY) == [20, 20, 20, 20] as [CGFloat])  // .leading: the top
    #expect(page.row.contentSize == CGSize(width: 526 + 140 + 16, height: 180))
    #expect(page.page.ys(page.below) == [380, 490, 560, 710] as [CGFloat])
    #expect(page.page.scrollView.contentSize.height == 950)
    expectReferenceLayout(of: page.pageStack)
  }

  @Test("a photo that loads taller grows the row, and the page below moves by as much")
  func tallerPhoto() {
    let page = PhotoPage()
    let ys = page.page.ys(page.below)
    let writes = page.pageStack.engine.statistics.frameWrites
    page.photos[1].frame.size.height = 220
    #expect(page.row.frame.size.height == 20 + 220 + 20 as CGFloat)
    #expect(page.page.ys(page.below) == ys.map { $0 + 80 })
    #expect(page.page.scrollView.contentSize.height == 950 + 80 as CGFloat)
    // The row and the four sections below it; the other photos stay where they are.
    #expect(page.pageStack.engine.statistics.frameWrites == writes + 5)
    #expect(page.photos.map(\.frame.minX) == [16, 186, 316, 526] as [CGFloat])
    expectReferenceLayout(of: page.pageStack)
  }

  @Test("a photo that hides leaves a gap no more, and the row, measured again, shrinks")
  func hiddenPhoto() {
    let page = PhotoPage()
    page.photos[1].frame.size.height = 220
    page.photos[1].isHidden = true
    #expect(page.photos.map(\.frame.minX) == [16, 186, 186, 396] as [CGFloat])
    #expect(page.row.contentSize.width == 396 + 140 + 16 as CGFloat)
    page.pageStack.engine.invalidateSize(of: page.row)
    #expect(page.row.frame.size.height == 180)
    #expect(page.page.ys(page.below) == [380, 490, 560, 710] as [CGFloat])
    expectReferenceLayout(of: page.pageStack)
  }

  @Test("photos in a new order move along the row, and the page does not move")
  func reorderedPhotos() {
    let page = PhotoPage()
    let statistics = page.pageStack.engine.statistics
    page.rowStack.engine.arrange(page.photos.reversed())
    #expect(page.photos.reversed().map(\.frame.minX) == [16, 166, 376, 506] as [CGFloat])
    #expect(page.row.frame.size.height == 180)
    #expect(page.page.ys(page.below) == [380, 490, 560, 710] as [CGFloat])
    #expect(page.pageStack.engine.statistics == statistics)
  }
}

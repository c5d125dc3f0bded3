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

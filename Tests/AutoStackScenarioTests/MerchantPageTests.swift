import AutoStack
import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStackScenario

/// The merchant page's actions, on the real engine.
///
///     header    200
///     name      110
///     ad         70
///     desc      150 / 450
///     comments  240
@MainActor
@Suite struct MerchantPageTests {}

extension MerchantPageTests {
  private func ys(_ page: MerchantPage) -> [CGFloat] { page.engine.arrangedViews.map(\.frame.minY) }
}

extension MerchantPageTests {
  @Test("a new page is a hotel, arranged from the top, with no spacing and no insets")
  func newPage() {
    let page = MerchantPage()
    #expect(page.kind == .hotel)
    #expect(page.engine.arrangedViews.map(\.name) == ["header", "name", "ad", "desc", "comments"])
    #expect(ys(page) == [0, 200, 200 + 110, 310 + 70, 380 + 150] as [CGFloat])
    #expect(page.scrollView.contentSize == CGSize(width: 375, height: 530 + 240))
    #expect(page.scrollOffset == 0)
  }

  @Test("closing the ad moves the sections below it up, and reopening moves them back")
  func closeAndReopenAd() {
    let page = MerchantPage()
    page.setAdClosed(true)
    #expect(page.isAdClosed)
    #expect(ys(page) == [0, 200, 310, 310, 310 + 150] as [CGFloat])
    #expect(page.contentHeight == 770 - 70 as CGFloat)
    page.setAdClosed(false)
    #expect(ys(page) == [0, 200, 310, 380, 530] as [CGFloat])
  }

  @Test("expanding the description moves the comments down by 450 - 150")
  func expandDescription() {
    let page = MerchantPage()
    page.setDescriptionExpanded(true)
    #expect(page.isDescriptionExpanded)
    #expect(page.comments.frame.minY == 530 + 300 as CGFloat)
    #expect(page.contentHeight == 770 + 300 as CGFloat)
    #expect(page.tallestContentHeight == 770 + 300 as CGFloat)
  }

  @Test("reset reopens the ad, collapses the description in one reflow and scrolls up")
  func reset() {
    let page = MerchantPage()
    page.setAdClosed(true)
    page.setDescriptionExpanded(true)
    page.scroll(to: 200)
    let reflows = page.engine.statistics.reflows
    page.reset()
    #expect(page.engine.statistics.reflows == reflows + 1)
    #expect(ys(page) == [0, 200, 310, 380, 530] as [CGFloat])
    #expect(page.scrollOffset == 0)
  }

  @Test("reset keeps a shop a shop")
  func resetShop() {
    let page = MerchantPage(kind: .shop)
    page.setAdClosed(true)
    page.reset()
    #expect(page.kind == .shop)
    #expect(!page.isAdClosed)
  }

  @Test("a shop re-arranges the same views without the header")
  func shop() {
    let page = MerchantPage()
    page.show(.shop)
    #expect(page.engine.arrangedViews.map(\.name) == ["ad", "name", "desc", "comments"])
    #expect(ys(page) == [0, 70, 70 + 110, 180 + 150] as [CGFloat])
    #expect(page.header.superview == nil)
    page.show(.hotel)
    #expect(page.header.superview === page.scrollView)
    #expect(ys(page) == [0, 200, 310, 380, 530] as [CGFloat])
  }

  @Test("scrolling stays between the top and the content's height less the window's")
  func scrollRange() {
    let page = MerchantPage()
    page.scroll(to: 50)
    #expect(page.scrollOffset == 50)
    page.scroll(to: 10_000)
    #expect(page.scrollOffset == 770 - 667 as CGFloat)
    page.scroll(to: -5)
    #expect(page.scrollOffset == 0)
  }

  @Test("a shrinking page pulls the scroll offset back onto the content")
  func scrollClamp() {
    let page = MerchantPage()
    page.setDescriptionExpanded(true)
    page.scroll(to: page.maximumScrollOffset)
    #expect(page.scrollOffset == 1070 - 667 as CGFloat)
    page.setDescriptionExpanded(false)
    #expect(page.scrollOffset == 770 - 667 as CGFloat)
    page.show(.shop)
    #expect(page.scrollOffset == 0)  // 570 fits in the window
  }

  @Test("a snapshot lists the arranged sections and what moved since the one before")
  func snapshot() {
    let page = MerchantPage()
    let before = page.snapshot()
    page.setAdClosed(true)
    let after = page.snapshot(comparedWith: before)
    #expect(after.title == "Hotel")
    #expect(after.hiddenNames == ["ad"])
    #expect(after.visibleSections.map(\.name) == ["header", "name", "desc", "comments"])
    #expect(after.visibleSections.map(\.moved) == [0, 0, -70, -70] as [CGFloat])
    #expect(after.contentSize.height == 700 as CGFloat)
    #expect(after.windowHeight == 667 as CGFloat)
  }
}

// MARK: - Loading

extension MerchantPageTests {
  @Test("a new page shows its content, with placeholders set and none showing")
  func newPageHasNoPlaceholder() {
    let page = MerchantPage()
    #expect(page.state == .content)
    #expect(page.visiblePlaceholderKind == nil)
    #expect(
      AutoStackPlaceholderKind.allCases.allSatisfy { page.engine.placeholder(for: $0) != nil })
    #expect(page.snapshot().placeholder == nil)
  }

  @Test("load ends its request 1.2 s later on the page's clock, in the content or a failure")
  func load() {
    let page = MerchantPage()
    page.load()
    #expect(page.state == .loading && page.isLoading)
    page.clock.advance(by: 1.199)
    #expect(page.state == .loading)
    page.clock.advance(by: 0.001)
    #expect(page.state == .content && !page.isLoading)
    page.load(failing: true)
    page.clock.advance(by: 1.2)
    #expect(page.state == .failed)
    #expect(page.visiblePlaceholderKind == .failed)
  }

  @Test("a new request drops the one under way")
  func reload() {
    let page = MerchantPage()
    page.load(failing: true)
    page.clock.advance(by: 1)
    page.load()
    page.clock.advance(by: 1.2)
    #expect(page.state == .content)
  }

  @Test("the placeholder covers the window where it is scrolled, and says what it is")
  func placeholderSnapshot() {
    let page = MerchantPage()
    page.setDescriptionExpanded(true)
    page.scroll(to: 200)
    page.load(failing: true)
    page.clock.advance(by: 2)
    let placeholder = page.snapshot().placeholder
    #expect(placeholder?.kind == .failed)
    #expect(placeholder?.frame == CGRect(x: 0, y: 200, width: 375, height: 667))
    #expect(placeholder?.text == "The hotel could not be loaded")
    #expect(!page.scrollView.isScrollEnabled)
  }

  @Test("hiding every section shows the empty placeholder; reset shows every section again")
  func everySectionHidden() {
    let page = MerchantPage()
    page.setEverySectionHidden(true)
    #expect(page.isEverySectionHidden)
    #expect(page.visiblePlaceholderKind == .empty)
    #expect(page.contentHeight == 0)
    page.reset()
    #expect(page.engine.arrangedViews.allSatisfy { !$0.isHidden })
    #expect(page.visiblePlaceholderKind == nil)
    #expect(page.contentHeight == 770)
  }
}

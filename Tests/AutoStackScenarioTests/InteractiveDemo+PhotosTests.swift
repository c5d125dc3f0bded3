import Foundation
import Testing

@testable import AutoStackScenario

/// The keys of the row of photos, on the interactive page with its tab bar.
///
///     header 0 (200), photos 200 (180; 260 with a photo loaded taller), tabs 380, name 420,
///     ad 530, desc 600, comments 750; content 990
@MainActor
@Suite struct InteractiveDemoPhotosTests {}

extension InteractiveDemoPhotosTests {
  private func demo(pressing keys: DemoKey...) -> InteractiveDemo {
    let demo = InteractiveDemo(loads: false)
    for key in keys { demo.handle(key) }
    return demo
  }
}

extension InteractiveDemoPhotosTests {
  @Test("p adds the row of photos below the header, and its keys take a line of their own")
  func addPhotos() {
    let demo = demo()
    #expect(demo.screen(rows: 60, columns: 100).last?.hasSuffix(" · p add photos") == true)
    demo.handle(.character("p"))
    #expect(demo.page.showsPhotos)
    #expect(demo.page.tabBar.frame.minY == 200 + 180 as CGFloat)
    // The row, measured, and the tab bar, name, ad, desc and comments below it.
    #expect(
      demo.message
        == "Added a row of photos, 180 high · AutoStack: writes 6 reflows 1 measures 1")
    let screen = demo.screen(rows: 60, columns: 100)
    #expect(
      screen.last
        == "p a photo loads taller · o hide a photo · m reorder photos · ←→ scroll photos")
    #expect(screen[screen.count - 2] == "l reload · f reload and fail · e hide every section")
    #expect(screen.contains { $0.hasPrefix(" 200 ┌─ photos · 375 × 180 ") })
  }

  @Test("the keys of the photos wait for the row")
  func noRowYet() {
    for key in [DemoKey.character("o"), .character("m"), .left, .right, .character("]")] {
      let demo = demo(pressing: key)
      #expect(!demo.page.showsPhotos)
      #expect(demo.message.hasPrefix("No row of photos yet: press p to add one · AutoStack: "))
    }
  }

  @Test("p loads a photo taller, one after the other, then puts them back to size")
  func tallerPhotos() {
    let demo = demo(pressing: .character("p"), .character("p"))
    #expect(demo.page.photos.frame.size.height == 260)
    #expect(demo.page.tabBar.frame.minY == 200 + 260 as CGFloat)
    #expect(
      demo.message
        == "photo1 loaded taller: the row is 260 high · AutoStack: writes 6 reflows 1 measures 1")
    for _ in 1...3 { demo.handle(.character("p")) }
    #expect(demo.page.photoCards.allSatisfy { $0.frame.height == MerchantPage.tallPhotoHeight })
    #expect(demo.screen(rows: 60, columns: 100).last?.hasPrefix("p photos back to size") == true)
    demo.handle(.character("p"))
    #expect(demo.page.photoCards.map(\.frame.size) == MerchantPage.photoSizes)
    #expect(demo.page.photos.frame.size.height == 180)
    // In one batch: the page reflows once.
    #expect(demo.message.hasSuffix("180 high · AutoStack: writes 6 reflows 1 measures 1"))
  }

  @Test("o hides a photo after the other until one is left, then shows them all")
  func hidePhotos() {
    let demo = demo(pressing: .character("p"), .character("o"))
    #expect(demo.page.photoCards.map(\.isHidden) == [true, false, false, false])
    #expect(demo.page.photoCards[1].frame.minX == 16)
    // The tallest photo, 140, is still shown: the row keeps its height, and the page is not
    // even measured again.
    #expect(
      demo.message == "Hid photo1: the row is 180 high · AutoStack: writes 0 reflows 0 measures 0")
    demo.handle(.character("o"))
    demo.handle(.character("o"))
    #expect(demo.page.photos.frame.size.height == 20 + 110 + 20 as CGFloat)
    #expect(demo.page.tabBar.frame.minY == 200 + 150 as CGFloat)
    #expect(demo.screen(rows: 60, columns: 100).last?.contains("o show every photo") == true)
    demo.handle(.character("o"))
    #expect(demo.page.photoCards.allSatisfy { !$0.isHidden })
    #expect(demo.page.photos.frame.size.height == 180)
  }

  @Test("m moves the first photo to the end; the page does not move")
  func reorder() {
    let demo = demo(pressing: .character("p"), .character("m"))
    #expect(demo.page.photoOrder == [1, 2, 3, 0])
    #expect(
      demo.message
        == "Moved the first photo to the end: photo2, photo3, photo4, photo1 · AutoStack: writes 0 reflows 0 measures 0"
    )
  }

  @Test("→ ] and ← [ scroll the row by 100, inside its content")
  func scrollPhotos() {
    let demo = demo(pressing: .character("p"), .right, .character("]"))
    #expect(demo.page.photosOffset == 200)
    #expect(demo.message == "Scrolled the photos to 200 · AutoStack: writes 0 reflows 0 measures 0")
    demo.handle(.right)
    demo.handle(.right)
    #expect(demo.page.photosOffset == 682 - 375 as CGFloat)
    demo.handle(.left)
    demo.handle(.character("["))
    #expect(demo.page.photosOffset == 107)
    #expect(demo.page.scrollOffset == 0)
    #expect(
      demo.screen(rows: 100, columns: 100).contains { $0.contains("─ visible 107 to 482 of 682 ") })
  }

  @Test("r puts the photos back: every one shown, at its size and in its order, at the start")
  func reset() {
    let demo = demo(
      pressing: .character("p"), .character("p"), .character("o"), .character("m"), .right,
      .character("r"))
    #expect(demo.page.photoOrder == [0, 1, 2, 3])
    #expect(demo.page.photoCards.map(\.frame.size) == MerchantPage.photoSizes)
    #expect(demo.page.photoCards.allSatisfy { !$0.isHidden })
    #expect(demo.page.photosOffset == 0)
    #expect(demo.page.photos.frame.size.height == 180)
  }
}

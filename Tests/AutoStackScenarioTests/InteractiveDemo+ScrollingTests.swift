import Foundation
import Testing

@testable import AutoStackScenario

/// The interactive mode's keys of scrolling beyond AASubviews, and the sections on screen.
@MainActor
@Suite struct InteractiveDemoScrollingTests {
  /// A demo on a hotel page whose description is expanded, scrolled to its end: 403 to 1070,
  /// where the header, the name and the ad (to 380) are out of the window.
  func scrolledToTheComments() -> InteractiveDemo {
    let demo = InteractiveDemo(loads: false)
    demo.handle(.character("d"))
    demo.handle(.end)
    return demo
  }
}

extension InteractiveDemoScrollingTests {
  @Test("the screen names the sections on screen, and they follow the scroll")
  func sectionsOnScreen() {
    let line = "on screen: header, name, ad, desc, comments · h header image · n anchoring on"
    #expect(InteractiveDemo(loads: false).screen(rows: 60, columns: 100).contains(line))
    let demo = scrolledToTheComments()
    #expect(demo.scrollingHelp.hasPrefix("on screen: desc, comments ·"))
  }

  @Test("h loads an image in the header: without anchoring the sections on screen jump")
  func headerImage() {
    let demo = scrolledToTheComments()
    demo.handle(.character("h"))
    #expect(demo.page.header.frame.size.height == 320)
    #expect(demo.page.scrollOffset == 403)
    #expect(demo.message.hasPrefix("An image loaded in the header · AutoStack: "))
  }

  @Test("n turns anchoring on: the next image moves the offset with the sections")
  func anchoringKey() {
    let demo = scrolledToTheComments()
    demo.handle(.character("n"))
    #expect(demo.page.isScrollAnchoringEnabled)
    #expect(demo.message.hasPrefix("Scroll anchoring on · "))
    demo.handle(.character("h"))
    #expect(demo.page.scrollOffset == 403 + 120 as CGFloat)
    #expect(demo.scrollingHelp.hasSuffix("n anchoring off"))
  }

  @Test("after three images, h removes them")
  func removeImages() {
    let demo = InteractiveDemo(loads: false)
    for _ in 0..<4 { demo.handle(.character("h")) }
    #expect(demo.page.header.frame.size.height == 200)
    #expect(demo.message.hasPrefix("Removed the header's images"))
  }
}

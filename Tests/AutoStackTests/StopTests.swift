import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// After `stop()`, views and content size stay as the arrangement left them.
@MainActor
@Suite struct StopTests {}

extension StopTests {
  // Found by the demo's scenario `stop` then `width 300`, which printed `content 300 0`.
  @Test("a width change after stop leaves the content size as it was")
  func widthChangeAfterStop() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    stack.engine.stop()
    page.scrollView.frame.size.width = 300
    #expect(page.scrollView.contentSize == CGSize(width: 375, height: 530 + 240))
    #expect(page.comments.frame == CGRect(x: 0, y: 530, width: 375, height: 240))
  }

  @Test("new options after stop reflow nothing until the next arrange")
  func optionsAfterStop() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    let reflows = stack.engine.statistics.reflows
    stack.engine.stop()
    stack.engine.options.spacing = 10
    stack.engine.setNeedsReflow()
    #expect(stack.engine.statistics.reflows == reflows)
    #expect(page.scrollView.contentSize.height == 770 as CGFloat)
    SimulatedStack.arrange(
      in: page.scrollView, subviews: page.hotelOrder, spacing: 10)
    #expect(page.scrollView.contentSize.height == 770 + 4 * 10 as CGFloat)
  }
}

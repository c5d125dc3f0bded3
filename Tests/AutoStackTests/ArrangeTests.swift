import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Arranging and re-arranging: which views stay, which leave, and what is reported.
@MainActor
@Suite struct ArrangeTests {}

extension ArrangeTests {
  @Test(
    "re-arranging keeps the views that stay with their custom spacing, drops the others and adds new ones"
  )
  func rearrange() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    stack.engine.setCustomSpacing(20, after: page.name)
    let banner = SimulatedView(name: "banner", frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    SimulatedStack.arrange(in: page.scrollView, subviews: [page.name, banner, page.desc])
    #expect(stack.engine.arrangedViews.map(\.name) == ["name", "banner", "desc"])
    #expect(page.scrollView.subviews.map(\.name) == ["name", "desc", "banner"])
    #expect(page.header.superview == nil)
    #expect(stack.engine.customSpacing(after: page.name) == 20)
    #expect(page.ys([page.name, banner, page.desc]) == [0, 110 + 20, 130 + 50] as [CGFloat])
  }

  @Test("diagnostics give positions in the array given, past a skipped container and a repeat")
  func diagnosticPositions() {
    let page = HotelPage()
    var diagnostics: [AutoStackDiagnostic] = []
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: [])
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    SimulatedStack.arrange(
      in: page.scrollView, subviews: [page.header, page.scrollView, page.name, page.header])
    #expect(
      diagnostics == [.containerInSubviews(index: 1), .duplicateSubview(index: 3, firstIndex: 0)])
    #expect(stack.engine.arrangedViews.map(\.name) == ["header", "name"])
  }
}

extension ArrangeTests {
  @Test("a batch that changes the first view and then every other reflows once and places them all")
  func batchFromTheTop() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    let reflows = stack.engine.statistics.reflows
    stack.engine.performBatch {
      page.header.frame.size.height = 100
      page.ad.isHidden = true
      page.desc.frame.size.height = 450
    }
    #expect(stack.engine.statistics.reflows == reflows + 1)
    #expect(page.ys(page.hotelOrder) == [0, 100, 210, 210, 210 + 450] as [CGFloat])
    #expect(page.scrollView.contentSize.height == 660 + 240 as CGFloat)
  }
}

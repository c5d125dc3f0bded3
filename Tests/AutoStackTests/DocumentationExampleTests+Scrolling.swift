import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The examples of the article on scroll anchoring, visibility and the reflow trace, and of
/// the doc comments of their API, run.
///
///     v0 header 200, v1 name 110, v2 ad 70, v3 desc 450, v4 comments 240
///     y 0, 200, 310, 380, 830; content 1070 in a scroll view 375 × 667
extension DocumentationExampleTests {
  static func expandedHotelPage() -> (
    scrollView: SimulatedView, views: [SimulatedView], stack: SimulatedStack
  ) {
    let (scrollView, views) = page(heights: [200, 110, 70, 450, 240])
    let stack = SimulatedStack.arrange(in: scrollView, subviews: views)
    return (scrollView, views, stack)
  }

  @Test("Scrolling: with anchoring, a header image moves the description and the offset by 120")
  func anchoringExample() {
    let (scrollView, views, stack) = Self.expandedHotelPage()
    stack.engine.isScrollAnchoringEnabled = true
    scrollView.contentOffset.y = 403
    views[0].frame.size.height = 320
    #expect(views[3].frame.minY == 500)
    #expect(scrollView.contentOffset.y == 523)
  }

  @Test("Scrolling: content shrinking under the offset brings its end back, 770 − 667 = 103")
  func clampExample() {
    let (scrollView, views, stack) = Self.expandedHotelPage()
    #expect(stack.engine.contentSize?.height == 1070)
    scrollView.contentOffset.y = 403
    views[3].frame.size.height = 150
    #expect(scrollView.contentOffset.y == 103)
  }

  @Test("Scrolling: at half their height, four sections appear, then three leave and one comes")
  func visibilityExample() {
    let (scrollView, _, stack) = Self.expandedHotelPage()
    var events: [String] = []
    stack.engine.visibilityThreshold = 0.5
    stack.engine.onVisibilityChange = { view, isVisible in
      events.append("\(isVisible ? "appear" : "disappear") \(view.name)")
    }
    #expect(events == ["appear v0", "appear v1", "appear v2", "appear v3"])
    events = []
    scrollView.contentOffset.y = 403
    #expect(events == ["disappear v0", "disappear v1", "disappear v2", "appear v4"])
  }

  @Test("Scrolling: the trace of a description collapsed from 450 to 150 moves the comments")
  func traceExample() throws {
    let (scrollView, views, stack) = Self.expandedHotelPage()
    var traces: [AutoStackReflowTrace<SimulatedView>] = []
    stack.engine.onReflow = { traces.append($0) }
    views[3].frame.size.height = 150
    let trace = try #require(traces.first)
    guard case .view(let view, let change) = trace.cause else {
      Issue.record("cause \(trace.cause)")
      return
    }
    #expect(view === views[3])
    #expect(change.oldHeight == 450 && change.newHeight == 150)
    #expect(trace.movedViewCount == 1)
    #expect(views[4].frame.minY == 530)
    #expect(trace.contentOffsetY == 0)
    #expect(scrollView.contentSize.height == 770)
  }

  @Test("isScrollAnchoringEnabled: the comments 100 points below the top stay there")
  func anchoringDocComment() {
    // Offset 900, the comments at y 1000; the header grows by 120.
    let (scrollView, views) = Self.page(heights: [200, 800, 1000])
    SimulatedStack.arrange(in: scrollView, subviews: views).engine.isScrollAnchoringEnabled = true
    scrollView.contentOffset.y = 900
    views[0].frame.size.height += 120
    #expect(views[2].frame.minY == 1120)
    #expect(scrollView.contentOffset.y == 1020)
  }
}

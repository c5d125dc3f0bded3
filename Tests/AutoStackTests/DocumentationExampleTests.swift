import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The examples of the doc comments and the DocC articles, run: each number a reader is shown
/// is checked here, so the documentation cannot drift from the engine.
@MainActor
@Suite struct DocumentationExampleTests {}

// MARK: - Fixtures

extension DocumentationExampleTests {
  /// A scroll view 375 wide and views of the given heights, not yet arranged.
  static func page(heights: [CGFloat]) -> (scrollView: SimulatedView, views: [SimulatedView]) {
    let scrollView = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    let views = heights.enumerated().map { index, height in
      SimulatedView(name: "v\(index)", frame: CGRect(x: 0, y: 0, width: 100, height: height))
    }
    return (scrollView, views)
  }

  static func ys(_ views: [SimulatedView]) -> [CGFloat] { views.map(\.frame.minY) }
}

// MARK: - Doc comments

extension DocumentationExampleTests {
  @Test("AutoStackEngine: spacing 8 stacks heights 44, 120, 60 at 0, 52, 180 in 240")
  func engineExample() {
    let (scrollView, views) = Self.page(heights: [44, 120, 60])
    SimulatedStack.arrange(
      in: scrollView, subviews: views, spacing: 8)
    #expect(Self.ys(views) == [0, 44 + 8, 52 + 120 + 8] as [CGFloat])
    #expect(scrollView.contentSize.height == 180 + 60 as CGFloat)
  }

  @Test("AutoStackOptions: insets of 16 and spacing 8 give 16, 68 and a height of 204")
  func optionsExample() {
    let (scrollView, views) = Self.page(heights: [44, 120])
    let options = AutoStackOptions(spacing: 8, insets: AutoStackInsets(top: 16, bottom: 16))
    SimulatedStack.attached(to: scrollView).engine.arrange(views, options: options)
    #expect(Self.ys(views) == [16, 16 + 44 + 8] as [CGFloat])
    #expect(scrollView.contentSize.height == 16 + 44 + 8 + 120 + 16 as CGFloat)
  }

  @Test("AutoStackStatistics: hiding the second of five views writes three frames in one reflow")
  func statisticsExample() {
    let (scrollView, views) = Self.page(heights: [200, 110, 70, 150, 240])
    let stack = SimulatedStack.arrange(in: scrollView, subviews: views)
    let before = stack.engine.statistics
    views[1].isHidden = true
    #expect(stack.engine.statistics.frameWrites - before.frameWrites == 3)
    #expect(stack.engine.statistics.reflows - before.reflows == 1)
  }

  @Test("AutoStackDiagnostic: a view given twice is reported at its second index")
  func diagnosticExample() {
    let (scrollView, views) = Self.page(heights: [200, 110])
    var diagnostics: [AutoStackDiagnostic] = []
    let stack = SimulatedStack.arrange(in: scrollView, subviews: [])
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    stack.engine.arrange([views[0], views[1], views[0]])
    #expect(diagnostics == [.duplicateSubview(index: 2, firstIndex: 0)])
    #expect(stack.engine.arrangedViews.map(\.name) == ["v0", "v1"])
  }
}

// MARK: - Getting Started

extension DocumentationExampleTests {
  @Test("Getting Started: the hotel page, its ad closed, its description expanded, re-arranged")
  func gettingStarted() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    let before = stack.engine.statistics
    page.ad.isHidden = true
    // Closing the ad moves two views: desc and comments.
    #expect(stack.engine.statistics.frameWrites - before.frameWrites == 2)
    #expect(page.scrollView.contentSize.height == 770 - 70 as CGFloat)
    page.desc.frame.size.height = 450
    #expect(page.scrollView.contentSize.height == 700 + 300 as CGFloat)

    let fresh = HotelPage()
    SimulatedStack.arrange(in: fresh.scrollView, subviews: fresh.shopOrder)
    #expect(Self.ys(fresh.shopOrder) == [0, 70, 70 + 110, 180 + 150] as [CGFloat])
  }
}

// MARK: - Behaviour and Edge Cases

extension DocumentationExampleTests {
  @Test("Edge cases: a hidden view collapses with its spacing, a zero-height view does not")
  func hiddenAndZeroHeight() {
    let (scrollView, views) = Self.page(heights: [44, 30, 64])
    SimulatedStack.arrange(
      in: scrollView, subviews: views, spacing: 8, insets: AutoStackInsets(top: 10, bottom: 10))
    #expect(Self.ys(views) == [10, 10 + 44 + 8, 62 + 30 + 8] as [CGFloat])
    #expect(scrollView.contentSize.height == 100 + 64 + 10 as CGFloat)
    views[1].isHidden = true
    #expect(Self.ys(views) == [10, 10 + 44 + 8, 62] as [CGFloat])
    #expect(scrollView.contentSize.height == 62 + 64 + 10 as CGFloat)
    views[1].isHidden = false
    views[1].frame.size.height = 0
    #expect(Self.ys(views) == [10, 62, 62 + 0 + 8] as [CGFloat])
    #expect(scrollView.contentSize.height == 70 + 64 + 10 as CGFloat)
  }

  @Test("Edge cases: with every view hidden the content height is the two insets")
  func everyViewHidden() {
    let (scrollView, views) = Self.page(heights: [44, 64])
    SimulatedStack.arrange(
      in: scrollView, subviews: views, spacing: 8, insets: AutoStackInsets(top: 10, bottom: 20))
    for view in views { view.isHidden = true }
    #expect(scrollView.contentSize.height == 10 + 20 as CGFloat)
  }

  @Test("Edge cases: a custom spacing counts only while a later view is visible")
  func customSpacing() {
    let (scrollView, views) = Self.page(heights: [44, 30, 64])
    let stack = SimulatedStack.arrange(
      in: scrollView, subviews: views, spacing: 8)
    stack.engine.setCustomSpacing(24, after: views[0])
    #expect(Self.ys(views) == [0, 44 + 24, 68 + 30 + 8] as [CGFloat])
    views[1].isHidden = true
    views[2].isHidden = true
    #expect(scrollView.contentSize.height == 44 as CGFloat)
  }

  @Test("Edge cases: a plain container that grows moves the views below it in its parent")
  func nesting() {
    let (scrollView, views) = Self.page(heights: [100, 0, 50])
    let inner = views[1]
    let rows = [SimulatedView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))]
    SimulatedStack.arrange(in: scrollView, subviews: views)
    SimulatedStack.arrange(in: inner, subviews: rows)
    #expect(inner.frame.height == 40 as CGFloat)
    #expect(views[2].frame.minY == 100 + 40 as CGFloat)
    rows[0].frame.size.height = 90
    #expect(views[2].frame.minY == 100 + 90 as CGFloat)
    #expect(scrollView.contentSize.height == 190 + 50 as CGFloat)
  }

  @Test("Edge cases: a new container width reflows every view, a new height nothing")
  func widthChange() {
    let (scrollView, views) = Self.page(heights: [44, 64])
    let stack = SimulatedStack.arrange(in: scrollView, subviews: views)
    let before = stack.engine.statistics
    scrollView.frame.size.height = 300
    #expect(stack.engine.statistics.reflows == before.reflows)
    scrollView.frame.size.width = 812
    #expect(views.map(\.frame.width) == [812, 812] as [CGFloat])
    #expect(scrollView.contentSize == CGSize(width: 812, height: 44 + 64))
  }

  @Test("Edge cases: a batch of changes reflows once, from the highest change down")
  func batch() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    let before = stack.engine.statistics
    stack.engine.performBatch {
      page.ad.isHidden = true
      page.desc.frame.size.height = 450
      #expect(page.comments.frame.minY == 530 as CGFloat)  // nothing moves inside the batch
    }
    #expect(stack.engine.statistics.reflows - before.reflows == 1)
    #expect(page.comments.frame.minY == 310 + 450 as CGFloat)
  }

  @Test("Edge cases: a view removed by the app leaves at the next reflow that reaches it")
  func removedByApp() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    var diagnostics: [AutoStackDiagnostic] = []
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    page.ad.removeFromSuperview()
    #expect(page.desc.frame.minY == 380 as CGFloat)  // not seen yet
    stack.engine.setNeedsReflow()
    #expect(diagnostics == [.subviewRemovedFromContainer(index: 2)])
    #expect(page.desc.frame.minY == 310 as CGFloat)
    #expect(stack.engine.arrangedViews.count == 4)
  }

  @Test("Edge cases: views that resize each other forever stop after 100 passes")
  func reflowLoop() {
    let (scrollView, views) = Self.page(heights: [44, 64])
    let stack = SimulatedStack.arrange(in: scrollView, subviews: views)
    var diagnostics: [AutoStackDiagnostic] = []
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    // Whenever the second view moves, it grows the first one, which moves it again.
    views[1].addObserver(views[0]) { [unowned first = views[0]] _ in
      first.frame.size.height += 1
    }
    views[0].frame.size.height = 50
    #expect(diagnostics == [.reflowLoop(passes: 100, index: 0)])
  }

  @Test("Edge cases: invalid values are laid out as documented and reported")
  func badInput() {
    let (scrollView, views) = Self.page(heights: [44, 64])
    var diagnostics: [AutoStackDiagnostic] = []
    let stack = SimulatedStack.arrange(in: scrollView, subviews: [])
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    stack.engine.arrange([views[0], scrollView, views[1]])
    #expect(diagnostics == [.containerInSubviews(index: 1)])
    views[0].frame.size.height = .infinity
    #expect(diagnostics.last == .invalidHeight(index: 0, height: .infinity))
    #expect(views[1].frame.minY == 0 as CGFloat)  // the infinite view takes no space
    stack.engine.options.spacing = .infinity
    #expect(diagnostics.last == .invalidSpacing(.infinity))
    scrollView.frame.size.width = .infinity
    #expect(diagnostics.last == .invalidContainerWidth(.infinity))
    #expect(views[1].frame.width == 0 as CGFloat)
    stack.engine.arrange([])
    #expect(scrollView.contentSize.height == 0 as CGFloat)
  }
}

// MARK: - Custom views and hosts

extension DocumentationExampleTests {
  /// The view type of the `Stackable` doc comment.
  @MainActor
  final class Box: Stackable {
    var frame = CGRect(x: 0, y: 0, width: 0, height: 44)
    var isHidden = false
    var autoStackMembership: AutoStackMembership?
  }

  /// A host of its own: it owns its engine, as `AutoStackObserver` and `SimulatedStack` do.
  ///
  /// Its width is whatever the app sets, a negative one included, which no UIKit container
  /// reports.
  @MainActor
  final class PageHost: AutoStackHost {
    init(width: CGFloat) { layoutSize = CGSize(width: width, height: 0) }

    lazy var engine = AutoStackEngine(host: self)
    var layoutSize: CGSize {
      didSet { engine.containerDidChange() }
    }
    var contentSize = CGSize.zero
    var subviews: [Box] = []
    var container: Box? { nil }
    func setContentSize(_ size: CGSize, axis: AutoStackAxis) { contentSize = size }
    func contains(_ view: Box) -> Bool { subviews.contains { $0 === view } }
    func addSubview(_ view: Box) { subviews.append(view) }
    func removeSubview(_ view: Box) { subviews.removeAll { $0 === view } }
    func observe(_ view: Box) -> any ViewObservation { Unobserved() }
  }

  /// What ``PageHost`` observes of a box: nothing, as its boxes never change by themselves.
  @MainActor
  final class Unobserved: ViewObservation {
    func invalidate() {}
  }

  @Test("Stackable and AutoStackHost: views of your own type stack in a host of your own")
  func customViewsAndHost() {
    let host = PageHost(width: 320)
    let boxes = [Box(), Box(), Box()]
    boxes[1].frame.size.height = 120
    host.engine.arrange(boxes, options: AutoStackOptions(spacing: 8))
    #expect(boxes.map(\.frame.minY) == [0, 44 + 8, 52 + 120 + 8] as [CGFloat])
    #expect(boxes.allSatisfy { $0.frame.width == 320 })
    #expect(host.subviews.count == 3)
    #expect(host.contentSize == CGSize(width: 320, height: 180 + 44))
  }

  @Test("a negative container width is laid out as 0 and reported")
  func negativeWidthContainer() {
    let host = PageHost(width: -50)
    var diagnostics: [AutoStackDiagnostic] = []
    host.engine.onDiagnostic = { diagnostics.append($0) }
    let boxes = [Box(), Box()]
    host.engine.arrange(boxes)
    #expect(diagnostics == [.invalidContainerWidth(-50)])
    #expect(boxes.map(\.frame.size.width) == [0, 0] as [CGFloat])
    #expect(host.contentSize == CGSize(width: 0, height: 44 + 44))
  }

  @Test("a container width that becomes invalid is reported, and valid again reflows")
  func containerWidthBecomesInvalid() {
    let host = PageHost(width: 375)
    var diagnostics: [AutoStackDiagnostic] = []
    host.engine.onDiagnostic = { diagnostics.append($0) }
    let boxes = [Box(), Box()]
    host.engine.arrange(boxes)
    host.layoutSize.width = -1
    host.layoutSize.width = -1
    #expect(diagnostics == [.invalidContainerWidth(-1)])
    host.layoutSize.width = 320
    #expect(boxes.map(\.frame.size.width) == [320, 320] as [CGFloat])
  }

  @Test("a NaN height keeps its frame, takes no space, and is reported once")
  func nanHeight() {
    let host = PageHost(width: 320)
    var diagnostics: [AutoStackDiagnostic] = []
    host.engine.onDiagnostic = { diagnostics.append($0) }
    let boxes = [Box(), Box()]
    host.engine.arrange(boxes)
    boxes[0].frame.size.height = .nan
    host.engine.setNeedsReflow()
    host.engine.setNeedsReflow()
    #expect(diagnostics == [.invalidHeight(index: 0, height: .nan)])
    #expect(boxes[0].frame.size.height.isNaN)
    #expect(boxes[1].frame.minY == 0 as CGFloat)
    #expect(host.contentSize.height == 44 as CGFloat)
  }

  @Test("a NaN view width, with an alignment other than fill, is placed as 0 and reported")
  func nanWidth() {
    let host = PageHost(width: 320)
    var diagnostics: [AutoStackDiagnostic] = []
    host.engine.onDiagnostic = { diagnostics.append($0) }
    let box = Box()
    box.frame.size.width = .nan
    host.engine.arrange([box], options: AutoStackOptions(alignment: .center))
    #expect(diagnostics == [.invalidWidth(index: 0, width: .nan)])
    // Never written: a frame with a NaN would raise on a device.
    #expect(box.frame.origin.x == 0 as CGFloat)
  }

  // Regression: a NaN width at the first pass was taken for "no change" and not reported.
  @Test("a NaN container width is laid out as 0 and reported")
  func nanContainerWidth() {
    let host = PageHost(width: .nan)
    var diagnostics: [AutoStackDiagnostic] = []
    host.engine.onDiagnostic = { diagnostics.append($0) }
    let boxes = [Box(), Box()]
    host.engine.arrange(boxes)
    #expect(diagnostics == [.invalidContainerWidth(.nan)])
    #expect(boxes.map(\.frame.size.width) == [0, 0] as [CGFloat])
    #expect(boxes.map(\.frame.minY) == [0, 44] as [CGFloat])
  }
}

// MARK: - Loading, Failed and Empty Placeholders

extension DocumentationExampleTests {
  /// The hotel of the article, arranged, with its three placeholders and its times.
  private static func loadingHotel() -> (HotelPage, SimulatedStack) {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    stack.engine.placeholderOptions = AutoStackPlaceholderOptions(
      graceTime: 0.3, minimumShowTime: 0.8)
    for kind in AutoStackPlaceholderKind.allCases {
      stack.engine.setPlaceholder(SimulatedView(name: kind.rawValue), for: kind)
    }
    return (page, stack)
  }

  /// When the loading and failed placeholders show, in milliseconds, for a request that ends
  /// at `end` milliseconds in `outcome`, sampled every millisecond up to 2 s.
  private static func shown(endingAt end: Int, in outcome: AutoStackState) -> [String] {
    let (_, stack) = loadingHotel()
    stack.engine.state = .loading
    var spans: [String] = []
    var current: (kind: AutoStackPlaceholderKind, from: Int)?
    for time in 0...2000 {
      if time == end { stack.engine.state = outcome }
      let kind = stack.engine.visiblePlaceholderKind
      if kind != current?.kind {
        if let current { spans.append("\(current.kind.rawValue) \(current.from)-\(time)") }
        current = kind.map { ($0, time) }
      }
      stack.clock.advance(by: 0.001)
    }
    if let current { spans.append("\(current.kind.rawValue) \(current.from)-") }
    return spans
  }

  @Test("Placeholders: what shows for a request that ends at different times")
  func placeholderTimeline() {
    #expect(Self.shown(endingAt: 200, in: .content) == [])
    #expect(Self.shown(endingAt: 1200, in: .content) == ["loading 300-1200"])
    #expect(Self.shown(endingAt: 500, in: .content) == ["loading 300-\(300 + 800)"])
    #expect(Self.shown(endingAt: 500, in: .failed) == ["loading 300-1100", "failed 1100-"])
    #expect(Self.shown(endingAt: 200, in: .failed) == ["failed 200-"])
  }

  @Test("Placeholders: the spinner covers the hotel scrolled to its bottom, at 0, 103, 375, 667")
  func placeholderPlacement() {
    let (page, stack) = Self.loadingHotel()
    page.scrollView.contentOffset.y = 770 - 667
    stack.engine.state = .loading
    stack.clock.advance(by: 0.3)
    #expect(
      stack.engine.placeholder(for: .loading)?.frame
        == CGRect(x: 0, y: 103, width: 375, height: 667))
    #expect(page.scrollView.contentSize == CGSize(width: 375, height: 770))
    #expect(!page.scrollView.isScrollEnabled)
    for section in page.hotelOrder { section.isHidden = true }
    stack.engine.state = .content
    stack.clock.advance(by: 0.8)
    #expect(stack.engine.visiblePlaceholderKind == .empty)
    #expect(page.scrollView.isScrollEnabled)
  }

  @Test("Placeholders: a test runs a grace time by advancing the simulator's clock")
  func placeholderClock() {
    let page = HotelPage()
    let stack = SimulatedStack.arrange(in: page.scrollView, subviews: page.hotelOrder)
    stack.engine.placeholderOptions.graceTime = 0.3
    stack.engine.setPlaceholder(SimulatedView(name: "spinner"), for: .loading)
    stack.engine.state = .loading
    stack.clock.advance(by: 0.299)
    #expect(stack.engine.visiblePlaceholderKind == nil)
    stack.clock.advance(by: 0.001)
    #expect(stack.engine.visiblePlaceholderKind == .loading)
  }
}

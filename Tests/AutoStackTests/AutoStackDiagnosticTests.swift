import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Bad input never crashes and never loses a view: each misuse or odd value gets a
/// sensible layout and, where it is a misuse, an exact diagnostic.
///
/// Unless a test says otherwise, the fixture is a scroll view 375 wide and three views:
///
///     v0   40
///     v1   60
///     v2   20
@MainActor
@Suite struct AutoStackDiagnosticTests {}

extension AutoStackDiagnosticTests {
  private func fixture(_ heights: [CGFloat] = [40, 60, 20], width: CGFloat = 375) -> EngineFixture {
    EngineFixture(heights: heights, width: width)
  }

  /// Whether every one of `views` is a subview of `container`: no view was lost.
  private func allIn(_ container: SimulatedView, _ views: [SimulatedView]) -> Bool {
    views.allSatisfy { $0.superview === container }
  }

  // MARK: - Arrangement misuse

  @Test("a view given twice is arranged at its first position; each repeat is reported")
  func duplicates() {
    let f = fixture()
    let (v0, v1, v2) = (f.views[0], f.views[1], f.views[2])
    f.arrange([v0, v1, v0, v2, v1, v1])
    #expect(
      f.diagnostics == [
        .duplicateSubview(index: 2, firstIndex: 0),
        .duplicateSubview(index: 4, firstIndex: 1),
        .duplicateSubview(index: 5, firstIndex: 1),
      ])
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v1", "v2"])
    #expect(f.ys == [0, 40, 40 + 60] as [CGFloat])
    #expect(f.container.subviews.map(\.name) == ["v0", "v1", "v2"])
    #expect(f.views.map(\.observerCount) == [1, 1, 1])
  }

  @Test("the container in its own array is skipped and reported")
  func containerInOwnArray() {
    let f = fixture()
    f.arrange([f.views[0], f.container, f.views[1], f.container])
    #expect(f.diagnostics == [.containerInSubviews(index: 1), .containerInSubviews(index: 3)])
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v1"])
    #expect(f.container.superview == nil)
    #expect(f.container.observerCount == 1)  // its own host's, for its width
    #expect(f.ys[1] == 40 as CGFloat)
  }

  @Test("an empty array arranges nothing and gives a content height of both insets")
  func emptyArray() {
    let f = fixture()
    f.arrange(
      [], options: AutoStackOptions(spacing: 8, insets: AutoStackInsets(top: 10, bottom: 6)))
    #expect(f.contentHeight == 10 + 6 as CGFloat)
    #expect(f.diagnostics.isEmpty)
    f.arrange()
    f.arrange([])
    // Re-arranging to nothing drops every view: they leave the container.
    #expect(f.views.allSatisfy { $0.superview == nil && $0.observerCount == 0 })
    #expect(f.contentHeight == 16 as CGFloat)
  }

  @Test("arranging after stop starts a new arrangement, without a diagnostic")
  func arrangeAfterStop() {
    let f = fixture()
    f.arrange()
    f.engine.stop()
    f.arrange([f.views[2], f.views[0]])
    #expect(f.diagnostics.isEmpty)
    #expect(f.ys[0] == 20 as CGFloat)
    #expect(allIn(f.container, f.views))
  }

  @Test("a custom spacing after a view that is not arranged is ignored and reported")
  func customSpacingForUnarrangedView() {
    let f = fixture()
    f.arrange([f.views[0], f.views[1]])
    f.engine.setCustomSpacing(10, after: f.views[2])
    #expect(f.diagnostics == [.customSpacingForUnarrangedView])
    #expect(f.engine.customSpacing(after: f.views[2]) == nil)
    #expect(f.views[2].superview == nil)
  }

  @Test("views the app removed together leave in one pass, each reported at its arranged index")
  func subviewsRemovedTogether() {
    let f = EngineFixture(heights: Array(repeating: 10, count: 1_000))
    f.arrange()
    for index in f.views.indices where index % 2 == 0 { f.views[index].removeFromSuperview() }
    f.engine.setNeedsReflow()
    #expect(
      f.diagnostics
        == stride(from: 0, to: 1_000, by: 2).map { .subviewRemovedFromContainer(index: $0) })
    #expect(
      f.engine.arrangedViews.map(\.name) == stride(from: 1, to: 1_000, by: 2).map { "v\($0)" })
    #expect(f.contentHeight == 500 * 10 as CGFloat)
    #expect(f.views[999].frame.minY == 499 * 10 as CGFloat)
  }

  @Test("a view the app removed from the container leaves the arrangement and is reported")
  func subviewRemoved() {
    let f = fixture()
    f.arrange()
    f.views[1].removeFromSuperview()
    f.views[2].frame.size.height = 30  // below it: this pass does not reach it
    #expect(f.diagnostics.isEmpty)
    f.views[0].frame.size.height = 50  // above it: this pass does
    #expect(f.diagnostics == [.subviewRemovedFromContainer(index: 1)])
    #expect(f.ys == [0, 40, 50] as [CGFloat])
    #expect(f.engine.arrangedViews.map(\.name) == ["v0", "v2"])
  }

  // MARK: - Odd heights

  @Test("a negative height keeps its frame, takes no space, and is reported once per value")
  func negativeHeight() {
    let f = fixture()
    f.views[1].frame.size.height = -20
    f.arrange(options: AutoStackOptions(spacing: 5))
    #expect(f.diagnostics == [.invalidHeight(index: 1, height: -20)])
    #expect(f.views[1].frame == CGRect(x: 0, y: 45, width: 375, height: -20))
    #expect(f.ys[2] == 45 + 0 + 5 as CGFloat)
    #expect(f.contentHeight == 50 + 20 as CGFloat)
    f.engine.setNeedsReflow()
    #expect(f.diagnostics.count == 1)
    f.views[1].frame.size.height = -30
    #expect(f.diagnostics.last == .invalidHeight(index: 1, height: -30))
    f.views[1].frame.size.height = 60
    #expect(f.diagnostics.count == 2)
    #expect(f.ys == [0, 45, 45 + 60 + 5] as [CGFloat])
  }

  @Test("an infinite height takes no space and is reported; other views stay finite")
  func infiniteHeight() {
    let f = fixture()
    f.views[2].frame.size.height = .infinity
    f.views[0].frame.size.height = -.infinity
    f.arrange()
    #expect(
      f.diagnostics == [
        .invalidHeight(index: 0, height: -.infinity), .invalidHeight(index: 2, height: .infinity),
      ])
    // Neither is written, nor the view between, already in place: a layer would derive a
    // NaN from an infinite size.
    #expect(f.frameSetCounts == [1, 0, 1])
    #expect(f.views[1].frame.minY == 0 as CGFloat)
    #expect(f.contentHeight == 60 as CGFloat)
  }

  @Test("a hidden view with an odd height is reported too, and still takes no space")
  func hiddenOddHeight() {
    let f = fixture()
    f.views[1].isHidden = true
    f.views[1].frame.size.height = -.infinity
    f.arrange()
    #expect(f.diagnostics == [.invalidHeight(index: 1, height: -.infinity)])
    // Its frame reads back with a NaN y, as a layer's would; it is never written.
    #expect(f.ys[0] == 0 && f.ys[1].isNaN && f.ys[2] == 40)
    #expect(f.frameSetCounts[1] == 1)
  }

  // MARK: - Odd widths

  @Test("a zero-width container lays views out 0 wide, without a diagnostic, until it grows")
  func zeroWidthContainer() {
    let f = fixture(width: 0)
    f.arrange(options: AutoStackOptions(insets: AutoStackInsets(left: 10, right: 10)))
    #expect(f.diagnostics.isEmpty)
    #expect(f.views.map(\.frame.size.width) == [0, 0, 0] as [CGFloat])
    #expect(f.ys == [0, 40, 100] as [CGFloat])
    #expect(f.container.contentSize == CGSize(width: 0, height: 120))
    f.container.frame.size.width = 375
    #expect(f.views.map(\.frame.size.width) == [355, 355, 355] as [CGFloat])
  }

  // Regression: a NaN width at the first pass was taken for "no change" and not reported.
  @Test("an infinite container width is laid out as 0 and reported")
  func infiniteWidthContainer() {
    for width in [CGFloat.infinity] {
      let f = fixture(width: width)
      f.arrange()
      #expect(f.diagnostics == [.invalidContainerWidth(width)])
      #expect(f.views.map(\.frame.size.width) == [0, 0, 0] as [CGFloat])
      #expect(f.ys == [0, 40, 100] as [CGFloat])
    }
  }

  @Test("with an alignment other than fill, an odd view width is placed as 0 and reported")
  func oddViewWidth() {
    let f = fixture()
    f.views[0].frame.size.width = -30
    f.views[2].frame.size.width = .infinity
    f.arrange(options: AutoStackOptions(alignment: .center))
    #expect(
      f.diagnostics == [
        .invalidWidth(index: 0, width: -30), .invalidWidth(index: 2, width: .infinity),
      ])
    #expect(f.views[0].frame.origin.x == 375 / 2 as CGFloat)
    #expect(f.views[0].frame.size.width == -30 as CGFloat)
    // An infinite width is never written: its center would be infinite.
    #expect(f.views[2].frameSetCount == 1)
  }

  @Test("with fill, an odd view width is replaced by the container's, without a diagnostic")
  func oddViewWidthWithFill() {
    let f = fixture()
    f.views[0].frame.size.width = .infinity
    f.arrange()
    #expect(f.diagnostics.isEmpty)
    #expect(f.views[0].frame.size.width == 375 as CGFloat)
  }

  // MARK: - Odd spacing and insets

  @Test("a NaN or infinite spacing is laid out as 0 and reported")
  func invalidSpacing() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: .nan))
    #expect(f.diagnostics == [.invalidSpacing(.nan)])
    #expect(f.ys == [0, 40, 100] as [CGFloat])
    f.engine.options.spacing = .infinity
    #expect(f.diagnostics.last == .invalidSpacing(.infinity))
    #expect(f.contentHeight == 120 as CGFloat)
  }

  @Test("each NaN or infinite inset is laid out as 0 and reported")
  func invalidInsets() {
    let f = fixture()
    let insets = AutoStackInsets(top: .nan, left: .infinity, bottom: -.infinity, right: 8)
    f.arrange(options: AutoStackOptions(insets: insets))
    #expect(
      f.diagnostics == [
        .invalidSpacing(.nan), .invalidSpacing(.infinity), .invalidSpacing(-.infinity),
      ])
    #expect(f.views[0].frame == CGRect(x: 0, y: 0, width: 375 - 8, height: 40))
    #expect(f.contentHeight == 120 as CGFloat)
  }

  @Test("a NaN or infinite custom spacing is laid out as 0 and reported")
  func invalidCustomSpacing() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: 10))
    f.engine.setCustomSpacing(.nan, after: f.views[0])
    f.engine.setCustomSpacing(.infinity, after: f.views[1])
    #expect(f.diagnostics == [.invalidSpacing(.nan), .invalidSpacing(.infinity)])
    #expect(f.engine.customSpacing(after: f.views[0]) == 0 as CGFloat)
    #expect(f.ys == [0, 40, 100] as [CGFloat])
  }

  @Test("a negative spacing is a choice, not a misuse: views overlap, without a diagnostic")
  func negativeSpacing() {
    let f = fixture()
    f.arrange(options: AutoStackOptions(spacing: -10))
    #expect(f.diagnostics.isEmpty)
    #expect(f.ys == [0, 40 - 10, 30 + 60 - 10] as [CGFloat])
  }

  // MARK: - Scale

  @Test("100,000 views are arranged, reflowed and re-arranged like five")
  func hundredThousandViews() {
    let count = 100_000
    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    let views = (0..<count).map {
      SimulatedView(frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat($0 % 4 + 1)))
    }
    let stack = SimulatedStack.arrange(
      in: container, subviews: views, spacing: 1)
    var diagnostics: [AutoStackDiagnostic] = []
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    func expectReference(sourceLocation: SourceLocation = #_sourceLocation) {
      expectReferenceLayout(of: stack, sourceLocation: sourceLocation)
      #expect(stack.engine.arrangedViews.count == count, sourceLocation: sourceLocation)
    }
    // Heights cycle 1, 2, 3, 4: each run of four takes 10 plus 4 spacings.
    #expect(container.contentSize.height == CGFloat(count / 4 * 14 - 1))
    expectReference()
    views[0].isHidden = true
    views[count - 1].frame.size.height = 50
    expectReference()
    stack.engine.performBatch {
      for view in views[..<1_000] { view.frame.size.height = 2 }
    }
    expectReference()
    SimulatedStack.arrange(
      in: container, subviews: views.reversed(), spacing: 1)
    expectReference()
    #expect(views.allSatisfy { $0.superview === container && $0.observerCount == 1 })
    #expect(diagnostics.isEmpty)
    stack.engine.stop()
  }

  // MARK: - Diagnostics themselves

  @Test("diagnostics compare NaN values as equal, and other values exactly")
  func diagnosticEquality() {
    #expect(
      AutoStackDiagnostic.invalidHeight(index: 1, height: .nan)
        == .invalidHeight(index: 1, height: .nan))
    #expect(
      AutoStackDiagnostic.invalidHeight(index: 1, height: .nan)
        != .invalidHeight(index: 2, height: .nan))
    #expect(AutoStackDiagnostic.invalidSpacing(.nan) != .invalidSpacing(.infinity))
    #expect(
      AutoStackDiagnostic.duplicateSubview(index: 2, firstIndex: 0)
        != .containerInSubviews(index: 2))
  }

  @Test("each diagnostic describes itself with its values")
  func descriptions() {
    let diagnostics: [AutoStackDiagnostic] = [
      .duplicateSubview(index: 3, firstIndex: 1), .containerInSubviews(index: 2),
      .invalidHeight(index: 4, height: -5), .invalidWidth(index: 5, width: .nan),
      .invalidContainerWidth(-7), .invalidSpacing(.infinity),
      .subviewRemovedFromContainer(index: 6),
      .customSpacingForUnarrangedView, .reflowLoop(passes: 100, index: 0),
      .placeholderInSubviews(index: 8), .invalidPlaceholder(.loading),
      .scrollToUnavailableSection, .nilContainer,
    ]
    let descriptions = diagnostics.map(\.description)
    #expect(Set(descriptions).count == diagnostics.count)
    #expect(descriptions[0] == "subview 3 is subview 1 again; the duplicate is ignored")
    #expect(descriptions[2].contains("-5.0"))
    #expect(descriptions[8].contains("100"))
    #expect(descriptions[9].hasPrefix("subview 8 is a placeholder"))
    #expect(descriptions[10].hasPrefix("the loading placeholder is the container"))
    #expect(descriptions[11].hasSuffix("it scrolls nothing"))
    #expect(AutoStackDiagnostic.scrollToUnavailableSection != .sizingOfUnarrangedView)
  }

  @Test("a nil container given to an Objective-C entry point is a diagnostic of its own")
  func nilContainer() {
    #expect(AutoStackDiagnostic.nilContainer == .nilContainer)
    #expect(AutoStackDiagnostic.nilContainer != .containerInSubviews(index: 0))
    let description = AutoStackDiagnostic.nilContainer.description
    #expect(description.hasPrefix("a container given to AutoStack was nil"))
    #expect(description.hasSuffix("the call did nothing"))
  }

  @Test("placeholder diagnostics compare their index and their kind")
  func placeholderDiagnosticEquality() {
    #expect(AutoStackDiagnostic.invalidPlaceholder(.empty) == .invalidPlaceholder(.empty))
    #expect(AutoStackDiagnostic.invalidPlaceholder(.empty) != .invalidPlaceholder(.failed))
    #expect(AutoStackDiagnostic.placeholderInSubviews(index: 1) != .containerInSubviews(index: 1))
  }
}

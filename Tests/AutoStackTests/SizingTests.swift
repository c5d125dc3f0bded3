import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Fitting views measured at their slot width: when each trigger measures, the height cache,
/// batching of invalidations, and bad measurements.
///
///     container  scroll, 375 wide, insets 0 10 0 10: a slot of 355
///     title      label, 100 characters   ceil(1000 / 355) = 3 lines → 60
///     fixed      a fixed view, 44
///     body       label, 500 characters   ceil(5000 / 355) = 15 lines → 300
@MainActor
@Suite struct SizingTests {
  let f = EngineFixture(heights: [0, 44, 0])
  var title: SimulatedView { f.views[0] }
  var fixed: SimulatedView { f.views[1] }
  var body: SimulatedView { f.views[2] }

  init() {
    f.views[0].text = SimulatedText(characters: 100)
    f.views[2].text = SimulatedText(characters: 500)
    f.engine.options = Self.insets
    f.engine.arrange(f.views)
    f.engine.performBatch {
      f.engine.setSizing(.fitting, for: f.views[0])
      f.engine.setSizing(.fitting, for: f.views[2])
    }
  }

  /// The fixture's options: a slot of 355.
  static let insets = AutoStackOptions(
    insets: AutoStackInsets(top: 0, left: 10, bottom: 0, right: 10))

  /// The frames of title, fixed and body once the labels are measured at 355.
  static let measuredFrames = [
    CGRect(x: 10, y: 0, width: 355, height: 60),
    CGRect(x: 10, y: 60, width: 355, height: 44),
    CGRect(x: 10, y: 104, width: 355, height: 300),
  ]

  /// Title, fixed and body, not arranged yet, at `x 0, y 0`.
  static func unarrangedLabels() -> EngineFixture {
    let g = EngineFixture(heights: [0, 44, 0])
    g.views[0].text = SimulatedText(characters: 100)
    g.views[2].text = SimulatedText(characters: 500)
    return g
  }

  /// Statistics with these counts.
  static func statistics(frameWrites: Int, reflows: Int, measurements: Int)
    -> AutoStackStatistics
  {
    var statistics = AutoStackStatistics()
    statistics.frameWrites = frameWrites
    statistics.reflows = reflows
    statistics.measurements = measurements
    return statistics
  }

  /// The work done by `change`.
  func work(_ change: () -> Void) -> AutoStackStatistics {
    let before = f.engine.statistics
    change()
    let after = f.engine.statistics
    var work = AutoStackStatistics()
    work.frameWrites = after.frameWrites - before.frameWrites
    work.reflows = after.reflows - before.reflows
    work.measurements = after.measurements - before.measurements
    return work
  }
}

// MARK: - Arranging

extension SizingTests {
  @Test("fitting views take their measured height at the slot width; fixed views keep theirs")
  func measuredOnArrange() {
    #expect(title.frame == CGRect(x: 10, y: 0, width: 355, height: 3 * 20))
    #expect(fixed.frame == CGRect(x: 10, y: 60, width: 355, height: 44))
    #expect(body.frame == CGRect(x: 10, y: 60 + 44, width: 355, height: 15 * 20))
    #expect(f.contentHeight == 60 + 44 + 300 as CGFloat)
    #expect(f.engine.statistics.measurements == 2)
    #expect(
      title.measurementCount == 1 && body.measurementCount == 1 && fixed.measurementCount == 0)
  }

  @Test("arranging with a sizing measures every view once, in one reflow")
  func arrangeWithSizing() {
    let g = EngineFixture(heights: [0, 0])
    g.views[0].text = SimulatedText(characters: 40)
    g.views[1].text = SimulatedText(characters: 4)
    g.engine.arrange(g.views, sizing: .fitting)
    #expect(g.engine.statistics.reflows == 1)
    #expect(g.engine.statistics.measurements == 2)
    // 400 / 375 → 2 lines; 40 / 375 → 1 line.
    #expect(g.ys == [0, 40])
    #expect(g.contentHeight == 40 + 20 as CGFloat)
    #expect(g.engine.sizing(for: g.views[0]) == .fitting)
  }

  @Test("arranging views and making the labels fitting in the same batch reflows once")
  func arrangeAndSetSizingInOneBatch() {
    let g = Self.unarrangedLabels()
    g.engine.performBatch {
      g.arrange(options: Self.insets)
      g.engine.setSizing(.fitting, for: g.views[0])
      g.engine.setSizing(.fitting, for: g.views[2])
    }
    #expect(g.engine.statistics == Self.statistics(frameWrites: 3, reflows: 1, measurements: 2))
    #expect(g.frameSetCounts == [1, 1, 1])
    #expect(g.views.map(\.measurementCount) == [1, 0, 1])
    #expect(g.views.map(\.frame) == Self.measuredFrames)
  }

  @Test("arranging with a sizing, then changing a view's sizing in the same batch, reflows once")
  func arrangeWithSizingThenSetSizingInOneBatch() {
    let g = Self.unarrangedLabels()
    g.engine.performBatch {
      g.engine.arrange(g.views, sizing: .fitting, options: Self.insets)
      g.engine.setSizing(.fixed, for: g.views[1])
    }
    // The fixed view, fitting for the rest of the batch, is never measured.
    #expect(g.engine.statistics == Self.statistics(frameWrites: 3, reflows: 1, measurements: 2))
    #expect(g.frameSetCounts == [1, 1, 1])
    #expect(g.views.map(\.measurementCount) == [1, 0, 1])
    #expect(g.views.map(\.frame) == Self.measuredFrames)
  }

  @Test("an option change before the arranging batch is a reflow of its own, the batch one more")
  func optionChangeBeforeArrangingBatch() {
    let g = Self.unarrangedLabels()
    // As an arrangement starts empty, then gets its insets: a pass over no view.
    g.arrange([])
    g.engine.options = Self.insets
    #expect(g.engine.statistics == Self.statistics(frameWrites: 0, reflows: 2, measurements: 0))
    g.engine.performBatch {
      g.arrange()
      g.engine.setSizing(.fitting, for: g.views[0])
      g.engine.setSizing(.fitting, for: g.views[2])
    }
    #expect(g.engine.statistics == Self.statistics(frameWrites: 3, reflows: 3, measurements: 2))
    #expect(g.views.map(\.frame) == Self.measuredFrames)
  }

  @Test("arranging with a sizing reports a skipped view once, as arranging does")
  func arrangeWithSizingSkips() {
    let g = EngineFixture(heights: [10])
    g.engine.arrange([g.views[0], g.container, g.views[0]], sizing: .fitting)
    #expect(
      g.diagnostics == [.containerInSubviews(index: 1), .duplicateSubview(index: 2, firstIndex: 0)])
    #expect(g.engine.sizing(for: g.views[0]) == .fitting)
  }

  @Test("the sizing stays while a view stays arranged, and goes when it leaves")
  func sizingKeptAndForgotten() {
    f.engine.arrange([body, title])
    #expect(f.engine.sizing(for: body) == .fitting)
    #expect(f.engine.statistics.measurements == 2)
    f.engine.arrange([body])
    f.engine.arrange([body, title])
    #expect(f.engine.sizing(for: title) == .fixed)
  }

  @Test("a view made fixed keeps its measured frame, and then the height the app sets")
  func madeFixed() {
    f.engine.setSizing(.fixed, for: title)
    title.frame.size.height = 10
    f.container.frame.size.width = 200
    #expect(title.frame.size.height == 10 as CGFloat)
    #expect(f.engine.statistics.measurements == 2 + 1)  // body only
  }
}

// MARK: - Triggers

extension SizingTests {
  @Test("a new slot width measures every visible fitting view once, in one reflow")
  func widthChange() {
    let work = work { f.container.frame.size.width = 220 }  // slot 200
    #expect(work.measurements == 2)
    #expect(work.reflows == 1)
    // ceil(1000 / 200) = 5 lines; ceil(5000 / 200) = 25 lines.
    #expect(title.frame.size.height == 5 * 20 as CGFloat)
    #expect(body.frame == CGRect(x: 10, y: 100 + 44, width: 200, height: 25 * 20))
  }

  @Test("returning to a width already measured takes the cached sizes, measuring nothing")
  func cacheOnRotation() {
    f.container.frame.size.width = 667
    let work = work { f.container.frame.size.width = 375 }
    #expect(work.measurements == 0)
    #expect(title.frame.size.height == 60 as CGFloat)
    #expect(body.frame.minY == 60 + 44 as CGFloat)
  }

  @Test("an invalidated view is measured again at a width it had cached")
  func invalidationEmptiesTheCache() {
    f.container.frame.size.width = 667
    body.text?.characters = 50
    f.engine.invalidateSize(of: body)
    #expect(f.engine.statistics.measurements == 2 + 2 + 1)
    let work = work { f.container.frame.size.width = 375 }
    #expect(work.measurements == 1)  // body; title from its cache
    #expect(body.frame.size.height == 2 * 20 as CGFloat)  // ceil(500 / 355)
  }

  @Test("an invalidation measures that view only and reflows from it")
  func invalidation() {
    title.text?.characters = 10
    let work = work { f.engine.invalidateSize(of: title) }
    #expect(work.measurements == 1)
    #expect(work.reflows == 1)
    #expect(title.measurementCount == 2 && body.measurementCount == 1)
    #expect(f.ys == [0, 20, 20 + 44])
  }

  @Test("several invalidations in one batch measure each view once, in one reflow")
  func batchedInvalidations() {
    let work = work {
      f.stack.animate {
        title.text?.characters = 10
        f.engine.invalidateSize(of: title)
        f.engine.invalidateSize(of: body)
        f.engine.invalidateSize(of: title)
        body.text?.characters = 0
        f.engine.invalidateSize(of: body)
      }
    }
    #expect(work.measurements == 2)
    #expect(work.reflows == 1)
    #expect(f.contentHeight == 20 + 44 + 0 as CGFloat)
  }

  @Test("a Dynamic Type change empties every cache and measures every fitting view once")
  func dynamicType() {
    f.container.frame.size.width = 667
    f.container.frame.size.width = 375
    title.text?.scaleHundredths = 150
    body.text?.scaleHundredths = 150
    let work = work { f.engine.contentSizeCategoryDidChange() }
    #expect(work.measurements == 2)
    #expect(work.reflows == 1)
    // ceil(1500 / 355) = 5 lines of 30; ceil(7500 / 355) = 22 lines of 30.
    #expect(f.ys == [0, 150, 150 + 44])
    #expect(body.frame.size.height == 22 * 30 as CGFloat)
    // The other width was forgotten too.
    #expect(self.work { f.container.frame.size.width = 667 }.measurements == 2)
  }

  @Test("a change that is not a trigger measures nothing, and the app's height lasts")
  func appHeightLasts() {
    let work = work {
      fixed.frame.size.height = 50
      title.frame.size.height = 70
    }
    #expect(work.measurements == 0)
    #expect(f.ys == [0, 70, 70 + 50])
    // Until the next measurement.
    f.engine.invalidateSize(of: title)
    #expect(title.frame.size.height == 60 as CGFloat)
  }

  @Test("a hidden fitting view is measured once it shows")
  func hiddenMeasuredWhenShown() {
    body.isHidden = true
    let hidden = work { f.container.frame.size.width = 220 }
    #expect(hidden.measurements == 1)
    let shown = work { body.isHidden = false }
    #expect(shown.measurements == 1)
    #expect(body.frame.size.height == 25 * 20 as CGFloat)
  }

  @Test("centered, a fitting view takes its measured width, capped at the slot")
  func measuredWidth() {
    title.text?.characters = 12
    f.engine.invalidateSize(of: title)
    f.engine.options.alignment = .center
    #expect(title.frame == CGRect(x: 10 + (355 - 120) / 2 as CGFloat, y: 0, width: 120, height: 20))
    #expect(body.frame.size.width == 355 as CGFloat)
  }
}

// MARK: - Nested containers

extension SizingTests {
  @Test("a nested container is measured by its content height at the slot width")
  func nestedContainer() {
    let card = SimulatedView(name: "card")
    let line = SimulatedView(name: "line")
    line.text = SimulatedText(characters: 50)
    let inner = SimulatedStack.arrange(
      in: card, subviews: [line], insets: AutoStackInsets(top: 8, left: 8, bottom: 8, right: 8))
    inner.engine.setSizing(.fitting, for: line)
    f.engine.arrange([card, fixed], sizing: .fitting)
    f.engine.setSizing(.fixed, for: fixed)
    // Slot 355, inner slot 339: ceil(500 / 339) = 2 lines.
    #expect(card.frame == CGRect(x: 10, y: 0, width: 355, height: 8 + 40 + 8))
    #expect(line.frame == CGRect(x: 8, y: 8, width: 339, height: 40))
    f.container.frame.size.width = 170  // slot 150, inner 134: ceil(500 / 134) = 4 lines
    #expect(card.frame.size.height == 8 + 80 + 8 as CGFloat)
    #expect(line.frame.size.height == 80 as CGFloat)
    #expect(fixed.frame.minY == 96 as CGFloat)
    // Back to a width measured: the card and its line from their caches.
    #expect(work { f.container.frame.size.width = 375 }.measurements == 0)
    #expect(card.frame.size.height == 8 + 40 + 8 as CGFloat)
    // New text in the card: its own arrangement measures the line and resizes the card,
    // whose other widths the page then measures again.
    line.text?.characters = 10
    #expect(work { inner.engine.invalidateSize(of: line) }.measurements == 0)
    // At slots 339 and 134, and at 339 for the new text; none while the card was 0 wide.
    #expect(inner.engine.statistics.measurements == 3)
    #expect(card.frame.size.height == 8 + 20 + 8 as CGFloat)
    #expect(fixed.frame.minY == 36 as CGFloat)
    #expect(work { f.container.frame.size.width = 170 }.measurements == 1)
    #expect(card.frame.size.height == 8 + 20 + 8 as CGFloat)
  }
}

extension SizingTests {
  @Test(
    "measuring the arrangement at another width leaves an invalidated view to measure at its own")
  func fittingSizeAtAnotherWidth() {
    title.text?.characters = 10
    f.engine.performBatch {
      f.engine.invalidateSize(of: title)
      // As the arrangement a container is nested in measures it, mid-batch: slot 180.
      #expect(f.engine.fittingSize(forWidth: 200)?.height == 20 + 44 + 28 * 20 as CGFloat)
    }
    #expect(title.frame.size.height == 20)  // ceil(100 / 355) = 1 line, measured at 355
    #expect(f.engine.statistics.measurements == 2 + 2 + 1)
  }
}

// MARK: - Bad input

extension SizingTests {
  @Test("invalidating or sizing a view that is not arranged does nothing but report it")
  func unarranged() {
    let stranger = SimulatedView(name: "stranger")
    let work = work {
      f.engine.invalidateSize(of: stranger)
      f.engine.setSizing(.fitting, for: stranger)
    }
    #expect(work == AutoStackStatistics())
    #expect(f.diagnostics == [.sizingOfUnarrangedView, .sizingOfUnarrangedView])
    #expect(f.engine.sizing(for: stranger) == .fixed)
  }

  @Test("invalidating a fixed view measures and reflows nothing")
  func fixedInvalidation() {
    #expect(work { f.engine.invalidateSize(of: fixed) } == AutoStackStatistics())
    #expect(f.diagnostics.isEmpty)
  }

  /// A scroll view 375 wide, its stack, and a view whose measurement returns `measurement`.
  private static func measuringStack(_ measurement: CGSize) -> (
    SimulatedView, SimulatedStack, SimulatedView
  ) {
    let container = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 0), scrolls: true)
    let view = SimulatedView(
      name: "odd",
      frame: CGRect(
        x: 0, y: 0, width: 0, height: measurement.height.isFinite ? measurement.height : 0))
    view.measurement = measurement
    return (container, SimulatedStack.attached(to: container), view)
  }

  @Test(
    "a measured height that is NaN, infinite or negative is reported and laid out as 0",
    arguments: [CGFloat.nan, .infinity, -5])
  func invalidMeasurement(height: CGFloat) {
    let (container, stack, odd) = Self.measuringStack(CGSize(width: 10, height: height))
    var diagnostics: [AutoStackDiagnostic] = []
    stack.engine.onDiagnostic = { diagnostics.append($0) }
    stack.engine.arrange([odd], sizing: .fitting)
    #expect(diagnostics == [.invalidMeasurement(index: 0, size: CGSize(width: 10, height: height))])
    #expect(odd.frame.size.height == 0 as CGFloat)
    #expect(stack.engine.contentSize?.height == 0 as CGFloat)
    // Cached as 0: a reflow at the same width reports nothing more.
    stack.engine.setNeedsReflow()
    #expect(diagnostics.count == 1)
    withExtendedLifetime(container) {}
  }

  @Test("a measurement that resizes a view above settles in one more pass")
  func reentrantMeasurement() {
    var measured = 0
    let (container, stack, odd) = Self.measuringStack(CGSize(width: 0, height: 40))
    let above = SimulatedView(name: "above", frame: CGRect(x: 0, y: 0, width: 0, height: 30))
    odd.onMeasure = { [unowned above] in
      measured += 1
      above.frame.size.height += 5
    }
    stack.engine.arrange([above, odd])
    stack.engine.setSizing(.fitting, for: odd)
    #expect(measured == 1)
    #expect(stack.engine.statistics.reflows == 1 + 2)
    #expect(odd.frame == CGRect(x: 0, y: 35, width: 375, height: 40))
    #expect(stack.engine.contentSize?.height == 35 + 40 as CGFloat)
    withExtendedLifetime(container) {}
  }

  @Test("a measurement that invalidates its own view is measured once")
  func selfInvalidatingMeasurement() {
    let (container, stack, odd) = Self.measuringStack(CGSize(width: 0, height: 40))
    odd.onMeasure = { [weak stack, unowned odd] in stack?.engine.invalidateSize(of: odd) }
    stack.engine.arrange([odd], sizing: .fitting)
    #expect(stack.engine.statistics.measurements == 1)
    #expect(stack.engine.statistics.reflows == 1)
    withExtendedLifetime(container) {}
  }

  @Test("a measurement that re-arranges the container ends the pass, and the next one settles")
  func rearrangingMeasurement() {
    let (container, stack, odd) = Self.measuringStack(CGSize(width: 0, height: 40))
    let other = SimulatedView(name: "other", frame: CGRect(x: 0, y: 0, width: 0, height: 10))
    var once = true
    odd.onMeasure = { [weak stack, unowned odd, unowned other] in
      guard once else { return }
      once = false
      stack?.engine.arrange([other, odd])
    }
    stack.engine.arrange([odd], sizing: .fitting)
    #expect(other.frame.minY == 0 as CGFloat)
    #expect(odd.frame == CGRect(x: 0, y: 10, width: 375, height: 40))
    withExtendedLifetime(container) {}
  }
}

import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Seeded random sequences of width changes, new text, Dynamic Type changes, hiding, showing
/// and alignments, alone or in batches, on a page of labels sized to fit; after every step,
/// every frame against the reference layout of the labels' text, and the measurements made
/// against a model of the documented rules: a visible view is measured when it is new or
/// invalidated, or its slot width or alignment changed and its cache (the last four widths)
/// has no size for the width.
@MainActor
@Suite struct SizingRandomTests {
  /// What the rules say about one label.
  struct LabelModel {
    var needsMeasurement = true
    var applied: (width: CGFloat, fills: Bool)?
    var cachedWidths: [CGFloat] = []

    /// Places the label at `width`: returns whether it is measured.
    mutating func place(width: CGFloat, fills: Bool) -> Bool {
      if !needsMeasurement, let applied, applied.width == width, applied.fills == fills {
        return false
      }
      applied = (width, fills)
      if !needsMeasurement, cachedWidths.contains(width) { return false }
      needsMeasurement = false
      cachedWidths.removeAll { $0 == width }
      if cachedWidths.count == 4 { cachedWidths.removeFirst() }
      cachedWidths.append(width)
      return true
    }

    mutating func invalidate() {
      needsMeasurement = true
      cachedWidths = []
    }
  }

  static let widths: [CGFloat] = [200, 250, 320, 375, 414, 600]
  static let scales = [100, 135, 200]
}

extension SizingRandomTests {
  @Test(
    "random steps keep every frame on the reference and measure as the rules say",
    arguments: Array(1...64) as [UInt64])
  func randomSteps(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let container = SimulatedView(
      name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    let labels = (0..<8).map { index in
      let label = SimulatedView(name: "l\(index)")
      label.text = SimulatedText(characters: Int.random(in: 0...300, using: &generator))
      return label
    }
    let stack = SimulatedStack.attached(to: container)
    let engine = stack.engine
    engine.arrange(
      labels, sizing: .fitting,
      options: AutoStackOptions(
        spacing: 4, insets: AutoStackInsets(top: 8, left: 10, bottom: 8, right: 10)))
    var models = Array(repeating: LabelModel(), count: labels.count)
    var measured = place(&models, labels, engine: engine, container: container)
    #expect(engine.statistics.measurements == measured)
    for step in 0..<60 {
      let before = engine.statistics.measurements
      let count = Int.random(in: 1...3, using: &generator)
      engine.performBatch {
        for _ in 0..<count { change(labels, &models, engine, container, using: &generator) }
      }
      measured = place(&models, labels, engine: engine, container: container)
      #expect(
        engine.statistics.measurements - before == measured, "seed \(seed), step \(step)")
      let difference = ReferenceLayout.difference(in: stack)
      #expect(difference == nil, "seed \(seed), step \(step): \(difference ?? "")")
      try #require(difference == nil)
    }
  }

  /// One random change, as the app or UIKit makes it.
  func change(
    _ labels: [SimulatedView], _ models: inout [LabelModel],
    _ engine: AutoStackEngine<SimulatedStack>, _ container: SimulatedView,
    using generator: inout SplitMix64
  ) {
    let index = Int.random(in: 0..<labels.count, using: &generator)
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      container.frame.size.width = Self.widths.randomElement(using: &generator) ?? 375
    case 1:
      labels[index].text?.characters = Int.random(in: 0...300, using: &generator)
      engine.invalidateSize(of: labels[index])
      models[index].invalidate()
    case 2:
      let scale = Self.scales.randomElement(using: &generator) ?? 100
      for label in labels { label.text?.scaleHundredths = scale }
      engine.contentSizeCategoryDidChange()
      for index in models.indices { models[index].invalidate() }
    case 3, 4:
      labels[index].isHidden.toggle()
    default:
      // Every alignment, also while labels are hidden: a reflow under fill writes the slot
      // width into a hidden label, which must not stand for its measured width once shown.
      engine.options.alignment =
        [.fill, .leading, .center, .trailing].randomElement(using: &generator) ?? .fill
    }
  }

  /// What the rules say the pass does: each visible label placed at the slot width; returns
  /// the number measured.
  func place(
    _ models: inout [LabelModel], _ labels: [SimulatedView],
    engine: AutoStackEngine<SimulatedStack>, container: SimulatedView
  ) -> Int {
    let insets = engine.options.insets
    let slot = max(0, container.bounds.width - insets.left - insets.right)
    let fills = engine.options.alignment == .fill
    var count = 0
    for index in labels.indices where !labels[index].isHidden {
      if models[index].place(width: slot, fills: fills) { count += 1 }
      // The reference reads the view: its frame must be its text's size at the slot.
      let size = labels[index].text?.size(fittingWidth: slot) ?? .zero
      #expect(labels[index].frame.size.height == size.height)
      #expect(fills || labels[index].frame.size.width == size.width)
    }
    return count
  }
}

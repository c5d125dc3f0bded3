import AutoStack
import AutoStackSimulator
import Foundation

extension RandomOperation {
  /// The number of view slots the operations name.
  static let viewSlots = 8
  /// The number of containers the operations name.
  static let containers = 2

  /// The operations that `seed` stands for: the same ones on every run and platform.
  static func sequence(seed: UInt64, length: Int) -> [RandomOperation] {
    var generator = SplitMix64(seed: seed)
    return (0..<length).map { _ in random(using: &generator, depth: 0) }
  }

  /// A random operation; batches nest at most two deep.
  static func random(using generator: inout SplitMix64, depth: Int) -> RandomOperation {
    let view = Int.random(in: 0..<viewSlots, using: &generator)
    let container = Int.random(in: 0..<containers, using: &generator)
    // Weights: the common changes (heights, hiding) most, misuse now and then.
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<10:
      let count = Int.random(in: 0...viewSlots, using: &generator)
      let elements: [Element] = (0..<count).map { _ in
        Int.random(in: 0..<30, using: &generator) == 0
          ? .container : .view(Int.random(in: 0..<viewSlots, using: &generator))
      }
      return .arrange(container: container, elements, options(using: &generator))
    case 10..<14: return .drop(view: view)
    case 14..<28: return .setHidden(view: view, Bool.random(using: &generator))
    case 28..<42:
      return .setHeight(view: view, pick(heights, rarely: oddLengths, using: &generator))
    case 42..<48:
      return .setBoundsHeight(view: view, pick(heights, rarely: oddLengths, using: &generator))
    case 48..<52: return .setWidth(view: view, pick(widths, rarely: oddLengths, using: &generator))
    case 52..<55: return .move(view: view, pick(origins, using: &generator))
    case 55..<60:
      return .setContainerWidth(
        container: container, pick(containerWidths, rarely: oddLengths, using: &generator))
    case 60..<64:
      return .setSpacing(
        container: container, pick(spacings, rarely: oddSpacings, using: &generator))
    case 64..<67: return .setInsets(container: container, insets(using: &generator))
    case 67..<71:
      return .setAlignment(
        container: container, pick(AutoStackAlignment.allCases, using: &generator))
    case 71..<76:
      let spacing: CGFloat? =
        Bool.random(using: &generator) && Bool.random(using: &generator)
        ? nil : pick(spacings, rarely: oddSpacings, using: &generator)
      return .setCustomSpacing(container: container, view: view, spacing)
    case 76..<79: return .removeFromSuperview(view: view)
    case 79..<81: return .release(view: view)
    case 81..<85: return .recreate(view: view)
    case 85..<87: return .stop(container: container)
    case 87..<89: return .setNeedsReflow(container: container)
    default:
      guard depth < 2 else { return .setHidden(view: view, Bool.random(using: &generator)) }
      let count = Int.random(in: 0...6, using: &generator)
      return .batch(
        container: container,
        (0..<count).map { _ in random(using: &generator, depth: depth + 1) })
    }
  }

  // MARK: Private

  // Every value is a multiple of 1/4, so that sums are exact and frames compare exactly.
  private static let heights: [CGFloat] = [0, 10, 20, 44, 100, 12.5, 250]
  private static let widths: [CGFloat] = [0, 50, 120.5, 375, 400]
  private static let containerWidths: [CGFloat] = [320, 375, 414, 0, 100.5]
  private static let oddLengths: [CGFloat] = [-10, .nan, .infinity, -.infinity]
  private static let spacings: [CGFloat] = [0, 8, 12.5, -4]
  private static let oddSpacings: [CGFloat] = [.nan, .infinity]
  private static let insetValues: [CGFloat] = [0, 8, 16.5, -5]
  private static let origins: [CGPoint] = [
    CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 500), CGPoint(x: -10, y: 7.5),
  ]

  private static func pick<T>(_ values: [T], using generator: inout SplitMix64) -> T {
    values[Int.random(in: 0..<values.count, using: &generator)]
  }

  /// A value from `values`, or one time in twenty from `odd`.
  private static func pick(
    _ values: [CGFloat], rarely odd: [CGFloat], using generator: inout SplitMix64
  ) -> CGFloat {
    Int.random(in: 0..<20, using: &generator) == 0
      ? pick(odd, using: &generator) : pick(values, using: &generator)
  }

  private static func insets(using generator: inout SplitMix64) -> AutoStackInsets {
    func value() -> CGFloat { pick(insetValues, rarely: [.nan], using: &generator) }
    return AutoStackInsets(top: value(), left: value(), bottom: value(), right: value())
  }

  private static func options(using generator: inout SplitMix64) -> AutoStackOptions {
    guard Bool.random(using: &generator) else { return AutoStackOptions() }
    return AutoStackOptions(
      spacing: pick(spacings, rarely: oddSpacings, using: &generator),
      insets: Bool.random(using: &generator) ? .zero : insets(using: &generator),
      alignment: pick(AutoStackAlignment.allCases, using: &generator))
  }
}

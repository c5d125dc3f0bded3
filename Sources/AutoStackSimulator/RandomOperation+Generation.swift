import AutoStack
import Foundation

extension RandomOperation {
  /// The number of view slots the operations name.
  static let viewSlots = 8
  /// The number of containers the operations name.
  static let containers = 2

  /// The operations that `seed` stands for: the same ones on every run and platform.
  package static func sequence(seed: UInt64, length: Int) -> [RandomOperation] {
    var generator = SplitMix64(seed: seed)
    return (0..<length).map { _ in random(using: &generator) }
  }

  /// The axis each container of the world of `seed` stacks along as it is created: either,
  /// each drawn on its own (from a generator of its own, so that the operations of a seed do
  /// not depend on it).
  package static func creationAxes(seed: UInt64) -> [AutoStackAxis] {
    var generator = SplitMix64(seed: seed ^ 0x5eed_a715_0000_0000)
    return (0..<containers).map { _ in pick(AutoStackAxis.allCases, using: &generator) }
  }

  /// A random operation drawn from `generator`; batches and animations nest at most two
  /// deep.
  package static func random(
    using generator: inout some RandomNumberGenerator, depth: Int = 0
  ) -> RandomOperation {
    let view = Int.random(in: 0..<viewSlots, using: &generator)
    let container = Int.random(in: 0..<containers, using: &generator)
    // Weights out of 235: the common changes (heights, hiding) most, then placeholders,
    // scrolling, sizing and sections, a container's axis, misuse (a section under
    // Auto Layout) now and then.
    switch Int.random(in: 0..<235, using: &generator) {
    case 0..<10:
      let count = Int.random(in: 0...viewSlots, using: &generator)
      let elements = (0..<count).map { _ in element(using: &generator) }
      // Each option given half of the time, as `AutoStack.arrange` is called.
      return .arrange(
        container: container, elements,
        spacing: maybe(pick(spacings, rarely: oddSpacings, using: &generator), &generator),
        insets: maybe(insets(using: &generator), &generator),
        alignment: maybe(pick(AutoStackAlignment.allCases, using: &generator), &generator))
    case 10..<14: return .drop(view: view)
    case 14..<28: return .setHidden(view: view, Bool.random(using: &generator))
    case 28..<40:
      return .setHeight(view: view, pick(heights, rarely: oddLengths, using: &generator))
    case 40..<46:
      return .setBoundsHeight(view: view, pick(heights, rarely: oddLengths, using: &generator))
    case 46..<50: return .setWidth(view: view, pick(widths, rarely: oddLengths, using: &generator))
    case 50..<53: return .move(view: view, pick(origins, using: &generator))
    case 53..<58:
      return .setContainerWidth(
        container: container, pick(containerWidths, rarely: oddLengths, using: &generator))
    case 58..<62:
      return .setSpacing(
        container: container, pick(spacings, rarely: oddSpacings, using: &generator))
    case 62..<65: return .setInsets(container: container, insets(using: &generator))
    case 65..<69:
      return .setAlignment(
        container: container, pick(AutoStackAlignment.allCases, using: &generator))
    case 69..<74:
      let spacing: CGFloat? =
        Bool.random(using: &generator) && Bool.random(using: &generator)
        ? nil : pick(spacings, rarely: oddSpacings, using: &generator)
      return .setCustomSpacing(container: container, view: view, spacing)
    case 74..<77: return .removeFromSuperview(view: view)
    case 77..<79: return .release(view: view)
    case 79..<82: return .recreate(view: view, fixed: Int.random(in: 0..<3, using: &generator) == 0)
    case 82: return .stop(container: container)
    case 83: return .setNeedsReflow(container: container)
    case 84: return .addSubview(view: view, container: container)
    case 85:
      guard depth == 0 else { return .setNeedsReflow(container: container) }
      // The app creates the new container along either axis.
      return .replaceContainer(
        container: container, axis: pick(AutoStackAxis.allCases, using: &generator))
    case 86..<88:
      return .setAutoresizingMask(
        view: view, AutoStackAutoresizingMask(rawValue: UInt.random(in: 0..<64, using: &generator)))
    case 88: return .setScale(view: view, pick(scales, using: &generator))
    case 89..<115:
      return placeholderOperation(container: container, depth: depth, using: &generator)
    case 115..<141: return scrollingOperation(container: container, using: &generator)
    case 141..<169:
      return sizingOperation(container: container, view: view, using: &generator)
    case 169..<209:
      return sectionOperation(container: container, view: view, depth: depth, using: &generator)
    case 230..<232:
      // Constraints two times in three, taken off the third.
      let constrains = Int.random(in: 0..<3, using: &generator) != 0
      return .constrain(view: view, constrains ? pick(constraintFrames, using: &generator) : nil)
    case 232..<235: return .layout(container: container)
    case 209..<213:
      return .setAxis(container: container, pick(AutoStackAxis.allCases, using: &generator))
    default:
      guard depth < 2 else { return .setHidden(view: view, Bool.random(using: &generator)) }
      let isAnimated = Int.random(in: 0..<3, using: &generator) == 0
      let count = Int.random(in: 0...6, using: &generator)
      let operations = (0..<count).map { _ in random(using: &generator, depth: depth + 1) }
      return isAnimated
        ? .animate(
          container: container, milliseconds: pick(fadeDurations, using: &generator), operations)
        : .batch(container: container, operations)
    }
  }

  // MARK: Private

  // Values are multiples of 1/4, but for a third of a point, which a layer reads back
  // inexactly, as `sizeToFit` heights do on a device.
  private static let heights: [CGFloat] = [0, 10, 20, 44, 100, 12.5, 250, 100.0 / 3]
  private static let scales: [CGFloat] = [1, 0.5, 0.75, 2]
  /// Content offsets: the top, pulled above it, and past the end of most contents.
  private static let offsets: [CGFloat] = [0, -40, 50, 120, 300, 700, 2_000]
  private static let containerHeights: [CGFloat] = [667, 400, 200, 1_000]
  /// A scroll view's top and bottom insets: none, a bar's, and the home indicator's.
  private static let verticalInsets: [CGFloat] = [0, 20, 34, 64]
  private static let thresholds: [CGFloat] = [0, 0.5, 1]
  /// Waits around the grace and minimum show times, in milliseconds.
  private static let waits = [1, 50, 99, 100, 101, 300, 800]
  private static let graceTimes = [0, 100, 300]
  /// Durations of animations, in milliseconds: around the waits, and none, which fades nothing.
  static let fadeDurations = [100, 300, 250, 0]
  private static let minimumShowTimes = [0, 100, 800]
  /// Fitting most of the time: each way of measuring, and back to fixed.
  private static let sizings: [AutoStackSizing] = [
    .fitting, .fitting, .sizeThatFits, .systemLayoutSizeFitting, .fixed,
  ]
  /// Label texts, in characters.
  private static let textLengths = [0, 5, 40, 100, 300]
  /// Text sizes, in hundredths: the normal size, then larger Dynamic Type sizes.
  private static let textScales = [100, 135, 200]
  private static let widths: [CGFloat] = [0, 50, 120.5, 375, 400]
  private static let containerWidths: [CGFloat] = [320, 375, 414, 0, 100.5]
  /// Lengths that take no space.
  ///
  /// A view's geometry stays finite: a layer raises on a NaN, and reading back a frame with
  /// an infinite size gives one.
  private static let oddLengths: [CGFloat] = [-10, -0.5]
  private static let spacings: [CGFloat] = [0, 8, 12.5, -4]
  private static let oddSpacings: [CGFloat] = [.nan, .infinity]
  private static let insetValues: [CGFloat] = [0, 8, 16.5, -5]
  /// Frames that constraints give a section: a row at the top, an inset card lower down, the
  /// zero frame of a view whose constraints do not size it, and a thin row far below.
  private static let constraintFrames: [CGRect] = [
    CGRect(x: 0, y: 0, width: 375, height: 44), CGRect(x: 16, y: 120, width: 343, height: 200),
    CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: 0, y: 600, width: 375, height: 12.5),
  ]
  private static let origins: [CGPoint] = [
    CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 500), CGPoint(x: -10, y: 7.5),
  ]

  static func pick<T>(_ values: [T], using generator: inout some RandomNumberGenerator)
    -> T
  {
    values[Int.random(in: 0..<values.count, using: &generator)]
  }

  /// `value` half of the time, else `nil`.
  private static func maybe<T>(_ value: T, _ generator: inout some RandomNumberGenerator) -> T? {
    Bool.random(using: &generator) ? value : nil
  }

  /// A value from `values`, or one time in twenty from `odd`.
  private static func pick(
    _ values: [CGFloat], rarely odd: [CGFloat], using generator: inout some RandomNumberGenerator
  ) -> CGFloat {
    Int.random(in: 0..<20, using: &generator) == 0
      ? pick(odd, using: &generator) : pick(values, using: &generator)
  }

  private static func insets(using generator: inout some RandomNumberGenerator)
    -> AutoStackInsets
  {
    func value() -> CGFloat { pick(insetValues, rarely: [.nan], using: &generator) }
    return AutoStackInsets(top: value(), left: value(), bottom: value(), right: value())
  }

  /// A state, a wait (never inside a batch: time does not pass in one), a placeholder set or
  /// removed, new options, or the app's own `isScrollEnabled`.
  private static func placeholderOperation(
    container: Int, depth: Int, using generator: inout some RandomNumberGenerator
  ) -> RandomOperation {
    switch Int.random(in: 0..<26, using: &generator) {
    case 0..<8:
      return .setState(container: container, pick(AutoStackState.allCases, using: &generator))
    case 8..<16 where depth == 0:
      return .wait(milliseconds: pick(waits, using: &generator))
    case 8..<16: return .setState(container: container, .content)
    case 16..<22:
      return .setPlaceholder(
        container: container, pick(AutoStackPlaceholderKind.allCases, using: &generator),
        Int.random(in: 0..<4, using: &generator) != 0)
    case 22..<25:
      return .setPlaceholderOptions(
        container: container, graceTime: pick(graceTimes, using: &generator),
        minimumShowTime: pick(minimumShowTimes, using: &generator),
        allowsScrolling: Bool.random(using: &generator))
    default: return .setScrollEnabled(container: container, Bool.random(using: &generator))
    }
  }

  /// A scroll, a drag, anchoring, a new viewport, direction or window, or visibility watched.
  private static func scrollingOperation(
    container: Int, using generator: inout some RandomNumberGenerator
  ) -> RandomOperation {
    switch Int.random(in: 0..<26, using: &generator) {
    case 0..<7: return .scroll(container: 0, pick(offsets, using: &generator))
    case 7..<10:
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: return .setDragging(container: 0, true)
      case 1: return .releaseDrag(container: 0)
      default: return .setDragging(container: 0, false)
      }
    case 10..<13:
      return .setScrollAnchoring(
        container: container, Int.random(in: 0..<3, using: &generator) != 0)
    case 13..<15:
      return .setContainerHeight(container: container, pick(containerHeights, using: &generator))
    case 15..<17:
      func value(_ values: [CGFloat]) -> CGFloat { pick(values, using: &generator) }
      return .setContentInset(
        container: 0,
        AutoStackInsets(
          top: value(verticalInsets), left: value(insetValues), bottom: value(verticalInsets),
          right: value(insetValues)))
    case 17: return .setDirection(container: container, rightToLeft: Bool.random(using: &generator))
    case 18..<20:
      return .setInWindow(container: container, Int.random(in: 0..<3, using: &generator) != 0)
    case 20..<24:
      return .watchVisibility(container: container, Int.random(in: 0..<4, using: &generator) != 0)
    default:
      return .setVisibilityThreshold(container: container, pick(thresholds, using: &generator))
    }
  }

  /// A sizing set, a view invalidated, a label's new text, or a new text size.
  private static func sizingOperation(
    container: Int, view: Int, using generator: inout some RandomNumberGenerator
  ) -> RandomOperation {
    switch Int.random(in: 0..<28, using: &generator) {
    case 0..<10:
      return .setSizing(
        container: container, element(using: &generator), pick(sizings, using: &generator))
    case 10..<19:
      let characters =
        Int.random(in: 0..<6, using: &generator) == 0 ? nil : pick(textLengths, using: &generator)
      return .setText(view: view, characters: characters)
    case 19..<25: return .invalidateSize(container: container, element(using: &generator))
    default: return .setTextScale(pick(textScales, using: &generator))
    }
  }

  /// A view slot mostly; the nested container now and then, the container itself rarely.
  private static func element(using generator: inout some RandomNumberGenerator) -> Element {
    switch Int.random(in: 0..<33, using: &generator) {
    case 0: .container
    case 1, 2: .nested
    default: .view(Int.random(in: 0..<viewSlots, using: &generator))
    }
  }
}

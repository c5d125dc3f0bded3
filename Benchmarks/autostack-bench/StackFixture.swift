import AutoStack
import AutoStackSimulator
import Foundation

/// The stack every contender arranges: `count` views of varied heights with every 7th one
/// hidden, spaced 8 points apart in a container 375 points wide.
///
/// Operations toggle between two states by iteration parity (even: changed, odd: back), so
/// that every run changes something and an even number of runs restores the fixture.
struct StackFixture {
  // MARK: Lifecycle

  init(count: Int) {
    self.count = count
    var generator = SplitMix64(seed: 0x5EED)
    shuffledOrder = Array(0..<count).shuffled(using: &generator)
    middle = Self.visibleIndex(atOrAfter: count / 2)
    bottom = (0..<count).last { !Self.isHidden(at: $0) } ?? 0
    // Spread over the stack, top to bottom; with fewer than 100 views some change twice.
    batchIndices = (0..<Self.batchSize).map { $0 * count / Self.batchSize }
  }

  // MARK: Internal

  static let spacing: CGFloat = 8
  static let width: CGFloat = 375
  /// The width the container-width operation switches to and from.
  static let narrowWidth: CGFloat = 320
  /// What a height change adds to a view's height.
  static let heightChange: CGFloat = 10
  static let batchSize = 100

  let count: Int
  /// The index of the view changed at the top, middle and bottom (visible views).
  let top = 0
  let middle: Int
  let bottom: Int
  /// The views a batch changes.
  let batchIndices: [Int]
  /// A fixed permutation of `0..<count`, for the shuffled re-arrange.
  let shuffledOrder: [Int]

  /// The height of the view at `index` before any change: 20 to 200 points.
  static func height(at index: Int) -> CGFloat { CGFloat(20 + index * 37 % 181) }

  /// Every 7th view is hidden.
  static func isHidden(at index: Int) -> Bool { index % 7 == 6 }

  /// The height of the view at `index` in `iteration`: changed on even ones, back on odd ones.
  static func height(at index: Int, iteration: Int) -> CGFloat {
    height(at: index) + (iteration.isMultiple(of: 2) ? heightChange : 0)
  }

  /// The container's width in `iteration` of the width change.
  static func width(iteration: Int) -> CGFloat {
    iteration.isMultiple(of: 2) ? narrowWidth : width
  }

  /// The initial frame of the view at `index`: at the top, full width.
  static func initialFrame(at index: Int) -> CGRect {
    CGRect(x: 0, y: 0, width: width, height: height(at: index))
  }

  /// Where `views` stand apart from the stacking every contender must produce in
  /// `container`, to check it after it was measured; `nil` if all is in place.
  @MainActor
  static func layoutError(of views: [SimulatedView], in container: SimulatedView) -> String? {
    ReferenceLayout(
      options: AutoStackOptions(spacing: spacing), containerWidth: container.bounds.width
    )
    .difference(in: views, of: container)
  }

  // MARK: Private

  private static func visibleIndex(atOrAfter index: Int) -> Int {
    isHidden(at: index) ? index + 1 : index
  }
}

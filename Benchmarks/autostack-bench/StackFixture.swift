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
    batchIndices = Self.spread(Self.batchSize, over: count)
    largeBatchIndices = Self.spread(Self.largeBatchSize, over: count)
    innerCount = max(1, count / Self.innerStackCount)
    innerMiddle = Self.visibleIndex(atOrAfter: innerCount / 2)
  }

  // MARK: Internal

  static let spacing: CGFloat = 8
  static let width: CGFloat = 375
  /// The width the container-width operation switches to and from.
  static let narrowWidth: CGFloat = 320
  /// What a height change adds to a view's height.
  static let heightChange: CGFloat = 10
  static let batchSize = 100
  static let largeBatchSize = 1_000
  /// The inner stacks of the nested-stacks operation, arranged in an outer scroll view.
  static let innerStackCount = 10
  /// The inner stack whose view changes in the nested-stacks operation.
  static let changedInnerStack = innerStackCount / 2
  /// The height of the view that the insert operation adds.
  static let insertedHeight: CGFloat = 100

  let count: Int
  /// The index of the view changed at the top, middle and bottom (visible views).
  let top = 0
  let middle: Int
  let bottom: Int
  /// The views a batch of ``batchSize`` changes, and the same changes without a batch.
  let batchIndices: [Int]
  /// The views a batch of ``largeBatchSize`` changes, and the same changes without a batch.
  let largeBatchIndices: [Int]
  /// The views of each inner stack of the nested-stacks operation: a tenth of the views, so
  /// that the nested stacks hold about as many views as the flat one.
  let innerCount: Int
  /// The index, in its inner stack, of the view the nested-stacks operation changes.
  let innerMiddle: Int
  /// A fixed permutation of `0..<count`, for the shuffled re-arrange.
  let shuffledOrder: [Int]

  /// The views that `changeCount` changes made top to bottom change: spread evenly over the
  /// stack, and with fewer views than changes some change several times.
  static func spread(_ changeCount: Int, over count: Int) -> [Int] {
    (0..<changeCount).map { $0 * count / changeCount }
  }

  /// The views `operation` changes, if it is a batch or the same changes without one.
  func changeIndices(_ operation: BenchOperation) -> [Int] {
    operation.changeCount == Self.largeBatchSize ? largeBatchIndices : batchIndices
  }

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
    ModelLayout(
      options: AutoStackOptions(spacing: spacing), containerWidth: container.bounds.width
    )
    .difference(in: views, of: container)
  }

  /// `views` with `view` inserted at the middle, as the insert operation arranges them.
  func inserting<View>(_ view: View, into views: [View]) -> [View] {
    var result = views
    result.insert(view, at: middle)
    return result
  }

  /// `views` without the one in the middle, as the remove operation arranges them.
  func removingMiddle<View>(of views: [View]) -> [View] {
    var result = views
    result.remove(at: middle)
    return result
  }

  /// `index`, or the next index if the view there is hidden.
  static func visibleIndex(atOrAfter index: Int) -> Int {
    isHidden(at: index) ? index + 1 : index
  }
}

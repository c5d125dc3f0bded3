import AutoStack
import AutoStackSimulator
import Foundation

/// A page of 1,000 sections sized to fit: simulated labels of 40 to 439 characters, spaced 8
/// points apart, whose measurement is the simulator's label arithmetic, of fixed cost.
///
/// Each operation toggles between two states by iteration parity, as the fixture's do, except
/// the width change, which goes round more widths than a view's cache holds, so that every
/// run measures every section.
enum FittingPage {
  /// The sections of the page.
  static let count = 1_000
  /// The widths the width change goes round: more than the four a view's cache holds.
  static let newWidths: [CGFloat] = (0..<6).map { 300 + CGFloat($0) * 10 }

  /// The operations measured on the page.
  enum Operation: CaseIterable {
    case firstArrange
    case widthChange
    case widthBack
    case dynamicType
    case invalidateMiddle

    /// The table's name for the operation.
    var title: String {
      switch self {
      case .firstArrange: "fitting: first arrange"
      case .widthChange: "fitting: width change"
      case .widthBack: "fitting: width change back (cache)"
      case .dynamicType: "fitting: Dynamic Type change"
      case .invalidateMiddle: "fitting: one invalidation, middle"
      }
    }

    /// The operation's name in the JSON records.
    var slug: String {
      switch self {
      case .firstArrange: "fitting-arrange"
      case .widthChange: "fitting-width"
      case .widthBack: "fitting-width-cached"
      case .dynamicType: "fitting-dynamic-type"
      case .invalidateMiddle: "fitting-invalidate-middle"
      }
    }
  }

  /// The characters of section `index`'s text in `iteration`: the middle section's text
  /// changes on even iterations.
  static func characters(at index: Int, iteration: Int = 1) -> Int {
    40 + (index * 37) % 400 + (index == count / 2 && iteration.isMultiple(of: 2) ? 100 : 0)
  }

  /// The text scale in `iteration`: one and a half times the size on even iterations.
  static func scale(_ iteration: Int) -> Int { iteration.isMultiple(of: 2) ? 150 : 100 }

  /// The container width in `iteration` of `operation`.
  static func width(_ operation: Operation, iteration: Int) -> CGFloat {
    switch operation {
    case .widthChange: newWidths[iteration % newWidths.count]
    case .widthBack: iteration.isMultiple(of: 2) ? StackFixture.narrowWidth : StackFixture.width
    default: StackFixture.width
    }
  }

  /// Fresh labels of the page's texts, not arranged.
  @MainActor static func makeLabels() -> [SimulatedView] {
    (0..<count).map { index in
      let view = SimulatedView(frame: .zero)
      view.text = SimulatedText(characters: characters(at: index))
      return view
    }
  }
}

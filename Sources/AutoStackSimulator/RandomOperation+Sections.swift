import AutoStack
import Foundation

/// The operations on sections that ``RandomOperation/random(using:depth:)`` draws: mostly in
/// the scroll view, on pages taller than it, so that sticky views pin and scrolls to a section
/// move the offset.
extension RandomOperation {
  // MARK: Internal

  /// Stickiness and scrolls to a section, animated or not (in the scroll view mostly: a plain
  /// one ignores them), the current section watched, a tall section, a page of tall and sticky
  /// sections, a scroll through it, a wait for an animated scroll, or an animated change of
  /// the sections, which fades them.
  static func sectionOperation(
    container: Int, view: Int, depth: Int, using generator: inout some RandomNumberGenerator
  ) -> RandomOperation {
    let scrolling = Int.random(in: 0..<4, using: &generator) == 0 ? container : 0
    switch Int.random(in: 0..<41, using: &generator) {
    case 0..<6:
      return .setSticky(
        container: scrolling, view: view, Int.random(in: 0..<4, using: &generator) != 0)
    case 6..<13:
      return .scrollTo(
        container: scrolling, view: view,
        pick(AutoStackScrollPosition.allCases, using: &generator),
        animated: Bool.random(using: &generator))
    case 13..<15:
      return .watchCurrentSection(
        container: container, Int.random(in: 0..<4, using: &generator) != 0)
    case 15..<18:
      // A section taller than most, so that pages scroll.
      return .setHeight(view: view, pick(tallHeights, using: &generator))
    case 18..<24: return page(using: &generator)
    case 24..<28: return .scroll(container: 0, pick(pageOffsets, using: &generator))
    case 38..<41 where depth == 0:
      // Time for an animated scroll to a section to step, and for changes in between.
      return .wait(milliseconds: pick(scrollWaits, using: &generator))
    case 38..<41:
      return .scrollTo(
        container: 0, view: view, pick(AutoStackScrollPosition.allCases, using: &generator),
        animated: true)
    default:
      guard depth < 2 else { return .setHidden(view: view, Bool.random(using: &generator)) }
      let count = Int.random(in: 1...3, using: &generator)
      let operations = (0..<count).map { _ in
        sectionChange(container: container, using: &generator)
      }
      return .animate(
        container: container, milliseconds: pick(fadeDurations, using: &generator), operations)
    }
  }

  // MARK: Private

  /// Heights of tall sections, and offsets through a page of them.
  private static let tallHeights: [CGFloat] = [300, 450, 700]
  private static let pageOffsets: [CGFloat] = [0, 150, 400, 800, 1_200]
  /// Waits, in milliseconds, shorter than an animated scroll (300) and as long.
  private static let scrollWaits = [10, 40, 100, 300]

  /// A page in the scroll view, in one batch: most views in any order, some of them tall and
  /// some sticky, as a tab bar is.
  private static func page(using generator: inout some RandomNumberGenerator) -> RandomOperation {
    let views = (0..<viewSlots).shuffled(using: &generator).dropFirst(
      Int.random(in: 0...3, using: &generator))
    var operations: [RandomOperation] = [
      .arrange(container: 0, views.map(Element.view), spacing: nil, insets: nil, alignment: nil)
    ]
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let view = Int.random(in: 0..<viewSlots, using: &generator)
      operations.append(.setHeight(view: view, pick(tallHeights, using: &generator)))
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      operations.append(
        .setSticky(container: 0, view: Int.random(in: 0..<viewSlots, using: &generator), true))
    }
    return .batch(container: 0, operations)
  }

  /// What an animation changes of the sections of `container`: a view hidden or shown, one
  /// left out, or a new arrangement.
  private static func sectionChange(
    container: Int, using generator: inout some RandomNumberGenerator
  ) -> RandomOperation {
    let view = Int.random(in: 0..<viewSlots, using: &generator)
    switch Int.random(in: 0..<8, using: &generator) {
    case 0..<5: return .setHidden(view: view, Bool.random(using: &generator))
    case 5, 6: return .drop(view: view)
    default:
      let count = Int.random(in: 0...viewSlots, using: &generator)
      let views = (0..<count).map { _ in
        Element.view(Int.random(in: 0..<viewSlots, using: &generator))
      }
      return .arrange(container: container, views, spacing: nil, insets: nil, alignment: nil)
    }
  }
}

import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// A container whose y grows upward, as an unflipped `NSView`'s does, shows its sections where
/// a flipped one does: the host converts every frame through `UnflippedCoordinates`, and the
/// engine places every section again when a new height moves them on screen.
@MainActor
@Suite struct UnflippedContainerTests {
  /// A container 300 wide at y = 500 in a superview 1,000 high, flipped or not like its
  /// superview, and six sections 40 high, arranged with spacing and insets.
  @MainActor final class Page {
    init(flipped: Bool) {
      superview = SimulatedView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 1_000), isFlipped: flipped)
      container = SimulatedView(
        frame: CGRect(x: 0, y: 500, width: 300, height: 100), isFlipped: flipped)
      superview.addSubview(container)
      stack = SimulatedStack.arrange(
        in: container, subviews: sections, spacing: 8,
        insets: AutoStackInsets(top: 10, left: 5, bottom: 20, right: 5))
    }

    let superview: SimulatedView
    let container: SimulatedView
    let sections = (0..<6).map { _ in
      SimulatedView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    }
    var stack: SimulatedStack

    /// Each section's frame as it shows on screen, from the container's top down; `nil` for a
    /// section out of the container.
    var shownFrames: [CGRect?] {
      sections.map { section in
        guard section.superview === container else { return nil }
        return container.isFlipped
          ? section.frame
          : UnflippedCoordinates.mirrored(section.frame, within: container.bounds)
      }
    }

    /// The container's top edge on screen, from the superview's top down.
    var shownTop: CGFloat {
      superview.isFlipped ? container.frame.minY : superview.bounds.height - container.frame.maxY
    }
  }

  /// Whether both pages show their sections at the same frames, within a rounding error of
  /// the mirroring.
  func showSame(_ page: Page, _ other: Page) -> Bool {
    zip(page.shownFrames, other.shownFrames).allSatisfy { frame, other in
      guard let frame, let other else { return frame == nil && other == nil }
      return abs(frame.minX - other.minX) < 1e-9 && abs(frame.minY - other.minY) < 1e-9
        && frame.size == other.size
    }
  }

  @Test("sections show top to bottom in an unflipped container, at the flipped one's frames")
  func sameFramesAsFlipped() {
    let flipped = Page(flipped: true)
    let unflipped = Page(flipped: false)
    #expect(showSame(unflipped, flipped))
    #expect(flipped.sections[0].frame == CGRect(x: 5, y: 10, width: 290, height: 40))
    // Measured from the bottom of a container 10 + 6 × 40 + 5 × 8 + 20 = 310 high.
    #expect(unflipped.sections[0].frame == CGRect(x: 5, y: 310 - 10 - 40, width: 290, height: 40))
    #expect(unflipped.container.frame.height == 310)
  }

  @Test("an unflipped container that grows keeps its top edge where it is on screen")
  func keepsTopEdge() {
    let flipped = Page(flipped: true)
    let unflipped = Page(flipped: false)
    // The container started 100 high, its top 1,000 − 600 = 400 below the superview's top.
    #expect(flipped.shownTop == 500)
    #expect(unflipped.shownTop == 400)
    unflipped.sections[2].frame.size.height = 140
    flipped.sections[2].frame.size.height = 140
    #expect(unflipped.container.frame.height == 410)
    #expect(unflipped.shownTop == 400)
    #expect(flipped.shownTop == 500)
    #expect(showSame(unflipped, flipped))
  }

  @Test("seeded random changes show the same frames in flipped and unflipped containers")
  func randomChanges() {
    for seed in UInt64(1)...20 {
      var random = SplitMix64(seed: seed)
      let flipped = Page(flipped: true)
      let unflipped = Page(flipped: false)
      for step in 0..<40 {
        let index = Int(random.next() % 6)
        let value = CGFloat(random.next() % 120)
        let order = Array((0..<6).shuffled(using: &random).prefix(5))
        for page in [flipped, unflipped] {
          switch step % 4 {
          case 0: page.sections[index].frame.size.height = value
          case 1: page.sections[index].isHidden.toggle()
          case 2: page.stack.engine.options.spacing = value / 10
          default:
            page.stack.engine.arrange(order.map { page.sections[$0] })
          }
        }
        #expect(showSame(unflipped, flipped), "seed \(seed), step \(step)")
        #expect(abs(unflipped.shownTop - 400) < 1e-9, "seed \(seed), step \(step)")
        #expect(
          unflipped.container.frame.height == flipped.container.frame.height,
          "seed \(seed), step \(step)")
      }
    }
  }
}

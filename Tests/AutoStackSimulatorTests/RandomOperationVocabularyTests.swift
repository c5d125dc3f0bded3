import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The random operations are the same for a seed on every run, and print as the Swift that
/// makes them, so that a failing sequence can be replayed and pasted into a test.
@Suite struct RandomOperationVocabularyTests {}

extension RandomOperationVocabularyTests {
  @Test("a seed draws the same operations every time")
  func seeded() {
    let first = RandomOperation.sequence(seed: 42, length: 60).map(\.description)
    #expect(first == RandomOperation.sequence(seed: 42, length: 60).map(\.description))
    #expect(first != RandomOperation.sequence(seed: 43, length: 60).map(\.description))
  }

  @Test("an operation prints as the Swift literal that makes it")
  func literals() {
    let operations: [RandomOperation] = [
      .setSizing(container: 0, .nested, .sizeThatFits),
      .setContentInset(container: 0, .init(top: 20, left: 16.5, bottom: .nan, right: -5)),
      .batch(container: 1, [.wait(milliseconds: 300), .setText(view: 2, characters: nil)]),
      .setPlaceholderOptions(
        container: 1, graceTime: 100, minimumShowTime: 800, allowsScrolling: true),
      .setSticky(container: 0, view: 3, true),
      .scrollTo(container: 0, view: 5, .nearest),
      .scrollTo(container: 0, view: 2, .top, animated: true),
      .watchCurrentSection(container: 1, false),
      .animate(container: 0, milliseconds: 250, [.drop(view: 2)]),
      .constrain(view: 1, CGRect(x: 16, y: 120, width: 343, height: 12.5)),
      .constrain(view: 1, nil),
      .layout(container: 0),
    ]
    #expect(
      operations.map(\.description) == [
        ".setSizing(container: 0, .nested, .sizeThatFits)",
        ".setContentInset(container: 0, .init(top: 20, left: 16.5, bottom: .nan, right: -5))",
        ".batch(container: 1, [.wait(milliseconds: 300), .setText(view: 2, characters: nil)])",
        ".setPlaceholderOptions(container: 1, graceTime: 100, minimumShowTime: 800, "
          + "allowsScrolling: true)",
        ".setSticky(container: 0, view: 3, true)",
        ".scrollTo(container: 0, view: 5, .nearest)",
        ".scrollTo(container: 0, view: 2, .top, animated: true)",
        ".watchCurrentSection(container: 1, false)",
        ".animate(container: 0, milliseconds: 250, [.drop(view: 2)])",
        ".constrain(view: 1, CGRect(x: 16, y: 120, width: 343, height: 12.5))",
        ".constrain(view: 1, nil)",
        ".layout(container: 0)",
      ])
  }

  @Test("seeded sequences stick, scroll to each position animated or not, spy, animate")
  func sectionOperationsDrawn() {
    var kinds: Set<String> = []
    func visit(_ operation: RandomOperation) {
      switch operation {
      case .setSticky(_, _, let isSticky): kinds.insert("sticky \(isSticky)")
      case .scrollTo(_, _, let position, let animated):
        kinds.insert("scroll to \(position)\(animated ? ", animated" : "")")
      case .watchCurrentSection(_, let isOn): kinds.insert("current \(isOn)")
      case .animate(_, let milliseconds, let operations):
        kinds.insert("animate \(milliseconds)")
        operations.forEach(visit)
      case .batch(_, let operations): operations.forEach(visit)
      default: break
      }
    }
    for seed in 1...100 as ClosedRange<UInt64> {
      RandomOperation.sequence(seed: seed, length: 60).forEach(visit)
    }
    #expect(
      kinds == [
        "sticky true", "sticky false", "scroll to top", "scroll to center", "scroll to bottom",
        "scroll to nearest", "scroll to top, animated", "scroll to center, animated",
        "scroll to bottom, animated", "scroll to nearest, animated", "scroll to leading",
        "scroll to trailing", "scroll to leading, animated", "scroll to trailing, animated",
        "current true",
        "current false", "animate 0", "animate 100", "animate 250", "animate 300",
      ])
  }

  @Test("the count of an operation includes what its batches hold")
  func count() {
    let operation = RandomOperation.batch(
      container: 0,
      [.stop(container: 1), .animate(container: 1, milliseconds: 300, [.wait(milliseconds: 1)])])
    #expect(operation.count == 4)
  }

  @Test("seeded sequences give sections constraints, take them off and lay containers out")
  func autoLayoutOperationsDrawn() {
    var kinds: Set<String> = []
    func visit(_ operation: RandomOperation) {
      switch operation {
      case .constrain(_, let frame): kinds.insert(frame == nil ? "frames" : "constraints")
      case .layout: kinds.insert("layout")
      case .animate(_, _, let operations), .batch(_, let operations): operations.forEach(visit)
      default: break
      }
    }
    for seed in 1...100 as ClosedRange<UInt64> {
      RandomOperation.sequence(seed: seed, length: 60).forEach(visit)
    }
    #expect(kinds == ["constraints", "frames", "layout"])
  }
}

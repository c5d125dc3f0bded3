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
    ]
    #expect(
      operations.map(\.description) == [
        ".setSizing(container: 0, .nested, .sizeThatFits)",
        ".setContentInset(container: 0, .init(top: 20, left: 16.5, bottom: .nan, right: -5))",
        ".batch(container: 1, [.wait(milliseconds: 300), .setText(view: 2, characters: nil)])",
        ".setPlaceholderOptions(container: 1, graceTime: 100, minimumShowTime: 800, "
          + "allowsScrolling: true)",
      ])
  }

  @Test("the count of an operation includes what its batches hold")
  func count() {
    let operation = RandomOperation.batch(
      container: 0, [.stop(container: 1), .animate(container: 1, [.wait(milliseconds: 1)])])
    #expect(operation.count == 4)
  }
}

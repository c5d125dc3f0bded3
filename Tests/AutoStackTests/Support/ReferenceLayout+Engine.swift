import AutoStack
import AutoStackSimulator
import Foundation
import Testing

extension ReferenceLayout {
  /// The layout `engine` should show now: its arranged views as they are, its options and
  /// custom spacings, in `container`'s width.
  @MainActor
  static func expected<Host: AutoStackHost>(
    for engine: AutoStackEngine<Host>, in container: SimulatedView
  ) -> (frames: [CGRect], contentSize: CGSize) where Host.View == SimulatedView {
    let items = engine.arrangedViews.map {
      Item($0, customSpacing: engine.customSpacing(after: $0))
    }
    return ReferenceLayout(options: engine.options, containerWidth: container.bounds.width)
      .layout(items)
  }
}

/// Expects `engine`'s views and `container`'s content size to be where the reference layout
/// puts them.
@MainActor
func expectReferenceLayout<Host: AutoStackHost>(
  of engine: AutoStackEngine<Host>, in container: SimulatedView,
  sourceLocation: SourceLocation = #_sourceLocation
) where Host.View == SimulatedView {
  let expected = ReferenceLayout.expected(for: engine, in: container)
  let frames = engine.arrangedViews.map(\.frame)
  #expect(
    frames.count == expected.frames.count
      && zip(frames, expected.frames).allSatisfy { $0.isIdentical(to: $1) },
    "frames \(frames) differ from the reference \(expected.frames)", sourceLocation: sourceLocation)
  let content = container.scrolls ? container.contentSize : container.frame.size
  #expect(
    content.height == expected.contentSize.height,
    "content height \(content.height) differs from the reference \(expected.contentSize.height)",
    sourceLocation: sourceLocation)
}

extension CGRect {
  /// Field-by-field equality in which NaN equals NaN, for views given NaN on purpose.
  func isIdentical(to other: CGRect) -> Bool {
    origin.x.isIdentical(to: other.origin.x) && origin.y.isIdentical(to: other.origin.y)
      && size.width.isIdentical(to: other.size.width)
      && size.height.isIdentical(to: other.size.height)
  }
}

extension CGFloat {
  /// Equality in which NaN equals NaN.
  func isIdentical(to other: CGFloat) -> Bool { self == other || (isNaN && other.isNaN) }
}

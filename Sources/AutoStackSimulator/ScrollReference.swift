import AutoStack
import Foundation

/// Scroll anchoring, the offset clamp and visibility, written from the documented rules and
/// independently of the engine, over frames that ``ReferenceLayout`` computes: each rule is
/// one walk of every view.
///
/// A scroll container shows `[offset + top, offset + height - bottom]` of its content, where
/// `height` is its bounds height and `top` and `bottom` its adjusted content insets.
public struct ScrollReference {
  // MARK: Lifecycle

  public init(visibleHeight: CGFloat, insets: AutoStackInsets = .zero) {
    self.visibleHeight = visibleHeight
    self.insets = insets
  }

  // MARK: Public

  /// The container's bounds height.
  public var visibleHeight: CGFloat
  /// The adjusted content insets; only `top` and `bottom` matter.
  public var insets: AutoStackInsets

  /// The visible part of the content at `offset`.
  public func visibleArea(offset: CGFloat) -> ClosedRange<CGFloat>? {
    let top = offset + insets.top
    let bottom = offset + visibleHeight - insets.bottom
    return bottom > top ? top...bottom : nil
  }

  /// The index of the anchor among views with `frames` and `hidden`, at `offset`: when the
  /// offset is past the top, the first view that is not hidden, is higher than 0 and whose
  /// bottom is below the top of the visible area.
  public func anchor(frames: [CGRect], hidden: [Bool], offset: CGFloat) -> Int? {
    let top = offset + insets.top
    guard top > ReferenceLayout.tolerance else { return nil }
    return frames.indices.first { index in
      !hidden[index] && frames[index].size.height > 0
        && frames[index].origin.y + frames[index].size.height > top
    }
  }

  /// The offset after a reflow that moved the views from `before` to `after`.
  ///
  /// - Parameters:
  ///   - offset: The offset before the reflow.
  ///   - anchoring: Whether scroll anchoring is on.
  ///   - before: The frames and hidden states before the reflow.
  ///   - after: The frames and hidden states after it.
  ///   - contentHeight: The content height after the reflow.
  ///   - isScrolling: Whether the user drags or the view decelerates: the clamp then waits.
  /// - Returns: The anchored offset, clamped unless `isScrolling`.
  public func offset(
    after offset: CGFloat, anchoring: Bool,
    before: (frames: [CGRect], hidden: [Bool]), after: (frames: [CGRect], hidden: [Bool]),
    contentHeight: CGFloat, isScrolling: Bool
  ) -> CGFloat {
    var y = offset
    if anchoring, let index = anchor(frames: before.frames, hidden: before.hidden, offset: offset),
      !after.hidden[index]
    {
      y = max(-insets.top, y + after.frames[index].origin.y - before.frames[index].origin.y)
    }
    return isScrolling ? y : clamped(y, contentHeight: contentHeight)
  }

  /// `offset`, lowered to `max(-top, contentHeight + bottom - visible height)` if it is past
  /// that.
  public func clamped(_ offset: CGFloat, contentHeight: CGFloat) -> CGFloat {
    min(offset, max(-insets.top, contentHeight + insets.bottom - visibleHeight))
  }

  /// The indices of the visible views at `offset`: not hidden, higher than 0, and overlapping
  /// the visible area by more than 0 points, or by at least `threshold` of their height.
  public func visible(
    frames: [CGRect], hidden: [Bool], offset: CGFloat, threshold: CGFloat = 0
  ) -> [Int] {
    guard let area = visibleArea(offset: offset) else { return [] }
    return frames.indices.filter { index in
      let frame = frames[index]
      guard !hidden[index], frame.size.height > 0 else { return false }
      let overlap =
        min(frame.origin.y + frame.size.height, area.upperBound)
        - max(frame.origin.y, area.lowerBound)
      return overlap > 0 && overlap >= min(max(threshold, 0), 1) * frame.size.height - 0.001
    }
  }
}

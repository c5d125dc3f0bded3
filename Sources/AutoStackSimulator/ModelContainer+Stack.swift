import AutoStack
import Foundation

/// Stack terms: where y runs along the stack and x across it, as the documentation states a
/// horizontal stack, the vertical one turned a quarter, and right to left read from the
/// content's right end.
extension ModelContainer {
  /// A frame in the container, in stack terms, where y runs along the stack: itself along y;
  /// along x with its axes swapped, and right to left read from the content's right end.
  func stackFrame(_ frame: CGRect) -> CGRect {
    guard options.axis == .horizontal else { return frame }
    let x = passIsRightToLeft ? mirrorWidth - frame.origin.x - frame.size.width : frame.origin.x
    return CGRect(x: frame.origin.y, y: x, width: frame.size.height, height: frame.size.width)
  }

  /// A frame in stack terms, in the container: ``stackFrame(_:)`` undone.
  func containerFrame(_ frame: CGRect) -> CGRect {
    guard options.axis == .horizontal else { return frame }
    let x = passIsRightToLeft ? mirrorWidth - frame.origin.y - frame.size.height : frame.origin.y
    return CGRect(x: x, y: frame.origin.x, width: frame.size.height, height: frame.size.width)
  }

  /// View `id`'s frame, in stack terms.
  func stackFrame(of id: Int) -> CGRect { stackFrame(model.views[id].frame) }

  /// The arrangement's insets along the stack.
  var stackInsetsAlong: (leading: CGFloat, trailing: CGFloat) { along(options.insets) }

  /// The content's length along the stack, once given.
  var contentLength: CGFloat? {
    guard let contentSize else { return nil }
    return options.axis == .vertical ? contentSize.height : contentSize.width
  }

  /// `insets` along the stack: the leading one, then the trailing one.
  private func along(_ insets: AutoStackInsets) -> (leading: CGFloat, trailing: CGFloat) {
    switch (options.axis, passIsRightToLeft) {
    case (.vertical, _): return (insets.top, insets.bottom)
    case (.horizontal, false): return (insets.left, insets.right)
    case (.horizontal, true): return (insets.right, insets.left)
    }
  }

  /// How the stack's terms were read: its axis, and the width a right-to-left row was
  /// mirrored within, `nil` for any other stack.
  struct Reading: Equatable {
    var axis: AutoStackAxis
    var mirror: CGFloat?
  }

  /// How the stack's terms read: as the last pass laid the stack out (its direction and
  /// mirror), the axis as it is now; a new direction reads once a pass lays it out.
  var reading: Reading {
    Reading(
      axis: options.axis,
      mirror: options.axis == .horizontal && passIsRightToLeft ? mirrorWidth : nil)
  }

  /// The top of the bounds along the stack, as `reading` reads it.
  func stackOffset(_ reading: Reading) -> CGFloat {
    guard reading.axis == .horizontal else { return contentOffset.y }
    guard let mirror = reading.mirror else { return contentOffset.x }
    return mirror - contentOffset.x - model.views[view].size.width
  }

  /// The top of the bounds along the stack.
  var stackOffset: CGFloat { stackOffset(reading) }

  /// The part of a scroll view's content that shows, along the stack: the rectangle UIKit
  /// gives in the container, the bounds less the adjusted insets, read in stack terms; its
  /// top and its length.
  func visibleAlong() -> (top: CGFloat, length: CGFloat) {
    let size = model.views[view].size
    let inset = contentInset
    let (x, width) = (contentOffset.x + inset.left, size.width - inset.left - inset.right)
    let (y, height) = (contentOffset.y + inset.top, size.height - inset.top - inset.bottom)
    guard reading.axis == .horizontal else { return (y, height) }
    guard let mirror = reading.mirror else { return (x, width) }
    return (mirror - x - width, width)
  }

  /// The content offset whose bounds start at `y` along the stack.
  func containerOffset(_ y: CGFloat) -> CGPoint {
    guard options.axis == .horizontal else { return CGPoint(x: contentOffset.x, y: y) }
    let x = passIsRightToLeft ? mirrorWidth - y - model.views[view].size.width : y
    return CGPoint(x: x, y: contentOffset.y)
  }

  /// The part of the content that shows, along the stack, or `nil` when nothing can: all of
  /// a plain container's.
  var visibleArea: ClosedRange<CGFloat>? {
    guard isInWindow else { return nil }
    guard scrolls else { return -CGFloat.infinity...CGFloat.infinity }
    let visible = visibleAlong()
    let (top, bottom) = (visible.top, visible.top + visible.length)
    return top.isFinite && bottom.isFinite && bottom > top ? top...bottom : nil
  }
}

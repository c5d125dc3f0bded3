import Foundation

/// What one pass did, which the engine and its features read once it ends.
struct PassResult {
  /// The content size of the views alone: the container's width, and the last visible
  /// bottom plus the bottom inset.
  var contentSize: CGSize
  /// Whether a view is visible: not hidden and higher than 0.
  var hasVisibleView: Bool
  /// The entries whose placements the pass recorded, in the arrangement.
  var placed: Range<Int>
  /// The frames it wrote: the views it moved or resized.
  var frameWrites: Int
  /// The fitting views it measured.
  var measurements: Int
}

import Foundation

/// What one pass did, which the engine and its features read once it ends; the placements it
/// left are in the arrangement's entries.
@usableFromInline
struct PassResult {
  /// The content size of the views alone: the container's width, and the last visible
  /// bottom plus the bottom inset.
  @usableFromInline
  var contentSize: CGSize
  /// Whether a view is visible: not hidden, and higher than 0 or fitting and not measured yet.
  @usableFromInline
  var hasVisibleView: Bool
  /// The frames it wrote: the views it moved or resized.
  @usableFromInline
  var frameWrites: Int
  /// The fitting views it measured.
  @usableFromInline
  var measurements: Int
  /// The first view that was not where the pass placed it once its code returned: moved by
  /// its own code or another observer during the pass, it is placed again.
  @usableFromInline
  var dirtyFrom: Int?
  /// The first entry the pass retired, whose view was gone or left the container: the
  /// entries below it moved up.
  @usableFromInline
  var firstRetired: Int?

  @inlinable
  init(
    contentSize: CGSize, hasVisibleView: Bool, frameWrites: Int, measurements: Int,
    dirtyFrom: Int?, firstRetired: Int?
  ) {
    self.contentSize = contentSize
    self.hasVisibleView = hasVisibleView
    self.frameWrites = frameWrites
    self.measurements = measurements
    self.dirtyFrom = dirtyFrom
    self.firstRetired = firstRetired
  }
}

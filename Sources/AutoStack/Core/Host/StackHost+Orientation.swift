import Foundation

// The host's geometry in stack coordinates (``StackOrientation``), where the engine works.

extension StackHost {
  /// The length the views are laid out in across `axis`: the layout width of a vertical stack,
  /// the layout height of a horizontal one.
  @inlinable
  func stackWidth(axis: AutoStackAxis) -> CGFloat {
    axis == .vertical ? layoutSize.width : layoutSize.height
  }
}

extension ScrollingHost {
  /// ``visibleContentRect`` in stack coordinates.
  @inlinable
  func visibleStackRect(_ orientation: StackOrientation) -> CGRect? {
    guard let rect = visibleContentRect else { return nil }
    return orientation.stackRect(rect)
  }

  /// The top of the bounds along the stack: the content offset's y, or its x along x.
  func stackOffset(_ orientation: StackOrientation) -> CGFloat {
    orientation.stackOffset(contentOffset, boundsLength: boundsSize.width)
  }

  /// The content offset that puts the top of the bounds at `y` along the stack.
  func containerOffset(stackOffset y: CGFloat, _ orientation: StackOrientation) -> CGPoint {
    orientation.containerOffset(y, keeping: contentOffset, boundsLength: boundsSize.width)
  }
}

extension CGSize {
  /// The size less `insets`, each length at least `0`: a scroll view's content area, whose
  /// insets may be wider than a scroll view not laid out yet.
  package func inset(by insets: AutoStackInsets) -> CGSize {
    CGSize(
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}

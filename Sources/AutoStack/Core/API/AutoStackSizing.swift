import Foundation

/// How an arranged view gets its height: set by the app, or measured at the width AutoStack
/// gives it.
///
/// A ``fixed`` view keeps the height the app sets, as AASubviews arranged views. A fitting view
/// (any other case) is measured at its slot width, the container's layout width less the left
/// and right insets, through the view's own measurement; the
/// measurement gives its height and, for alignments other than fill, its width, capped at the
/// slot width. A nested arranged container is measured by its own arrangement: its content
/// height at that width.
///
/// A fitting view is measured when it is arranged or made fitting, when the slot width
/// changes, when the content size category or the Bold Text setting changes
/// (`contentSizeCategoryDidChange()`), and when the app calls
/// `invalidateSize(of:)` after changing its content. Each measurement is
/// kept per width: returning to a width already measured costs none, unless the view was
/// invalidated since (a view keeps its last four widths); a Dynamic Type change empties every
/// cache. A hidden view is measured
/// once it shows. A height the app writes to a fitting view lasts until its next measurement.
///
///     engine.setSizing(.fitting, for: descriptionLabel)
///     descriptionLabel.numberOfLines = 0
///     engine.invalidateSize(of: descriptionLabel)  // measured again, then reflowed
@frozen
public enum AutoStackSizing: Int, Hashable, Sendable, CaseIterable {
  /// The app sets the height; AutoStack never measures the view.
  ///
  /// The default value for every arranged view.
  case fixed
  /// Measured in the way that suits the view. On iOS:
  ///
  /// - a `UIImageView` by its image's aspect ratio at the slot width (`0` high without an
  ///   image), as for ``sizeThatFits``;
  /// - a `UIStackView`, and a view that is neither a `UILabel` nor a `UITextView` and has a
  ///   direct subview with `translatesAutoresizingMaskIntoConstraints` set to `false` (a
  ///   container of controls laid out with Auto Layout, whose own `sizeThatFits(_:)` returns
  ///   its current size), by `systemLayoutSizeFitting`, as for ``systemLayoutSizeFitting``;
  /// - any other view, such as a `UILabel`, by `sizeThatFits(_:)`, as for ``sizeThatFits``.
  ///
  /// Only direct subviews count: Auto Layout content inside a frame-based wrapper view (a
  /// subview that keeps its autoresizing mask) needs ``systemLayoutSizeFitting`` explicitly,
  /// and a view with Auto Layout subviews that computes its own size needs ``sizeThatFits``.
  case fitting
  /// Measured by `sizeThatFits(_:)` with the slot width and an unbounded height, for a view
  /// that computes its own size.
  ///
  /// A `UIImageView`, whose `sizeThatFits(_:)` returns its image's size whatever the width,
  /// is the slot width wide and `width × image height ÷ image width` high instead, whatever
  /// its content mode; without an image, or with an image of no width, `0` high.
  case sizeThatFits
  /// Measured by `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// with the slot width at required priority and the height at fitting size level, for a
  /// view whose content uses Auto Layout.
  ///
  /// A `UIImageView` too is measured by Auto Layout this way, not by its image's aspect
  /// ratio: for one whose own constraints decide its height.
  case systemLayoutSizeFitting

  /// Whether the view is measured: every case but ``fixed``.
  public var isFitting: Bool { self != .fixed }
}

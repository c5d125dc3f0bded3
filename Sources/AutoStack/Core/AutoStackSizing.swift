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
  /// Measured in the way that suits the view: on iOS, `systemLayoutSizeFitting(_:)` for a
  /// `UIStackView` or a view that holds constraints (a container of controls laid out with
  /// Auto Layout, whose own `sizeThatFits(_:)` returns its current size), and
  /// `sizeThatFits(_:)` for any other view, such as a `UILabel`.
  case fitting
  /// Measured by `sizeThatFits(_:)` with the slot width and an unbounded height, for a view
  /// that computes its own size.
  case sizeThatFits
  /// Measured by `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// with the slot width at required priority and the height at fitting size level, for a
  /// view whose content uses Auto Layout.
  case systemLayoutSizeFitting

  /// Whether the view is measured: every case but ``fixed``.
  public var isFitting: Bool { self != .fixed }
}

#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension AutoStackObserver {
    // MARK: Sizing Subviews

    /// Sets how `view` gets its height: fixed, as the app sets it, or measured at the width
    /// the stack gives it (see ``AutoStackSizing``).
    ///
    /// A fitting subview is measured at once, or when the current batch ends, and again when
    /// the container's width changes, when the text size or Bold Text changes, and after
    /// ``invalidateSize(of:)``. The sizing is kept while `view` stays arranged.
    ///
    ///     stack.setSizing(.fitting, for: descriptionLabel)
    ///
    /// - Parameters:
    ///   - sizing: The new sizing. Every subview starts ``AutoStackSizing/fixed``.
    ///   - view: An arranged subview. Any other view is reported as
    ///     ``AutoStackDiagnostic/sizingOfUnarrangedView``.
    public func setSizing(_ sizing: AutoStackSizing, for view: AutoStackPlatformView) {
      engine.setSizing(sizing, for: view)
    }

    /// The sizing of `view`: ``AutoStackSizing/fixed`` unless it was set, or if `view` is not
    /// arranged.
    public func sizing(for view: AutoStackPlatformView) -> AutoStackSizing {
      engine.sizing(for: view)
    }

    /// Measures `view` again and reflows, after a change of its content, as
    /// `invalidateIntrinsicContentSize()` does for Auto Layout.
    ///
    /// Call it after setting a label's `text` or `numberOfLines`. Several calls in one
    /// ``performBatch(_:)`` or ``animate(withDuration:_:completion:)`` measure each subview
    /// once, in one reflow:
    ///
    ///     stack.animate {
    ///       descriptionLabel.numberOfLines = 0
    ///       stack.invalidateSize(of: descriptionLabel)
    ///     }
    ///
    /// A fixed subview is not measured, and nothing happens.
    ///
    /// - Parameter view: An arranged subview. Any other view is reported as
    ///   ``AutoStackDiagnostic/sizingOfUnarrangedView``.
    public func invalidateSize(of view: AutoStackPlatformView) {
      engine.invalidateSize(of: view)
    }
  }
#endif

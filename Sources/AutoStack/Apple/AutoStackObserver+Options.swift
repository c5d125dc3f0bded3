#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  // The options, as `arrange` gives them and as they change later; each change reflows.

  extension AutoStackObserver {
    /// The space between two consecutive visible subviews.
    ///
    /// The default value is `0`, or the `spacing` given to the last
    /// ``AutoStack/arrange(in:subviews:spacing:insets:alignment:axis:)``. Hidden subviews take
    /// no spacing. Setting a new value reflows at once, or when the current batch ends.
    public var spacing: CGFloat {
      get { engine.options.spacing }
      set { engine.options.spacing = newValue }
    }

    /// The margins between the container's edges and the stack.
    ///
    /// The default value is `.zero`, or the `insets` given to the last
    /// ``AutoStack/arrange(in:subviews:spacing:insets:alignment:axis:)``. They are absolute,
    /// as `UIEdgeInsets` are, whatever the axis and the layout direction: in a horizontal
    /// stack `left` and `right` are the margins along it, and a right-to-left row starts
    /// `right` points from the content's right edge. The insets along the axis are kept when
    /// every subview is hidden.
    public var insets: AutoStackPlatformEdgeInsets {
      get { AutoStackPlatformEdgeInsets(engine.options.insets) }
      set { engine.options.insets = AutoStackInsets(newValue) }
    }

    /// The placement of the subviews across the axis: horizontal in a vertical stack,
    /// vertical in a horizontal one.
    ///
    /// The default value is ``AutoStackAlignment/fill``, or the `alignment` given to the last
    /// ``AutoStack/arrange(in:subviews:spacing:insets:alignment:axis:)``. In a horizontal stack,
    /// as in `UIStackView`, ``AutoStackAlignment/leading`` is the top and
    /// ``AutoStackAlignment/trailing`` the bottom; fill sets each subview's height.
    public var alignment: AutoStackAlignment {
      get { engine.options.alignment }
      set { engine.options.alignment = newValue }
    }

    /// The direction the subviews stack in, as `UIStackView.axis`.
    ///
    /// The default value is ``AutoStackAxis/vertical``, or the `axis` given to the last
    /// ``AutoStack/arrange(in:subviews:spacing:insets:alignment:axis:)``. A new value lays out
    /// every subview again, and gives back the autoresizing flags along the old axis; see
    /// <doc:HorizontalAxis>.
    public var axis: AutoStackAxis {
      get { engine.options.axis }
      set { engine.options.axis = newValue }
    }
  }
#endif

#if canImport(UIKit) || canImport(AppKit)
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension AutoStackObserver {
    // MARK: Sections

    /// Makes `subview` stick to the top of a scroll view's visible area once scrolled past,
    /// until the next sticky subview pushes it up, as a plain table view's section headers do.
    ///
    ///     stack.setSticky(true, for: tabs)
    ///
    /// A sticky subview that is not hidden takes `y = min(max(slot, visibleTop), limit −
    /// height)`: its slot is where the stack places it, `visibleTop` the content offset plus
    /// the adjusted top inset, and its limit the slot of the next sticky subview that is not
    /// hidden and is higher than 0, or else the end of the last section. Its slot stays: no
    /// other subview moves when it pins. It is drawn above the other arranged subviews; a
    /// hidden one stays in its slot. A scroll writes only the frames of the sticky subviews
    /// that move, runs no reflow, allocates nothing and walks no subview. A sticky subview is
    /// never the scroll anchor. In a plain container, stickiness changes nothing.
    public func setSticky(_ isSticky: Bool, for subview: AutoStackPlatformView) {
      engine.setSticky(isSticky, for: subview)
    }

    /// Whether `subview` is sticky; see ``setSticky(_:for:)``.
    public func isSticky(_ subview: AutoStackPlatformView) -> Bool { engine.isSticky(subview) }

    /// Scrolls the scroll view so that `subview`'s slot is at `position` in the visible area,
    /// then keeps the offset inside the content.
    ///
    ///     stack.scroll(to: reviews, at: .top, animated: true)
    ///
    /// ``AutoStackScrollPosition/top`` leaves room for the sticky subview that pins above
    /// `subview`, and makes `subview` the ``currentSection`` unless the end of the content
    /// stops the scroll first. Inside a batch, the scroll waits for the batch's reflow. Animated,
    /// it follows `subview` until it ends: a reflow meanwhile sends it on to `subview`'s new
    /// slot, and scroll anchoring and the clamp leave the offset to it. A hidden or unarranged
    /// subview scrolls nothing and is reported as
    /// ``AutoStackDiagnostic/scrollToUnavailableSection``.
    public func scroll(
      to subview: AutoStackPlatformView, at position: AutoStackScrollPosition = .top,
      animated: Bool = true
    ) {
      engine.scroll(to: subview, at: position, animated: animated)
    }

    /// The section the reader is in, from where the stack placed the subviews and the
    /// offset now: for a tab bar's selection.
    ///
    /// The line is the visible top plus the height by which the sticky subviews that cover
    /// the visible top reach below it. The current section is the last arranged subview, not
    /// sticky, not hidden and higher than 0, whose slot is at or above the line plus half a
    /// point; if none is, the first such subview; at the largest offset, the last one.
    public var currentSection: AutoStackPlatformView? { engine.sections.currentSection }

    /// Called with the new ``currentSection`` each time it changes, after a scroll, a reflow
    /// or an arrangement; setting it reports the current section at once.
    ///
    ///     stack.onCurrentSectionChange = { section in tabBar.select(section) }
    ///
    /// The default value is `nil`.
    public var onCurrentSectionChange: ((_ section: AutoStackPlatformView?) -> Void)? {
      get { engine.sections.onCurrentSectionChange }
      set { engine.sections.onCurrentSectionChange = newValue }
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// The view type that AutoStack arranges: `UIView` on iOS, `NSView` on the Mac.
  ///
  /// Every API that takes or returns a view uses it, so that the same code compiles on both.
  public typealias AutoStackPlatformView = UIView

  /// The edge insets of the platform: `UIEdgeInsets` on iOS, `NSEdgeInsets` on the Mac.
  public typealias AutoStackPlatformEdgeInsets = UIEdgeInsets

  /// The custom spacing that means "none" in the platform's stack view.
  @MainActor enum PlatformStackSpacing {
    /// `UIStackViewSpacingUseDefault`.
    static var useDefault: CGFloat { UIStackView.spacingUseDefault }
  }
#elseif canImport(AppKit)
  import AppKit

  /// The view type that AutoStack arranges: `UIView` on iOS, `NSView` on the Mac.
  ///
  /// Every API that takes or returns a view uses it, so that the same code compiles on both.
  public typealias AutoStackPlatformView = NSView

  /// The edge insets of the platform: `UIEdgeInsets` on iOS, `NSEdgeInsets` on the Mac.
  public typealias AutoStackPlatformEdgeInsets = NSEdgeInsets

  /// The custom spacing that means "none" in the platform's stack view.
  @MainActor enum PlatformStackSpacing {
    /// `NSStackViewSpacingUseDefault`.
    static var useDefault: CGFloat { NSStackView.useDefaultSpacing }
  }
#endif

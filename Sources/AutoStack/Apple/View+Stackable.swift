#if canImport(UIKit) || canImport(AppKit)
  import ObjectiveC
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// What a `UIView` and an `NSView` give the engine alike: their part in Auto Layout and
  /// their membership, the rest of their `Stackable` conformance.
  extension AutoStackPlatformView {
    /// Whether Auto Layout positions the view: `!translatesAutoresizingMaskIntoConstraints`.
    ///
    /// When it is false, Auto Layout calculates the view's size and position, so a frame
    /// written by hand lasts until the next layout pass.
    @usableFromInline package var usesAutoLayout: Bool {
      !translatesAutoresizingMaskIntoConstraints
    }

    /// The view's place in its arrangement, an associated object that the view releases as it
    /// is deallocated, which tells the arrangement.
    @usableFromInline package var autoStackMembership: AutoStackMembership? {
      get { objc_getAssociatedObject(self, &membershipKey) as? AutoStackMembership }
      set {
        objc_setAssociatedObject(
          self, &membershipKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// The associated-object key of the membership: only its address is used.
  @MainActor private var membershipKey: UInt8 = 0
#endif

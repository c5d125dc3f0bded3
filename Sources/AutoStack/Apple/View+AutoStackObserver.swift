#if canImport(UIKit) || canImport(AppKit)
  import ObjectiveC
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// The associated-object key: only its address is used.
  @MainActor private var observerKey: UInt8 = 0

  extension AutoStackPlatformView {
    /// The container's arrangement, if it was ever arranged.
    var autoStackObserver: AutoStackObserver? {
      objc_getAssociatedObject(self, &observerKey) as? AutoStackObserver
    }

    /// The container's arrangement, created and attached on first use.
    var autoStackObserverCreatingIfNeeded: AutoStackObserver {
      if let observer = autoStackObserver { return observer }
      let observer = AutoStackObserver(container: self)
      objc_setAssociatedObject(self, &observerKey, observer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return observer
    }
  }
#endif

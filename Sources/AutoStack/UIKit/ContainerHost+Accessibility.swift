#if canImport(UIKit)
  // Preconcurrency: the iOS 17.0 SDK declares `UIAccessibility.Notification.layoutChanged` as a
  // mutable global, which later SDKs declare constant; it is only read here, on the main actor.
  @preconcurrency import UIKit

  extension ContainerHost {
    /// Posts `UIAccessibility.Notification.layoutChanged`, moving VoiceOver to `focus`: the
    /// placeholder that appeared, or the first section back.
    func announceLayoutChange(focus: UIView?) {
      UIAccessibility.post(notification: .layoutChanged, argument: focus)
    }
  }
#endif

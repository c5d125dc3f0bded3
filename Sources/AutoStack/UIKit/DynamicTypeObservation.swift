#if canImport(UIKit)
  import UIKit

  /// Tells an engine when the text size or the Bold Text setting changes, without
  /// subclassing its container.
  ///
  /// The fonts must reach the views before they are measured: a label that adjusts its font
  /// for the content size category does so as its own traits change, which UIKit delivers
  /// view by view, top down. So:
  ///
  /// - From iOS 17 on, a trait change registration on the container for the preferred content
  ///   size category and the legibility weight runs once the container has its new traits;
  ///   `layoutIfNeeded()` then brings them to its subviews, which UIKit updates as it lays
  ///   them out, before they are measured.
  /// - Before iOS 17, `UIContentSizeCategory.didChangeNotification` and
  ///   `UIAccessibility.boldTextStatusDidChangeNotification` may arrive before the views'
  ///   `traitCollectionDidChange(_:)`, which UIKit calls as it propagates the change in the
  ///   same turn of the main queue: the measurement waits for the next turn, once for changes
  ///   that arrive together, and lays the container out first too.
  @MainActor
  final class DynamicTypeObservation: NSObject {
    // MARK: Lifecycle

    init(container: UIView, change: @escaping @MainActor () -> Void) {
      self.container = container
      self.change = change
      super.init()
      if #available(iOS 17, tvOS 17, *) {
        // Not kept for unregistering: the registration lasts as long as the container, which
        // owns this observation through its host, and UIKit ends it with the container.
        container.registerForTraitChanges([
          UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self,
        ]) { [weak self] (container: UIView, previous: UITraitCollection) in
          let traits = container.traitCollection
          guard
            traits.preferredContentSizeCategory != previous.preferredContentSizeCategory
              || traits.legibilityWeight != previous.legibilityWeight
          else { return }
          self?.deliver()
        }
        return
      }
      // Selector-based: the notification center forgets the observer as it is deallocated.
      for name in [
        UIContentSizeCategory.didChangeNotification,
        UIAccessibility.boldTextStatusDidChangeNotification,
      ] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(textSettingDidChange(_:)), name: name, object: nil)
      }
    }

    // MARK: Private

    private weak var container: UIView?
    private let change: @MainActor () -> Void
    /// Whether a call is scheduled already, so that both notifications make one.
    private var isScheduled = false

    /// Called by the notification center, on the thread that posted.
    @objc private nonisolated func textSettingDidChange(_ notification: Notification) {
      MainActor.runCallback { [weak self] in self?.schedule() }
    }

    private func schedule() {
      guard !isScheduled else { return }
      isScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.runCallback { self?.deliver() }
      }
    }

    private func deliver() {
      isScheduled = false
      container?.layoutIfNeeded()
      change()
    }
  }
#endif

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
  final class DynamicTypeObservation {
    // MARK: Lifecycle

    init(container: UIView, change: @escaping @MainActor () -> Void) {
      self.container = container
      self.change = change
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
      let names = [
        UIContentSizeCategory.didChangeNotification,
        UIAccessibility.boldTextStatusDidChangeNotification,
      ]
      tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] _ in
          MainActor.runCallback { self?.schedule() }
        }
      }
    }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    // MARK: Private

    private weak var container: UIView?
    private let change: @MainActor () -> Void
    /// The notification observers before iOS 17; read by `deinit`, which is nonisolated.
    private nonisolated(unsafe) var tokens: [any NSObjectProtocol] = []
    /// Whether a call is scheduled already, so that both notifications make one.
    private var isScheduled = false

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

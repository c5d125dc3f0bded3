#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  /// Block-based `NotificationCenter` observations, removed when invalidated or deallocated:
  /// AppKit's documented way to follow a view's frame and bounds.
  @MainActor
  final class NotificationObservations: ViewObservation {
    /// Observes each name posted by its object (any object for `nil`), calling `handler` on
    /// the main actor, synchronously when posted on the main thread.
    init(
      _ observed: [(object: NSObject?, name: Notification.Name)],
      handler: @escaping @MainActor (Notification) -> Void
    ) {
      tokens = observed.map { object, name in
        NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
          notification in
          // Only its name and object are read, on the main actor.
          nonisolated(unsafe) let notification = notification
          MainActor.runCallback { handler(notification) }
        }
      }
    }

    deinit {
      // `removeObserver(_:)` may be called from any thread.
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    func invalidate() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
      tokens = []
    }

    /// Unchecked: written on the main actor, and read by `deinit` only once nothing else can.
    nonisolated(unsafe) private var tokens: [any NSObjectProtocol]
  }

  /// Several observations of one view, invalidated together.
  @MainActor
  final class CombinedObservations: ViewObservation {
    init(_ observations: [any ViewObservation]) { self.observations = observations }

    func invalidate() {
      for observation in observations { observation.invalidate() }
      observations = []
    }

    private var observations: [any ViewObservation]
  }
#endif

#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  /// `NotificationCenter` observations by selector, AppKit's documented way to follow a
  /// view's frame and bounds: removed when invalidated, and by the center itself once this
  /// object is deallocated (macOS 10.11 and later).
  @MainActor
  final class NotificationObservations: NSObject, ViewObservation {
    /// Observes each name posted by its object (any object for `nil`), calling `handler` with
    /// the name and the identity of the object that posted it: at once on the main thread,
    /// where AppKit posts them, else later on the main actor.
    init(
      _ observed: [(object: NSObject?, name: Notification.Name)],
      handler: @escaping @MainActor (Notification.Name, ObjectIdentifier?) -> Void
    ) {
      self.handler = handler
      super.init()
      for (object, name) in observed {
        NotificationCenter.default.addObserver(
          self, selector: #selector(didPost(_:)), name: name, object: object)
      }
    }

    func invalidate() {
      NotificationCenter.default.removeObserver(self)
      handler = nil
    }

    // MARK: Private

    private var handler: (@MainActor (Notification.Name, ObjectIdentifier?) -> Void)?

    /// Passes on what the handler reads, which crosses to the main actor.
    @objc private nonisolated func didPost(_ notification: Notification) {
      let name = notification.name
      let object = notification.object.map { ObjectIdentifier($0 as AnyObject) }
      MainActor.runCallback { [weak self] in self?.handler?(name, object) }
    }
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

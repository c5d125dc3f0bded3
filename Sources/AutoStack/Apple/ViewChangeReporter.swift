#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// Carries the changes that the platform reports of one arranged view to its engine.
  ///
  /// One per observed view, and the only thing its handlers capture: a closure that captures
  /// one object is formed without an allocation of its own, and ``report(_:)`` reaches the
  /// main actor without one, so that the notifications of each frame the engine writes
  /// allocate nothing.
  @MainActor
  final class ViewChangeReporter {
    init(engine: AutoStackEngine<ContainerHost>?) {
      self.engine = engine
      log = engine?.log
    }

    /// Passes a change of `view` on from a handler that the platform calls on the main thread
    /// but whose type does not say so.
    nonisolated func report(_ view: AutoStackPlatformView) {
      MainActor.runCallback(with: (self, view)) { reporter, view in reporter.deliver(view) }
    }

    /// Passes a change of `view` on to the engine, unless it is the echo of the engine's own
    /// write: that stops at the log, which holds nothing back, before the engine is loaded
    /// from its weak reference.
    func deliver(_ view: AutoStackPlatformView) {
      if log?.isEcho(of: view) == true { return }
      engine?.viewDidChange(view)
    }

    /// Weak: the engine holds the observations that hold this reporter.
    private weak var engine: AutoStackEngine<ContainerHost>?
    private let log: WriteLog?
  }
#endif

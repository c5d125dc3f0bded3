#if canImport(UIKit) || canImport(AppKit)
  import Foundation

  /// The key-value observations of one view, kept by the engine with the view's entry and
  /// invalidated when the view leaves: never looked up by the view's address, which a view
  /// arranged after a deallocated one may reuse.
  @MainActor
  final class KeyValueObservations: ViewObservation {
    init(_ tokens: [NSKeyValueObservation]) {
      self.tokens = tokens
    }

    func invalidate() {
      for token in tokens { token.invalidate() }
      tokens = []
    }

    /// Invalidated by their own `deinit` too, should the engine go first.
    private var tokens: [NSKeyValueObservation]
  }
#endif

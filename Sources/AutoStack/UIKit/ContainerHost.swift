#if canImport(UIKit)
  import UIKit

  /// Carries out the engine's decisions on a real container.
  ///
  /// It adds and removes subviews, sets the content size and installs key-value
  /// observations. Every decision is the engine's; this type only translates.
  @MainActor
  final class ContainerHost: AutoStackHost {
    // MARK: Lifecycle

    init(container: UIView) {
      self.container = container
      let containerDidChange: @Sendable (UIView) -> Void = { [weak self] _ in
        MainActor.runCallback { self?.engine?.containerDidChange() }
      }
      containerTokens = [
        container.observe(\.bounds) { container, _ in containerDidChange(container) },
        container.observe(\.frame) { container, _ in containerDidChange(container) },
      ]
    }

    deinit {
      for token in containerTokens { token.invalidate() }
      for token in viewTokens.values.joined() { token.invalidate() }
    }

    // MARK: Internal

    weak var engine: AutoStackEngine<ContainerHost>?
    private(set) weak var container: UIView?

    var containerWidth: CGFloat { container?.bounds.width ?? 0 }

    var isRightToLeft: Bool { container?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func setContentSize(_ size: CGSize) {
      if let scrollView = container as? UIScrollView {
        scrollView.contentSize = size
      } else {
        container?.frame.size.height = size.height
      }
    }

    /// False once the container is gone, also for a view with no superview.
    func contains(_ view: UIView) -> Bool {
      guard let container else { return false }
      return view.superview === container
    }

    func addSubview(_ view: UIView) { container?.addSubview(view) }

    func removeSubview(_ view: UIView) { view.removeFromSuperview() }

    /// Observes `frame` and `bounds` (a `bounds` or `sizeToFit` resize does not go through
    /// `frame`) and `isHidden`.
    func observe(_ view: UIView) {
      let viewDidChange: @Sendable (UIView) -> Void = { [weak self] view in
        MainActor.runCallback { self?.engine?.viewDidChange(view) }
      }
      viewTokens[ObjectIdentifier(view)] = [
        view.observe(\.frame) { view, _ in viewDidChange(view) },
        view.observe(\.bounds) { view, _ in viewDidChange(view) },
        view.observe(\.isHidden) { view, _ in viewDidChange(view) },
      ]
    }

    func stopObserving(_ id: ObjectIdentifier) {
      for token in viewTokens.removeValue(forKey: id) ?? [] {
        token.invalidate()
      }
    }

    // MARK: Private

    private var containerTokens: [NSKeyValueObservation] = []
    private var viewTokens: [ObjectIdentifier: [NSKeyValueObservation]] = [:]
  }
#endif

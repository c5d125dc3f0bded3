import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// A screen, its container and a failed placeholder with a retry action, modelled as an app
/// holds them: the screen keeps its container (a view controller its view), the container its
/// arrangement, the arrangement its placeholders, and the retry button its action.
///
///     screen ──▶ container ──▶ arrangement ──▶ retry button ──▶ action ┄┄▶ screen
///
/// The arrangement holds a placeholder as long as it is set, shown or not, as a table view
/// holds its background view. An action that captures the screen strongly closes the circle,
/// as it does for any button in the screen's view hierarchy; captured weakly, the screen goes
/// when the app drops it. The arrangement releases a placeholder, and with it its action, as
/// soon as the placeholder is replaced or removed.
extension LifetimeTests {
  /// A screen that reloads when its retry button is tapped.
  @MainActor
  private final class Screen {
    init() {
      stack = SimulatedStack.attached(to: container)
      stack.engine.arrange([SimulatedView(name: "section", frame: .zero)])
    }

    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
    let stack: SimulatedStack
    private(set) var reloads = 0

    func reload() { reloads += 1 }

    /// Sets a failed placeholder whose action reloads, capturing the screen weakly or not.
    func setRetryPlaceholder(capturingWeakly: Bool) -> SimulatedView {
      let retry = SimulatedView(name: "retry")
      retry.action =
        capturingWeakly ? { [weak self] in self?.reload() } : { self.reload() }
      stack.engine.setPlaceholder(retry, for: .failed)
      return retry
    }
  }

  @Test("a screen whose retry action captures it weakly is released, the placeholder shown or not")
  func retryActionCapturingWeakly() {
    for shows in [false, true] {
      weak var weakScreen: Screen?
      weak var weakRetry: SimulatedView?
      weak var weakEngine: AutoStackEngine<SimulatedStack>?
      do {
        let screen = Screen()
        let retry = screen.setRetryPlaceholder(capturingWeakly: true)
        if shows {
          screen.stack.engine.state = .failed
          #expect(retry.superview === screen.container)
          retry.action?()  // the user taps it
          #expect(screen.reloads == 1)
        }
        weakScreen = screen
        weakRetry = retry
        weakEngine = screen.stack.engine
      }
      #expect(weakScreen == nil)
      #expect(weakEngine == nil)
      #expect(weakRetry == nil)
    }
  }

  @Test("a retry action that captures the screen strongly keeps it until the placeholder goes")
  func retryActionCapturingStrongly() {
    weak var weakScreen: Screen?
    weak var weakRetry: SimulatedView?
    do {
      let screen = Screen()
      weakRetry = screen.setRetryPlaceholder(capturingWeakly: false)
      screen.stack.engine.state = .failed
      weakScreen = screen
    }
    // The circle: the app's action keeps the screen that keeps the arrangement.
    #expect(weakScreen != nil)
    // Removing the placeholder releases it and its action, shown as it is, and the screen.
    weakScreen?.stack.engine.setPlaceholder(nil, for: .failed)
    #expect(weakRetry == nil)
    #expect(weakScreen == nil)
  }
}

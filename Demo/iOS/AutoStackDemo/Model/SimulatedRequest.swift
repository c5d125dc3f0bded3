import Foundation

/// The simulated request behind a merchant's page, which the iOS and the Mac demos share.
///
/// It ends after ``duration``, failing if asked to, and a newer request cancels the one under
/// way.
@MainActor
public final class SimulatedRequest {
  // MARK: Lifecycle

  public init(duration: TimeInterval = 1.2) {
    self.duration = duration
  }

  // MARK: Public

  /// How long a request takes.
  public let duration: TimeInterval

  /// Starts a request, cancelling the one under way, and calls `completion` with whether it
  /// failed when it ends; a request that a newer one cancelled never calls it.
  public func start(failing: Bool, completion: @escaping @MainActor (_ failed: Bool) -> Void) {
    task?.cancel()
    task = Task { [duration] in
      do {
        try await Task.sleep(nanoseconds: UInt64(duration * 1_000_000_000))
      } catch {
        return  // cancelled by a newer request
      }
      completion(failing)
    }
  }

  // MARK: Private

  private var task: Task<Void, Never>?
}

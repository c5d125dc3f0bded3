import Foundation

/// Where the engine's components report misuse and odd values: one place that holds the app's
/// handler, shared by the pass, the arrangement's callers and the features.
@MainActor
final class DiagnosticSink {
  /// The app's handler; `nil` drops diagnostics.
  var handler: ((AutoStackDiagnostic) -> Void)?

  func report(_ diagnostic: AutoStackDiagnostic) {
    handler?(diagnostic)
  }
}

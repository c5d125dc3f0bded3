import Foundation

/// Where the engine's components report misuse and odd values: one place that holds the app's
/// handler, shared by the pass, the arrangement's callers and the features.
@MainActor
@usableFromInline
final class DiagnosticSink {
  /// The app's handler; `nil` drops diagnostics.
  @usableFromInline
  var handler: ((AutoStackDiagnostic) -> Void)?

  @usableFromInline
  func report(_ diagnostic: AutoStackDiagnostic) {
    handler?(diagnostic)
  }
}

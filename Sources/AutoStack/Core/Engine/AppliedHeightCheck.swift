import Foundation

/// Tells when a plain container does not keep the content height it was given (Auto Layout,
/// or the app's code, set another): once per height it keeps.
struct AppliedHeightCheck {
  /// The height last reported, so that it is reported once.
  private var reported: CGFloat?

  /// The diagnostic to report for a container that has `applied` instead of `expected`, if
  /// it was not reported yet.
  mutating func check(expected: CGFloat, applied: CGFloat) -> AutoStackDiagnostic? {
    if applied.isClose(to: expected) {
      reported = nil
      return nil
    }
    guard reported?.isSameValue(as: applied) != true else { return nil }
    reported = applied
    return .containerHeightNotApplied(expected: expected, actual: applied)
  }
}

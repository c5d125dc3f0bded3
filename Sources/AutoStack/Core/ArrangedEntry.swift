import Foundation

/// One arranged view, with what the last pass saw and wrote for it.
///
/// Not generic over the view type: the engine's code runs unspecialized when another module
/// arranges its own view type, and there an entry of a generic type costs a metadata lookup
/// on every access.
struct ArrangedEntry {
  // MARK: Lifecycle

  init(view: some Stackable) {
    self.view = view
    id = ObjectIdentifier(view)
  }

  // MARK: Internal

  /// Weak: the container owns its subviews, and an arrangement must not keep alive a view
  /// the app removed and dropped.
  weak var view: AnyObject?
  let id: ObjectIdentifier
  /// The spacing after this view, replacing the uniform spacing.
  var customSpacing: CGFloat?
  /// The frame the last pass wrote or found in place; `nil` before the first pass.
  var frame: CGRect?
  /// `isHidden` as the last pass saw it.
  var isHidden = false
  /// The cursor after this view, where a pass that starts below it resumes.
  var cursorAfter = StackCursor(next: 0, bottom: 0)

  /// The view, if it is still alive, as the type the engine arranges.
  func view<View: Stackable>(as _: View.Type) -> View? {
    guard let view else { return nil }
    // An engine makes entries of its own view type only.
    return unsafeDowncast(view, to: View.self)
  }

  /// Whether `view` still looks as the last pass left it, so that a notification about it
  /// is an echo of AutoStack's own write or a change that moves nothing.
  func matches(frame current: CGRect, isHidden hidden: Bool) -> Bool {
    guard let frame else { return false }
    return hidden == isHidden && current.isSameRect(as: frame)
  }
}

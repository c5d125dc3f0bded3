import Foundation

/// An arrangement's placeholders: the views the app set, the one on screen, its timer and
/// the scrolling it turned off.
///
/// Not generic over the view type, as ``ArrangedEntry`` is not: the views are held as
/// objects, and the engine casts them back to its own view type.
struct PlaceholderPresentation {
  // MARK: Internal

  /// Which placeholder shows, and when.
  var timeline = PlaceholderTimeline()
  var options = AutoStackPlaceholderOptions()
  /// The view on screen, strongly: it is removed from the container even when the app has
  /// replaced it meanwhile.
  var displayed: AnyObject?
  /// The pending call to decide again, and the time it is for.
  var timer: (timer: any AutoStackTimer, deadline: TimeInterval)?
  /// `isScrollEnabled` as it was when AutoStack turned scrolling off, while it is off.
  var savedScrollEnabled: Bool?
  /// Whether the engine is writing the displayed view's frame, whose notification is then
  /// its own echo.
  var isPlacing = false
  /// Whether a change came while a batch was open, a pass ran or an update ran, to be
  /// decided once they end.
  var needsUpdate = false
  /// Whether an update is running.
  var isUpdating = false

  /// The kinds that have a view.
  var available: PlaceholderTimeline.Kinds {
    var kinds: PlaceholderTimeline.Kinds = []
    if empty != nil { kinds.insert(.empty) }
    if loading != nil { kinds.insert(.loading) }
    if failed != nil { kinds.insert(.failed) }
    return kinds
  }

  /// Whether anything is set or shown: otherwise a pass has nothing to decide.
  var isInUse: Bool {
    empty != nil || loading != nil || failed != nil || displayed != nil || timer != nil
      || savedScrollEnabled != nil
  }

  /// The fade of showing and hiding, in seconds; `0` when fading is off.
  var fadeDuration: TimeInterval {
    guard options.isFadeEnabled, options.fadeDuration.isFinite else { return 0 }
    return max(0, options.fadeDuration)
  }

  /// The view set for `kind`.
  subscript(kind: AutoStackPlaceholderKind) -> AnyObject? {
    get {
      switch kind {
      case .empty: empty
      case .loading: loading
      case .failed: failed
      }
    }
    set {
      switch kind {
      case .empty: empty = newValue
      case .loading: loading = newValue
      case .failed: failed = newValue
      }
    }
  }

  /// Whether `view` is set for any kind.
  func contains(_ view: AnyObject) -> Bool {
    empty === view || loading === view || failed === view
  }

  // MARK: Private

  // Strong: the arrangement owns its placeholders, as a table view owns its background view,
  // so that the app need not keep them; they are released with the arrangement.
  private var empty: AnyObject?
  private var loading: AnyObject?
  private var failed: AnyObject?
}

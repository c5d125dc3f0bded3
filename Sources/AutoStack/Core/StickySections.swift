import Foundation

/// Sticky sections: which views stick, and the frames AutoStack wrote for them, so that their
/// echo is not taken for a change.
///
/// Where each one pins is ``StickyPlan``'s. Its slot, its ``Placement``, never changes: no
/// other view moves when it pins. The views are held weakly, by identity, whatever their
/// type, so that a scroll's look at what was written needs no type of view.
@MainActor
struct StickySections {
  // MARK: Internal

  /// A sticky view that is arranged, at its index, with where the last pass left it.
  struct Member<View: Stackable> {
    let index: Int
    let view: View
    let slot: Placement
  }

  /// Whether no view is sticky: the common case, which costs nothing.
  var isEmpty: Bool { views.isEmpty }

  /// Whether `view` is sticky.
  func contains(_ view: AnyObject) -> Bool { views[ObjectIdentifier(view)]?.view != nil }

  /// Makes `view` sticky or not; returns whether that changed anything.
  mutating func set(_ isSticky: Bool, for view: AnyObject) -> Bool {
    let id = ObjectIdentifier(view)
    guard isSticky != contains(view) else { return false }
    views[id] = isSticky ? Weak(view: view) : nil
    written[id] = nil
    return true
  }

  /// The sticky views that are arranged, top to bottom; forgets the deallocated ones.
  mutating func members<View: Stackable>(
    index: (View) -> Int?, placement: (Int) -> Placement?
  ) -> [Member<View>] {
    var members: [Member<View>] = []
    for (id, weak) in views {
      guard let object = weak.view else {
        views[id] = nil
        written[id] = nil
        continue
      }
      guard let view = object as? View, let index = index(view), let slot = placement(index)
      else { continue }
      members.append(Member(index: index, view: view, slot: slot))
    }
    return members.sorted { $0.index < $1.index }
  }

  /// Records that `frame` is about to be written to `view`, or was read back after the write.
  mutating func recordWrite(_ frame: CGRect, of view: AnyObject) {
    written[ObjectIdentifier(view)] = frame
  }

  /// Forgets the frames written: the arrangement stopped.
  mutating func forgetWrites() { written = [:] }

  /// The frame AutoStack last wrote to `view` as a sticky view, if any: a view found there is
  /// the echo of that write, or that frame set again.
  func writtenFrame(of view: AnyObject) -> CGRect? {
    written.isEmpty ? nil : written[ObjectIdentifier(view)]
  }

  // MARK: Private

  private struct Weak {
    weak var view: AnyObject?
  }

  /// The sticky views by identity.
  private var views: [ObjectIdentifier: Weak] = [:]
  /// The last frame AutoStack wrote to each sticky view.
  private var written: [ObjectIdentifier: CGRect] = [:]
}

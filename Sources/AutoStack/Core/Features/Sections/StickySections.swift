import Foundation

/// Sticky sections: which views stick, held weakly, by identity.
///
/// Where each one pins, and which frames were written to it, is ``ScrollPlan``'s. Its slot,
/// its ``Placement``, never changes: no other view moves when it pins.
@MainActor
@usableFromInline
struct StickySections {
  // MARK: Internal

  /// A sticky view that is arranged, at its index, with where the last pass left it.
  struct Member<View: Stackable> {
    let index: Int
    let view: View
    let slot: Placement
  }

  /// Whether no view is sticky: the common case, which costs nothing.
  @usableFromInline var isEmpty: Bool { views.isEmpty }

  /// Whether `view` is sticky.
  func contains(_ view: AnyObject) -> Bool { views[ObjectIdentifier(view)]?.view != nil }

  /// Makes `view` sticky or not; returns whether that changed anything.
  mutating func set(_ isSticky: Bool, for view: AnyObject) -> Bool {
    let id = ObjectIdentifier(view)
    guard isSticky != contains(view) else { return false }
    views[id] = isSticky ? Weak(view: view) : nil
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
        continue
      }
      guard let view = object as? View, let index = index(view), let slot = placement(index)
      else { continue }
      members.append(Member(index: index, view: view, slot: slot))
    }
    return members.sorted { $0.index < $1.index }
  }

  // MARK: Private

  private struct Weak {
    weak var view: AnyObject?
  }

  /// The sticky views by identity.
  private var views: [ObjectIdentifier: Weak] = [:]
}

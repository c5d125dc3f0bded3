import Foundation

/// Sticky sections: which views stick, where each one pins, and the frames AutoStack wrote
/// for them, so that their echo is not taken for a change.
///
/// A sticky view that is not hidden takes `y = min(max(slot, visibleTop), limit − height)`:
/// its slot is where the stack places it, its limit the slot of the next sticky view that is
/// not hidden and is higher than 0, or else the end of the last section. Its slot, its
/// ``Placement``, never changes: no other view moves when it pins.
@MainActor
struct StickySections<View: Stackable> {
  // MARK: Internal

  /// A sticky view that is arranged, at its index, with where the last pass left it.
  struct Member {
    let index: Int
    let view: View
    let slot: Placement
  }

  /// Whether no view is sticky: the common case, which costs nothing.
  var isEmpty: Bool { views.isEmpty }

  /// Whether `view` is sticky.
  func contains(_ view: View) -> Bool { views[ObjectIdentifier(view)]?.view != nil }

  /// Makes `view` sticky or not; returns whether that changed anything.
  mutating func set(_ isSticky: Bool, for view: View) -> Bool {
    let id = ObjectIdentifier(view)
    guard isSticky != contains(view) else { return false }
    views[id] = isSticky ? Weak(view: view) : nil
    written[id] = nil
    return true
  }

  /// The sticky views that are arranged, top to bottom; forgets the deallocated ones.
  mutating func members(index: (View) -> Int?, placement: (Int) -> Placement?) -> [Member] {
    var members: [Member] = []
    for (id, weak) in views {
      guard let view = weak.view else {
        views[id] = nil
        written[id] = nil
        continue
      }
      guard let index = index(view), let slot = placement(index) else { continue }
      members.append(Member(index: index, view: view, slot: slot))
    }
    return members.sorted { $0.index < $1.index }
  }

  /// The frame each member takes with the visible top at `visibleTop` and the last section
  /// ending at `end`: pinned, pushed up by the next sticky view, or in its slot when hidden.
  static func frames(of members: [Member], visibleTop: CGFloat, end: CGFloat) -> [CGRect] {
    var limit = end
    var frames = Array(repeating: CGRect.zero, count: members.count)
    for position in members.indices.reversed() {
      let slot = members[position].slot
      var frame = slot.frame
      if !slot.isHidden {
        let height = frame.size.height
        let y = min(max(frame.origin.y, visibleTop), limit - height)
        if y.isFinite { frame.origin.y = y }
        if height.isValidLength, height > 0 { limit = slot.frame.origin.y }
      }
      frames[position] = frame
    }
    return frames
  }

  /// Records that `frame` is about to be written to `view`, or was read back after the write.
  mutating func recordWrite(_ frame: CGRect, of view: View) {
    written[ObjectIdentifier(view)] = frame
  }

  /// Forgets the frames written: the arrangement stopped.
  mutating func forgetWrites() { written = [:] }

  /// Whether `view`, which is not where its placement says, is where AutoStack pinned it:
  /// the echo of a sticky write, or that frame set again.
  func isPinnedEcho(of view: View) -> Bool {
    guard !written.isEmpty, !view.isHidden, let frame = written[ObjectIdentifier(view)] else {
      return false
    }
    return view.untransformedFrame.isClose(to: frame)
  }

  // MARK: Private

  private struct Weak {
    weak var view: View?
  }

  /// The sticky views by identity.
  private var views: [ObjectIdentifier: Weak] = [:]
  /// The last frame AutoStack wrote to each sticky view.
  private var written: [ObjectIdentifier: CGRect] = [:]
}

import AutoStack
import Foundation

/// UIKit's geometry as the model follows it, the rules ``SimulatedView`` implements: a view
/// stores a center and a bounds size, and a scale transform about its center; its frame is
/// derived from them; a view of fixed size keeps it; a container's new size moves its
/// subviews by their autoresizing masks, inside the setter; every set notifies.
extension StackModel {
  /// The frame of view `id` as UIKit reports it: the transformed box.
  func transformedFrame(of id: Int) -> CGRect {
    let view = views[id]
    let scale = abs(view.scale)
    let width = view.size.width * scale
    let height = view.size.height * scale
    return CGRect(
      x: view.center.x - width / 2, y: view.center.y - height / 2, width: width, height: height)
  }

  /// The app sets the frame of view `id`: the transformed frame, changed by `change`.
  func setFrame(of id: Int, _ change: (inout CGRect) -> Void) {
    let view = views[id]
    let scale = abs(view.scale)
    var frame = transformedFrame(of: id)
    change(&frame)
    let size =
      view.fixedSize.map { CGSize(width: $0.width * scale, height: $0.height * scale) }
      ?? frame.size
    setGeometry(
      of: id,
      center: CGPoint(x: frame.origin.x + size.width / 2, y: frame.origin.y + size.height / 2),
      size: scale == 0 ? view.size : CGSize(width: size.width / scale, height: size.height / scale))
  }

  /// Sets the bounds size of view `id`, which keeps its center.
  func setBoundsSize(of id: Int, _ size: CGSize) {
    setGeometry(of: id, center: views[id].center, size: views[id].fixedSize ?? size)
  }

  /// What AutoStack's write does: the frame, if it differs, with the identity transform; else
  /// the bounds size if it differs, then the center from the size the view kept, if it
  /// differs.
  func setUntransformedFrame(of id: Int, _ frame: CGRect) {
    if views[id].scale == 1 {
      if !transformedFrame(of: id).isIdentical(to: frame) { setFrame(of: id) { $0 = frame } }
      return
    }
    if views[id].size != frame.size { setBoundsSize(of: id, frame.size) }
    let kept = views[id].size
    let center = CGPoint(
      x: frame.origin.x + kept.width / 2, y: frame.origin.y + kept.height / 2)
    if center != views[id].center { setGeometry(of: id, center: center, size: kept) }
  }

  /// One set of view `id`'s geometry: the subviews of a container that changed size follow
  /// their masks, then the view notifies.
  private func setGeometry(of id: Int, center: CGPoint, size: CGSize) {
    let oldSize = views[id].size
    views[id].center = center
    views[id].size = size
    views[id].frameSets += 1
    if size != oldSize, let container = container(ofView: id) {
      for subview in container.subviews where !views[subview].mask.isEmpty {
        let frame = transformedFrame(of: subview)
        let resized = AutoresizingRule.frame(
          frame, mask: views[subview].mask, superviewSize: (oldSize, size))
        if !resized.isIdentical(to: frame) { setFrame(of: subview) { $0 = resized } }
      }
    }
    notify(id)
  }

  /// The container's layout pass: each subview under Auto Layout, back to front, takes the
  /// frame its constraints give it, unless it is there.
  func layout(_ container: ModelContainer) {
    for id in container.subviews where views[id].usesAutoLayout {
      guard let frame = views[id].constraintFrame, !views[id].frame.isClose(to: frame) else {
        continue
      }
      setUntransformedFrame(of: id, frame)
    }
  }
}

import AutoStack
import Foundation

/// A view as ``StackModel`` follows it: UIKit's geometry (a center, a bounds size and a scale
/// about the center, see `StackModel+Geometry.swift`), its flags, and what was done to it.
package struct ModelView {
  /// Where the view's center and bounds put it, before its transform.
  package var frame: CGRect {
    CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
  var center: CGPoint
  var size: CGSize
  var scale: CGFloat = 1
  /// The size a control like `UISwitch` keeps whatever is written.
  let fixedSize: CGSize?
  package internal(set) var mask: AutoStackAutoresizingMask = []
  /// Whether Auto Layout positions it (`translatesAutoresizingMaskIntoConstraints` false),
  /// with constraints that give it ``constraintFrame`` at its container's layout pass.
  package internal(set) var usesAutoLayout = false
  var constraintFrame: CGRect?
  package internal(set) var isHidden = false
  /// The index of the container it is a subview of.
  package internal(set) var superview: Int?
  /// How many times its frame, bounds or center was set, by the app, UIKit or the engine.
  package internal(set) var frameSets = 0
  /// Whether the app or an arrangement still holds it; a released view stays here, so that its
  /// identity is never reused.
  package internal(set) var isAlive = true
  /// Whether the app let go of it: it dies once no arrangement holds it either.
  package internal(set) var isReleased = false
  /// The label text it shows, which sizes it when it is measured; without one, a view
  /// measures as its own size (a container as its content).
  var text: SimulatedText?
  /// How many times an arrangement measured it.
  package internal(set) var measurements = 0
  /// The alpha the view holds: the app's, or the one a fade started from or ended on; while
  /// ``fade`` runs, it shows another (``StackModel/alpha(of:)``).
  package internal(set) var alpha: CGFloat = 1
  /// The fade of its alpha running on the clock, as `SimulatedStack` runs one.
  var fade: AlphaFade?

  /// A linear fade of a view's alpha, from `start` at `startTime` to `target` over
  /// `duration` milliseconds; `timer` names the call at its end.
  struct AlphaFade {
    let start: CGFloat
    let target: CGFloat
    let startTime: Int
    let duration: Int
    let timer: Int
  }

  /// A view at the top left of `size`, or of `fixedSize`, which it keeps.
  init(size: CGSize, fixedSize: CGSize? = nil) {
    let size = fixedSize ?? size
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    self.size = size
    self.fixedSize = fixedSize
  }
}

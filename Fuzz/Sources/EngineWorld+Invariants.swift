import AutoStack
import AutoStackSimulator
import Foundation

extension EngineWorld {
  /// Checks what must hold between operations: each view in at most one arrangement, no
  /// arranged view outside its container, the layout rules, finite frames, and exactly one
  /// observation per arranged view.
  func checkInvariants() {
    var owners: [ObjectIdentifier: Int] = [:]
    for (index, slot) in slots.enumerated() {
      guard let engine = slot.stack?.engine else { continue }
      let arranged = engine.arrangedViews
      FuzzCheck.expect(
        Set(arranged.map(ObjectIdentifier.init)).count == arranged.count,
        "a view is arranged twice in one container")
      for view in arranged {
        let previous = owners.updateValue(index, forKey: ObjectIdentifier(view))
        FuzzCheck.expect(previous == nil, "\(view.name) is arranged in two containers")
      }
      guard let stack = slot.liveStack else { continue }
      FuzzCheck.expect(
        !arranged.contains { $0 === slot.container }, "a container is arranged in itself")
      guard !slot.hasUnobservedChange else { continue }
      for view in arranged {
        FuzzCheck.expect(
          view.superview === slot.container, "\(view.name) is arranged but not in the container")
      }
      if let contentSize = slot.contentSizeAtStop {
        FuzzCheck.expect(
          stack.engine.contentSize == contentSize, "a stopped arrangement changed its size")
      } else {
        checkLayout(of: stack)
      }
    }
    guard observerCountsAreExact else { return }
    for view in views {
      let expected =
        (owners[ObjectIdentifier(view)] == nil ? 0 : 1)
        + reactionCounts[ObjectIdentifier(view), default: 0]
      FuzzCheck.expect(
        view.observerCount == expected,
        "\(view.name) has \(view.observerCount) observers instead of \(expected)")
    }
  }

  /// Checks the frames and the content size of `stack` against the layout rules, derived
  /// view by view: each view starts where the previous visible one ended plus the spacing.
  private func checkLayout(of stack: SimulatedStack) {
    let engine = stack.engine
    let options = engine.options
    let insets = options.insets
    let containerWidth = stack.containerWidth.isValidLength ? stack.containerWidth : 0
    let available = max(0, containerWidth - insets.left.finiteOrZero - insets.right.finiteOrZero)
    var next = insets.top.finiteOrZero
    var bottom = next
    for view in engine.arrangedViews {
      // Raw fields: `CGRect.width` and `minY` standardize negative sizes, AutoStack does not.
      let frame = view.frame
      let width = frame.size.width.isValidLength ? frame.size.width : 0
      let slack = available - width
      let x: CGFloat =
        switch options.alignment {
        case .fill, .leading: insets.left.finiteOrZero
        case .center: insets.left.finiteOrZero + slack / 2
        case .trailing: insets.left.finiteOrZero + slack
        }
      let origin = frame.origin
      FuzzCheck.expect(origin.x.isFinite && origin.y.isFinite, "\(view.name) is at \(origin)")
      FuzzCheck.expect(origin.y == next, "\(view.name) is at y \(origin.y), not \(next)")
      FuzzCheck.expect(origin.x == x, "\(view.name) is at x \(origin.x), not \(x)")
      if options.alignment == .fill {
        FuzzCheck.expect(frame.size.width == available, "\(view.name) is \(frame.size) wide")
      }
      guard !view.isHidden else { continue }
      let height = frame.size.height
      bottom = next + (height.isValidLength ? height : 0)
      next = bottom + (engine.customSpacing(after: view) ?? options.spacing).finiteOrZero
    }
    let contentSize = CGSize(width: containerWidth, height: bottom + insets.bottom.finiteOrZero)
    FuzzCheck.expect(
      engine.contentSize == contentSize,
      "the content size is \(String(describing: engine.contentSize)), not \(contentSize)")
    if let container = stack.container, container.scrolls {
      FuzzCheck.expect(
        container.contentSize == contentSize, "the scroll view's content size is stale")
    }
  }
}

/// Checks that a change of the view at index *k* of an arrangement writes no frame above
/// *k*: record before the operation, ``verify()`` after it.
@MainActor
struct UnchangedAbove {
  init?(_ operation: EngineOperation, in world: EngineWorld) {
    let index: Int
    switch operation {
    case .setHidden(let view, _), .setHeight(let view, _, _), .setWidth(let view, _),
      .setY(let view, _):
      index = view
    default:
      return nil
    }
    let view = world.views[index]
    guard
      let slot = world.slots.first(where: {
        $0.liveStack?.engine.arrangedViews.contains { $0 === view } == true
      }),
      !slot.hasUnobservedChange, let engine = slot.liveStack?.engine,
      let position = engine.arrangedViews.firstIndex(where: { $0 === view })
    else { return nil }
    above = Array(engine.arrangedViews[..<position])
    writes = above.map(\.frameSetCount)
  }

  func verify() {
    for (view, count) in zip(above, writes) {
      FuzzCheck.expect(view.frameSetCount == count, "a change below \(view.name) moved it")
    }
  }

  private let above: [SimulatedView]
  private let writes: [Int]
}

/// How the harness fails: a crash, which libFuzzer records with the input that caused it.
enum FuzzCheck {
  static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
  }
}

extension CGFloat {
  /// Whether a length takes space in the stack: finite and not negative.
  fileprivate var isValidLength: Bool { isFinite && self >= 0 }

  /// Spacing and insets that are not finite are laid out as `0`.
  fileprivate var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

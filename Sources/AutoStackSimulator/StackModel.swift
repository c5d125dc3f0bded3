import AutoStack
import Foundation

/// What the documented behaviour says views and containers look like after each
/// ``RandomOperation``, worked out without the engine: ``ReferenceLayout`` for the frames,
/// plus the rules for arranging, leaving, batching, stopping, reporting, and UIKit's own
/// geometry (a frame derived from a center, bounds and a scale; sizes a view refuses;
/// autoresizing masks), which `StackModel+Geometry.swift` holds.
///
/// It also counts the work the engine must do: a pass whenever something it observes
/// changed (never for its own writes), a frame write for each frame that differs by more
/// than the documented tolerance, each set of a view's geometry, and the structural
/// diagnostics. Views are known by an identity that a released slot's new view does not
/// share.
public struct StackModel {
  // MARK: Lifecycle

  /// The world ``StackWorld`` starts with: a scroll view 375 wide and a plain view 320 wide,
  /// each with an unarranged indicator subview and an empty arrangement; then views 375 wide
  /// of ``initialHeights``, outside any container.
  public init() {
    for index in Self.containerWidths.indices {
      containers.append(newContainer(index))
      arrangeNothing(in: index)
    }
    slots = Self.initialHeights.map { create(height: $0, fixed: false) }
  }

  // MARK: Public

  public struct View {
    /// Where the view's center and bounds put it, before its transform.
    public var frame: CGRect {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    var center: CGPoint
    var size: CGSize
    var scale: CGFloat = 1
    /// The size a control like `UISwitch` keeps whatever is written.
    let fixedSize: CGSize?
    public internal(set) var mask: AutoStackAutoresizingMask = []
    public internal(set) var isHidden = false
    /// The index of the container it is a subview of.
    public internal(set) var superview: Int?
    /// How many times its frame, bounds or center was set, by the app, UIKit or the engine.
    public internal(set) var frameSets = 0
    /// Whether the app still holds it; a released view stays here, so that its identity is
    /// never reused.
    public internal(set) var isAlive = true
  }

  public struct Container {
    /// The container as a view: its frame, its superview when it is nested.
    public let view: Int
    public let scrolls: Bool
    /// The views after its indicator, back to front.
    public internal(set) var subviews: [Int] = []
    /// Arranged views, top to bottom; released ones stay until a pass or an arrangement.
    public internal(set) var arranged: [Int] = []
    var isArranging = false
    public internal(set) var options = AutoStackOptions()
    public internal(set) var customSpacing: [Int: CGFloat] = [:]
    /// The size the engine gave the content last.
    public internal(set) var contentSize: CGSize?
    /// A scroll view's content offset's y: kept inside the content after each reflow.
    public internal(set) var contentOffsetY: CGFloat = 0
    /// A scroll view's horizontal content inset, which the content lies inside.
    var contentInset = (left: CGFloat(0), right: CGFloat(0))
    var isRightToLeft = false
    var batchDepth = 0
    var isFlushing = false
    /// The first index that the next pass reaches, if something observed changed since the
    /// last pass; a view that left the container above it stays arranged until a pass
    /// reaches it.
    var dirtyFrom: Int?
    /// Each arranged view's frame and `isHidden` as it read back after the last pass: a
    /// notification that matches, within the tolerance, is the echo of a write or no change.
    var seen: [Int: (frame: CGRect, isHidden: Bool)] = [:]
    /// The width and direction the last pass used.
    var passWidth: CGFloat?
    var passIsRightToLeft = false
    /// The fill width each view refused, and the width it kept.
    var refusedWidth: [Int: (asked: CGFloat, kept: CGFloat)] = [:]
    /// The masks of the views whose vertical flags the arrangement cleared: as they were,
    /// and as they were left.
    var savedMask:
      [Int: (original: AutoStackAutoresizingMask, cleared: AutoStackAutoresizingMask)] =
        [:]
    /// The view a pass is writing, whose notifications wait for the write to end, and
    /// whether it notified.
    var placing: (id: Int, didNotify: Bool)?
    public internal(set) var passes = 0
    public internal(set) var frameWrites = 0
    public internal(set) var diagnostics: [AutoStackDiagnostic] = []
  }

  public static let initialHeights: [CGFloat] = [44, 20, 0, 100, 12.5, 60, 100.0 / 3, 80]
  public static let containerWidths: [CGFloat] = [375, 320]
  /// The height of a view put in a released slot.
  public static let recreatedHeight: CGFloat = 44
  /// The size of a fixed-size view put in a released slot: a `UISwitch`'s.
  public static let fixedSize = CGSize(width: 51, height: 31)

  /// The identity of the view in each slot; `nil` once released.
  public private(set) var slots: [Int?] = []
  /// Every view, released ones included, indexed by identity.
  public internal(set) var views: [View] = []
  public internal(set) var containers: [Container] = []

  /// The container arranging view `id`, if any.
  public func arrangement(of id: Int) -> Int? {
    containers.indices.first { containers[$0].arranged.contains(id) }
  }

  public mutating func apply(_ operation: RandomOperation) {
    switch operation {
    case .arrange(let container, let elements, let spacing, let insets, let alignment):
      var options = containers[container].options
      if let spacing { options.spacing = spacing }
      if let insets { options.insets = insets }
      if let alignment { options.alignment = alignment }
      // Each view's identity; `nil` for the container itself.
      var identities: [Int?] = []
      for element in elements {
        switch element {
        case .view(let slot): if let id = slots[slot] { identities.append(id) }
        case .container: identities.append(nil)
        case .nested: if container == 0 { identities.append(containers[1].view) }
        }
      }
      arrange(container, identities, options: options)
    case .drop(let slot):
      guard let id = slots[slot], let container = arrangement(of: id) else { break }
      let rest = containers[container].arranged.filter { $0 != id && views[$0].isAlive }
      arrange(container, rest, options: nil)
    case .setHidden(let slot, let isHidden):
      guard let id = slots[slot] else { break }
      views[id].isHidden = isHidden
      viewDidChange(id)
    case .setHeight(let slot, let height):
      if let id = slots[slot] { setFrame(of: id) { $0.size.height = height } }
    case .setBoundsHeight(let slot, let height):
      if let id = slots[slot] {
        setBoundsSize(of: id, CGSize(width: views[id].size.width, height: height))
      }
    case .setWidth(let slot, let width):
      if let id = slots[slot] { setFrame(of: id) { $0.size.width = width } }
    case .move(let slot, let origin):
      if let id = slots[slot] { setFrame(of: id) { $0.origin = origin } }
    case .setContainerWidth(let container, let width):
      setFrame(of: containers[container].view) { $0.size.width = width }
    case .setSpacing(let container, let spacing):
      var options = containers[container].options
      options.spacing = spacing
      setOptions(container, options)
    case .setInsets(let container, let insets):
      var options = containers[container].options
      options.insets = insets
      setOptions(container, options)
    case .setAlignment(let container, let alignment):
      var options = containers[container].options
      options.alignment = alignment
      setOptions(container, options)
    case .setCustomSpacing(let container, let slot, let spacing):
      guard let id = slots[slot] else { break }
      guard containers[container].arranged.contains(id) else {
        containers[container].diagnostics.append(.customSpacingForUnarrangedView)
        break
      }
      if let spacing, !spacing.isFinite {
        containers[container].diagnostics.append(.invalidSpacing(spacing))
      }
      containers[container].customSpacing[id] = spacing.map { $0.isFinite ? $0 : 0 }
      setNeedsReflow(container, from: containers[container].arranged.firstIndex(of: id) ?? 0)
    case .removeFromSuperview(let slot):
      guard let id = slots[slot], let container = views[id].superview else { break }
      removeFromSuperview(id)
      setNeedsReflow(container)
    case .release(let slot):
      guard let id = slots[slot] else { break }
      let container = views[id].superview
      removeFromSuperview(id)
      slots[slot] = nil
      views[id].isAlive = false
      if let container { setNeedsReflow(container) }
    case .recreate(let slot, let fixed):
      guard slots[slot] == nil else { break }
      slots[slot] = create(height: Self.recreatedHeight, fixed: fixed)
    case .stop(let container):
      for id in containers[container].arranged { restoreMask(of: id, in: container) }
      containers[container].arranged = []
      containers[container].customSpacing = [:]
      containers[container].seen = [:]
      containers[container].refusedWidth = [:]
      containers[container].isArranging = false
      containers[container].dirtyFrom = nil
    case .setNeedsReflow(let container):
      setNeedsReflow(container)
    case .batch(let container, let operations), .animate(let container, let operations):
      containers[container].batchDepth += 1
      for operation in operations { apply(operation) }
      containers[container].batchDepth -= 1
    case .addSubview(let slot, let container):
      guard let id = slots[slot] else { break }
      addSubview(id, to: container)
    case .replaceContainer(let container):
      guard containers.allSatisfy({ $0.batchDepth == 0 }) else { break }
      // The app takes the container out of its superview, if nested, and lets go of it.
      let old = containers[container].view
      removeFromSuperview(old)
      views[old].isAlive = false
      for id in containers[container].subviews { views[id].superview = nil }
      containers[container] = newContainer(container)
      arrangeNothing(in: container)
    case .setAutoresizingMask(let slot, let mask):
      guard let id = slots[slot] else { break }
      views[id].mask = arrangement(of: id) == nil ? mask : mask.subtracting(.vertical)
    case .setScale(let slot, let scale):
      if let id = slots[slot] { views[id].scale = scale }
    case .setContentInset(let container, let left, let right):
      containers[container].contentInset = (left, right)
      notify(containers[container].view)
    case .setDirection(let container, let isRightToLeft):
      containers[container].isRightToLeft = isRightToLeft
      notify(containers[container].view)
    case .scroll(let container, let y):
      guard containers[container].scrolls else { break }
      setContentOffset(y, of: container)
    }
    for container in containers.indices { flushIfPossible(container) }
  }

  // MARK: Internal

  /// The container whose own view is `id`, if any.
  func container(ofView id: Int) -> Int? {
    containers.indices.first { containers[$0].view == id && views[id].isAlive }
  }

  /// A notification from view `id`, to its observers in the order they observed it: the
  /// arrangement it is the container of, then the arrangement it belongs to.
  mutating func notify(_ id: Int) {
    if let container = container(ofView: id) { containerDidChange(container) }
    viewDidChange(id)
  }

  // MARK: Private

  /// Container `index` as it is created, before ``arrangeNothing(in:)``: of its initial
  /// width, with an unarranged indicator (not listed in `subviews`).
  private mutating func newContainer(_ index: Int) -> Container {
    let size = CGSize(width: Self.containerWidths[index], height: 667)
    views.append(
      View(center: CGPoint(x: size.width / 2, y: size.height / 2), size: size, fixedSize: nil))
    return Container(view: views.count - 1, scrolls: index == 0)
  }

  /// What ``StackWorld`` does with each container it creates: arranges it with no view.
  private mutating func arrangeNothing(in container: Int) {
    apply(.arrange(container: container, [], spacing: nil, insets: nil, alignment: nil))
  }

  /// A new view, 375 wide at the top left, or of ``fixedSize``, outside any container; its
  /// identity.
  private mutating func create(height: CGFloat, fixed: Bool) -> Int {
    let size = fixed ? Self.fixedSize : CGSize(width: 375, height: height)
    views.append(
      View(
        center: CGPoint(x: size.width / 2, y: size.height / 2), size: size,
        fixedSize: fixed ? Self.fixedSize : nil))
    return views.count - 1
  }

  /// The width container `index` lays out in: its bounds' width, which `CGRect` makes
  /// positive, less a scroll view's horizontal content inset.
  private func layoutWidth(of index: Int) -> CGFloat {
    let container = containers[index]
    let width = CGRect(origin: .zero, size: views[container.view].size).width
    return width
      - (container.scrolls ? container.contentInset.left + container.contentInset.right : 0)
  }

  /// The container's own observation: a new width or direction reflows every view.
  private mutating func containerDidChange(_ index: Int) {
    let container = containers[index]
    if container.passWidth.map({ !$0.isIdentical(to: layoutWidth(of: index)) }) ?? true
      || container.passIsRightToLeft != container.isRightToLeft
    {
      setNeedsReflow(index)
    }
  }

  /// The arrangement's observation of view `id`: it reflows unless the view still reads as
  /// the last pass left it; a notification of the view a pass is writing waits for the write.
  private mutating func viewDidChange(_ id: Int) {
    guard let container = arrangement(of: id) else { return }
    if containers[container].placing?.id == id {
      containers[container].placing?.didNotify = true
      return
    }
    if !isSettled(id, in: container) {
      setNeedsReflow(container, from: containers[container].arranged.firstIndex(of: id) ?? 0)
    }
  }

  /// Whether view `id` reads, within the tolerance, as the last pass of `container` left it.
  private func isSettled(_ id: Int, in container: Int) -> Bool {
    guard let seen = containers[container].seen[id] else { return false }
    return seen.isHidden == views[id].isHidden && seen.frame.isClose(to: views[id].frame)
  }

  private mutating func setOptions(_ container: Int, _ options: AutoStackOptions) {
    // `!=` as the engine's own comparison: NaN differs from itself.
    guard options != containers[container].options else { return }
    containers[container].options = options
    let insets = options.insets
    for value in [options.spacing, insets.top, insets.left, insets.bottom, insets.right]
    where !value.isFinite {
      containers[container].diagnostics.append(.invalidSpacing(value))
    }
    setNeedsReflow(container)
  }

  /// Marks the views of `container` from `index` down for a pass, which runs at once unless
  /// a batch is open or a pass of that container is running.
  private mutating func setNeedsReflow(_ container: Int, from index: Int = 0) {
    guard containers[container].isArranging else { return }
    containers[container].dirtyFrom = min(containers[container].dirtyFrom ?? index, index)
    flushIfPossible(container)
  }

  private mutating func arrange(
    _ container: Int, _ elements: [Int?], options: AutoStackOptions?
  ) {
    containers[container].batchDepth += 1
    defer { containers[container].batchDepth -= 1 }
    containers[container].isArranging = true
    if let options { setOptions(container, options) }
    var accepted: [Int] = []
    for (index, element) in elements.enumerated() {
      guard let id = element else {
        containers[container].diagnostics.append(.containerInSubviews(index: index))
        continue
      }
      if let first = elements[..<index].firstIndex(of: id) {
        containers[container].diagnostics.append(
          .duplicateSubview(index: index, firstIndex: first))
      } else {
        accepted.append(id)
      }
    }
    let previous = containers[container].arranged
    for id in previous where !accepted.contains(id) {
      leave(id, container)
      if views[id].superview == container { removeFromSuperview(id) }
    }
    containers[container].arranged = []
    for id in accepted {
      if !previous.contains(id) {
        if let owner = arrangement(of: id) {
          // The view leaves its other arrangement, which reflows from its place at once
          // unless batched.
          let index = containers[owner].arranged.firstIndex(of: id) ?? 0
          containers[owner].arranged.remove(at: index)
          leave(id, owner)
          setNeedsReflow(owner, from: index)
        }
        if views[id].superview != container { addSubview(id, to: container) }
        // AutoStack owns the vertical geometry of the views it arranges.
        let mask = views[id].mask
        let cleared = mask.subtracting(.vertical)
        if cleared != mask {
          views[id].mask = cleared
          containers[container].savedMask[id] = (mask, cleared)
        }
      } else if views[id].superview != container {
        addSubview(id, to: container)
      }
      containers[container].arranged.append(id)
    }
    containers[container].dirtyFrom = 0
  }

  /// What `container` forgets of view `id` when it leaves: its custom spacing, placement
  /// and refused width; its mask goes back as it was unless the app changed it.
  private mutating func leave(_ id: Int, _ container: Int) {
    containers[container].customSpacing[id] = nil
    containers[container].seen[id] = nil
    containers[container].refusedWidth[id] = nil
    restoreMask(of: id, in: container)
  }

  private mutating func restoreMask(of id: Int, in container: Int) {
    guard let saved = containers[container].savedMask.removeValue(forKey: id) else { return }
    if views[id].isAlive, views[id].mask == saved.cleared { views[id].mask = saved.original }
  }

  private mutating func addSubview(_ id: Int, to container: Int) {
    removeFromSuperview(id)
    views[id].superview = container
    containers[container].subviews.append(id)
  }

  private mutating func removeFromSuperview(_ id: Int) {
    guard let container = views[id].superview else { return }
    containers[container].subviews.removeAll { $0 == id }
    views[id].superview = nil
  }

  /// Passes until nothing is dirty, if a pass is due and may run.
  private mutating func flushIfPossible(_ index: Int) {
    let current = containers[index]
    guard current.dirtyFrom != nil, current.batchDepth == 0, current.isArranging,
      !current.isFlushing
    else { return }
    containers[index].isFlushing = true
    defer { containers[index].isFlushing = false }
    while let dirtyFrom = containers[index].dirtyFrom, containers[index].isArranging {
      containers[index].dirtyFrom = nil
      pass(index, from: dirtyFrom)
    }
    keepContentOffsetInside(index)
  }

  /// After a reflow, a scroll view's offset is at most the end of its content:
  /// `max(0, contentHeight − 667)` here, with no top or bottom content inset.
  private mutating func keepContentOffsetInside(_ index: Int) {
    guard containers[index].scrolls, containers[index].isArranging,
      let height = containers[index].contentSize?.height
    else { return }
    let end = max(0, height - views[containers[index].view].size.height)
    if containers[index].contentOffsetY > end + ReferenceLayout.tolerance {
      setContentOffset(end, of: index)
    }
  }

  /// Sets the bounds' origin, which notifies the container's observers.
  private mutating func setContentOffset(_ y: CGFloat, of container: Int) {
    containers[container].contentOffsetY = y
    views[containers[container].view].frameSets += 1
    notify(containers[container].view)
  }

  /// One pass from `dirtyFrom` down: views released or taken out of the container leave
  /// the arrangement, then every frame that differs from the reference layout by more than
  /// the tolerance is written, top to bottom, each write notifying as the app's own.
  private mutating func pass(_ index: Int, from dirtyFrom: Int) {
    containers[index].passes += 1
    let width = layoutWidth(of: index)
    let isRightToLeft = containers[index].isRightToLeft
    // A view that left is reported at its index in the arrangement as the pass found it, if
    // the pass reaches it: a new width or direction reaches every view.
    let reached =
      containers[index].passWidth?.isIdentical(to: width) == true
        && containers[index].passIsRightToLeft == isRightToLeft ? dirtyFrom : 0
    containers[index].passWidth = width
    containers[index].passIsRightToLeft = isRightToLeft
    var arranged: [Int] = []
    for (position, id) in containers[index].arranged.enumerated() {
      guard position < reached || views[id].isAlive && views[id].superview == index else {
        if views[id].isAlive {
          containers[index].diagnostics.append(.subviewRemovedFromContainer(index: position))
          leave(id, index)
        }
        containers[index].customSpacing[id] = nil
        continue
      }
      arranged.append(id)
    }
    containers[index].arranged = arranged
    let container = containers[index]
    let reference = ReferenceLayout(
      options: container.options, containerWidth: width, isRightToLeft: isRightToLeft)
    let layout = reference.layout(
      arranged.map { id in
        let refused = container.refusedWidth[id]
        return ReferenceLayout.Item(
          height: views[id].size.height, width: views[id].size.width,
          isHidden: views[id].isHidden, customSpacing: container.customSpacing[id],
          refusesWidth: refused.map {
            $0.asked.isClose(to: reference.fillWidth) && $0.kept.isClose(to: views[id].size.width)
          } ?? false)
      })
    for (position, id) in arranged.enumerated() where position >= reached {
      place(id, at: position, in: index, target: layout.frames[position], reference: reference)
    }
    guard containers[index].contentSize != layout.contentSize else { return }
    containers[index].contentSize = layout.contentSize
    if !container.scrolls {
      setFrame(of: container.view) { $0.size.height = layout.contentSize.height }
    }
  }

  /// Places view `id` of `container` at `target`, as a pass does: written unless it is there
  /// within the tolerance or the target is not finite; a view that refuses the fill width it
  /// is given moves to the leading edge with the width it keeps.
  private mutating func place(
    _ id: Int, at position: Int, in container: Int, target: CGRect, reference: ReferenceLayout
  ) {
    let isHidden = views[id].isHidden
    guard target.origin.x.isFinite, target.origin.y.isFinite, target.size.width.isFinite,
      target.size.height.isFinite
    else {
      containers[container].seen[id] = (views[id].frame, isHidden)
      return
    }
    containers[container].seen[id] = (target, isHidden)
    guard !views[id].frame.isClose(to: target) else { return }
    containers[container].placing = (id, false)
    containers[container].frameWrites += 1
    setUntransformedFrame(of: id, target)
    var actual = views[id].frame
    if containers[container].options.alignment == .fill,
      !actual.size.width.isClose(to: target.size.width),
      actual.size.height.isClose(to: target.size.height)
    {
      containers[container].refusedWidth[id] = (target.size.width, actual.size.width)
      let leading = reference.leadingFrame(width: actual.size.width, at: target)
      if !actual.isClose(to: leading) {
        containers[container].frameWrites += 1
        setUntransformedFrame(of: id, leading)
        actual = views[id].frame
      }
      containers[container].seen[id] = (actual, isHidden)
    } else if actual.isClose(to: target) {
      containers[container].seen[id] = (actual, isHidden)
    }
    let didNotify = containers[container].placing?.didNotify ?? false
    containers[container].placing = nil
    if didNotify, !isSettled(id, in: container) {
      containers[container].dirtyFrom = min(containers[container].dirtyFrom ?? position, position)
    }
  }
}

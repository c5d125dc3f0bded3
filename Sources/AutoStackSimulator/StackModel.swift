import AutoStack
import Foundation

/// What the documented behaviour says views and containers look like after each
/// ``RandomOperation``, worked out without the engine: ``ReferenceLayout`` for the frames,
/// plus the rules for arranging, leaving, batching, stopping and reporting.
///
/// It also counts the work the engine must do: a pass whenever something it observes
/// changed (never for its own writes), a frame write for each frame that differs, and the
/// structural diagnostics. Views are known by an identity that a released slot's new view
/// does not share.
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
    slots = Self.initialHeights.map { create(height: $0) }
  }

  // MARK: Internal

  public struct View {
    public internal(set) var frame: CGRect
    public internal(set) var isHidden = false
    /// The index of the container it is a subview of.
    public internal(set) var superview: Int?
    /// How many times its frame was set, by the app or the engine.
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
    var batchDepth = 0
    var isFlushing = false
    /// The first index that the next pass reaches, if something observed changed since the
    /// last pass; a view that left the container above it stays arranged until a pass
    /// reaches it.
    var dirtyFrom: Int?
    /// Each arranged view's frame and `isHidden` as the last pass left them: a notification
    /// that matches is the echo of a write, or no change.
    var seen: [Int: (frame: CGRect, isHidden: Bool)] = [:]
    /// The width the last pass used.
    var passWidth: CGFloat?
    public internal(set) var passes = 0
    public internal(set) var frameWrites = 0
    public internal(set) var diagnostics: [AutoStackDiagnostic] = []
  }

  public static let initialHeights: [CGFloat] = [44, 20, 0, 100, 12.5, 60, 30, 80]
  public static let containerWidths: [CGFloat] = [375, 320]
  /// The height of a view put in a released slot.
  public static let recreatedHeight: CGFloat = 44

  /// The identity of the view in each slot; `nil` once released.
  public private(set) var slots: [Int?] = []
  /// Every view, released ones included, indexed by identity.
  public private(set) var views: [View] = []
  public private(set) var containers: [Container] = []

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
      update(slot) { $0.size.height = height }
    case .setBoundsHeight(let slot, let height):
      // UIKit's rule: a new bounds size keeps the center. Like `SimulatedView`, read the
      // new size back through `CGRect`, which makes it positive.
      update(slot) { frame in
        let bounds = CGRect(origin: .zero, size: CGSize(width: frame.size.width, height: height))
        frame = CGRect(
          x: frame.midX - bounds.width / 2, y: frame.midY - bounds.height / 2,
          width: bounds.width, height: bounds.height)
      }
    case .setWidth(let slot, let width):
      update(slot) { $0.size.width = width }
    case .move(let slot, let origin):
      update(slot) { $0.origin = origin }
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
    case .recreate(let slot):
      guard slots[slot] == nil else { break }
      slots[slot] = create(height: Self.recreatedHeight)
    case .stop(let container):
      containers[container].arranged = []
      containers[container].customSpacing = [:]
      containers[container].seen = [:]
      containers[container].isArranging = false
      containers[container].dirtyFrom = nil
    case .setNeedsReflow(let container):
      setNeedsReflow(container)
    case .batch(let container, let operations), .animate(let container, let operations):
      let identity = containers[container].view
      containers[container].batchDepth += 1
      for operation in operations { apply(operation) }
      // A container replaced inside the batch took the batch with it.
      if containers[container].view == identity { containers[container].batchDepth -= 1 }
    case .addSubview(let slot, let container):
      guard let id = slots[slot] else { break }
      addSubview(id, to: container)
    case .replaceContainer(let container):
      // The app takes the container out of its superview, if nested, and lets go of it.
      let old = containers[container].view
      removeFromSuperview(old)
      views[old].isAlive = false
      for id in containers[container].subviews { views[id].superview = nil }
      containers[container] = newContainer(container)
      arrangeNothing(in: container)
    }
    for container in containers.indices { flushIfPossible(container) }
  }

  // MARK: Private

  /// Container `index` as it is created, before ``arrangeNothing(in:)``: of its initial
  /// width, with an unarranged indicator (not listed in `subviews`).
  private mutating func newContainer(_ index: Int) -> Container {
    views.append(View(frame: CGRect(x: 0, y: 0, width: Self.containerWidths[index], height: 667)))
    return Container(view: views.count - 1, scrolls: index == 0)
  }

  /// The container whose own view is `id`, if any.
  private func container(ofView id: Int) -> Int? {
    containers.indices.first { containers[$0].view == id }
  }

  /// The width container `index` lays out in: its bounds' width, which `CGRect` makes
  /// positive.
  private func width(of index: Int) -> CGFloat {
    CGRect(origin: .zero, size: views[containers[index].view].frame.size).width
  }

  /// What ``StackWorld`` does with each container it creates: arranges it with no view.
  private mutating func arrangeNothing(in container: Int) {
    apply(.arrange(container: container, [], spacing: nil, insets: nil, alignment: nil))
  }

  /// A new view, outside any container; its identity.
  private mutating func create(height: CGFloat) -> Int {
    views.append(View(frame: CGRect(x: 0, y: 0, width: 375, height: height)))
    return views.count - 1
  }

  /// The app sets the frame of the view in `slot`.
  private mutating func update(_ slot: Int, _ change: (inout CGRect) -> Void) {
    guard let id = slots[slot] else { return }
    setFrame(of: id, change)
  }

  /// Sets the frame of view `id`, and notifies its observers in the order they observed it:
  /// the arrangement it is the container of, then the arrangement it belongs to.
  private mutating func setFrame(of id: Int, _ change: (inout CGRect) -> Void) {
    change(&views[id].frame)
    views[id].frameSets += 1
    if let container = container(ofView: id), views[id].isAlive {
      let width = width(of: container)
      if containers[container].passWidth.map({ !$0.isIdentical(to: width) }) ?? true {
        setNeedsReflow(container)
      }
    }
    viewDidChange(id)
  }

  /// A notification from view `id`: its arrangement reflows unless it is an echo.
  private mutating func viewDidChange(_ id: Int) {
    guard let container = arrangement(of: id) else { return }
    let view = views[id]
    let seen = containers[container].seen[id]
    if seen.map({ !$0.frame.isIdentical(to: view.frame) || $0.isHidden != view.isHidden }) ?? true {
      setNeedsReflow(container, from: containers[container].arranged.firstIndex(of: id) ?? 0)
    }
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
      containers[container].customSpacing[id] = nil
      containers[container].seen[id] = nil
      if views[id].superview == container { removeFromSuperview(id) }
    }
    containers[container].arranged = []
    for id in accepted {
      if !previous.contains(id), let owner = arrangement(of: id) {
        // The view leaves its other arrangement, which reflows from its place at once unless
        // batched.
        let index = containers[owner].arranged.firstIndex(of: id) ?? 0
        containers[owner].arranged.remove(at: index)
        containers[owner].customSpacing[id] = nil
        containers[owner].seen[id] = nil
        setNeedsReflow(owner, from: index)
        flushIfPossible(owner)
      }
      if views[id].superview != container { addSubview(id, to: container) }
      containers[container].arranged.append(id)
    }
    containers[container].dirtyFrom = 0
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

  /// Passes until nothing is dirty, if a pass is due and may run: views released or taken
  /// out of the container leave the arrangement, then every frame that differs from the
  /// reference layout is written, top to bottom, each write notifying as the app's own.
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
  }

  private mutating func pass(_ index: Int, from dirtyFrom: Int) {
    containers[index].passes += 1
    let width = width(of: index)
    // A view that left is reported at its index in the arrangement as the pass found it, if
    // the pass reaches it: a new width reaches every view.
    let reached = containers[index].passWidth?.isIdentical(to: width) == true ? dirtyFrom : 0
    containers[index].passWidth = width
    var arranged: [Int] = []
    for (position, id) in containers[index].arranged.enumerated() {
      guard position < reached || views[id].isAlive && views[id].superview == index else {
        if views[id].isAlive {
          containers[index].diagnostics.append(.subviewRemovedFromContainer(index: position))
        }
        containers[index].customSpacing[id] = nil
        containers[index].seen[id] = nil
        continue
      }
      arranged.append(id)
    }
    containers[index].arranged = arranged
    let container = containers[index]
    let layout = ReferenceLayout(options: container.options, containerWidth: width).layout(
      arranged.map { id in
        ReferenceLayout.Item(
          height: views[id].frame.size.height, width: views[id].frame.size.width,
          isHidden: views[id].isHidden, customSpacing: container.customSpacing[id])
      })
    for (id, frame) in zip(arranged, layout.frames) {
      containers[index].seen[id] = (frame, views[id].isHidden)
      if !views[id].frame.isIdentical(to: frame) {
        containers[index].frameWrites += 1
        setFrame(of: id) { $0 = frame }
      }
    }
    guard containers[index].contentSize != layout.contentSize else { return }
    containers[index].contentSize = layout.contentSize
    if !container.scrolls {
      setFrame(of: container.view) { $0.size.height = layout.contentSize.height }
    }
  }
}

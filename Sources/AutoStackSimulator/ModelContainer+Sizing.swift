import AutoStack
import Foundation

/// Fitting views: measured at their slot width when they must take a size (see
/// ``ModelFitting``), a label by its text, a nested arranged container by its content height
/// at that width, any other view as its own size.
extension ModelContainer {
  func setSizing(_ sizing: AutoStackSizing, of id: Int) {
    guard let index = arrangedIndex(of: id), sizing != self.sizing(of: id) else { return }
    fitting[id] = sizing.isFitting ? ModelFitting(sizing: sizing) : nil
    if sizing.isFitting { setNeedsReflow(from: index) }
  }

  func invalidateSize(of id: Int) {
    guard let index = arrangedIndex(of: id), fitting[id] != nil else { return }
    fitting[id]?.invalidate()
    setNeedsReflow(from: index)
  }

  /// The text size changed: every fitting view is measured again, in one reflow.
  func contentSizeCategoryDidChange() {
    guard let first = arranged.firstIndex(where: { fitting[$0] != nil }) else { return }
    for id in arranged { fitting[id]?.invalidate() }
    setNeedsReflow(from: first)
  }

  /// The size a pass at `layout` lays view `id`, at `index`, out with: its own, unless it is
  /// a fitting view that is shown and must take a size at the slot width.
  func fittedSize(of id: Int, at index: Int, _ layout: ModelLayout) -> CGSize {
    let fills = options.alignment == .fill
    guard !isLaidOutHidden(id),
      let source = fitting[id]?.source(slotWidth: layout.fillWidth, fills: fills)
    else { return model.views[id].size }
    let size: CGSize
    switch source {
    case .current: return model.views[id].size
    case .cached(let cached): size = cached
    case .measurement:
      // A slot of no width measures nothing: the real width will.
      guard layout.fillWidth > 0 else { return model.views[id].size }
      size = measure(id, at: index, slotWidth: layout.fillWidth)
    }
    fitting[id]?.applied = (layout.fillWidth, fills)
    return size
  }

  // MARK: Private

  /// The index of arranged view `id`; otherwise reported.
  private func arrangedIndex(of id: Int) -> Int? {
    let index = arranged.firstIndex(of: id)
    if index == nil { diagnostics.append(.sizingOfUnarrangedView) }
    return index
  }

  /// Measures view `id`, at `index`, at `slotWidth` (along x, at that height): sanitized,
  /// capped at the slot across the stack, and cached.
  private func measure(_ id: Int, at index: Int, slotWidth: CGFloat) -> CGSize {
    measurements += 1
    model.views[id].measurements += 1
    let isVertical = options.axis == .vertical
    var measured = model.views[id].size
    if let text = model.views[id].text {
      measured =
        isVertical ? text.size(fittingWidth: slotWidth) : text.size(fittingHeight: slotWidth)
    } else if let container = model.container(ofView: id),
      let content = container.fittingSize(fixing: slotWidth, across: !isVertical)
    {
      measured = content
    }
    func isValid(_ length: CGFloat) -> Bool { length.isFinite && length >= 0 }
    let (along, across) =
      isVertical ? (measured.height, measured.width) : (measured.width, measured.height)
    if !isValid(along) || options.alignment != .fill && !isValid(across) {
      diagnostics.append(.invalidMeasurement(index: index, size: measured))
    }
    let (length, width) = (ModelLayout.length(along), min(ModelLayout.length(across), slotWidth))
    let size =
      isVertical
      ? CGSize(width: width, height: length) : CGSize(width: length, height: width)
    fitting[id]?.store(size, at: slotWidth)
    return size
  }

  /// The size that fits the content, given the container's width (or, if `givesHeight`, its
  /// height), or `nil` unless arranging: across the stack, the content laid out in it; along
  /// the stack, the widest shown view across it plus the insets there.
  private func fittingSize(fixing length: CGFloat, across givesHeight: Bool) -> CGSize? {
    guard isArranging else { return nil }
    let isVertical = options.axis == .vertical
    guard givesHeight != isVertical else {
      let widest = widestView()
      return isVertical
        ? CGSize(width: widest, height: length) : CGSize(width: length, height: widest)
    }
    return fittingSize(width: length)
  }

  /// The widest shown view across the stack as it is, plus the insets there.
  func widestView() -> CGFloat {
    let isVertical = options.axis == .vertical
    var widest: CGFloat = 0
    for id in arranged where model.views[id].isAlive && !isLaidOutHidden(id) {
      let size = model.views[id].size
      widest = max(widest, ModelLayout.length(isVertical ? size.width : size.height))
    }
    let insets = options.insets
    let (first, second) = isVertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    return widest + ModelLayout.finite(first) + ModelLayout.finite(second)
  }

  /// The content size of the arrangement in a container `width` wide across the stack (along
  /// x, that high), with every shown fitting view sized at that slot, or `nil` unless
  /// arranging.
  ///
  /// Nothing is written.
  private func fittingSize(width: CGFloat) -> CGSize? {
    guard isArranging else { return nil }
    let layout = ModelLayout(options: options, containerWidth: width)
    let fills = options.alignment == .fill
    var items: [ModelLayout.Item] = []
    let isVertical = options.axis == .vertical
    for (index, id) in arranged.enumerated()
    where model.views[id].isAlive && !isLaidOutHidden(id) {
      var length = model.views[id].size
      // A view under Auto Layout is never measured: its constraints give it its size.
      let source =
        model.views[id].usesAutoLayout
        ? nil : fitting[id]?.source(slotWidth: layout.fillWidth, fills: fills)
      switch source {
      case .cached(let size)?: length = size
      case .measurement?: length = measure(id, at: index, slotWidth: layout.fillWidth)
      case .current?, nil: break
      }
      // Only its length along the stack counts.
      items.append(
        ModelLayout.Item(
          height: isVertical ? length.height : 0, width: isVertical ? 0 : length.width,
          isHidden: false, customSpacing: customSpacing[id]))
    }
    return layout.layout(items).contentSize
  }
}

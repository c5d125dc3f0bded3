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

  /// Measures view `id`, at `index`, at `slotWidth`: sanitized, capped at the slot width, and
  /// cached.
  private func measure(_ id: Int, at index: Int, slotWidth: CGFloat) -> CGSize {
    measurements += 1
    model.views[id].measurements += 1
    var measured = model.views[id].size
    if let text = model.views[id].text {
      measured = text.size(fittingWidth: slotWidth)
    } else if let content = model.container(ofView: id)?.fittingSize(width: slotWidth) {
      measured = content
    }
    func isValid(_ length: CGFloat) -> Bool { length.isFinite && length >= 0 }
    if !isValid(measured.height) || options.alignment != .fill && !isValid(measured.width) {
      diagnostics.append(.invalidMeasurement(index: index, size: measured))
    }
    let size = CGSize(
      width: min(ModelLayout.length(measured.width), slotWidth),
      height: ModelLayout.length(measured.height))
    fitting[id]?.store(size, at: slotWidth)
    return size
  }

  /// The content size of the arrangement in a container `width` wide, with every shown
  /// fitting view sized at that slot width, or `nil` unless arranging.
  ///
  /// Nothing is written.
  private func fittingSize(width: CGFloat) -> CGSize? {
    guard isArranging else { return nil }
    let layout = ModelLayout(options: options, containerWidth: width)
    let fills = options.alignment == .fill
    var items: [ModelLayout.Item] = []
    for (index, id) in arranged.enumerated()
    where model.views[id].isAlive && !isLaidOutHidden(id) {
      var height = model.views[id].size.height
      // A view under Auto Layout is never measured: its constraints give it its size.
      let source =
        model.views[id].usesAutoLayout
        ? nil : fitting[id]?.source(slotWidth: layout.fillWidth, fills: fills)
      switch source {
      case .cached(let size)?: height = size.height
      case .measurement?: height = measure(id, at: index, slotWidth: layout.fillWidth).height
      case .current?, nil: break
      }
      items.append(
        ModelLayout.Item(
          height: height, width: 0, isHidden: false, customSpacing: customSpacing[id]))
    }
    return layout.layout(items).contentSize
  }
}

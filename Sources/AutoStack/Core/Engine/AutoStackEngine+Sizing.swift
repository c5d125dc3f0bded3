import Foundation

extension AutoStackEngine {
  // MARK: Package

  /// Sets how `view` gets its height: fixed, or measured at its slot width.
  ///
  /// A view made fitting is measured at its next placement; one made fixed keeps the frame it has.
  package func setSizing(_ sizing: AutoStackSizing, for view: View) {
    guard let index = index(of: view) else {
      diagnostics.report(.sizingOfUnarrangedView)
      return
    }
    guard sizing != (arrangement.entries[index].fitting?.sizing ?? .fixed) else { return }
    guard sizing.isFitting else {
      arrangement.setFitting(nil, at: index)
      return
    }
    arrangement.setFitting(FittingState(sizing: sizing), at: index)
    reflow(from: index)
  }

  /// The sizing of `view`: ``AutoStackSizing/fixed`` unless set, or if it is not arranged.
  package func sizing(for view: View) -> AutoStackSizing {
    index(of: view).flatMap { arrangement.entries[$0].fitting?.sizing } ?? .fixed
  }

  /// Forgets the sizes measured for `view`, which is measured and reflowed again, at once or when
  /// the current batch ends.
  ///
  /// A fixed view, or an invalidation made by the view's own measurement, changes nothing.
  package func invalidateSize(of view: View) {
    guard let index = index(of: view) else {
      diagnostics.report(.sizingOfUnarrangedView)
      return
    }
    guard let fitting = arrangement.entries[index].fitting, !log.isMeasuring(view) else { return }
    fitting.invalidate()
    reflow(from: index)
  }

  /// The width across the stack its visible views need, with the insets there.
  func widestView() -> CGFloat {
    StackPass<Host>(
      arrangement: arrangement, log: log, diagnostics: diagnostics, layout: layout, owner: self
    ).widestView()
  }

  /// The content size category or the Bold Text setting changed: every fitting view is
  /// measured again, in one reflow.
  package func contentSizeCategoryDidChange() {
    if let first = arrangement.invalidateFittingSizes() { reflow(from: first) }
  }

  /// The size the arrangement would take in a container `width` wide, every fitting view measured
  /// at the slot width that leaves: the same pass, run without writing.
  ///
  /// Measurements are counted and cached, so that a pass at that width reuses them.
  ///
  /// - Returns: The size, or the current content size if a measurement re-arranged the views;
  ///   `nil` when nothing is arranged.
  package func fittingSize(forWidth width: CGFloat) -> CGSize? {
    fittingSize(fixing: width, along: .horizontal)
  }

  package func fittingSize(forHeight height: CGFloat) -> CGSize? {
    fittingSize(fixing: height, along: .vertical)
  }

  /// The container's size that fits its content, with its length along `direction` given:
  /// across the stack, the content laid out in it; along the stack, the widest visible view
  /// across it plus the insets there.
  private func fittingSize(fixing length: CGFloat, along direction: AutoStackAxis) -> CGSize? {
    guard isArranging else { return nil }
    let isAcross = direction != options.axis
    let pass = StackPass<Host>(
      arrangement: arrangement, log: log, diagnostics: diagnostics,
      layout: StackLayout(
        options: options, containerWidth: isAcross ? length : layout.containerWidth,
        isRightToLeft: layout.isRightToLeft, grid: layout.grid),
      owner: self)
    guard isAcross else {
      return layout.orientation.transposed(CGSize(width: pass.widestView(), height: length))
    }
    let measured = pass.measureContent()
    work.measurements += measured.measurements
    guard let size = measured.size ?? contentSize else { return nil }
    return layout.orientation.transposed(size)
  }

}

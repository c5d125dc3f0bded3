import AutoStack
import Foundation

/// Notifications and passes: the arrangement reflows from a view that changed, at once or
/// when its batch ends, and writes every frame that differs from ``ModelLayout`` by more than
/// the tolerance, top to bottom, each write notifying as the app's own.
extension ModelContainer {
  /// Marks the views from `index` down for a pass, which runs at once unless a batch is open
  /// or a pass is running.
  func setNeedsReflow(from index: Int = 0) {
    guard isArranging, !model.isInReflowLoop else { return }
    dirtyFrom = min(dirtyFrom ?? index, index)
    flushIfPossible()
  }

  /// Passes until nothing is dirty, if a pass is due and may run; then the placeholder
  /// decision that waited.
  func flushIfPossible() {
    if canFlush { runPasses() }
    if placeholders.needsUpdate { placeholders.didChange() }
  }

  /// Passes until nothing is dirty, then the offset and visibility, then the look asked for
  /// meanwhile.
  func runPasses() {
    viewport.reflowWillBegin()
    isFlushing = true
    while let start = dirtyFrom {
      dirtyFrom = nil
      guard !model.isInReflowLoop else { break }
      pass(from: start)
    }
    // The features run within the flush: what they ask for waits for them to end.
    viewport.reflowDidEnd()
    isFlushing = false
    if canFlush { return runPasses() }
    viewport.lookIfRequested()
  }

  /// The container's own observation: a new width or direction reflows every view; a
  /// placeholder on screen follows the visible area; a plain container keeps its content's
  /// height; then the clamp that waited and visibility.
  func containerDidChange() {
    if passWidth.map({ !$0.isIdentical(to: layoutWidth) }) ?? true
      || passIsRightToLeft != isRightToLeft
    {
      setNeedsReflow()
    } else if placeholders.displayed != nil {
      placeholders.didChange()
    } else {
      checkAppliedContentHeight()
    }
    viewport.containerDidChange()
  }

  /// The observation of arranged view `id`: it reflows unless the view still reads as the
  /// last pass left it; a notification of the view a pass is writing waits for the write, and
  /// the echo of a sticky view's pinning is no change, not even to a fade.
  func viewDidChange(_ id: Int) {
    if placing?.id == id {
      placing?.didNotify = true
    } else if sections.isPinningEcho(id) {
      return
    } else if fades.isActive, fades.viewDidChange(id) {
      return
    } else if !isSettled(id), !sections.isPinnedEcho(id) {
      setNeedsReflow(from: arranged.firstIndex(of: id) ?? 0)
    }
  }

  // MARK: Private

  /// The width the container lays out in: its bounds' width, which `CGRect` makes positive,
  /// less a scroll view's horizontal content inset; along x its height, less the vertical
  /// inset.
  private var layoutWidth: CGFloat {
    let bounds = CGRect(origin: .zero, size: model.views[view].size)
    guard options.axis == .horizontal else {
      return bounds.width - (scrolls ? contentInset.left + contentInset.right : 0)
    }
    return bounds.height - (scrolls ? contentInset.top + contentInset.bottom : 0)
  }

  /// A view's length across the stack: its width, or along x its height.
  private func across(_ size: CGSize) -> CGFloat {
    options.axis == .vertical ? size.width : size.height
  }

  /// Whether view `id` reads, within the tolerance, as the last pass left it, hidden or not
  /// as `isHidden` says (its own `isHidden` by default).
  private func isSettled(_ id: Int, isHidden: Bool? = nil) -> Bool {
    guard let seen = seen[id] else { return false }
    let view = model.views[id]
    return seen.isHidden == (isHidden ?? view.isHidden)
      && seen.frame.isClose(to: stackFrame(view.frame))
  }

  /// One pass from `dirtyFrom` down: views released or taken out of the container leave
  /// the arrangement, fitting views take their sizes, then every frame that differs from the
  /// reference layout by more than the tolerance is written, top to bottom.
  private func pass(from dirtyFrom: Int) {
    model.passWillRun()
    passes += 1
    sections.passDidRun()
    let width = layoutWidth
    // A view that left is reported at its index in the arrangement as the pass found it, if
    // the pass reaches it: a new width or direction reaches every view.
    let reached =
      passWidth?.isIdentical(to: width) == true && passIsRightToLeft == isRightToLeft
      ? dirtyFrom : 0
    passWidth = width
    passIsRightToLeft = isRightToLeft
    let layout = ModelLayout(
      options: options, containerWidth: width, isRightToLeft: isRightToLeft)
    var kept: [Int] = []
    var items: [ModelLayout.Item] = []
    for (position, id) in arranged.enumerated() {
      let view = model.views[id]
      guard position < reached || view.isAlive && view.superview == index else {
        if view.isAlive { diagnostics.append(.subviewRemovedFromContainer(index: position)) }
        leave(id)
        continue
      }
      if position >= reached { noteAutoLayout(of: id, at: position) }
      // A view under Auto Layout is never measured: its constraints give it its size.
      let size =
        position < reached || underAutoLayout.contains(id)
        ? view.size : fittedSize(of: id, at: position, layout)
      let refused = refusedWidth[id]
      kept.append(id)
      items.append(
        ModelLayout.Item(
          height: size.height, width: size.width, isHidden: isLaidOutHidden(id),
          customSpacing: customSpacing[id],
          refusesWidth: refused.map {
            $0.asked.isClose(to: layout.fillWidth) && $0.kept.isClose(to: across(size))
          } ?? false))
    }
    if kept.count != arranged.count { generation += 1 }
    arranged = kept
    // In stack terms, as the pass places the views: their frames in the container are these
    // read in the new mirror.
    let result = layout.stackLayout(items)
    let length = result.contentSize.height
    // A right-to-left row of another width moves every view before the change too, each
    // kept at its distance to the right end: the pass places them all.
    let isMirrored = options.axis == .horizontal && isRightToLeft
    let placedFrom = isMirrored && !mirrorWidth.isIdentical(to: length) ? 0 : reached
    mirrorWidth = isMirrored ? length : 0
    for (position, id) in kept.enumerated() where position >= placedFrom {
      if position < reached {
        let view = model.views[id]
        // Out of the container since: the next round lets it go. Under Auto Layout: as it was.
        if !view.isAlive || view.superview != index {
          self.dirtyFrom = min(self.dirtyFrom ?? position, position)
          continue
        }
        if underAutoLayout.contains(id) {
          // Where its constraints put it, read in the new mirror, hidden as it was placed.
          seen[id] = seen[id].map { (stackFrame(of: id), $0.isHidden) }
          continue
        }
      }
      if underAutoLayout.contains(id) {
        // Its frame is its constraints': never written, its slot where it is.
        seen[id] = (stackFrame(of: id), isLaidOutHidden(id))
      } else if position < reached, let placed = seen[id]?.frame {
        // Before the change: where the last pass placed it, as it read back, kept at its
        // distance to the right end.
        place(id, at: position, placement: placed, layout: layout)
      } else {
        place(id, at: position, placement: result.frames[position], layout: layout)
      }
    }
    // Visible: not hidden, and higher than 0, or fitting and not measured yet (its height is
    // unknown, not 0) unless under Auto Layout, whose constraints give it its height.
    let hasVisibleView = zip(kept, items).contains { id, item in
      !item.isHidden
        && (ModelLayout.length(options.axis == .vertical ? item.height : item.width) > 0
          || (fitting[id]?.isUnmeasured == true && !underAutoLayout.contains(id)))
    }
    let contentSize =
      options.axis == .vertical
      ? result.contentSize : CGSize(width: length, height: result.contentSize.width)
    stackContent = (contentSize, hasVisibleView)
    finishLayout()
  }

  /// Records whether view `id`, at `position`, which the pass reaches, is under Auto Layout,
  /// reporting it the first time while it is arranged.
  private func noteAutoLayout(of id: Int, at position: Int) {
    guard model.views[id].usesAutoLayout else {
      underAutoLayout.remove(id)
      return
    }
    underAutoLayout.insert(id)
    if reportedAutoLayout.insert(id).inserted {
      diagnostics.append(.subviewUsesAutoLayout(index: position))
    }
  }

  /// Places view `id` at `placement`, in stack terms, as a pass does: written, read in the
  /// container, unless it is there within the tolerance or the target is not finite; a view
  /// that refuses the fill width it is given moves to the leading edge with the width it
  /// keeps.
  private func place(_ id: Int, at position: Int, placement: CGRect, layout: ModelLayout) {
    let target = containerFrame(placement)
    let isHidden = isLaidOutHidden(id)
    guard target.origin.x.isFinite, target.origin.y.isFinite, target.size.width.isFinite,
      target.size.height.isFinite
    else {
      seen[id] = (stackFrame(of: id), isHidden)
      return
    }
    seen[id] = (placement, isHidden)
    guard !model.views[id].frame.isClose(to: target) else { return }
    if isHidden,
      !model.views[id].frame.size.width.isClose(to: target.size.width)
        || !model.views[id].frame.size.height.isClose(to: target.size.height)
    {
      // A hidden fitting view given a size its measurement did not: shown again, it takes
      // its measured size.
      fitting[id]?.applied = nil
    }
    placing = (id, false)
    frameWrites += 1
    model.setUntransformedFrame(of: id, target)
    var actual = model.views[id].frame
    let isVertical = options.axis == .vertical
    let (along, alongTarget) =
      isVertical
      ? (actual.size.height, target.size.height) : (actual.size.width, target.size.width)
    if options.alignment == .fill, !across(actual.size).isClose(to: across(target.size)),
      along.isClose(to: alongTarget)
    {
      refusedWidth[id] = (across(target.size), across(actual.size))
      let leading = layout.leadingFrame(keeping: actual.size, at: target)
      if !actual.isClose(to: leading) {
        frameWrites += 1
        model.setUntransformedFrame(of: id, leading)
        actual = model.views[id].frame
      }
      seen[id] = (stackFrame(actual), isHidden)
    } else if actual.isClose(to: target) {
      seen[id] = (stackFrame(actual), isHidden)
    }
    let didNotify = placing?.didNotify ?? false
    placing = nil
    if didNotify, !isSettled(id, isHidden: isHidden) {
      dirtyFrom = min(dirtyFrom ?? position, position)
    }
  }
}

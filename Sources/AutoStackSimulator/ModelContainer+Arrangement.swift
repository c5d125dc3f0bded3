import AutoStack
import Foundation

/// Arranging, batches, options and stopping, as the documentation states them.
extension ModelContainer {
  /// Runs `changes` in one batch: passes wait for the outermost batch to end; the anchor is
  /// chosen as it opens.
  func performBatch(_ changes: () -> Void) {
    if batchDepth == 0, !isFlushing { viewport.captureAnchor() }
    batchDepth += 1
    changes()
    batchDepth -= 1
    flushIfPossible()
    if batchDepth == 0, !isFlushing { viewport.batchDidEnd() }
  }

  /// Arranges `elements`, in one batch, with new options if given.
  func arrange(_ elements: [Int], options: AutoStackOptions?) {
    isArranging = true
    performBatch {
      if let options { setOptions { $0 = options } }
      replaceArrangement(with: elements)
    }
  }

  /// Changes the options; a different value reflows every view.
  func setOptions(_ change: (inout AutoStackOptions) -> Void) {
    var options = options
    change(&options)
    // `!=` as the engine's own comparison: NaN differs from itself.
    guard options != self.options else { return }
    let axisChanges = options.axis != self.options.axis
    self.options = options
    if axisChanges {
      // Another width to lay out in, other flags to own, sizes to measure across the new
      // axis.
      passWidth = nil
      for id in arranged where model.views[id].isAlive {
        giveBackMask(of: id)
        ownMask(of: id)
        fitting[id]?.invalidate()
      }
    }
    let insets = options.insets
    for value in [options.spacing, insets.top, insets.left, insets.bottom, insets.right]
    where !value.isFinite {
      diagnostics.append(.invalidSpacing(value))
    }
    setNeedsReflow()
  }

  func setCustomSpacing(_ spacing: CGFloat?, after id: Int) {
    guard let index = arranged.firstIndex(of: id) else {
      diagnostics.append(.customSpacingForUnarrangedView)
      return
    }
    if let spacing, !spacing.isFinite { diagnostics.append(.invalidSpacing(spacing)) }
    customSpacing[id] = spacing.map { $0.isFinite ? $0 : 0 }
    setNeedsReflow(from: index)
  }

  /// Ends the arrangement: the placeholder goes at once and scrolling comes back; every view
  /// stays where it is, with its mask back; every visible view disappears.
  func stop() {
    isArranging = false
    fades.finishAll()
    placeholders.hide()
    for id in arranged { leave(id) }
    arranged = []
    generation += 1
    dirtyFrom = nil
    viewport.stop()
    viewport.updateVisibility()
  }

  /// What the arrangement forgets of view `id` when it leaves; its mask goes back as it was
  /// unless the app changed it.
  func leave(_ id: Int) {
    customSpacing[id] = nil
    seen[id] = nil
    refusedWidth[id] = nil
    fitting[id] = nil
    underAutoLayout.remove(id)
    reportedAutoLayout.remove(id)
    fades.forget(id)
    giveBackMask(of: id)
  }

  /// Gives view `id` the mask it had before it joined, unless the app changed it since.
  private func giveBackMask(of id: Int) {
    guard let saved = savedMask.removeValue(forKey: id) else { return }
    if model.views[id].isAlive, model.views[id].mask == saved.cleared {
      model.views[id].mask = saved.original
    }
  }

  /// Clears the autoresizing flags of view `id` along the axis, which AutoStack owns.
  private func ownMask(of id: Int) {
    let mask = model.views[id].mask
    let cleared = mask.subtracting(options.axis.autoresizingFlags)
    if cleared != mask {
      model.views[id].mask = cleared
      savedMask[id] = (mask, cleared)
    }
  }

  // MARK: Private

  /// One walk of `elements`: each is refused (the container, a repeat), kept (moved back into
  /// the container if it left) or joins, until the first view another arrangement holds;
  /// from it on, the views wait until the views left out have left (their masks back), since
  /// taking a view reflows its arrangement, which may resize a container a view left out was
  /// moved to.
  private func replaceArrangement(with elements: [Int]) {
    let previous = arranged
    var accepted: [Int] = []
    var waiting: [Int] = []
    var addedAny = false
    joining = []
    defer { joining = nil }
    func keepOrJoin(_ id: Int) {
      joining?.insert(id)
      if !previous.contains(id) {
        join(id)
        addedAny = true
      } else if model.views[id].superview != index {
        model.addSubview(id, to: index)
        addedAny = true
      }
    }
    for (position, id) in elements.enumerated() {
      if id == view {
        diagnostics.append(.containerInSubviews(index: position))
      } else if let first = elements[..<position].firstIndex(of: id) {
        diagnostics.append(.duplicateSubview(index: position, firstIndex: first))
      } else {
        accepted.append(id)
        let ownedElsewhere = !previous.contains(id) && model.arranging(id) != nil
        if waiting.isEmpty, !ownedElsewhere { keepOrJoin(id) } else { waiting.append(id) }
      }
    }
    for id in previous where !accepted.contains(id) {
      leave(id)
      guard model.views[id].superview == index else { continue }
      // Inside an animation, it stays in the container to fade out.
      if fades.leaving != nil { fades.leaving?.append(id) } else { model.removeFromSuperview(id) }
    }
    for id in waiting { keepOrJoin(id) }
    // The placeholder on screen stays above the sections.
    if addedAny, let displayed = placeholders.displayed { model.addSubview(displayed, to: index) }
    arranged = accepted
    generation += 1
    fades.arrangementDidChange()
    setNeedsReflow()
  }

  /// View `id` joins the arrangement: from another one, which reflows from its place at once
  /// unless batched; into the container; its autoresizing along the axis cleared.
  private func join(_ id: Int) {
    // A section fading out of another container ends that fade first, with its own alpha.
    for other in model.containers where other !== self { other.fades.finishLeaving(id) }
    if let owner = model.arranging(id) {
      let position = owner.arranged.firstIndex(of: id) ?? 0
      owner.arranged.remove(at: position)
      owner.generation += 1
      owner.leave(id)
      owner.fades.arrangementDidChange()
      owner.setNeedsReflow(from: position)
    }
    if model.views[id].superview != index { model.addSubview(id, to: index) }
    ownMask(of: id)
  }
}

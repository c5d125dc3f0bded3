import AutoStack
import Foundation

/// The comparison of the world with the model after each operation: every view's geometry,
/// flags, superview, frame sets, observers and measurements; every container's subviews,
/// arrangement, content, offset, scrolling, placeholder, visible views and work; every
/// visibility event.
extension StackWorld {
  /// The first difference between this world and `model`, described; `nil` if they agree.
  public func difference(from model: StackModel) -> String? {
    if slots != model.slots { return "view slots \(slots) differ from the model's \(model.slots)" }
    if let index = released.firstIndex(where: { $0.object != nil }) {
      return "released object \(index) (\(released[index].object.map { "\($0)" } ?? "")) is alive"
    }
    if events != model.events {
      let same = zip(events, model.events).prefix { $0 == $1 }.count
      return "visibility events \(events.dropFirst(same)) differ from the model's "
        + "\(model.events.dropFirst(same)), after \(same) alike"
    }
    for case let id? in model.slots {
      guard let view = views[id] else { return "view \(id) is missing" }
      if let difference = difference(of: view, id: id, from: model) { return difference }
    }
    for (index, container) in containers.enumerated() {
      let expected = model.containers[index]
      // A container also has the observation of its own arrangement.
      if let difference = difference(
        of: container.view, id: container.id, from: model, ownObservers: 1)
      {
        return "container \(index) as a view: \(difference)"
      }
      for (kind, placeholder) in container.placeholders {
        let observers = expected.placeholders.displayed == placeholder.id ? 1 : 0
        if let difference = difference(
          of: placeholder.view, id: placeholder.id, from: model, ownObservers: observers)
        {
          return "container \(index), \(kind) placeholder: \(difference)"
        }
      }
      if let difference = difference(ofContainer: index, from: model) {
        return "container \(index): \(difference)"
      }
    }
    return nil
  }

  // MARK: Private

  /// `value`, or "nil".
  private func text(_ value: (some Any)?) -> String {
    value.map { "\($0)" } ?? "nil"
  }

  /// The first difference of `view`, whose identity is `id`, from the model's, observed
  /// `ownObservers` times besides its arrangement.
  private func difference(
    of view: SimulatedView, id: Int, from model: StackModel, ownObservers: Int = 0
  ) -> String? {
    let expected = model.views[id]
    let arrangement = model.arrangement(of: id)
    if !view.untransformedFrame.isIdentical(to: expected.frame) {
      return
        "view \(id): frame \(view.untransformedFrame) differs from the model's \(expected.frame)"
    }
    if view.autoresizingMask != expected.mask {
      return "view \(id): mask \(view.autoresizingMask) differs from the model's \(expected.mask)"
    }
    if view.isHidden != expected.isHidden { return "view \(id): isHidden \(view.isHidden)" }
    if superview(of: view) != expected.superview {
      return
        "view \(id): in \(text(superview(of: view))), the model says \(text(expected.superview))"
    }
    if view.frameSetCount != expected.frameSets {
      return
        "view \(id): frame set \(view.frameSetCount) times, the model says \(expected.frameSets)"
    }
    if view.measurementCount != expected.measurements {
      return "view \(id): measured \(view.measurementCount) times, "
        + "the model says \(expected.measurements)"
    }
    if view.observerCount != ownObservers + (arrangement == nil ? 0 : 1) {
      return
        "view \(id): \(view.observerCount) observers, arranged in \(text(arrangement))"
    }
    if let owner = RandomOperationRunner.owner,
      owner(view) !== arrangement.map({ engine($0) })
    {
      return
        "view \(id): owned by the wrong arrangement; the model says \(text(arrangement))"
    }
    return nil
  }

  /// The first difference of container `index` from the model's.
  private func difference(ofContainer index: Int, from model: StackModel) -> String? {
    let container = containers[index]
    let expected = model.containers[index]
    let engine = engine(index)
    func id(of view: SimulatedView) -> Int { identity(of: view) ?? -2 }
    let subviews = container.view.subviews.map { $0 === container.indicator ? -1 : id(of: $0) }
    if subviews != [-1] + expected.subviews {
      return
        "subviews \(subviews) differ from the model's \([-1] + expected.subviews) (-1: indicator)"
    }
    let indicator = container.indicator
    if indicator.frame != Self.indicatorFrame || indicator.frameSetCount != 0
      || indicator.observerCount != 0
    {
      return "the indicator was touched"
    }
    let arranged = engine.arrangedViews.map(id(of:))
    let expectedArranged = expected.arranged.filter { model.views[$0].isAlive }
    if arranged != expectedArranged {
      return "arranged views \(arranged) differ from the model's \(expectedArranged)"
    }
    if let difference = difference(ofContent: index, from: model) { return difference }
    if container.diagnostics != expected.diagnostics {
      return "diagnostics \(container.diagnostics) differ from the model's \(expected.diagnostics)"
    }
    if !engine.options.isIdentical(to: expected.options) {
      return "options \(engine.options) differ from the model's \(expected.options)"
    }
    for view in engine.arrangedViews {
      let spacing = engine.customSpacing(after: view)
      let expectedSpacing = expected.customSpacing[id(of: view)]
      let matches =
        switch (spacing, expectedSpacing) {
        case (nil, nil): true
        case (let spacing?, let expectedSpacing?): spacing.isIdentical(to: expectedSpacing)
        default: false
        }
      if !matches {
        return "custom spacing after \(id(of: view)): \(text(spacing)), "
          + "model: \(text(expectedSpacing))"
      }
      let sizing = engine.sizing(for: view)
      if sizing != expected.sizing(of: id(of: view)) {
        return "view \(id(of: view)) sized \(sizing), the model says "
          + "\(expected.sizing(of: id(of: view)))"
      }
    }
    return nil
  }

  /// The first difference of the content, the offset, scrolling, the placeholder, visibility
  /// and the work of container `index` from the model's.
  private func difference(ofContent index: Int, from model: StackModel) -> String? {
    let view = containers[index].view
    let expected = model.containers[index]
    let engine = engine(index)
    if view.scrolls, view.contentSize != (expected.contentSize ?? .zero) {
      return "content size \(view.contentSize), the model says \(text(expected.contentSize))"
    }
    if view.contentOffset.y != expected.contentOffsetY {
      return "content offset \(view.contentOffset.y), the model says \(expected.contentOffsetY)"
    }
    if view.isScrollEnabled != expected.isScrollEnabled {
      return "isScrollEnabled \(view.isScrollEnabled), the model says \(expected.isScrollEnabled)"
    }
    if engine.visiblePlaceholderKind != expected.placeholders.visibleKind {
      return "placeholder \(text(engine.visiblePlaceholderKind)) shows, "
        + "the model says \(text(expected.placeholders.visibleKind))"
    }
    let visible = engine.visibleViews.map { identity(of: $0) ?? -2 }
    let expectedVisible = expected.viewport.visible.filter { model.views[$0].isAlive }
    if visible != expectedVisible {
      return "visible views \(visible) differ from the model's \(expectedVisible)"
    }
    let statistics = engine.statistics
    if statistics.frameWrites != expected.frameWrites {
      return "\(statistics.frameWrites) frames written, the model says \(expected.frameWrites)"
    }
    if statistics.reflows != expected.passes {
      return "\(statistics.reflows) passes, the model says \(expected.passes)"
    }
    if statistics.measurements != expected.measurements {
      return "\(statistics.measurements) measurements, the model says \(expected.measurements)"
    }
    return nil
  }
}

extension AutoStackOptions {
  /// Equality in which NaN equals NaN.
  public func isIdentical(to other: AutoStackOptions) -> Bool {
    alignment == other.alignment && spacing.isIdentical(to: other.spacing)
      && insets.top.isIdentical(to: other.insets.top)
      && insets.left.isIdentical(to: other.insets.left)
      && insets.bottom.isIdentical(to: other.insets.bottom)
      && insets.right.isIdentical(to: other.insets.right)
  }
}

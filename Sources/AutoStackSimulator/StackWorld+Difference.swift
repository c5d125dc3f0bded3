import AutoStack
import Foundation

/// The comparison of the world with the model after each operation: every view's geometry,
/// flags, alpha, superview, frame sets, observers and measurements; every container's
/// subviews, arrangement, fading views, current section, content, offset, scrolling,
/// placeholder, visible views and work; every visibility event and current section report; the
/// work of each scroll.
extension StackWorld {
  /// The first difference between this world and `model`, described; `nil` if they agree.
  package func difference(from model: StackModel) -> String? {
    if slots != model.slots { return "view slots \(slots) differ from the model's \(model.slots)" }
    if let index = released.firstIndex(where: {
      $0.object.object != nil && !model.views[$0.view].isAlive
    }) {
      let object = released[index].object.object.map { "\($0)" } ?? ""
      return "released object \(index) (\(object)) is alive"
    }
    if events != model.events {
      let same = zip(events, model.events).prefix { $0 == $1 }.count
      return "visibility events \(events.dropFirst(same)) differ from the model's "
        + "\(model.events.dropFirst(same)), after \(same) alike"
    }
    if sectionEvents != model.sectionEvents {
      let same = zip(sectionEvents, model.sectionEvents).prefix { $0 == $1 }.count
      return "current section reports \(sectionEvents.dropFirst(same)) differ from the model's "
        + "\(model.sectionEvents.dropFirst(same)), after \(same) alike"
    }
    if let scrollWork { return scrollWork }
    // The container arranging each view, found once.
    var arrangements: [Int: Int] = [:]
    for container in model.containers {
      for id in container.arranged { arrangements[id] = container.index }
    }
    func viewDifference(of view: SimulatedView, id: Int, ownObservers: Int = 0) -> String? {
      difference(
        of: view, id: id, arrangement: arrangements[id], from: model, ownObservers: ownObservers)
    }
    for case let id? in model.slots {
      guard let view = views[id] else { return "view \(id) is missing" }
      if let difference = viewDifference(of: view, id: id) { return difference }
    }
    for (index, container) in containers.enumerated() {
      let expected = model.containers[index]
      // A container also has the observation of its own arrangement.
      if let difference = viewDifference(of: container.view, id: container.id, ownObservers: 1) {
        return "container \(index) as a view: \(difference)"
      }
      for (kind, placeholder) in container.placeholders {
        let observers = expected.placeholders.displayed == placeholder.id ? 1 : 0
        if let difference = viewDifference(
          of: placeholder.view, id: placeholder.id, ownObservers: observers)
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

  /// How far a view's alpha may be from the model's: the clock counts seconds in floating
  /// point, the model whole milliseconds.
  private static let alphaTolerance: CGFloat = 1e-9

  /// `value`, or "nil".
  private func text(_ value: (some Any)?) -> String {
    value.map { "\($0)" } ?? "nil"
  }

  /// The first difference of `view`, whose identity is `id`, from the model's, observed
  /// `ownObservers` times besides the arrangement it belongs to in the model, if any.
  private func difference(
    of view: SimulatedView, id: Int, arrangement: Int?, from model: StackModel,
    ownObservers: Int
  ) -> String? {
    let expected = model.views[id]
    if !view.untransformedFrame.isIdentical(to: expected.frame) {
      return
        "view \(id): frame \(view.untransformedFrame) differs from the model's \(expected.frame)"
    }
    if view.autoresizingMask != expected.mask {
      return "view \(id): mask \(view.autoresizingMask) differs from the model's \(expected.mask)"
    }
    if view.isHidden != expected.isHidden { return "view \(id): isHidden \(view.isHidden)" }
    if abs(view.alpha - model.alpha(of: id)) > Self.alphaTolerance {
      return "view \(id): alpha \(view.alpha), the model says \(model.alpha(of: id))"
    }
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
    for case let slot? in model.slots {
      guard let view = views[slot],
        engine.transitions.isFading(view) != expected.fades.isFading(slot)
      else { continue }
      return "view \(slot) fading: \(!expected.fades.isFading(slot)), the model says the opposite"
    }
    let current = engine.sections.currentSection.map(id(of:))
    if current != expected.sections.currentSection {
      return "current section \(text(current)), the model says "
        + "\(text(expected.sections.currentSection))"
    }
    let arrangedViews = engine.arrangedViews
    let arranged = arrangedViews.map(id(of:))
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
    for view in arrangedViews {
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
    if view.contentOffset != expected.contentOffset {
      return "content offset \(view.contentOffset), the model says \(expected.contentOffset)"
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
  /// Equality in which NaN equals NaN, the axis included.
  package func isIdentical(to other: AutoStackOptions) -> Bool {
    axis == other.axis && alignment == other.alignment && spacing.isIdentical(to: other.spacing)
      && insets.top.isIdentical(to: other.insets.top)
      && insets.left.isIdentical(to: other.insets.left)
      && insets.bottom.isIdentical(to: other.insets.bottom)
      && insets.right.isIdentical(to: other.insets.right)
  }
}

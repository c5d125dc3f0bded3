import AutoStack
import AutoStackSimulator
import Foundation

/// One run of a scenario: its views, its container and what it printed so far.
@MainActor
final class ScenarioSession {
  // MARK: Lifecycle

  /// Prepares a run of `script` within `limits`, by default ``ScenarioRunner``'s.
  init(script: String, limits: Limits = Limits()) {
    lines = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    self.limits = limits
  }

  // MARK: Internal

  /// The bounds on what the script may build and print.
  struct Limits {
    var views = ScenarioRunner.maximumViews
    var batchDepth = ScenarioRunner.maximumBatchDepth
    var outputLines = ScenarioRunner.maximumOutputLines
  }

  /// Runs the script, with a handler of invalid geometry that fails the running line in place
  /// of the simulator's crash; the handler in place before is restored at the end.
  func run() -> ScenarioResult {
    let previousHandler = SimulatedView.onInvalidGeometry
    SimulatedView.onInvalidGeometry = { [weak self] _, reason in self?.refuseGeometry(reason) }
    defer { SimulatedView.onInvalidGeometry = previousHandler }
    do {
      try runLines(inBatchOpenedOn: nil)
      return ScenarioResult(lines: output, exitCode: 0)
    } catch {
      // Only `ScenarioError` is thrown here; anything else would print as it describes itself.
      let message = (error as? ScenarioError)?.message ?? "error: line \(lineNumber): \(error)"
      output.append(ScenarioResult.Line(isError: true, text: message))
      return ScenarioResult(lines: output, exitCode: 1)
    }
  }

  // MARK: Private

  // Every throwing method throws `ScenarioError` only. The errors are untyped because typed
  // throws crash the compiler when it builds for iOS against the iOS 17 SDK.

  private let lines: [Substring]
  private let limits: Limits
  /// The index of the next line to run.
  private var next = 0
  /// The number of the line running, for warnings and errors.
  private var lineNumber = 0
  /// What the scenario printed so far; `ScenarioSession+Scrolling.swift` adds to it.
  var output: [ScenarioResult.Line] = []
  /// Set while an error unwinds open batches, whose closing reflows report nothing.
  private var isFailing = false
  /// The declared views by name: the scenario's references to them, which `release` drops.
  private var views: [String: SimulatedView] = [:]
  /// How many views the scenario declared, released ones included, which ``Limits/views``
  /// bounds.
  private var declaredViewCount = 0
  /// The labels `release` dropped, weakly: one that lives on, as a container's subview, still
  /// takes the text size of `font-scale`.
  private var releasedLabels: [Weak<SimulatedView>] = []
  /// The container and its arrangement, from the first `container` on.
  private var arrangement: (container: SimulatedView, stack: SimulatedStack)?
  private var baseline = AutoStackStatistics()
  /// The views `stop` left where they are, which `print` still lists while they live; weakly,
  /// so that `release` drops the scenario's last reference.
  private var stoppedViews: [Weak<SimulatedView>]?
  private var batchDepth = 0
  /// What the simulator refused while the running line ran, as a layer describes it.
  private var invalidGeometry: String?
  /// The scenario's clock, which `wait` advances; every container's arrangement runs on it.
  private let clock = SimulatedClock()
  /// The text size of labels, in hundredths of the normal size, as `font-scale` set it.
  private var fontScale = 100

  /// Runs lines until the end of the script or, in a batch opened on `batchLine`, its `end`.
  private func runLines(inBatchOpenedOn batchLine: Int?) throws {
    while next < lines.count {
      lineNumber = next + 1
      let line = lines[next]
      next += 1
      let command: ScenarioCommand?
      do {
        command = try ScenarioParser.command(in: line)
      } catch let error as ScenarioSyntaxError {
        throw fail(error.reason)
      }
      switch command {
      case nil:
        continue
      case .end?:
        guard batchLine != nil else { throw fail("`end` without `batch`") }
        return
      case .batch?:
        try runBatch(openedOn: lineNumber)
        try checkGeometry()
      case .animate(let milliseconds)?:
        guard milliseconds.isFinite, milliseconds >= 0 else {
          throw fail("`animate` takes a finite number of milliseconds, 0 or more")
        }
        try runBatch(openedOn: lineNumber, animatedOver: milliseconds)
        try checkGeometry()
      case let command?:
        try execute(command)
        try checkGeometry()
      }
      guard output.count <= limits.outputLines else {
        throw fail("more than \(limits.outputLines) lines of output")
      }
    }
    if let batchLine {
      let opener =
        if case .animate? = try? ScenarioParser.command(in: lines[batchLine - 1]) {
          "animate"
        } else {
          "batch"
        }
      throw fail("`\(opener)` is never closed by `end`", line: batchLine)
    }
  }

  /// Runs the lines of a batch, or of an `animate` over `milliseconds`, until its `end`.
  private func runBatch(openedOn line: Int, animatedOver milliseconds: CGFloat? = nil) throws {
    let stack = try requireArrangement().stack
    guard batchDepth < limits.batchDepth else {
      throw fail("batches nest at most \(limits.batchDepth) deep")
    }
    batchDepth += 1
    defer { batchDepth -= 1 }
    var failure: (any Error)?
    let changes = {
      do {
        try self.runLines(inBatchOpenedOn: line)
      } catch {
        failure = error
      }
    }
    if let milliseconds {
      stack.animate(withDuration: TimeInterval(milliseconds) / 1000, changes)
    } else {
      stack.engine.performBatch(changes)
    }
    if let failure { throw failure }
  }

  private func execute(_ command: ScenarioCommand) throws {
    switch command {
    case .container(let kind, let width):
      guard batchDepth == 0 else { throw fail("`container` inside a batch: `end` it first") }
      makeContainer(scrolls: kind == .scroll, width: width)
    case .view(let name, let height, let width):
      try declare(name, height: height, width: width, isFixed: false)
    case .fixed(let name, let height, let width):
      try declare(name, height: height, width: width, isFixed: true)
    case .arrange(let names):
      let (container, _) = try requireArrangement()
      var subviews: [SimulatedView] = []
      for name in names { subviews.append(try view(named: name)) }
      stoppedViews = nil
      arrangeSizingLabels(subviews, in: container)
    case .remove(let name):
      try view(named: name).removeFromSuperview()
    case .release(let name):
      try release(name)
    case .spacing(let spacing):
      try update { $0.spacing = spacing }
    case .spacingAfter(let name, let spacing):
      let engine = try requireArrangement().stack.engine
      engine.setCustomSpacing(spacing, after: try view(named: name))
    case .insets(let insets):
      try update { $0.insets = insets }
    case .align(let alignment):
      try update { $0.alignment = alignment }
    case .hide(let name):
      try view(named: name).isHidden = true
    case .show(let name):
      try view(named: name).isHidden = false
    case .height(let name, let height):
      try view(named: name).frame.size.height = height
    case .boundsHeight(let name, let height):
      try view(named: name).bounds.size.height = height
    case .autoresize(let name, let mask):
      try view(named: name).autoresizingMask = mask
    case .transform(let name, let scale):
      let view = try view(named: name)
      // The simulator takes any scale; a layer refuses a transform that holds a NaN.
      guard !scale.isNaN else { throw fail(Self.invalidGeometryReason("transform contains NaN")) }
      view.scale = scale
    case .width(let width):
      try requireArrangement().container.frame.size.width = width
    case .axis(let axis):
      try update { $0.axis = axis }
    case .containerHeight(let height):
      try requireArrangement().container.frame.size.height = height
    case .frameWidth(let name, let width):
      try view(named: name).frame.size.width = width
    case .boundsWidth(let name, let width):
      try view(named: name).bounds.size.width = width
    case .contentInset(let insets):
      let container = try requireArrangement().container
      guard container.scrolls else {
        throw fail("`content-inset` needs a scroll container: start with `container scroll WIDTH`")
      }
      container.contentInset = insets
    case .direction(let direction):
      try requireArrangement().container.isRightToLeft = direction == .rtl
    case .scale(let scale):
      try requireArrangement().container.displayScale = scale
    case .stop:
      let engine = try requireArrangement().stack.engine
      if stoppedViews == nil { stoppedViews = engine.arrangedViews.map { Weak($0) } }
      engine.stop()
    case .print:
      let (container, stack) = try requireArrangement()
      let views = stoppedViews.map { $0.compactMap(\.object) } ?? stack.engine.arrangedViews
      for line in FrameReport.lines(for: views, in: container) {
        output.append(ScenarioResult.Line(isError: false, text: line))
      }
    case .stats:
      let statistics = try requireArrangement().stack.engine.statistics
      let line = FrameReport.statistics(statistics, since: baseline)
      output.append(ScenarioResult.Line(isError: false, text: line))
      baseline = statistics
    case .placeholderView(let kind, let name, let height):
      let engine = try requireArrangement().stack.engine
      try declare(name, height: height, width: 0, isFixed: false)
      engine.setPlaceholder(try view(named: name), for: kind)
    case .state(let state):
      try requireArrangement().stack.engine.state = state
    case .grace(let milliseconds):
      try requireArrangement().stack.engine.placeholderOptions.graceTime = milliseconds / 1000
    case .minimumShow(let milliseconds):
      try requireArrangement().stack.engine.placeholderOptions.minimumShowTime =
        milliseconds / 1000
    case .wait(let milliseconds):
      guard milliseconds.isFinite, milliseconds >= 0 else {
        throw fail("`wait` takes a finite number of milliseconds, 0 or more")
      }
      clock.advance(by: milliseconds / 1000)
    case .placeholder:
      let engine = try requireArrangement().stack.engine
      output.append(ScenarioResult.Line(isError: false, text: FrameReport.placeholder(of: engine)))
    case .text(let name, let characters):
      try declare(name, height: 0, width: 0, isFixed: false)
      views[name]?.text = SimulatedText(characters: characters, scaleHundredths: fontScale)
    case .textSet(let name, let characters):
      let engine = try requireArrangement().stack.engine
      let label = try label(named: name)
      label.text?.characters = characters
      engine.invalidateSize(of: label)
    case .fontScale(let hundredths):
      fontScale = hundredths
      setFontScale(hundredths, of: views.values)
      setFontScale(hundredths, of: releasedLabels.compactMap(\.object))
      arrangement?.stack.engine.contentSizeCategoryDidChange()
    case .viewport, .scroll, .scrollX, .offset, .anchoring, .watch, .trace, .sticky, .scrollTo,
      .current,
      .spy:
      try executeScrolling(command)
    case .batch, .animate, .end:
      // Handled by runLines, which owns the line cursor.
      break
    }
  }

  /// Declares a view named `name`, `width` wide and `height` high, at `x 0, y 0`; one that
  /// `isFixed` keeps this size whatever is written.
  private func declare(_ name: String, height: CGFloat, width: CGFloat, isFixed: Bool) throws {
    guard views[name] == nil else {
      throw fail("a view named \(ScenarioSyntaxError.quoted(name[...])) already exists")
    }
    guard declaredViewCount < limits.views else {
      throw fail("too many views: a scenario declares at most \(limits.views)")
    }
    declaredViewCount += 1
    let size = CGSize(width: width, height: height)
    let view = SimulatedView(name: name, fixedSize: isFixed ? size : nil)
    // Set, not given to the initializer, which takes any value: a NaN size is refused here as
    // `UIView(frame:)` refuses it.
    view.frame = CGRect(origin: .zero, size: size)
    views[name] = view
  }

  /// Drops the scenario's references to the view named `name`, whose name can then be declared
  /// again, as an app lets a view go.
  ///
  /// A container the view is still a subview of keeps it, as a superview retains its
  /// subviews, and so does an arrangement that has it as a placeholder; otherwise it is
  /// deallocated here, and a new view may take its memory.
  private func release(_ name: String) throws {
    let view = try view(named: name)
    views[name] = nil
    releasedLabels.removeAll { $0.object == nil }
    if view.text != nil { releasedLabels.append(Weak(view)) }
  }

  private func makeContainer(scrolls: Bool, width: CGFloat) {
    // A scroll view shows 667 points at a time, which its placeholders cover; a plain view
    // takes the content's height.
    let height = scrolls ? ScenarioRunner.scrollContainerHeight : 0
    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 0, height: height), scrolls: scrolls)
    // Attach the arrangement at width 0 and with nothing arranged, then resize: the width's
    // diagnostic, if any, then reaches the handler installed in between.
    SimulatedStack.attached(to: container).clock = clock
    let stack = SimulatedStack.arrange(in: container, subviews: [])
    stack.engine.onDiagnostic = { [weak self] diagnostic in self?.warn(diagnostic) }
    container.frame.size.width = width
    arrangement = (container, stack)
    stoppedViews = nil
    baseline = stack.engine.statistics
  }

  private func update(_ change: (inout AutoStackOptions) -> Void) throws {
    let engine = try requireArrangement().stack.engine
    change(&engine.options)
  }

  func requireArrangement() throws -> (container: SimulatedView, stack: SimulatedStack) {
    guard let arrangement else {
      throw fail("no container yet: start with `container scroll|plain WIDTH`")
    }
    return arrangement
  }

  private func label(named name: String) throws -> SimulatedView {
    let view = try view(named: name)
    guard view.text != nil else {
      let quoted = ScenarioSyntaxError.quoted(name[...])
      throw fail("\(quoted) is not a label: declare it with `text NAME CHARS`")
    }
    return view
  }

  func view(named name: String) throws -> SimulatedView {
    guard let view = views[name] else {
      let quoted = ScenarioSyntaxError.quoted(name[...])
      throw fail("no view named \(quoted): declare it first with `view NAME HEIGHT`")
    }
    return view
  }

  private func warn(_ diagnostic: AutoStackDiagnostic) {
    guard !isFailing else { return }
    let text = "warning: line \(lineNumber): \(diagnostic)"
    output.append(ScenarioResult.Line(isError: true, text: text))
  }

  /// Keeps the first geometry the simulator refused while the running line runs.
  private func refuseGeometry(_ reason: String) {
    if invalidGeometry == nil { invalidGeometry = reason }
  }

  /// Fails the running line if the simulator refused geometry while it ran.
  private func checkGeometry() throws {
    guard let reason = invalidGeometry else { return }
    // `position contains NaN: (0.0, nan)`: the values print differently from one platform to
    // another, so the error keeps the words before them.
    throw fail(Self.invalidGeometryReason(String(reason.prefix { $0 != ":" })))
  }

  /// `CALayer <what> (a device raises CALayerInvalidGeometry here)`.
  private static func invalidGeometryReason(_ what: String) -> String {
    "CALayer \(what) (a device raises CALayerInvalidGeometry here)"
  }

  /// The error for `reason` on the running line (or `line`); from here on, nothing warns.
  func fail(_ reason: String, line: Int? = nil) -> ScenarioError {
    isFailing = true
    return ScenarioError(line: line ?? lineNumber, reason: reason)
  }
}

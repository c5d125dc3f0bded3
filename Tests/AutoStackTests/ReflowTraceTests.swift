import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The reflow trace: one report per reflow, with its cause and its effect.
///
///     container  375 × 667, a scroll view
///     v0 … v3    100, 200, 300, 400: y 0, 100, 300, 600; content 1000
@MainActor
@Suite struct ReflowTraceTests {
  let fixture = EngineFixture(heights: [100, 200, 300, 400])
  let recorder = Recorder()

  init() {
    fixture.engine.onReflow = { [recorder] trace in recorder.traces.append(trace) }
  }

  @MainActor
  final class Recorder {
    var traces: [AutoStackReflowTrace<SimulatedView>] = []
  }

  var last: AutoStackReflowTrace<SimulatedView>? { recorder.traces.last }
}

extension ReflowTraceTests {
  @Test("arranging is traced as an arrangement that moved and wrote every view")
  func arrange() throws {
    fixture.arrange()
    #expect(recorder.traces.count == 1)
    let trace = try #require(last)
    guard case .arrange = trace.cause else { throw Failure("cause \(trace.cause)") }
    #expect(trace.movedViewCount == 4)  // placed for the first time; v0 was at 0 already

    #expect(trace.frameWriteCount == 3)
    #expect(trace.contentHeight == 1000)
    #expect(trace.contentOffsetY == 0)
    #expect(trace.passCount == 1)
  }

  @Test("a height change names the view, its old and new height, and what moved")
  func height() throws {
    fixture.arrange()
    fixture.views[1].frame.size.height = 250
    #expect(recorder.traces.count == 2)
    let trace = try #require(last)
    guard case .view(let view, let change) = trace.cause else {
      throw Failure("cause \(trace.cause)")
    }
    #expect(view === fixture.views[1])
    #expect(
      change
        == AutoStackViewChange(oldHeight: 200, newHeight: 250, wasHidden: false, isHidden: false))
    #expect(trace.movedViewCount == 2)  // v2, v3
    #expect(trace.frameWriteCount == 2)
    #expect(trace.contentHeight == 1050)
  }

  @Test("hiding names the view and its hidden state")
  func hidden() throws {
    fixture.arrange()
    fixture.views[3].isHidden = true
    guard case .view(_, let change)? = last?.cause else { throw Failure("cause") }
    #expect(change.wasHidden == false)
    #expect(change.isHidden)
    #expect(last?.movedViewCount == 0)
    #expect(last?.contentHeight == 600)
  }

  @Test("a batch is traced once, as a batch")
  func batch() throws {
    fixture.arrange()
    fixture.engine.performBatch {
      fixture.views[0].frame.size.height = 50
      fixture.views[2].isHidden = true
    }
    #expect(recorder.traces.count == 2)
    guard case .batch? = last?.cause else { throw Failure("cause \(String(describing: last))") }
    #expect(last?.movedViewCount == 3)
    #expect(last?.contentHeight == 650)
  }

  @Test("a width change is traced with the old and new width")
  func width() throws {
    fixture.arrange()
    fixture.container.frame.size.width = 320
    guard case .containerWidth(let old, let new)? = last?.cause else { throw Failure("cause") }
    #expect(old == 375)
    #expect(new == 320)
    #expect(last?.frameWriteCount == 4)
    #expect(last?.movedViewCount == 0)  // the widths change, not the positions
  }

  @Test("options and custom spacings are traced as other changes")
  func other() throws {
    fixture.arrange()
    fixture.engine.options.spacing = 10
    guard case .other? = last?.cause else { throw Failure("cause") }
    #expect(last?.contentHeight == 1030)
  }

  @Test("a scroll is no reflow, and a trace set to nil reports nothing more")
  func noReflow() {
    fixture.arrange()
    fixture.container.contentOffset.y = 100
    #expect(recorder.traces.count == 1)
    fixture.engine.onReflow = nil
    fixture.views[0].isHidden = true
    #expect(recorder.traces.count == 1)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

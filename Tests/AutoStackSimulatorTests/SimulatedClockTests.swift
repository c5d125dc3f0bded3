import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// The simulator's clock moves only when advanced, and runs what falls due in order.
@MainActor
@Suite struct SimulatedClockTests {}

extension SimulatedClockTests {
  @Test("calls run when their time comes, earliest first, with now at their time")
  func order() {
    let clock = SimulatedClock()
    var log: [String] = []
    _ = clock.schedule(after: 0.3) { log.append("b at \(clock.now)") }
    _ = clock.schedule(after: 0.1) { log.append("a at \(clock.now)") }
    _ = clock.schedule(after: 0.3) { log.append("c at \(clock.now)") }
    clock.advance(by: 0.2)
    #expect(log == ["a at 0.1"])
    #expect(clock.now == 0.2)
    clock.advance(by: 0.1)
    #expect(log == ["a at 0.1", "b at 0.3", "c at 0.3"])
    #expect(clock.pendingCount == 0)
  }

  @Test("a cancelled call never runs; a call scheduled by a call runs if it falls due")
  func cancelAndChain() {
    let clock = SimulatedClock()
    var log: [String] = []
    let timer = clock.schedule(after: 0.1) { log.append("cancelled") }
    timer.cancel()
    timer.cancel()
    _ = clock.schedule(after: 0.1) {
      log.append("first")
      _ = clock.schedule(after: 0.1) { log.append("second at \(clock.now)") }
    }
    clock.advance(by: 1)
    #expect(log == ["first", "second at 0.2"])
    #expect(clock.now == 1)
  }

  @Test("sums of milliseconds reach a time they miss by a rounding error")
  func tolerance() {
    let clock = SimulatedClock()
    var ran = false
    _ = clock.schedule(after: 0.1) { ran = true }
    clock.advance(by: 0.03)
    clock.advance(by: 0.07)
    #expect(ran)
  }

  @Test("odd intervals and delays: negative or NaN as 0, an infinite delay never")
  func oddValues() {
    let clock = SimulatedClock(now: 5)
    var log: [String] = []
    _ = clock.schedule(after: -1) { log.append("now") }
    _ = clock.schedule(after: .infinity) { log.append("never") }
    clock.advance(by: .nan)
    #expect(log == ["now"])
    clock.advance(by: .infinity)
    clock.advance(by: 1_000_000)
    #expect(log == ["now"])
    #expect(clock.now == 5 + 1_000_000)
  }
}

// MARK: - Fades

extension SimulatedClockTests {
  @Test("a fade that alpha = stopped still calls back at its end, and moves no later fade")
  func stoppedFadeLeavesLaterFade() {
    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    let stack = SimulatedStack.attached(to: container)
    let view = SimulatedView(name: "view", frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    var ends: [String] = []
    stack.fade(view, from: nil, to: 0, duration: 0.4) { ends.append("first") }
    stack.clock.advance(by: 0.1)
    view.alpha = 1  // stops showing the first fade
    stack.fade(view, from: nil, to: 0.5, duration: 0.6) { ends.append("second") }
    stack.clock.advance(by: 0.3)  // the first one's end, at 0.4
    #expect(ends == ["first"])
    #expect(abs(view.alpha - (1 - 0.5 * 0.3 / 0.6)) < 0.000_001)
    stack.clock.advance(by: 0.3)
    #expect(ends == ["first", "second"])
    #expect(view.alpha == 0.5)
  }
}

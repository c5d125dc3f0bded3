import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// The write log: what tells the echo of AutoStack's own write from a change.
@MainActor
@Suite struct WriteLogTests {
  let log = WriteLog()
  let view = SimulatedView(name: "v", frame: CGRect(x: 0, y: 0, width: 100, height: 40))
  let other = SimulatedView(name: "w", frame: CGRect(x: 0, y: 40, width: 100, height: 40))

  @Test("every notification of the view a pass places is an echo, of no other view")
  func passView() {
    #expect(!log.isEcho(of: view))
    log.place(at: 3, view: ObjectIdentifier(view))
    #expect(log.isEcho(of: view))
    #expect(!log.isEcho(of: other))
    #expect(log.passWillRead(4) && !log.passWillRead(3))
    log.endPass()
    #expect(!log.isEcho(of: view))
    #expect(!log.passWillRead(Int.max))
  }

  @Test("a write that expects a frame takes only that frame, shown, for its echo")
  func expectedFrame() {
    let pinned = CGRect(x: 0, y: 300, width: 100, height: 40)
    var echoes: [Bool] = []
    log.write(to: view, expecting: pinned) {
      view.frame = pinned
      echoes.append(log.isEcho(of: view))
      view.frame.origin.y = 310  // moved by the view's own code: a change
      echoes.append(log.isEcho(of: view))
      view.frame = pinned
      view.isHidden = true  // hidden: a change
      echoes.append(log.isEcho(of: view))
    }
    #expect(echoes == [true, false, false])
    #expect(!log.isEcho(of: view))
  }

  @Test("a write made from another's code hides the outer one until it returns")
  func nestedWrites() {
    let container = SimulatedView(name: "c", frame: .zero)
    var echoes: [[Bool]] = []
    log.write(to: view) {
      log.write(to: container) {
        echoes.append([log.isEcho(of: view), log.isEcho(ofContainer: container)])
      }
      echoes.append([log.isEcho(of: view), log.isEcho(ofContainer: container)])
    }
    #expect(echoes == [[false, true], [true, false]])
  }

  @Test("a view is measured only while its measurement runs, the innermost one")
  func measuring() {
    var measured: [Bool] = []
    let size = log.measure(view) {
      measured.append(log.isMeasuring(view))
      _ = log.measure(other) {
        measured.append(log.isMeasuring(view))
        return .zero
      }
      measured.append(log.isMeasuring(view))
      return CGSize(width: 1, height: 2)
    }
    #expect(measured == [true, false, true])
    #expect(size == CGSize(width: 1, height: 2))
    #expect(!log.isMeasuring(view))
  }
}

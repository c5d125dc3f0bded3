import AutoStack
import Foundation
import Testing

/// When a host tells the engine of a container change: a new size that a layout pass may
/// follow with a new safe area (a rotation) waits for that pass, so that the width is read
/// once, with both.
@MainActor
@Suite struct ContainerChangeGateTests {}

extension ContainerChangeGateTests {
  /// The reports `steps` make, in order: whether the engine hears of each now.
  private func reports(_ steps: [(inout ContainerChangeGate) -> Bool]) -> [Bool] {
    var gate = ContainerChangeGate()
    return steps.map { $0(&gate) }
  }

  private static let resized: (inout ContainerChangeGate) -> Bool = {
    $0.containerDidChange(resized: true, waitsForLayout: true)
  }
  private static let offset: (inout ContainerChangeGate) -> Bool = {
    $0.containerDidChange(resized: false, waitsForLayout: true)
  }
  private static let safeArea: (inout ContainerChangeGate) -> Bool = {
    $0.safeAreaOrWindowDidChange()
  }
  private static let layout: (inout ContainerChangeGate) -> Bool = { $0.layoutDidRun() }

  @Test("a rotation: the new size, the offset and the new safe area make one report")
  func rotation() {
    #expect(
      reports([Self.resized, Self.offset, Self.safeArea, Self.layout]) == [
        false, false, true, false,
      ])
  }

  @Test("a new size whose safe area stays reports at the layout pass")
  func layoutPass() {
    #expect(
      reports([Self.resized, Self.layout, Self.layout, Self.offset]) == [
        false, true, false, true,
      ])
  }

  @Test("without a layout pass to wait for, every change reports at once")
  func noLayoutPass() {
    var gate = ContainerChangeGate()
    let resized = gate.containerDidChange(resized: true, waitsForLayout: false)
    let other = gate.containerDidChange(resized: false, waitsForLayout: false)
    #expect(resized && other)
    #expect(!gate.isWaiting)
  }

  @Test("the window reports at once, and a stop leaves nothing waiting")
  func windowAndStop() {
    var gate = ContainerChangeGate()
    _ = gate.containerDidChange(resized: true, waitsForLayout: true)
    #expect(gate.isWaiting)
    gate.reset()
    #expect(!gate.isWaiting)
    let offset = gate.containerDidChange(resized: false, waitsForLayout: true)
    #expect(offset)
  }
}

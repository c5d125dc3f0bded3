import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Random hides, shows and arrangements inside and outside `animate`, with time passing in
/// between: once the fades end, every section is as the app last set it.
@MainActor
@Suite struct SectionTransitionRandomTests {}

extension SectionTransitionRandomTests {
  @Test(
    "after random fades, each section has the app's last isHidden, its alpha, and its slot",
    arguments: 1...100 as ClosedRange<UInt64>)
  func randomFades(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    let views = (0..<6).map { index in
      SimulatedView(
        name: "v\(index)", frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat(10 + index)))
    }
    let alphas: [CGFloat] = [1, 0.5, 1, 0.8, 1, 0.25]
    for (view, alpha) in zip(views, alphas) { view.alpha = alpha }
    var arranged = views
    var hidden = Array(repeating: false, count: views.count)
    let stack = SimulatedStack.arrange(in: container, subviews: arranged)
    var log: [String] = []
    for _ in 0..<30 {
      let duration = Double(Int.random(in: 1...4, using: &random)) / 10
      switch Int.random(in: 0..<5, using: &random) {
      case 0, 1:
        let index = arranged.indices.randomElement(using: &random).map { arranged[$0] }
        guard let view = index, let slot = views.firstIndex(where: { $0 === view }) else { break }
        hidden[slot].toggle()
        let isHidden = hidden[slot]
        log.append("animate \(view.name).isHidden = \(isHidden)")
        stack.animate(withDuration: duration) { view.isHidden = isHidden }
      case 2:
        guard let view = arranged.randomElement(using: &random),
          let slot = views.firstIndex(where: { $0 === view })
        else { break }
        hidden[slot].toggle()
        log.append("\(view.name).isHidden = \(hidden[slot])")
        view.isHidden = hidden[slot]
      case 3:
        arranged = views.filter { _ in Bool.random(using: &random) }
        log.append("animate arrange \(arranged.map(\.name))")
        stack.animate(withDuration: duration) { stack.engine.arrange(arranged) }
      default:
        let time = Double(Int.random(in: 0...3, using: &random)) / 10
        log.append("wait \(time)")
        stack.clock.advance(by: time)
      }
    }
    stack.clock.advance(by: 10)
    let trace = log.joined(separator: "; ")
    #expect(stack.engine.arrangedViews.map(\.name) == arranged.map(\.name), "\(trace)")
    var y: CGFloat = 0
    for (slot, view) in views.enumerated() {
      let isArranged = arranged.contains { $0 === view }
      #expect(view.alpha == alphas[slot], "\(view.name): \(trace)")
      #expect(stack.engine.transitions.isFading(view) == false, "\(view.name): \(trace)")
      #expect((view.superview === container) == isArranged, "\(view.name): \(trace)")
      guard isArranged else { continue }
      #expect(view.isHidden == hidden[slot], "\(view.name): \(trace)")
      #expect(view.frame.minY == y, "\(view.name): \(trace)")
      if !hidden[slot] { y += view.frame.height }
    }
    #expect(container.frame.height == y, "\(trace)")
  }
}

import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Sections added to the container inside `animate` take their first frame without
/// animation, through the host, so that they appear in their slot instead of growing into it;
/// the sections that were there move as usual.
extension SectionTransitionTests {
  /// The first frames written without animation, in order.
  private func joiningWrites(_ stack: SimulatedStack) -> [String] {
    stack.calls.compactMap {
      if case .placeJoiningView(let name) = $0 { name } else { nil }
    }
  }

  @Test("a section arranged inside animate takes its first frame through the host, once")
  func joiningSectionPlacedWithoutAnimation() {
    let page = Page()
    let d = SimulatedView(name: "d", frame: .zero)
    d.frame.size.height = 50
    page.stack.recordsCalls = true
    page.stack.animate(withDuration: 0.3) {
      page.stack.engine.arrange([page.a, d, page.b, page.c])
    }
    #expect(joiningWrites(page.stack) == ["d"])
    #expect(d.frame == CGRect(x: 0, y: 100, width: 300, height: 50))
    #expect(page.b.frame.origin.y == 150)
    // Later changes, animated or not, are writes like any other.
    page.stack.calls = []
    page.stack.animate(withDuration: 0.3) { d.frame.size.height = 80 }
    d.frame.size.height = 60
    #expect(joiningWrites(page.stack).isEmpty)
    #expect(page.c.frame.origin.y == 260)
  }

  @Test("without fades too, and never outside animate or for a section already there")
  func joiningSectionWithoutFades() {
    let page = Page()
    page.stack.transition = .none
    page.stack.recordsCalls = true
    let d = SimulatedView(name: "d", frame: CGRect(x: 0, y: 0, width: 10, height: 40))
    let e = SimulatedView(name: "e", frame: CGRect(x: 0, y: 0, width: 10, height: 40))
    page.container.addSubview(e)  // the app's: in the container before it is arranged
    page.stack.animate(withDuration: 0.3) {
      page.stack.engine.arrange([page.a, d, e, page.b])
    }
    #expect(joiningWrites(page.stack) == ["d"])
    #expect(d.frame == CGRect(x: 0, y: 100, width: 300, height: 40))
    let f = SimulatedView(name: "f", frame: CGRect(x: 0, y: 0, width: 10, height: 40))
    page.stack.engine.arrange([page.a, d, e, page.b, f])
    #expect(joiningWrites(page.stack) == ["d"])
    #expect(f.frame.origin.y == 280)
  }
}

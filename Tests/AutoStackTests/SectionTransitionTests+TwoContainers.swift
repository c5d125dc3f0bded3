import AutoStack
import AutoStackSimulator
import Foundation
import Testing

extension SectionTransitionTests {
  @Test(
    "a section left out in animate and taken mid-fade by another container's animate fades in to its own alpha"
  )
  func takenMidFadeOutByAnotherAnimation() {
    let page = Page()
    page.b.alpha = 0.8
    let other = SimulatedView(name: "other", frame: CGRect(x: 0, y: 0, width: 300, height: 0))
    let otherStack = SimulatedStack.attached(to: other)
    page.stack.animate(withDuration: 0.4) {
      SimulatedStack.arrange(in: page.container, subviews: [page.a, page.c])
    }
    page.clock.advance(by: 0.2)
    #expect(abs(page.b.alpha - 0.4) < 0.0001)
    // The fade out of the first container ends at once: the second fades the section in from
    // 0 to the app's own alpha, not to the alpha it had mid-fade.
    otherStack.animate(withDuration: 0.4) {
      SimulatedStack.arrange(in: other, subviews: [page.b])
    }
    #expect(page.b.superview === other)
    #expect(page.stack.engine.transitions.isFading(page.b) == false)
    #expect(otherStack.engine.transitions.isFading(page.b))
    page.clock.advance(by: 0.2)
    otherStack.clock.advance(by: 0.2)
    #expect(abs(page.b.alpha - 0.4) < 0.0001)
    page.clock.advance(by: 1)
    otherStack.clock.advance(by: 1)
    #expect(page.b.alpha == 0.8)
    #expect(page.b.isHidden == false)
    #expect(page.b.superview === other)
    #expect(page.container.subviews.map(\.name) == ["a", "c"])
    #expect(otherStack.engine.transitions.isFading(page.b) == false)
  }
}

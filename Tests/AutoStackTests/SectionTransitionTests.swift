import AutoStack
import AutoStackSimulator
import Foundation
import Testing

/// Sections fading in and out inside `animate`, on the simulated clock.
@MainActor
@Suite struct SectionTransitionTests {
  /// Three sections 100 high in a plain container 300 wide.
  @MainActor
  struct Page {
    let container = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 300, height: 0))
    let a = SimulatedView(name: "a", frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let b = SimulatedView(name: "b", frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let c = SimulatedView(name: "c", frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let stack: SimulatedStack

    init() {
      stack = SimulatedStack.arrange(in: container, subviews: [a, b, c])
    }

    var clock: SimulatedClock { stack.clock }
  }
}

extension SectionTransitionTests {
  @Test("a section hidden in animate fades out in its slot while the sections below move up")
  func hideFadesOut() {
    let page = Page()
    page.b.alpha = 0.8
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    #expect(page.b.isHidden == false)
    #expect(page.b.alpha == 0.8)
    #expect(page.b.frame.origin.y == 100)
    #expect(page.c.frame.origin.y == 100)
    #expect(page.container.frame.height == 200)
    page.clock.advance(by: 0.1)
    #expect(abs(page.b.alpha - 0.6) < 0.0001)
    page.clock.advance(by: 0.3)
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 0.8)
    #expect(page.c.frame.origin.y == 100)
    #expect(page.stack.engine.transitions.isFading(page.b) == false)
  }

  @Test("the end of a fade out reflows nothing: the engine ignores its own isHidden writes")
  func ownWritesAreNotChanges() {
    let page = Page()
    page.stack.animate(withDuration: 0.2) { page.b.isHidden = true }
    let reflows = page.stack.engine.statistics.reflows
    page.clock.advance(by: 0.2)
    #expect(page.b.isHidden == true)
    #expect(page.stack.engine.statistics.reflows == reflows)
  }

  @Test("a section shown in animate fades in from 0 to its own alpha while the others make room")
  func showFadesIn() {
    let page = Page()
    page.b.isHidden = true
    page.b.alpha = 0.5
    page.stack.animate(withDuration: 0.2) { page.b.isHidden = false }
    #expect(page.c.frame.origin.y == 200)
    #expect(page.b.alpha == 0)
    page.clock.advance(by: 0.1)
    #expect(abs(page.b.alpha - 0.25) < 0.0001)
    page.clock.advance(by: 0.1)
    #expect(page.b.alpha == 0.5)
    #expect(page.b.isHidden == false)
  }

  @Test("showing a section mid-fade-out fades it back in from its current alpha")
  func showMidFadeOut() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.clock.advance(by: 0.1)
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = false }
    #expect(abs(page.b.alpha - 0.75) < 0.0001)
    #expect(page.c.frame.origin.y == 200)
    page.clock.advance(by: 0.2)
    #expect(abs(page.b.alpha - 0.875) < 0.0001)
    page.clock.advance(by: 1)
    #expect(page.b.isHidden == false)
    #expect(page.b.alpha == 1)
    #expect(page.c.frame.origin.y == 200)
  }

  @Test("hiding a section mid-fade-in fades it out from its current alpha, and it ends hidden")
  func hideMidFadeIn() {
    let page = Page()
    page.b.isHidden = true
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = false }
    page.clock.advance(by: 0.1)
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    #expect(page.b.isHidden == false)
    #expect(abs(page.b.alpha - 0.25) < 0.0001)
    #expect(page.c.frame.origin.y == 100)
    page.clock.advance(by: 0.2)
    #expect(abs(page.b.alpha - 0.125) < 0.0001)
    page.clock.advance(by: 1)
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 1)
  }

  @Test("rapid toggling ends at the app's last isHidden and its own alpha")
  func rapidToggling() {
    for count in 1...6 {
      let page = Page()
      page.b.alpha = 0.9
      for index in 0..<count {
        page.stack.animate(withDuration: 0.3) { page.b.isHidden = index.isMultiple(of: 2) }
        page.clock.advance(by: 0.05)
      }
      page.clock.advance(by: 1)
      let hidden = (count - 1).isMultiple(of: 2)
      #expect(page.b.isHidden == hidden)
      #expect(page.b.alpha == 0.9)
      #expect(page.c.frame.origin.y == (hidden ? 100 : 200))
      #expect(page.stack.engine.transitions.isFading(page.b) == false)
    }
  }

  @Test("hiding again mid-fade-out keeps the section fading out, from its current alpha")
  func hideAgainMidFadeOut() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.clock.advance(by: 0.2)
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    #expect(page.b.isHidden == false)
    #expect(abs(page.b.alpha - 0.5) < 0.0001)
    page.clock.advance(by: 0.2)
    #expect(abs(page.b.alpha - 0.25) < 0.0001)
    page.clock.advance(by: 0.2)
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 1)
  }

  @Test("sections added by an arrange in animate fade in")
  func addedSectionsFadeIn() {
    let page = Page()
    let d = SimulatedView(name: "d", frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    page.stack.animate(withDuration: 0.2) {
      page.stack.engine.arrange([page.a, d, page.b, page.c])
    }
    #expect(d.alpha == 0)
    #expect(page.b.frame.origin.y == 150)
    page.clock.advance(by: 0.1)
    #expect(abs(d.alpha - 0.5) < 0.0001)
    page.clock.advance(by: 0.1)
    #expect(d.alpha == 1)
  }

  @Test("sections left out leave the arrangement at once and the container when their fade ends")
  func removedSectionsFadeOut() {
    let page = Page()
    page.stack.animate(withDuration: 0.2) {
      page.stack.engine.arrange([page.a, page.c])
    }
    #expect(page.stack.engine.arrangedViews.map(\.name) == ["a", "c"])
    #expect(page.b.superview === page.container)
    #expect(page.c.frame.origin.y == 100)
    page.clock.advance(by: 0.1)
    #expect(abs(page.b.alpha - 0.5) < 0.0001)
    page.clock.advance(by: 0.1)
    #expect(page.b.superview == nil)
    #expect(page.b.alpha == 1)
    #expect(page.b.isHidden == false)
  }

  @Test("a hidden section left out in animate leaves the container at once")
  func hiddenRemovedSectionLeavesAtOnce() {
    let page = Page()
    page.b.isHidden = true
    page.stack.animate(withDuration: 0.2) { page.stack.engine.arrange([page.a, page.c]) }
    #expect(page.b.superview == nil)
  }

  @Test("a section arranged again mid-fade-out fades back in and stays in the container")
  func arrangedAgainMidRemoval() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.stack.engine.arrange([page.a, page.c]) }
    page.clock.advance(by: 0.2)
    page.stack.animate(withDuration: 0.4) {
      page.stack.engine.arrange([page.a, page.b, page.c])
    }
    page.clock.advance(by: 1)
    #expect(page.b.superview === page.container)
    #expect(page.b.alpha == 1)
    #expect(page.c.frame.origin.y == 200)
  }

  @Test("outside animate, sections show, hide and leave at once")
  func nothingOutsideAnimate() {
    let page = Page()
    page.b.isHidden = true
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 1)
    page.stack.engine.performBatch { page.b.isHidden = false }
    #expect(page.b.alpha == 1)
    page.stack.engine.arrange([page.a, page.c])
    #expect(page.b.superview == nil)
    #expect(page.stack.clock.pendingCount == 0)
  }

  @Test("showing a section outside animate mid-fade-out ends the fade at once")
  func showOutsideAnimateMidFade() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.clock.advance(by: 0.1)
    page.b.isHidden = false
    #expect(page.b.alpha == 1)
    #expect(page.c.frame.origin.y == 200)
    page.clock.advance(by: 1)
    #expect(page.b.isHidden == false)
    #expect(page.b.alpha == 1)
  }

  @Test("hiding a section outside animate mid-fade-in hides it at once with its alpha")
  func hideOutsideAnimateMidFadeIn() {
    let page = Page()
    page.b.isHidden = true
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = false }
    page.clock.advance(by: 0.1)
    page.b.isHidden = true
    #expect(page.b.alpha == 1)
    #expect(page.c.frame.origin.y == 100)
    page.clock.advance(by: 1)
    #expect(page.b.isHidden == true)
  }

  @Test("with the transition none, animate shows and hides at once")
  func noneTransition() {
    let page = Page()
    page.stack.transition = .none
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 1)
    #expect(page.c.frame.origin.y == 100)
    page.stack.animate(withDuration: 0.4) { page.stack.engine.arrange([page.a, page.c]) }
    #expect(page.b.superview == nil)
    #expect(page.clock.pendingCount == 0)
  }

  @Test("stop ends every fade at once: hidden sections hidden, alphas given back")
  func stopEndsFades() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.clock.advance(by: 0.1)
    page.stack.engine.stop()
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 1)
  }

  @Test("a section moved mid-fade-out keeps fading out")
  func movedMidFadeOut() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.b.frame.size.height = 150
    page.clock.advance(by: 1)
    #expect(page.b.isHidden == true)
    #expect(page.c.frame.origin.y == 100)
  }

  @Test("a section put back in its slot by the reflow, mid-fade-out, keeps fading out")
  func movedBackMidFadeOut() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.b.frame.origin.x = 30  // the reflow writes it back to x 0: its own write, no change
    #expect(page.b.frame.origin.x == 0)
    #expect(page.stack.engine.transitions.isFading(page.b) == true)
    #expect(page.b.isHidden == false)
    page.clock.advance(by: 0.4)
    #expect(page.b.isHidden == true)
    #expect(page.c.frame.origin.y == 100)
  }

  @Test("a section left out in animate and arranged again outside it joins at once")
  func arrangedAgainOutsideAnimate() {
    let page = Page()
    page.b.alpha = 0.8
    page.stack.animate(withDuration: 0.4) { page.stack.engine.arrange([page.a, page.c]) }
    page.clock.advance(by: 0.1)
    page.stack.engine.arrange([page.a, page.b, page.c])
    #expect(page.b.alpha == 0.8)
    #expect(page.stack.engine.transitions.isFading(page.b) == false)
    page.clock.advance(by: 1)
    #expect(page.b.superview === page.container)
    #expect(page.b.alpha == 0.8)
  }

  @Test("a section fading out and left out outside animate leaves at once, hidden")
  func leftOutOutsideAnimateMidFadeOut() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.clock.advance(by: 0.1)
    page.stack.engine.arrange([page.a, page.c])
    #expect(page.b.superview == nil)
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 1)
    #expect(page.stack.engine.transitions.isFading(page.b) == false)
  }

  @Test("a section fading out that another arrangement takes ends its fade at once, hidden")
  func takenMidFadeOut() {
    let page = Page()
    let other = SimulatedView(name: "other", frame: CGRect(x: 0, y: 0, width: 300, height: 0))
    page.stack.animate(withDuration: 0.4) { page.b.isHidden = true }
    page.clock.advance(by: 0.1)
    SimulatedStack.arrange(in: other, subviews: [page.b])
    #expect(page.b.superview === other)
    #expect(page.b.isHidden == true)
    #expect(page.b.alpha == 1)
    #expect(page.stack.engine.transitions.isFading(page.b) == false)
  }

  @Test("a section left out twice in one animate fades once, then leaves the container")
  func leftOutTwice() {
    let page = Page()
    page.stack.animate(withDuration: 0.4) {
      page.stack.engine.arrange([page.a, page.c])
      page.stack.engine.arrange([page.a, page.b, page.c])
      page.stack.engine.arrange([page.a, page.c])
    }
    #expect(page.b.superview === page.container)
    page.clock.advance(by: 0.1)
    #expect(abs(page.b.alpha - 0.75) < 0.0001)
    page.clock.advance(by: 0.3)
    #expect(page.b.superview == nil)
    #expect(page.b.alpha == 1)
  }

  @Test("a host that does not fade hides and removes at once inside animate, the layout right")
  func hostWithoutFades() {
    typealias Page = DocumentationExampleTests
    let host = Page.PageHost(width: 320)
    let boxes = [Page.Box(), Page.Box(), Page.Box()]
    host.engine.arrange(boxes)
    host.engine.transitions.perform(duration: 0.3, engine: host.engine) {
      boxes[0].isHidden = true
      host.engine.arrange([boxes[0], boxes[1]])
    }
    #expect(boxes[0].isHidden == true)
    #expect(boxes[1].frame.minY == 0)
    #expect(host.subviews.count == 2)
    #expect(host.contentSize.height == 44)
    #expect(host.engine.transitions.isFading(boxes[0]) == false)
    #expect(host.engine.transitions.isFading(boxes[2]) == false)
  }

  @Test("a section left out and arranged again in the same animate stays, without a fade")
  func leftOutAndBackInOneAnimate() {
    let page = Page()
    page.stack.animate(withDuration: 0.2) {
      page.stack.engine.arrange([page.a, page.c])
      page.stack.engine.arrange([page.a, page.b, page.c])
    }
    #expect(page.stack.engine.transitions.isFading(page.b) == false)
    page.clock.advance(by: 1)
    #expect(page.b.superview === page.container)
    #expect(page.b.alpha == 1)
    #expect(page.c.frame.origin.y == 200)
  }

  @Test("a fade that runs ends right when its container is released meanwhile")
  func containerReleasedMidFade() {
    let view = SimulatedView(name: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    view.alpha = 0.5
    let clock = SimulatedClock()
    var container: SimulatedView? = SimulatedView(
      name: "container", frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    if let container {
      let stack = SimulatedStack.arrange(in: container, subviews: [view])
      stack.clock = clock
      stack.animate(withDuration: 0.2) { view.isHidden = true }
    }
    let released = container.map { Weak<AnyObject>($0) }
    container = nil
    #expect(released?.object == nil)
    clock.advance(by: 1)
    #expect(view.isHidden == true)
    #expect(view.alpha == 0.5)
  }
}

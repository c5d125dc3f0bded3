import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// An entry's view and placement, which the engine reads for every view of every pass.
@MainActor
@Suite struct ArrangedEntryTests {}

extension ArrangedEntryTests {
  @Test("an entry gives its view back as the arranged type while the view is alive")
  func viewWhileAlive() {
    let view = SimulatedView(name: "header")
    let entry = ArrangedEntry(view: view, observation: nil)
    #expect(entry.view === view)
    #expect(entry.id == ObjectIdentifier(view))
  }

  @Test("an entry holds its view until a pass finds it out of the container and retires it")
  func viewHeldUntilRetired() {
    let container = SimulatedView(name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 0))
    let header = SimulatedView(name: "header", frame: CGRect(x: 0, y: 0, width: 0, height: 10))
    let stack: SimulatedStack
    do {
      let ad = SimulatedView(name: "ad", frame: CGRect(x: 0, y: 0, width: 0, height: 20))
      stack = SimulatedStack.arrange(in: container, subviews: [header, ad])
      ad.removeFromSuperview()
      #expect(stack.engine.arrangement.entries[1].view === ad)
      #expect(ad.autoStackMembership?.index == 1)
    }
    #expect(stack.engine.arrangement.count == 2)
    #expect(stack.engine.arrangement.entries[1].view?.name == "ad")
    stack.engine.setNeedsReflow()
    #expect(stack.engine.arrangement.count == 1)
    #expect(stack.engine.arrangement.entries[0].view === header)
  }

  @Test("a view's membership follows its index as the arrangement changes")
  func membershipIndex() {
    let container = SimulatedView(name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 0))
    let views = (0..<4).map { SimulatedView(name: "v\($0)") }
    let stack = SimulatedStack.arrange(in: container, subviews: views)
    #expect(views.map { $0.autoStackMembership?.index } == [0, 1, 2, 3])
    SimulatedStack.arrange(in: container, subviews: [views[3], views[1], views[0]])
    #expect([views[3], views[1], views[0]].map { $0.autoStackMembership?.index } == [0, 1, 2])
    #expect(views[2].autoStackMembership?.owner == nil)
    #expect(views[3].autoStackMembership?.owner === stack.engine)
    views[0].removeFromSuperview()
    stack.engine.setNeedsReflow()
    #expect(stack.engine.arrangedViews.map(\.name) == ["v3", "v1"])
    #expect(views[1].autoStackMembership?.index == 1)
    #expect(views[0].autoStackMembership?.owner == nil)
  }

  @Test("a placement matches the frame and isHidden it holds, NaN included")
  func placementMatches() {
    let placement = Placement(
      frame: CGRect(x: 0, y: 200 + 8, width: 375, height: 110), isHidden: false)
    #expect(
      placement.matches(CGRect(x: 0, y: 208, width: 375, height: 110), isHidden: false))
    let odd = Placement(frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan), isHidden: true)
    #expect(odd.matches(CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan), isHidden: true))
  }

  @Test("a placement matches a frame that reads back within a thousandth of a point")
  func placementTolerance() {
    let placement = Placement(
      frame: CGRect(x: 0, y: 0.1 + 0.2, width: 375, height: 100 / 3), isHidden: false)
    #expect(placement.matches(CGRect(x: 0, y: 0.3, width: 375, height: 33.333), isHidden: false))
    #expect(
      !placement.matches(CGRect(x: 0, y: 0.3 + 0.01, width: 375, height: 100 / 3), isHidden: false))
  }

  @Test("a placement does not match another frame or another isHidden")
  func placementDiffers() {
    let placement = Placement(frame: CGRect(x: 0, y: 208, width: 375, height: 110), isHidden: false)
    #expect(
      !placement.matches(CGRect(x: 0, y: 208, width: 375, height: 450), isHidden: false))
    #expect(
      !placement.matches(CGRect(x: 0, y: 208, width: 375, height: 110), isHidden: true))
  }
}

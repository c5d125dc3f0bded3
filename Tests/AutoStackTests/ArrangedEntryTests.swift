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
    let entry = ArrangedEntry(view: view)
    #expect(entry.view(as: SimulatedView.self) === view)
    #expect(entry.id == ObjectIdentifier(view))
  }

  @Test("an entry gives no view once the view is deallocated")
  func viewAfterDeallocation() {
    var entry: ArrangedEntry?
    do {
      let view = SimulatedView(name: "ad")
      entry = ArrangedEntry(view: view)
      #expect(entry?.view(as: SimulatedView.self) === view)
    }
    #expect(entry?.view(as: SimulatedView.self) == nil)
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

import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// VoiceOver under a placeholder: the covered sections are hidden from accessibility while it
/// shows, and the layout change moves to the placeholder, then back to the first section.
@MainActor
@Suite struct PlaceholderAccessibilityTests {}

extension PlaceholderAccessibilityTests {
  private func announcements(_ f: EngineFixture) -> [String?] {
    f.stack.calls.compactMap { call in
      if case .layoutChanged(let name) = call { name } else { nil }
    }
  }

  @Test("the sections under a placeholder are hidden from accessibility until content returns")
  func sectionsHiddenWhileCovered() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.stack.calls = []
    f.engine.state = .loading
    #expect(f.views.map(\.accessibilityElementsHidden) == [true, true])
    #expect(announcements(f) == ["loading"])
    f.engine.state = .failed
    #expect(f.views.map(\.accessibilityElementsHidden) == [true, true])
    #expect(announcements(f) == ["loading", "failed"])
    f.engine.state = .content
    #expect(f.views.map(\.accessibilityElementsHidden) == [false, false])
    #expect(announcements(f) == ["loading", "failed", "v0"])
  }

  @Test("content returns to the first section that is not hidden")
  func focusSkipsHiddenSections() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.views[0].isHidden = true
    f.engine.state = .loading
    f.stack.calls = []
    f.engine.state = .content
    #expect(announcements(f) == ["v1"])
  }

  @Test("a value the app set is kept: hidden before, or shown again meanwhile")
  func appValuesKept() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.views[1].accessibilityElementsHidden = true  // the app's own
    f.engine.state = .loading
    f.views[0].accessibilityElementsHidden = false  // the app's, while covered
    f.engine.state = .content
    #expect(f.views.map(\.accessibilityElementsHidden) == [false, true])
  }

  @Test("a section arranged while a placeholder shows is covered too, and given back")
  func joiningSectionCovered() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.engine.state = .loading
    let extra = SimulatedView(name: "extra", frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    f.engine.arrange(f.views + [extra])
    #expect(extra.accessibilityElementsHidden)
    f.engine.state = .content
    #expect(!extra.accessibilityElementsHidden)
  }

  @Test("stopping the arrangement gives the sections back")
  func stopUncovers() {
    let (f, _) = EngineFixture.withPlaceholders()
    f.engine.state = .loading
    f.engine.stop()
    #expect(f.views.map(\.accessibilityElementsHidden) == [false, false])
  }
}

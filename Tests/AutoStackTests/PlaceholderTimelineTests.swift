import Foundation
import Testing

@testable import AutoStack

/// The decision alone, as numbers: which kind shows at which time, and when to decide again.
@Suite struct PlaceholderTimelineTests {}

extension PlaceholderTimelineTests {
  private static let all: PlaceholderTimeline.Kinds = [.empty, .loading, .failed]
  private static let timing = PlaceholderTimeline.Timing(graceTime: 0.3, minimumShowTime: 0.8)

  @Test("the worked example: loading from 0 to 0.5 shows from 0.3 to 1.1")
  func workedExample() {
    var timeline = PlaceholderTimeline()
    timeline.setState(.loading, at: 0)
    #expect(
      timeline.update(at: 0, hasVisibleView: true, available: Self.all, timing: Self.timing) == 0.3)
    #expect(timeline.shown == nil)
    #expect(
      timeline.update(at: 0.3, hasVisibleView: true, available: Self.all, timing: Self.timing)
        == nil)
    #expect(timeline.shown == .loading)
    timeline.setState(.content, at: 0.5)
    #expect(
      timeline.update(at: 0.5, hasVisibleView: true, available: Self.all, timing: Self.timing)
        == 0.3 + 0.8)
    #expect(timeline.shown == .loading)
    #expect(
      timeline.update(at: 1.1, hasVisibleView: true, available: Self.all, timing: Self.timing)
        == nil)
    #expect(timeline.shown == nil)
  }

  @Test("failed comes before loading, loading before empty")
  func precedence() {
    var timeline = PlaceholderTimeline()
    _ = timeline.update(at: 0, hasVisibleView: false, available: Self.all, timing: .immediate)
    #expect(timeline.shown == .empty)
    timeline.setState(.loading, at: 0)
    _ = timeline.update(at: 0, hasVisibleView: false, available: Self.all, timing: .immediate)
    #expect(timeline.shown == .loading)
    timeline.setState(.failed, at: 0)
    _ = timeline.update(at: 0, hasVisibleView: false, available: Self.all, timing: .immediate)
    #expect(timeline.shown == .failed)
  }

  @Test("a kind without a view never shows, and holds nothing")
  func unavailableKinds() {
    var timeline = PlaceholderTimeline()
    timeline.setState(.failed, at: 0)
    #expect(
      timeline.update(at: 0, hasVisibleView: false, available: [.empty], timing: Self.timing) == nil
    )
    #expect(timeline.shown == nil)
    timeline.setState(.loading, at: 0)
    #expect(
      timeline.update(at: 1, hasVisibleView: false, available: [.empty], timing: Self.timing) == nil
    )
    #expect(timeline.shown == nil)
  }

  @Test("negative and non-finite times count as 0")
  func invalidTimes() {
    for value in [-1, .nan, .infinity] as [TimeInterval] {
      let timing = PlaceholderTimeline.Timing(graceTime: value, minimumShowTime: value)
      #expect(timing == .immediate)
    }
  }

  @Test("a time reached a rounding error early counts as reached")
  func tolerance() {
    var timeline = PlaceholderTimeline()
    timeline.setState(.loading, at: 0)
    let timing = PlaceholderTimeline.Timing(graceTime: 0.1, minimumShowTime: 0)
    _ = timeline.update(at: 0.03 + 0.07, hasVisibleView: true, available: Self.all, timing: timing)
    #expect(timeline.shown == .loading)
  }
}

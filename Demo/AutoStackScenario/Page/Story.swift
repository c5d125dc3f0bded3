import AutoStack
import Foundation

/// The story of AASubviews' demo app, told on a ``MerchantPage``: close the ad, expand the
/// description, scroll, reopen, reset, switch to a shop and back; then what AASubviews could
/// not do: a text section re-flows as the page narrows, and the reader scrolls to the
/// comments, an image loads in the header above, and the comments jump, until scroll
/// anchoring keeps them in place; then a tab bar arrives above the name, pinned at the top
/// of the window, and its tabs scroll to their sections below it; last, back at the top, a
/// row of photos arrives below the header, a horizontal scroll view as high as its tallest
/// photo: a photo loads taller and the page below moves down, it hides and the page moves
/// back up, the photos change order and the row scrolls along x, and the page stays.
///
/// `autostack-demo` plays it when it has no terminal to be interactive in, printing each
/// state as a drawing and as the numbers of the scenario language's `print` and `stats`,
/// which report the page's sections and the work of the page's AutoStack, not the row's.
/// `Demo/Scenarios/hotel-story.autostack` replays the same steps as a scenario and prints the
/// same numbers.
@MainActor
public enum Story {
  // MARK: Public

  /// One state of the story: the step that led to it, and the page after it.
  public struct State: Sendable {
    /// The step's number, from `1`.
    public var number: Int
    /// What the step did: `Close the ad`.
    public var title: String
    /// The name of the step's SVG picture: `02-close-ad.svg`.
    public var fileName: String
    /// The page after the step, compared with the page before it.
    public var snapshot: PageSnapshot
    /// The page's frames, as the scenario language's `print` prints them.
    public var frames: [String]
    /// The work AutoStack did for this step, as `stats` prints it: `writes 2 reflows 1 measures 0`.
    public var statistics: String

    /// The state's SVG picture, titled `Hotel · 2. Close the ad`.
    public var svg: String {
      SVGDrawing.svg(for: snapshot, title: "\(snapshot.title) · \(number). \(title)")
    }
  }

  /// The number of steps: twenty-five.
  public static var stepCount: Int { steps.count }

  /// Plays the story on a new page and returns the state after each step.
  public static func play() -> [State] {
    let page = MerchantPage()
    var baseline = AutoStackStatistics()
    var previous: PageSnapshot?
    return steps.enumerated().map { index, step in
      step.action(page)
      let snapshot = page.snapshot(comparedWith: previous)
      let statistics = page.engine.statistics
      defer {
        previous = snapshot
        baseline = statistics
      }
      return State(
        number: index + 1, title: step.title,
        fileName: "\(index < 9 ? "0" : "")\(index + 1)-\(step.slug).svg",
        snapshot: snapshot,
        frames: FrameReport.lines(for: page.engine.arrangedViews, in: page.scrollView),
        statistics: FrameReport.statistics(statistics, since: baseline))
    }
  }

  /// The text `autostack-demo --story` prints: an introduction, then each state's heading,
  /// drawing, frames and statistics.
  public static func text(of states: [State], drawing: TerminalDrawing = TerminalDrawing())
    -> String
  {
    let width = ScenarioNumber.format(MerchantPage.width)
    let height = ScenarioNumber.format(MerchantPage.windowHeight)
    var lines = [
      "AutoStack demo: the merchant page of AASubviews' demo app, arranged by AutoStack",
      "in a scroll view \(width) wide that shows \(height) points at a time.",
      "In a terminal, `swift run autostack-demo` lets you press the keys yourself.",
    ]
    for state in states {
      let heading = "── \(state.number)/\(states.count) · \(state.snapshot.title) · \(state.title) "
      lines += ["", heading.padding(toLength: 72, withPad: "─", startingAt: 0)]
      lines += drawing.lines(for: state.snapshot)
      lines += [""] + state.frames + [state.statistics]
    }
    return lines.map { $0 + "\n" }.joined()
  }

  // MARK: Private

  private struct Step {
    var title: String
    var slug: String
    var action: (MerchantPage) -> Void
  }

  private static let steps = [
    Step(title: "Arrange the sections", slug: "hotel") { _ in },
    Step(title: "Close the ad", slug: "close-ad") { $0.setAdClosed(true) },
    Step(title: "Expand the description", slug: "expand-description") {
      $0.setDescriptionExpanded(true)
    },
    Step(title: "Scroll to the bottom", slug: "scroll-to-bottom") {
      $0.scroll(to: $0.maximumScrollOffset)
    },
    Step(title: "Reopen the ad", slug: "reopen-ad") { $0.setAdClosed(false) },
    Step(title: "Reset", slug: "reset") { $0.reset() },
    Step(title: "Switch to the shop", slug: "shop") { $0.show(.shop) },
    Step(title: "Close the ad", slug: "shop-close-ad") { $0.setAdClosed(true) },
    Step(title: "Switch back to the hotel", slug: "back-to-hotel") { $0.show(.hotel) },
    Step(title: "Add the guests' notes", slug: "add-notes") { $0.addNotes() },
    Step(title: "Narrow the page", slug: "narrow") { $0.setWidth(MerchantPage.narrowWidth) },
    Step(title: "Widen the page again", slug: "widen") { $0.setWidth(MerchantPage.width) },
    // Beyond AASubviews: what the reader sees while sections above change.
    Step(title: "Expand the description again", slug: "expand-again") {
      $0.setDescriptionExpanded(true)
    },
    Step(title: "Scroll to the comments", slug: "scroll-to-comments") {
      $0.scroll(to: $0.maximumScrollOffset)
    },
    Step(title: "Load a header image: the comments jump", slug: "header-image") {
      $0.loadHeaderImage()
    },
    Step(title: "Anchor, load another: the comments stay", slug: "anchored") {
      $0.isScrollAnchoringEnabled = true
      $0.loadHeaderImage()
    },
    // A tab bar that sticks: pinned at the top of the window, it follows the reader.
    Step(title: "Add a tab bar: it pins at the top", slug: "tab-bar") { $0.addTabBar() },
    Step(title: "Tap Info: the name below the tab bar", slug: "tab-info") { $0.select(.info) },
    Step(title: "Tap Comments: the end of the content stops", slug: "tab-comments") {
      $0.select(.comments)
    },
    // A row of photos along x, as high as its tallest photo: the page below follows it.
    Step(title: "Scroll to the top", slug: "scroll-to-top") { $0.scroll(to: 0) },
    Step(title: "Add a row of photos below the header", slug: "photos") { $0.addPhotos() },
    Step(title: "A photo loads taller: the page below moves", slug: "photo-taller") {
      $0.setPhotoHeight(MerchantPage.tallPhotoHeight, at: 1)
    },
    Step(title: "Hide the tall photo: the page moves back", slug: "hide-photo") {
      $0.setPhotoHidden(true, at: 1)
    },
    Step(title: "Reorder the photos: the page stays", slug: "reorder-photos") {
      $0.arrangePhotos(in: [3, 2, 1, 0])
    },
    Step(title: "Scroll the row to its end", slug: "scroll-photos") {
      $0.scrollPhotos(to: $0.maximumPhotosOffset)
    },
  ]
}

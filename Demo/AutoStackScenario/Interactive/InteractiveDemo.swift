import AutoStack
import Foundation

/// The interactive mode, without the terminal: keys in, screens out.
///
/// `autostack-demo` reads keys from a terminal in raw mode, passes each to ``handle(_:)`` and
/// prints ``screen(rows:columns:)`` after it; tests do the same without a terminal.
///
/// | Key | Action |
/// | --- | --- |
/// | `a` | close / reopen the ad |
/// | `d` | expand / collapse the description |
/// | `r` | reset: show every section, collapse the description, scroll to the top |
/// | `s` | switch between hotel and shop |
/// | `l` | reload: loading, then the content after 1.2 s |
/// | `f` | reload and fail: loading, then the failed placeholder after 1.2 s; `l` retries |
/// | `e` | hide every section, which shows the empty placeholder, or show them again |
/// | `h` | load an image in the header, which grows by 120 points; at 3 images, remove them |
/// | `n` | scroll anchoring on / off |
/// | `1`, `2`, `3` | jump to the name (Info), the description, the comments, below the tab bar |
/// | `p` | add a row of photos below the header; then a photo loads taller, until all have |
/// | `o` | hide a photo, until one is left; then show them all |
/// | `m` | reorder the photos: the first moves to the end |
/// | `←` `[`, `→` `]` | scroll the row of photos by 100 points |
/// | `↓` `j`, `↑` `k` | scroll by 100 points |
/// | Page Down, space, Page Up, `b` | scroll by a window |
/// | Home `g`, End `G` | scroll to the top, to the bottom |
/// | `q`, Escape, Control-C, Control-D | quit |
///
/// The page opens loading, as an app waits for its request: nothing shows for the grace time
/// of 0.3 s, then the loading placeholder, until the content arrives at 1.2 s. Time passes
/// with ``advance(by:)``, which the terminal calls with the time that really passed and the
/// tests with the time they choose. Scrolling is off while the loading or failed placeholder
/// shows. A line names the sections on screen, as visibility callbacks report them.
///
/// The page has its tab bar above the name: it pins at the top of the window once scrolled
/// past, and shows the tab of the section being read selected. Its row of photos, once
/// added, is as high as its tallest photo shown: the page below it moves when that changes.
@MainActor
public final class InteractiveDemo {
  // MARK: Lifecycle

  /// Creates the interactive mode on `page`, a new hotel page with its tab bar by default,
  /// which starts loading unless `loads` is `false`.
  public init(page: MerchantPage = MerchantPage(showsTabBar: true), loads: Bool = true) {
    self.page = page
    if loads {
      page.load()
      message =
        "Loading the \(page.kind.rawValue): nothing shows during the \(Self.graceTime) grace time"
    }
    snapshot = page.snapshot()
    baseline = page.engine.statistics
    page.watchSections { _, _ in }
  }

  // MARK: Public

  /// How far one arrow key scrolls: `100` points.
  public static let scrollStep: CGFloat = 100

  /// The page the keys act on.
  public let page: MerchantPage
  /// The line under the drawing: what the last key did, and the work AutoStack did for it.
  public private(set) var message = "Press a key: the page redraws after each one."
  /// Whether a quit key was pressed.
  public private(set) var isFinished = false

  /// Acts on `key`: changes the page, scrolls, quits, or explains the keys.
  public func handle(_ key: DemoKey) {
    let previous = page.snapshot()
    let action: String
    switch key {
    case .character("a"):
      page.setAdClosed(!page.isAdClosed)
      action = page.isAdClosed ? "Closed the ad" : "Reopened the ad"
    case .character("d"):
      page.setDescriptionExpanded(!page.isDescriptionExpanded)
      action = page.isDescriptionExpanded ? "Expanded the description" : "Collapsed the description"
    case .character("r"):
      page.reset()
      action = "Reset"
    case .character("s"):
      page.show(page.kind == .hotel ? .shop : .hotel)
      action = "Switched to the \(page.kind.rawValue)"
    case .character("l"), .character("f"):
      let fails = key == .character("f")
      page.load(failing: fails)
      action = fails ? "Reloading, to fail" : "Reloading"
    case .character("e"):
      page.setEverySectionHidden(!page.isEverySectionHidden)
      action = page.isEverySectionHidden ? "Hid every section" : "Showed every section"
    case .character("h"), .character("n"):
      action = scrollingAction(for: key)
    case .down, .character("j"), .up, .character("k"), .pageDown, .character(" "), .pageUp,
      .character("b"), .home, .character("g"), .end, .character("G"), .character("1"),
      .character("2"), .character("3"):
      guard page.scrollView.isScrollEnabled else {
        message =
          "Scrolling is off while the \(page.visiblePlaceholderKind?.rawValue ?? "") "
          + "placeholder shows"
        return
      }
      action = Self.tab(for: key).map(tabAction(for:)) ?? scroll(for: key)
    case let key where Self.isPhotosKey(key):
      action = photosAction(for: key)
    case .character("q"), .escape, .interrupt:
      isFinished = true
      return
    default:
      message = "That key does nothing: \(keyHelp)"
      return
    }
    snapshot = page.snapshot(comparedWith: previous)
    let statistics = page.engine.statistics
    message = "\(action) · AutoStack: \(FrameReport.statistics(statistics, since: baseline))"
    baseline = statistics
  }

  /// Lets `seconds` pass on the page's clock: requests end, and placeholders show and hide
  /// as their times say; the message says what changed.
  public func advance(by seconds: TimeInterval) {
    let before = (page.state, page.visiblePlaceholderKind)
    let previous = page.snapshot()
    page.clock.advance(by: seconds)
    guard (page.state, page.visiblePlaceholderKind) != before else { return }
    snapshot = page.snapshot(comparedWith: previous)
    message = status
  }

  /// The screen to show in a terminal of `rows` by `columns`.
  ///
  /// A title, the page drawn to fit, the message and the keys. No line is longer than
  /// `columns`, and there are at most `rows` lines, the drawing losing its bottom rows first.
  public func screen(rows: Int, columns: Int) -> [String] {
    let content = page.scrollView.contentSize
    let title =
      "AutoStack demo · \(page.kind.title) · content \(ScenarioNumber.format(content.width)) × "
      + "\(ScenarioNumber.format(content.height)) · scrolled \(ScenarioNumber.format(page.scrollOffset))"
    // The keys of the photos take a line of their own once the row shows.
    let footer =
      ["", sectionsOnScreenLine, message, keyHelp, scrollingHelp, loadingHelp]
      + (page.showsPhotos ? [photosHelp] : [])
    let drawingRows = max(1, rows - 1 - footer.count)
    var drawing = Self.drawing(fitting: page, rows: drawingRows, columns: columns)
      .lines(for: snapshot)
    if drawing.count > drawingRows { drawing.removeLast(drawing.count - drawingRows) }
    return ([title] + drawing + footer).prefix(max(0, rows)).map {
      String($0.prefix(max(0, columns)))
    }
  }

  // MARK: Private

  /// The grace time as the messages say it: `0.3 s`.
  private static let graceTime =
    "\(ScenarioNumber.format(MerchantPage.placeholderOptions.graceTime)) s"
  /// The minimum show time as the messages say it: `0.8 s`.
  private static let minimumShowTime =
    "\(ScenarioNumber.format(MerchantPage.placeholderOptions.minimumShowTime)) s"

  /// The page as drawn: refreshed after each key, with the moves that key caused.
  private var snapshot: PageSnapshot
  private var baseline: AutoStackStatistics

  /// The keys, with what each does now.
  private var keyHelp: String {
    let ad = page.isAdClosed ? "reopen ad" : "close ad"
    let desc = page.isDescriptionExpanded ? "collapse description" : "expand description"
    let other = page.kind == .hotel ? "shop" : "hotel"
    return "a \(ad) · d \(desc) · r reset · s \(other) · ↑↓ scroll · q quit"
  }

  /// The keys of loading, with what each does now, and the key that adds the row of photos
  /// until it shows.
  private var loadingHelp: String {
    "l reload · f reload and fail · e \(page.isEverySectionHidden ? "show" : "hide") every section"
      + (page.showsPhotos ? "" : " · p add photos")
  }

  /// What the page is doing, once time has changed it.
  private var status: String {
    let kind = page.kind.rawValue
    switch (page.state, page.visiblePlaceholderKind) {
    case (.loading, nil):
      return "Loading the \(kind): nothing shows during the \(Self.graceTime) grace time"
    case (.loading, _):
      return "Still loading after \(Self.graceTime): the loading placeholder shows"
    case (_, .loading?):
      let outcome = page.state == .failed ? "The request failed" : "Loaded"
      return "\(outcome): the loading placeholder stays for its \(Self.minimumShowTime)"
    case (.failed, _):
      return "The request failed: press l to retry"
    case (.content, .empty?):
      return "Loaded; every section is hidden: the empty placeholder shows"
    case (.content, _):
      return "Loaded the \(kind)"
    }
  }

  /// The action of a scroll key.
  private func scroll(for key: DemoKey) -> String {
    switch key {
    case .down, .character("j"):
      return scroll(to: page.scrollOffset + Self.scrollStep)
    case .up, .character("k"):
      return scroll(to: page.scrollOffset - Self.scrollStep)
    case .pageDown, .character(" "):
      return scroll(to: page.scrollOffset + MerchantPage.windowHeight)
    case .pageUp, .character("b"):
      return scroll(to: page.scrollOffset - MerchantPage.windowHeight)
    case .home, .character("g"):
      return scroll(to: 0)
    default:
      return scroll(to: page.maximumScrollOffset)
    }
  }

  private func scroll(to offset: CGFloat) -> String {
    page.scroll(to: offset)
    return "Scrolled to \(ScenarioNumber.format(page.scrollOffset))"
  }

  /// A scale at which the tallest state of the page fits in `rows` (with its content line
  /// and hidden line) and its width in `columns` (with the `y` labels and the window's
  /// label), never finer than the story's 20 points per row.
  private static func drawing(fitting page: MerchantPage, rows: Int, columns: Int)
    -> TerminalDrawing
  {
    let pointsPerRow = max(20, (page.tallestContentHeight / CGFloat(max(1, rows - 2))).rounded(.up))
    let pageColumns = CGFloat(max(10, columns - 30))
    let pointsPerColumn = max(pointsPerRow / 2, (MerchantPage.width / pageColumns).rounded(.up))
    return TerminalDrawing(pointsPerRow: pointsPerRow, pointsPerColumn: pointsPerColumn)
  }
}

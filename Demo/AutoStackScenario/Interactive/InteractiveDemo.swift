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
/// | `r` | reset: reopen the ad, collapse the description, scroll to the top |
/// | `s` | switch between hotel and shop |
/// | `↓` `j`, `↑` `k` | scroll by 100 points |
/// | Page Down, space, Page Up, `b` | scroll by a window |
/// | Home `g`, End `G` | scroll to the top, to the bottom |
/// | `q`, Escape, Control-C, Control-D | quit |
@MainActor
public final class InteractiveDemo {
  // MARK: Lifecycle

  /// Creates the interactive mode on `page`, a new hotel page by default.
  public init(page: MerchantPage = MerchantPage()) {
    self.page = page
    snapshot = page.snapshot()
    baseline = page.engine.statistics
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
    case .down, .character("j"):
      action = scroll(to: page.scrollOffset + Self.scrollStep)
    case .up, .character("k"):
      action = scroll(to: page.scrollOffset - Self.scrollStep)
    case .pageDown, .character(" "):
      action = scroll(to: page.scrollOffset + MerchantPage.windowHeight)
    case .pageUp, .character("b"):
      action = scroll(to: page.scrollOffset - MerchantPage.windowHeight)
    case .home, .character("g"):
      action = scroll(to: 0)
    case .end, .character("G"):
      action = scroll(to: page.maximumScrollOffset)
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

  /// The screen to show in a terminal of `rows` by `columns`.
  ///
  /// A title, the page drawn to fit, the message and the keys. No line is longer than
  /// `columns`, and there are at most `rows` lines, the drawing losing its bottom rows first.
  public func screen(rows: Int, columns: Int) -> [String] {
    let content = page.scrollView.contentSize
    let title =
      "AutoStack demo · \(page.kind.title) · content \(ScenarioNumber.format(content.width)) × "
      + "\(ScenarioNumber.format(content.height)) · scrolled \(ScenarioNumber.format(page.scrollOffset))"
    let footer = ["", message, keyHelp]
    let drawingRows = max(1, rows - 1 - footer.count)
    var drawing = Self.drawing(fitting: page, rows: drawingRows, columns: columns)
      .lines(for: snapshot)
    if drawing.count > drawingRows { drawing.removeLast(drawing.count - drawingRows) }
    return ([title] + drawing + footer).prefix(max(0, rows)).map {
      String($0.prefix(max(0, columns)))
    }
  }

  // MARK: Private

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

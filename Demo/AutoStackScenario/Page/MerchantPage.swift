import AutoStack
import AutoStackSimulator
import Foundation

/// The merchant detail page of AASubviews' demo app, arranged by AutoStack in a scroll view
/// 375 points wide that shows 667 points at a time.
///
///     header    200
///     name      110
///     ad         70   (can be closed and reopened)
///     desc      150   (expands to 450)
///     comments  240
///
/// A hotel shows header, name, ad, desc, comments: `y` 0, 200, 310, 380, 530 and a content
/// height of 770. A shop shows ad, name, desc, comments, without the header. The page uses
/// AutoStack's defaults, as AASubviews did: no spacing and no insets.
///
/// The page also loads: ``load(failing:)`` sets the state to loading and ends a simulated
/// request ``requestDuration`` later, on the page's ``clock``. Its placeholders (loading,
/// failed, and empty when every section is hidden) cover the window, with a grace time of
/// 0.3 s and a minimum show time of 0.8 s. A new page shows its content: it loads only when
/// asked.
///
/// With its tab bar (``addTabBar()``, or `showsTabBar` at creation), a sticky section of
/// ``tabBarHeight`` sits above the name: a hotel shows header, tabs, name, ad, desc,
/// comments at `y` 0, 200, 240, 350, 420, 570, and a shop ad, tabs, name, desc, comments.
/// The tab bar pins at the top of the window once scrolled past, and ``select(_:)`` scrolls
/// to a tab's section below it.
///
/// With its row of photos (``addPhotos()``), a horizontal scroll view below the header that
/// its own AutoStack arranges along x, the page sizes the row to fit: 180 high at first, it
/// moves the sections below it whenever its tallest photo shown changes.
@MainActor
public final class MerchantPage {
  // MARK: Lifecycle

  /// Creates the page and arranges the sections of `kind`, with the tab bar if `showsTabBar`.
  public init(kind: Kind = .hotel, showsTabBar: Bool = false) {
    self.kind = kind
    self.showsTabBar = showsTabBar
    orders = [.hotel: [header, name, ad, desc, comments], .shop: [ad, name, desc, comments]]
    let order = orders[kind] ?? []
    stack = SimulatedStack.arrange(
      in: scrollView, subviews: showsTabBar ? Self.inserting(tabBar, above: name, in: order) : order
    )
    stack.engine.placeholderOptions = Self.placeholderOptions
    for (kind, view) in placeholders { stack.engine.setPlaceholder(view, for: kind) }
    // The tab bar sticks wherever it is arranged, and its selection follows the reader.
    stack.engine.setSticky(true, for: tabBar)
    stack.engine.sections.onCurrentSectionChange = { [weak self] section in
      self?.currentSection = section
    }
    arrangePhotos(photoCards)
  }

  // MARK: Public

  /// What the page shows, and so which sections and in which order.
  public enum Kind: String, CaseIterable, Sendable {
    /// Header, name, ad, description, comments.
    case hotel
    /// Ad, name, description, comments.
    case shop

    /// The name shown on screen: `Hotel` or `Shop`.
    public var title: String { rawValue.capitalized }
  }

  /// The scroll view's width: `375`.
  public static let width: CGFloat = 375
  /// The height of the scroll view, the part of the page on screen: `667`.
  public static let windowHeight: CGFloat = 667
  /// The description's height, collapsed: `150`.
  public static let collapsedDescriptionHeight: CGFloat = 150
  /// The description's height, expanded: `450`.
  public static let expandedDescriptionHeight: CGFloat = 450
  /// How long a simulated request takes: `1.2` seconds.
  public static let requestDuration: TimeInterval = 1.2
  /// The placeholders' timing: a grace time of `0.3` seconds and a minimum show time of
  /// `0.8`, so that a request of 1.2 s shows the loading placeholder from 0.3 s to 1.2 s.
  public static let placeholderOptions = AutoStackPlaceholderOptions(
    graceTime: 0.3, minimumShowTime: 0.8)

  package let scrollView = SimulatedView(
    name: "page",
    frame: CGRect(x: 0, y: 0, width: MerchantPage.width, height: MerchantPage.windowHeight),
    scrolls: true)
  package let header = MerchantPage.section("header", height: 200)
  package let name = MerchantPage.section("name", height: 110)
  package let ad = MerchantPage.section("ad", height: 70)
  package let desc = MerchantPage.section("desc", height: MerchantPage.collapsedDescriptionHeight)
  package let comments = MerchantPage.section("comments", height: 240)
  /// The guests' notes: a label that ``addNotes()`` arranges, sized to fit the page's width.
  package let notes = MerchantPage.notesSection()
  /// The tab bar, a sticky section of ``tabBarHeight`` above the name, once arranged.
  package let tabBar = MerchantPage.section("tabs", height: MerchantPage.tabBarHeight)
  /// The row of photos: a horizontal scroll view that ``addPhotos()`` arranges below the
  /// header, as high as its tallest photo shown and its insets.
  package let photos = MerchantPage.photoRow()
  /// The photos in the row, in their first order: ``photoSizes``, named `photo1` to `photo4`.
  package let photoCards = MerchantPage.photoCardViews()

  /// The page shown now.
  ///
  /// The default value is ``Kind/hotel``.
  public private(set) var kind: Kind
  /// Whether the page shows its tab bar, above the name.
  ///
  /// The default value is `false`; ``addTabBar()`` shows it.
  public internal(set) var showsTabBar: Bool
  /// The section the reader is in, as AutoStack's `onCurrentSectionChange` last reported it:
  /// the last one, the tab bar left out, that starts at or above the top of the window, below
  /// the tab bar when it is pinned there; at the end of the content, the last one.
  package private(set) weak var currentSection: SimulatedView?
  /// How far the page is scrolled: the `y` of the top of the window, from `0` to
  /// ``maximumScrollOffset``; the scroll view's content offset.
  public var scrollOffset: CGFloat { scrollView.contentOffset.y }

  /// The clock of the requests and the placeholders' times, which only moves when advanced.
  package var clock: SimulatedClock { stack.clock }
  /// Whether the page is loading, failed to load, or shows its content.
  public var state: AutoStackState { engine.state }
  /// The placeholder on screen, if any.
  public var visiblePlaceholderKind: AutoStackPlaceholderKind? { engine.visiblePlaceholderKind }
  /// Whether a request is under way.
  public var isLoading: Bool { request != nil }
  /// Whether every section of the page is hidden, which shows the empty placeholder.
  public var isEverySectionHidden: Bool { engine.arrangedViews.allSatisfy(\.isHidden) }

  /// The engine that arranges the sections, for statistics.
  package var engine: AutoStackEngine<SimulatedStack> { stack.engine }
  /// Whether the ad is closed (hidden).
  public var isAdClosed: Bool { ad.isHidden }
  /// Whether the description shows its expanded height.
  public var isDescriptionExpanded: Bool {
    desc.frame.size.height == Self.expandedDescriptionHeight
  }
  /// The height of the scroll view's content.
  public var contentHeight: CGFloat { scrollView.contentSize.height }
  /// The largest scroll offset: the content's height less the window's, or `0`.
  public var maximumScrollOffset: CGFloat { max(0, contentHeight - Self.windowHeight) }
  /// The content's height with every section shown and the description expanded, so that
  /// every state can be drawn at one scale: 1070, or 1110 with the tab bar, and 260 more with
  /// the row of photos, a photo loaded taller.
  public var tallestContentHeight: CGFloat {
    [header, name, ad, comments].map(\.frame.size.height).reduce(0, +)
      + Self.expandedDescriptionHeight + (showsTabBar ? Self.tabBarHeight : 0)
      + (showsPhotos ? Self.tallestPhotosHeight : 0)
  }

  // MARK: Actions

  /// Closes or reopens the ad; the sections below it move up or down by its height.
  public func setAdClosed(_ closed: Bool) {
    ad.isHidden = closed
    clampScrollOffset()
  }

  /// Expands or collapses the description; the sections below it move by the difference.
  public func setDescriptionExpanded(_ expanded: Bool) {
    desc.frame.size.height =
      expanded ? Self.expandedDescriptionHeight : Self.collapsedDescriptionHeight
    clampScrollOffset()
  }

  /// Shows every section again, reopening the ad, collapses the description and scrolls to
  /// the top; the row of photos, if shown, shows its photos again at their first heights and
  /// order, scrolled to its start.
  ///
  /// The changes are made in one batch, so that the page reflows once. The page stays a
  /// hotel or a shop.
  public func reset() {
    engine.performBatch {
      for section in engine.arrangedViews { section.isHidden = false }
      setDescriptionExpanded(false)
      resetPhotos()
    }
    scroll(to: 0)
  }

  /// Hides every section of the page, which shows the empty placeholder, or shows them all.
  public func setEverySectionHidden(_ hidden: Bool) {
    engine.performBatch {
      for section in engine.arrangedViews { section.isHidden = hidden }
    }
    clampScrollOffset()
  }

  /// Starts a request for the page: the state becomes loading at once, and the request ends
  /// ``requestDuration`` later on the ``clock``, in the content or, if `failing`, in failure.
  ///
  /// A request under way is dropped for the new one.
  public func load(failing: Bool = false) {
    request?.cancel()
    engine.state = .loading
    request = clock.schedule(after: Self.requestDuration) { [weak self] in
      guard let self else { return }
      request = nil
      engine.state = failing ? .failed : .content
      clampScrollOffset()
    }
  }

  /// What the placeholder of `kind` says.
  public func placeholderText(for kind: AutoStackPlaceholderKind) -> String {
    switch kind {
    case .loading: "Loading the \(self.kind.rawValue)…"
    case .failed: "The \(self.kind.rawValue) could not be loaded"
    case .empty: "Every section is hidden"
    }
  }

  /// Shows the sections of `kind`, in its order, the tab bar above the name if shown:
  /// AutoStack re-arranges the same views.
  public func show(_ kind: Kind) {
    self.kind = kind
    let order = orders[kind] ?? []
    SimulatedStack.arrange(
      in: scrollView, subviews: showsTabBar ? Self.inserting(tabBar, above: name, in: order) : order
    )
    clampScrollOffset()
  }

  /// Scrolls so that the window starts at `offset`, kept between `0` and
  /// ``maximumScrollOffset``.
  public func scroll(to offset: CGFloat) {
    scrollView.contentOffset = CGPoint(x: 0, y: min(max(0, offset), maximumScrollOffset))
  }

  // MARK: Private

  private let stack: SimulatedStack
  /// The request under way.
  private var request: (any AutoStackTimer)?
  /// The placeholders, which cover the window; their heights matter only in a plain view.
  private let placeholders: [AutoStackPlaceholderKind: SimulatedView] = [
    .loading: SimulatedView(name: "loading"), .failed: SimulatedView(name: "failed"),
    .empty: SimulatedView(name: "empty"),
  ]

  private static func section(_ name: String, height: CGFloat) -> SimulatedView {
    SimulatedView(name: name, frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  /// The sections of each kind of page, top to bottom.
  private let orders: [Kind: [SimulatedView]]

  /// Keeps the window on the content when the content shrinks.
  private func clampScrollOffset() {
    scroll(to: scrollOffset)
  }
}

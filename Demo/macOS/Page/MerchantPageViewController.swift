#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp
  import AutoStack

  /// A merchant's detail page: its sections, stacked by AutoStack in a scroll view.
  ///
  /// A hotel shows a strip of photos, tab bar, name, ad, description and comments; a shop
  /// shows ad, tab bar, name, description and comments. Every command only changes a section
  /// (`isHidden`, its height or the order); AutoStack moves the sections below and resizes the
  /// document view, animated.
  ///
  /// The page opens loading, as an app waits for its request: AutoStack shows nothing for the
  /// grace time of 0.3 s, then a spinner over the sections, kept 0.8 s at least, until the
  /// simulated request ends 1.2 s later. The Load menu reloads, simulates a failed request
  /// (whose placeholder retries), hides every section, which shows the empty placeholder, and
  /// adds a taller photo to the strip, above a reader who has scrolled down: with scroll
  /// anchoring on, what the reader looks at stays put. Every section seen at least half is
  /// logged as an impression. The tab bar sticks to the top once scrolled past: a click on
  /// Info, About or Reviews scrolls to its section below it, and the tab of the section being
  /// read is selected.
  final class MerchantPageViewController: NSViewController {
    // MARK: Lifecycle

    init(merchant: Merchant) {
      self.merchant = merchant
      super.init(nibName: nil, bundle: nil)
      title = merchant.name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    /// The merchant shown.
    ///
    /// The default value is the one the page was created with.
    var merchant: Merchant
    /// The arrangement of the page's sections, once the view is loaded.
    var stack: AutoStackObserver?
    /// The simulated request behind the page.
    let request = SimulatedRequest()

    // No document view: AutoStack gives the scroll view a flipped one, as high as the content.
    let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 720, height: 820))
    let photoStrip = PhotoStripView()
    let nameSection = NameSectionView()
    let adSection = AdSectionView()
    let descriptionSection = DescriptionSectionView()
    let commentsSection = CommentsSectionView()
    let tabBarSection = TabBarSectionView(titles: ["Info", "About", "Reviews"])

    override func loadView() {
      view = scrollView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.hasVerticalScroller = true
      scrollView.backgroundColor = .windowBackgroundColor
      // Layer-backed, so that the frames AutoStack writes inside `animate` animate.
      scrollView.wantsLayer = true
      adSection.onClose = { [weak self] in self?.closeAd() }
      descriptionSection.onToggle = { [weak self] in self?.toggleDescription() }
      configureSections()
      let stack = arrangeSections()
      configurePlaceholders(of: stack)
      configureScrolling(of: stack)
      configureTabBar(of: stack)
      self.stack = stack
      load()
    }

    /// The sections a merchant of `kind` shows, top to bottom.
    func sections(for kind: Merchant.Kind) -> [NSView] {
      switch kind {
      case .hotel:
        [photoStrip, tabBarSection, nameSection, adSection, descriptionSection, commentsSection]
      case .shop: [adSection, tabBarSection, nameSection, descriptionSection, commentsSection]
      }
    }

    /// Arranges the sections of the merchant shown, in its order, with the page's spacing
    /// and margins.
    @discardableResult
    func arrangeSections() -> AutoStackObserver {
      // Each section is measured at the page's width: a card by its own rows, the strip by
      // its tallest photo.
      AutoStack.arrange(
        in: scrollView, subviews: sections(for: merchant.kind), spacing: Self.spacing,
        insets: NSEdgeInsets(
          top: Self.margin, left: Self.margin, bottom: Self.margin, right: Self.margin),
        sizing: .fitting)
    }

    /// Gives each section the merchant's texts, which take their heights at once.
    func configureSections() {
      nameSection.configure(with: merchant)
      adSection.configure(with: merchant)
      descriptionSection.configure(with: merchant)
      commentsSection.configure(with: merchant)
    }

    /// Selects the tab of `section`, or of the nearest section above it that has one (the ad
    /// selects Info), and none above the first tab's section; selecting scrolls nothing.
    func selectTab(following section: NSView?) {
      let order = sections(for: merchant.kind)
      let index = section.flatMap { section in order.firstIndex { $0 === section } }
      tabBarSection.selectedIndex = index.flatMap { index in
        order[...index].reversed().lazy.compactMap { view in
          self.tabSections.firstIndex { $0 === view }
        }.first
      }
    }

    // MARK: Private

    private static let spacing: CGFloat = 12
    private static let margin: CGFloat = 16

    /// The sections the tabs scroll to, in the tabs' order.
    private var tabSections: [NSView] { [nameSection, descriptionSection, commentsSection] }

    /// The page's placeholders, with MBProgressHUD's timing: a load that ends within 0.3 s
    /// shows no spinner, and a spinner that shows stays 0.8 s at least.
    private func configurePlaceholders(of stack: AutoStackObserver) {
      stack.placeholderOptions = AutoStackPlaceholderOptions(graceTime: 0.3, minimumShowTime: 0.8)
      stack.setPlaceholder(PagePlaceholderView(spinning: "Loading…"), for: .loading)
      stack.setPlaceholder(
        PagePlaceholderView(
          symbolName: "exclamationmark.triangle", message: "The page could not be loaded.",
          buttonTitle: "Try Again", action: { [weak self] in self?.load() }),
        for: .failed)
      stack.setPlaceholder(
        PagePlaceholderView(
          symbolName: "eye.slash", message: "Every section is hidden.",
          buttonTitle: "Show Sections", action: { [weak self] in self?.reset() }),
        for: .empty)
    }

    /// Impressions: each section seen at least half is logged once per appearance.
    private func configureScrolling(of stack: AutoStackObserver) {
      stack.visibilityThreshold = 0.5
      stack.onVisibilityChange = { view, isVisible in
        if isVisible { print("Impression: \(type(of: view))") }
      }
    }

    /// The tab bar pins to the top of the visible area once scrolled past, a click on a tab
    /// scrolls to its section below it, and the tab of the section being read is selected.
    private func configureTabBar(of stack: AutoStackObserver) {
      let tabSections = tabSections
      stack.setSticky(true, for: tabBarSection)
      // Weak: the scroll view owns the stack, and through its document view the tab bar,
      // which keep these closures; the page owns the scroll view.
      tabBarSection.onSelect = { [weak stack] index in
        stack?.scroll(to: tabSections[index], at: .top, animated: true)
      }
      stack.onCurrentSectionChange = { [weak self] in self?.selectTab(following: $0) }
    }
  }
#endif

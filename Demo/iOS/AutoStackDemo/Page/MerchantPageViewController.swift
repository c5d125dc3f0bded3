#if canImport(UIKit)
  import AutoStack
  import UIKit

  /// A merchant's detail page: its sections, stacked by AutoStack in a scroll view.
  ///
  /// A hotel shows header, tab bar, name, ad, description and comments; a shop shows ad, tab
  /// bar, name, description and comments. Every action only changes a section (`isHidden`,
  /// its height or the order); AutoStack moves the sections below and resizes the content,
  /// animated.
  ///
  /// The page opens loading, as an app waits for its request: AutoStack shows nothing for the
  /// grace time of 0.3 s, then a spinner over the sections, kept 0.8 s at least, until the
  /// simulated request ends 1.2 s later. The Load menu reloads, simulates a failed request
  /// (whose placeholder retries), and hides every section, which shows the empty placeholder.
  ///
  /// Beyond AASubviews: the menu also adds a photo to the header, above a reader who has
  /// scrolled down, and the toolbar's switch turns scroll anchoring on, so that what the reader
  /// looks at stays put; every section seen at least half is logged as an impression. The tab
  /// bar sticks under the navigation bar once scrolled past: a tap on Info, About or Reviews
  /// scrolls to its section below it, and the tab of the section being read is selected.
  final class MerchantPageViewController: UIViewController {
    // MARK: Lifecycle

    init(merchant: Merchant) {
      self.merchant = merchant
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    override func loadView() {
      view = scrollView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.backgroundColor = .systemGroupedBackground
      scrollView.alwaysBounceVertical = true
      setUpNavigationItem()
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

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      stack?.insets = pageInsets
    }

    // MARK: Private

    private static let spacing: CGFloat = 12
    private static let margin: CGFloat = 16

    private var merchant: Merchant
    private var stack: AutoStackObserver?

    private let scrollView = UIScrollView()
    private let kindControl = UISegmentedControl(items: Merchant.Kind.allCases.map(\.title))
    private let anchoringSwitch = UISwitch()
    private let headerSection = HeaderSectionView()
    private let nameSection = NameSectionView()
    private let adSection = AdSectionView()
    private let descriptionSection = DescriptionSectionView()
    private let commentsSection = CommentsSectionView()
    private let tabBarSection = TabBarSectionView(titles: ["Info", "About", "Reviews"])
    /// The simulated request behind the page.
    private let request = SimulatedRequest()

    /// The page's margins.
    ///
    /// The scroll view's content inset keeps the content clear of the bars; the left and
    /// right margins grow by the safe area to clear the notch in landscape.
    private var pageInsets: UIEdgeInsets {
      let safeArea = view.safeAreaInsets
      return UIEdgeInsets(
        top: Self.margin, left: safeArea.left + Self.margin, bottom: Self.margin,
        right: safeArea.right + Self.margin)
    }

    /// The sections a merchant of `kind` shows, top to bottom.
    private func sections(for kind: Merchant.Kind) -> [UIView] {
      switch kind {
      case .hotel:
        [headerSection, tabBarSection, nameSection, adSection, descriptionSection, commentsSection]
      case .shop: [adSection, tabBarSection, nameSection, descriptionSection, commentsSection]
      }
    }

    /// The sections the tabs scroll to, in the tabs' order.
    private var tabSections: [UIView] { [nameSection, descriptionSection, commentsSection] }

    /// Arranges the sections of the merchant shown, in its order, with the page's spacing
    /// and margins.
    @discardableResult
    private func arrangeSections() -> AutoStackObserver {
      // Each section is measured at the page's width by its own rows.
      AutoStack.arrange(
        in: scrollView, subviews: sections(for: merchant.kind), spacing: Self.spacing,
        insets: pageInsets, sizing: .fitting)
    }

    private func setUpNavigationItem() {
      kindControl.selectedSegmentIndex = Merchant.Kind.allCases.firstIndex(of: merchant.kind) ?? 0
      kindControl.accessibilityLabel = "Merchant kind"
      kindControl.addTarget(self, action: #selector(kindChanged), for: .valueChanged)
      navigationItem.titleView = kindControl
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Reset", style: .plain, target: self, action: #selector(reset))
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Load", style: .plain, target: self, action: #selector(showLoadMenu))
    }

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

    /// Impressions, and the toolbar's scroll anchoring switch, off as in AASubviews.
    private func configureScrolling(of stack: AutoStackObserver) {
      stack.visibilityThreshold = 0.5
      stack.onVisibilityChange = { view, isVisible in
        if isVisible { print("Impression: \(type(of: view))") }
      }
      anchoringSwitch.accessibilityLabel = "Scroll anchoring"
      anchoringSwitch.addTarget(self, action: #selector(anchoringChanged), for: .valueChanged)
      let label = UILabel(textStyle: .footnote)
      label.text = "Scroll anchoring"
      toolbarItems = [
        UIBarButtonItem(customView: label),
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        UIBarButtonItem(customView: anchoringSwitch),
      ]
    }

    /// The tab bar pins under the navigation bar once scrolled past, a tap on a tab scrolls to
    /// its section below it, and the tab of the section being read is selected.
    private func configureTabBar(of stack: AutoStackObserver) {
      let tabSections = tabSections
      stack.setSticky(true, for: tabBarSection)
      // Weak: the scroll view owns the stack and the tab bar, which keep these closures, and
      // the page owns the scroll view.
      tabBarSection.onSelect = { [weak stack] index in
        stack?.scroll(to: tabSections[index], at: .top, animated: true)
      }
      stack.onCurrentSectionChange = { [weak self] in self?.selectTab(following: $0) }
    }

    /// Selects the tab of `section`, or of the nearest section above it that has one (the ad
    /// selects Info), and none above the first tab's section; selecting scrolls nothing.
    private func selectTab(following section: UIView?) {
      let order = sections(for: merchant.kind)
      let index = section.flatMap { section in order.firstIndex { $0 === section } }
      tabBarSection.selectedIndex = index.flatMap { index in
        order[...index].reversed().lazy.compactMap { view in
          self.tabSections.firstIndex { $0 === view }
        }.first
      }
    }

    @objc private func anchoringChanged() {
      stack?.isScrollAnchoringEnabled = anchoringSwitch.isOn
    }

    /// Adds a photo to the header, animated: with scroll anchoring, a reader scrolled below it
    /// sees nothing move.
    private func addHeaderPhoto() {
      stack?.animate {
        self.headerSection.addPhoto()
        self.headerSection.layoutIfNeeded()
      }
    }

    /// Starts a simulated request, which a request under way gives way to.
    ///
    /// The page is loading until the request ends, in the content or, if `failing`, in the
    /// failed placeholder.
    private func load(failing: Bool = false) {
      stack?.state = .loading
      request.start(failing: failing) { [weak self] failed in
        self?.stack?.state = failed ? .failed : .content
      }
    }

    /// Offers to reload, to simulate a failed request, and to hide or show every section.
    @objc private func showLoadMenu() {
      let menu = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      menu.addAction(
        UIAlertAction(title: "Reload", style: .default) { [weak self] _ in self?.load() })
      menu.addAction(
        UIAlertAction(title: "Reload and Fail", style: .default) { [weak self] _ in
          self?.load(failing: true)
        })
      let allHidden = sections(for: merchant.kind).allSatisfy(\.isHidden)
      menu.addAction(
        UIAlertAction(
          title: allHidden ? "Show Every Section" : "Hide Every Section", style: .default
        ) { [weak self] _ in
          allHidden ? self?.reset() : self?.hideEverySection()
        })
      if merchant.kind == .hotel {
        menu.addAction(
          UIAlertAction(title: "Add a Header Photo", style: .default) { [weak self] _ in
            self?.addHeaderPhoto()
          })
      }
      menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      menu.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
      present(menu, animated: true)
    }

    /// Hides every section: AutoStack shows the empty placeholder over the page.
    private func hideEverySection() {
      stack?.animate {
        for section in self.sections(for: self.merchant.kind) { section.isHidden = true }
      }
    }

    private func configureSections() {
      headerSection.configure(with: merchant)
      nameSection.configure(with: merchant)
      adSection.configure(with: merchant)
      descriptionSection.configure(with: merchant)
      commentsSection.configure(with: merchant)
    }

    private func closeAd() {
      stack?.animate {
        self.adSection.isHidden = true
      }
    }

    private func toggleDescription() {
      stack?.animate {
        self.descriptionSection.isExpanded.toggle()
      }
    }

    /// Shows every section again, the ad included, collapses the description and scrolls back
    /// to the top.
    @objc private func reset() {
      stack?.animate {
        for section in self.sections(for: self.merchant.kind) { section.isHidden = false }
        self.descriptionSection.isExpanded = false
      }
      scrollToTop()
    }

    /// Shows the other sample merchant, with its own order of sections.
    @objc private func kindChanged() {
      merchant = .sample(Merchant.Kind.allCases[kindControl.selectedSegmentIndex])
      // The new texts take their heights at once; then the sections slide into their new order.
      configureSections()
      stack?.animate {
        self.arrangeSections()
      }
      // The same section may be read in the new order, under another tab.
      selectTab(following: stack?.currentSection)
      scrollToTop()
    }

    private func scrollToTop() {
      let top = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
      scrollView.setContentOffset(top, animated: true)
    }
  }
#endif

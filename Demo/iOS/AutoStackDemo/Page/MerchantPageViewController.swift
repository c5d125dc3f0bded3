#if canImport(UIKit)
  import AutoStack
  import UIKit

  /// A merchant's detail page: its sections, stacked by AutoStack in a scroll view.
  ///
  /// A hotel shows header, name, ad, description and comments; a shop shows ad, name,
  /// description and comments. Every action only changes a section (`isHidden`, its height
  /// or the order); AutoStack moves the sections below and resizes the content, animated.
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
      stack = arrangeSections()
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
    private let headerSection = HeaderSectionView()
    private let nameSection = NameSectionView()
    private let adSection = AdSectionView()
    private let descriptionSection = DescriptionSectionView()
    private let commentsSection = CommentsSectionView()

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
      case .hotel: [headerSection, nameSection, adSection, descriptionSection, commentsSection]
      case .shop: [adSection, nameSection, descriptionSection, commentsSection]
      }
    }

    /// Arranges the sections of the merchant shown, in its order, with the page's spacing
    /// and margins.
    @discardableResult
    private func arrangeSections() -> AutoStackObserver {
      AutoStack.arrange(
        in: scrollView, subviews: sections(for: merchant.kind), spacing: Self.spacing,
        insets: pageInsets)
    }

    private func setUpNavigationItem() {
      kindControl.selectedSegmentIndex = Merchant.Kind.allCases.firstIndex(of: merchant.kind) ?? 0
      kindControl.accessibilityLabel = "Merchant kind"
      kindControl.addTarget(self, action: #selector(kindChanged), for: .valueChanged)
      navigationItem.titleView = kindControl
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Reset", style: .plain, target: self, action: #selector(reset))
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
        self.descriptionSection.layoutIfNeeded()
      }
    }

    /// Shows the ad again, collapses the description and scrolls back to the top.
    @objc private func reset() {
      stack?.animate {
        self.adSection.isHidden = false
        self.descriptionSection.isExpanded = false
        self.descriptionSection.layoutIfNeeded()
      }
      scrollToTop()
    }

    /// Shows the other sample merchant, with its own order of sections.
    @objc private func kindChanged() {
      merchant = .sample(Merchant.Kind.allCases[kindControl.selectedSegmentIndex])
      configureSections()
      // The new texts take their heights at once; then the sections slide into their new order.
      scrollView.layoutIfNeeded()
      stack?.animate {
        self.arrangeSections()
      }
      scrollToTop()
    }

    private func scrollToTop() {
      let top = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
      scrollView.setContentOffset(top, animated: true)
    }
  }
#endif

#if canImport(UIKit)
  // Preconcurrency: the iOS 17.0 SDK declares `UIAccessibilityTraits.tabBar` as a mutable
  // global, which later SDKs declare constant; it is only read here, on the main actor.
  @preconcurrency import UIKit

  /// A row of tabs, one per section the page scrolls to: the page keeps it at the top once
  /// scrolled past, and shows the tab of the section being read selected.
  ///
  /// Each tab is a button, so that every tap is reported, the selected tab's included: a
  /// reader in the middle of a section taps its tab to go back to its start, which a
  /// `UISegmentedControl` would not report. Setting ``selectedIndex`` only shows the
  /// selection: as with any control, a change made in code sends no action, so following the
  /// reader never scrolls.
  final class TabBarSectionView: SectionView {
    // MARK: Lifecycle

    /// Creates a tab bar with a tab per title, left to right, none selected.
    init(titles: [String]) {
      buttons = titles.map(Self.tab(titled:))
      super.init()
      let row = UIStackView(arrangedSubviews: buttons)
      row.axis = .horizontal
      row.distribution = .fillEqually
      row.spacing = 4
      // VoiceOver reads the buttons as tabs, "1 of 3", and the selected one as selected.
      row.accessibilityTraits = .tabBar
      for button in buttons {
        button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
      }
      stack.insets = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
      rows = [row]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    /// Called with a tab's index when the reader taps it, the selected tab included.
    var onSelect: ((Int) -> Void)?

    /// The index of the tab shown selected, or `nil` for none.
    ///
    /// The default value is `nil`. Setting it calls no ``onSelect``: only a tap does.
    var selectedIndex: Int? {
      didSet {
        for (index, button) in buttons.enumerated() { button.isSelected = index == selectedIndex }
      }
    }

    // MARK: Private

    private let buttons: [UIButton]

    /// A tab: a system button, which shows its selected state on a tinted background.
    private static func tab(titled title: String) -> UIButton {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      return button
    }

    @objc private func tabTapped(_ sender: UIButton) {
      guard let index = buttons.firstIndex(of: sender) else { return }
      onSelect?(index)
    }
  }
#endif

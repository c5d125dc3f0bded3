#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// A row of tabs, one per section the page scrolls to: the page keeps it at the top once
  /// scrolled past, and shows the tab of the section being read selected.
  ///
  /// The tabs are the segments of an `NSSegmentedControl`, which sends its action on every
  /// click, the selected segment's included: a reader in the middle of a section clicks its
  /// tab to go back to its start. Setting ``selectedIndex`` only shows the selection: as with
  /// any control, a change made in code sends no action, so following the reader never
  /// scrolls.
  final class TabBarSectionView: SectionView {
    // MARK: Lifecycle

    /// Creates a tab bar with a tab per title, left to right, none selected.
    init(titles: [String]) {
      control = NSSegmentedControl(
        labels: titles, trackingMode: .selectOne, target: nil, action: nil)
      super.init()
      control.target = self
      control.action = #selector(tabClicked(_:))
      control.segmentDistribution = .fillEqually
      control.selectedSegment = -1
      control.setAccessibilityLabel("Sections")
      stack.insets = NSEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      rows = [control]
    }

    // MARK: Internal

    /// Called with a tab's index when the reader clicks it, the selected tab included.
    var onSelect: ((Int) -> Void)?

    /// The index of the tab shown selected, or `nil` for none.
    ///
    /// The default value is `nil`. Setting it calls no ``onSelect``: only a click does.
    var selectedIndex: Int? {
      didSet { control.selectedSegment = selectedIndex ?? -1 }
    }

    // MARK: Private

    private let control: NSSegmentedControl

    @objc private func tabClicked(_ sender: NSSegmentedControl) {
      guard sender.selectedSegment >= 0 else { return }
      onSelect?(sender.selectedSegment)
    }
  }
#endif

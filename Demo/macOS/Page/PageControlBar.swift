#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp

  /// The controls under the window's title: the merchant shown, a Load menu, Reset, and the
  /// scroll anchoring switch.
  ///
  /// It only reports what the reader chose, through its handlers; the page does the rest.
  final class PageControlBar: NSTitlebarAccessoryViewController {
    // MARK: Lifecycle

    /// Creates a bar that shows `kind` chosen.
    init(kind: Merchant.Kind) {
      self.kind = kind
      super.init(nibName: nil, bundle: nil)
      layoutAttribute = .bottom
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    /// What the Load menu and the Reset button ask of the page.
    enum Command: Int, CaseIterable {
      case reload
      case reloadAndFail
      case hideEverySection
      case addPhoto
      case reset

      /// The title of its item in the Load menu, or of its button.
      var title: String {
        switch self {
        case .reload: "Reload"
        case .reloadAndFail: "Reload and Fail"
        case .hideEverySection: "Hide Every Section"
        case .addPhoto: "Add a Photo"
        case .reset: "Reset"
        }
      }
    }

    /// Called with the kind of merchant chosen.
    var onKindChange: ((Merchant.Kind) -> Void)?
    /// Called with the command chosen in the Load menu or with the Reset button.
    var onCommand: ((Command) -> Void)?
    /// Called when the scroll anchoring switch turns on or off.
    var onScrollAnchoringChange: ((Bool) -> Void)?

    override func loadView() {
      let kindControl = NSSegmentedControl(
        labels: Merchant.Kind.allCases.map(\.title), trackingMode: .selectOne, target: self,
        action: #selector(kindChanged(_:)))
      kindControl.selectedSegment = Merchant.Kind.allCases.firstIndex(of: kind) ?? 0
      kindControl.setAccessibilityLabel("Merchant kind")
      loadButton.menu = makeLoadMenu()
      let resetButton = NSButton(
        title: Command.reset.title, target: self, action: #selector(resetClicked))
      let anchoringSwitch = NSButton(
        checkboxWithTitle: "Scroll anchoring", target: self,
        action: #selector(anchoringChanged(_:)))
      let bar = NSStackView()
      bar.orientation = .horizontal
      bar.spacing = 8
      bar.edgeInsets = NSEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
      bar.setViews([kindControl, loadButton, resetButton], in: .leading)
      bar.addView(anchoringSwitch, in: .trailing)
      bar.frame.size = CGSize(width: 720, height: bar.fittingSize.height)
      view = bar
      showKind()
    }

    // MARK: Private

    private var kind: Merchant.Kind
    private let loadButton = NSPopUpButton(frame: .zero, pullsDown: true)

    /// The Load menu: its first item is the pull-down button's title.
    private func makeLoadMenu() -> NSMenu {
      let menu = NSMenu()
      menu.autoenablesItems = false
      menu.addItem(withTitle: "Load", action: nil, keyEquivalent: "").tag = -1
      for command in Command.allCases where command != .reset {
        let item = NSMenuItem(
          title: command.title, action: #selector(commandChosen(_:)), keyEquivalent: "")
        item.target = self
        item.tag = command.rawValue
        menu.addItem(item)
      }
      return menu
    }

    /// Enables Add a Photo for a hotel only, whose page has a strip of photos.
    private func showKind() {
      let addPhoto = loadButton.menu?.items.first { $0.tag == Command.addPhoto.rawValue }
      addPhoto?.isEnabled = kind == .hotel
    }

    @objc private func kindChanged(_ sender: NSSegmentedControl) {
      let kinds = Merchant.Kind.allCases
      guard kinds.indices.contains(sender.selectedSegment),
        kinds[sender.selectedSegment] != kind
      else { return }
      kind = kinds[sender.selectedSegment]
      showKind()
      onKindChange?(kind)
    }

    @objc private func commandChosen(_ sender: NSMenuItem) {
      guard let command = Command(rawValue: sender.tag) else { return }
      onCommand?(command)
    }

    @objc private func resetClicked() {
      onCommand?(.reset)
    }

    @objc private func anchoringChanged(_ sender: NSButton) {
      onScrollAnchoringChange?(sender.state == .on)
    }
  }
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp

  /// The demo's window: the merchant page, an `NSScrollView` as the window's content, with the
  /// page's controls under the title.
  ///
  /// The window keeps the page and the control bar; the bar's handlers hold the page weakly.
  final class MerchantWindowController: NSWindowController {
    // MARK: Lifecycle

    /// Creates the window, showing the sample hotel.
    init() {
      let merchant = Merchant.sample(.hotel)
      let page = MerchantPageViewController(merchant: merchant)
      let controlBar = PageControlBar(kind: merchant.kind)
      let window = NSWindow(contentViewController: page)
      window.title = merchant.name
      // The controller owns the window, which closing must not release a second time.
      window.isReleasedWhenClosed = false
      window.contentMinSize = CGSize(width: 480, height: 400)
      super.init(window: window)
      controlBar.onKindChange = { [weak page] kind in page?.show(.sample(kind)) }
      controlBar.onCommand = { [weak page] command in page?.perform(command) }
      controlBar.onScrollAnchoringChange = { [weak page] isOn in
        page?.isScrollAnchoringEnabled = isOn
      }
      window.addTitlebarAccessoryViewController(controlBar)
      window.center()
      window.setFrameAutosaveName("MerchantPage")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }
  }
#endif

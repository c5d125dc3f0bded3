#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStackDemoApp
  import AutoStack

  /// What the page's controls and sections ask of it: each changes sections only, and
  /// AutoStack moves the others, animated.
  extension MerchantPageViewController {
    /// Carries out a command of the window's control bar.
    func perform(_ command: PageControlBar.Command) {
      switch command {
      case .reload: load()
      case .reloadAndFail: load(failing: true)
      case .hideEverySection: hideEverySection()
      case .addPhoto: addPhoto()
      case .reset: reset()
      }
    }

    /// Whether the first section on screen stays in place when the sections above it change.
    ///
    /// The default value is `false`, as in AASubviews.
    var isScrollAnchoringEnabled: Bool {
      get { stack?.isScrollAnchoringEnabled ?? false }
      set { stack?.isScrollAnchoringEnabled = newValue }
    }

    /// Shows another merchant, with its own order of sections.
    func show(_ newMerchant: Merchant) {
      merchant = newMerchant
      title = merchant.name
      view.window?.title = merchant.name
      // The new texts take their heights at once; then the sections slide into their new order.
      configureSections()
      stack?.animate {
        self.arrangeSections()
      }
      // The same section may be read in the new order, under another tab.
      selectTab(following: stack?.currentSection)
      scrollToTop()
    }

    /// Starts a simulated request, which a request under way gives way to.
    ///
    /// The page is loading until the request ends, in the content or, if `failing`, in the
    /// failed placeholder.
    func load(failing: Bool = false) {
      stack?.state = .loading
      request.start(failing: failing) { [weak self] failed in
        self?.stack?.state = failed ? .failed : .content
      }
    }

    /// Shows every section again, the ad included, collapses the description and scrolls back
    /// to the top.
    func reset() {
      stack?.animate {
        for section in self.sections(for: self.merchant.kind) { section.isHidden = false }
        self.descriptionSection.isExpanded = false
      }
      scrollToTop()
    }

    /// Closes the ad: the sections below it move up.
    func closeAd() {
      stack?.animate {
        self.adSection.isHidden = true
      }
    }

    /// Shows the whole description or its first lines: the sections below it move.
    func toggleDescription() {
      stack?.animate {
        self.descriptionSection.isExpanded.toggle()
      }
    }

    // MARK: Private

    /// Hides every section: AutoStack shows the empty placeholder over the page.
    private func hideEverySection() {
      stack?.animate {
        for section in self.sections(for: self.merchant.kind) { section.isHidden = true }
      }
    }

    /// Adds a taller photo to the strip, animated: with scroll anchoring, a reader scrolled
    /// below it sees nothing move.
    ///
    /// A shop's page, which has no strip, adds none.
    private func addPhoto() {
      guard merchant.kind == .hotel else { return }
      stack?.animate {
        self.photoStrip.addPhoto()
      }
    }

    private func scrollToTop() {
      let clipView = scrollView.contentView
      let top = NSPoint(x: 0, y: -clipView.contentInsets.top)
      NSAnimationContext.runAnimationGroup { _ in
        clipView.animator().setBoundsOrigin(top)
      }
      scrollView.reflectScrolledClipView(clipView)
    }
  }
#endif

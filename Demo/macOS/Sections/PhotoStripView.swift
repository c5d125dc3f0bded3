#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import AutoStack

  /// The top of a hotel's page: a strip of photos that scrolls sideways, a section of the page.
  ///
  /// The strip is a horizontal AutoStack: its photos keep their widths, left to right (right
  /// to left in a right-to-left language), centered across the strip, and the document view
  /// that AutoStack gives it is as wide as they are. The page measures the strip like any
  /// fitting section: the strip answers its tallest photo's height, so a taller photo moves
  /// the sections below it.
  ///
  /// A scroll that starts mostly vertical goes on to the page, so that the page scrolls under
  /// the pointer anywhere.
  final class PhotoStripView: NSScrollView {
    // MARK: Lifecycle

    init() {
      super.init(frame: .zero)
      drawsBackground = false
      hasHorizontalScroller = false
      verticalScrollElasticity = .none
      setAccessibilityLabel("Photos")
      photos = Self.photoWidths.map { PhotoPlaceholderView(width: $0, height: Self.photoHeight) }
      arrangePhotos()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    // MARK: Internal

    /// Adds a photo at the start of the strip, taller than the others, as when a larger image
    /// loads: the strip grows by the difference, and the sections below it move down.
    ///
    /// Photos stop growing at 320 points.
    func addPhoto() {
      let tallest = photos.map(\.frame.height).max() ?? Self.photoHeight
      photos.insert(PhotoPlaceholderView(width: 150, height: min(tallest + 40, 320)), at: 0)
      arrangePhotos()
    }

    override func scrollWheel(with event: NSEvent) {
      // A gesture's direction is taken at its start, and kept through its momentum.
      if event.phase == .began || event.phase == .mayBegin
        || (event.phase.isEmpty && event.momentumPhase.isEmpty)
      {
        scrollsPage = abs(event.scrollingDeltaY) >= abs(event.scrollingDeltaX)
      }
      if scrollsPage, let next = nextResponder {
        next.scrollWheel(with: event)
      } else {
        super.scrollWheel(with: event)
      }
    }

    // MARK: Private

    /// The widths of the strip's photos, as their images' aspect ratios would give them.
    private static let photoWidths: [CGFloat] = [240, 160, 213, 120, 180]
    private static let photoHeight: CGFloat = 160

    private var photos: [PhotoPlaceholderView] = []
    /// Whether the gesture under way scrolls the page rather than the strip.
    private var scrollsPage = false

    /// Arranges the photos, 8 points apart and centered across the strip, with no insets: the
    /// page's margins surround the strip.
    private func arrangePhotos() {
      AutoStack.arrange(
        in: self, subviews: photos, spacing: 8, alignment: .center, axis: .horizontal)
    }
  }
#endif

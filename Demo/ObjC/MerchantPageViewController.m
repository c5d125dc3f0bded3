//
//  MerchantPageViewController.m
//  AutoStack's Objective-C example: the merchant page of AASubviews' demo.
//

@import AutoStack;
@import UIKit;

#import "MerchantPageViewController.h"

// MARK: - Sections

/// The sections' heights, as in AASubviews' demo.
static const CGFloat HeaderHeight = 200;
static const CGFloat NameHeight = 110;
static const CGFloat AdHeight = 70;
static const CGFloat DescriptionHeight = 150;
static const CGFloat DescriptionExpandedHeight = 450;
static const CGFloat CommentsHeight = 240;

/// The width a section is built at; AutoStack gives it the page's width.
static const CGFloat SectionWidth = 375;

/// How long loading the page takes, in seconds: a network request, simulated.
static const NSTimeInterval LoadDuration = 1.5;

/// A section of `height` with a title; its subviews follow its width.
static UIView *MakeSection(NSString *title, CGFloat height, UIColor *color) {
  UIView *section = [[UIView alloc] initWithFrame:CGRectMake(0, 0, SectionWidth, height)];
  section.backgroundColor = color;
  UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(16, 12, SectionWidth - 32, 22)];
  label.text = title;
  label.autoresizingMask = UIViewAutoresizingFlexibleWidth;
  [section addSubview:label];
  return section;
}

/// A button at the top right of `section`.
static UIButton *AddButton(UIView *section, NSString *title, id target, SEL action) {
  UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
  [button setTitle:title forState:UIControlStateNormal];
  button.frame = CGRectMake(SectionWidth - 16 - 80, 8, 80, 30);
  button.autoresizingMask = UIViewAutoresizingFlexibleLeftMargin;
  [button addTarget:target action:action forControlEvents:UIControlEventTouchUpInside];
  [section addSubview:button];
  return button;
}

/// The photos: a strip that scrolls sideways, its tiles stacked left to right by AutoStack
/// (right to left in a right-to-left language), each as wide as its photo.
static UIScrollView *MakePhotoStrip(CGFloat height) {
  UIScrollView *strip =
      [[UIScrollView alloc] initWithFrame:CGRectMake(0, 0, SectionWidth, height)];
  strip.backgroundColor = UIColor.systemTealColor;
  strip.showsHorizontalScrollIndicator = NO;
  NSMutableArray<UIView *> *tiles = [NSMutableArray array];
  for (NSNumber *width in @[ @240, @160, @200, @120, @180 ]) {
    UIView *tile =
        [[UIView alloc] initWithFrame:CGRectMake(0, 0, width.doubleValue, height - 24)];
    tile.backgroundColor = [UIColor.whiteColor colorWithAlphaComponent:0.6];
    tile.layer.cornerRadius = 8;
    [tiles addObject:tile];
  }
  [AutoStack arrangeSubviews:tiles
                 inContainer:strip
                     spacing:8
                      insets:UIEdgeInsetsMake(12, 16, 12, 16)
                   alignment:AutoStackAlignmentFill
                        axis:AutoStackAxisHorizontal];
  return strip;
}

// MARK: - Placeholders

/// A placeholder: AutoStack gives it the page's visible area, and its subviews stay centered.
static UIView *MakePlaceholder(NSArray<UIView *> *subviews) {
  UIView *placeholder = [[UIView alloc] initWithFrame:CGRectMake(0, 0, SectionWidth, 400)];
  placeholder.backgroundColor = UIColor.systemBackgroundColor;
  CGFloat y = 200 - 24 * (CGFloat)subviews.count;
  for (UIView *subview in subviews) {
    subview.center = CGPointMake(SectionWidth / 2, y + 24);
    subview.autoresizingMask =
        UIViewAutoresizingFlexibleLeftMargin | UIViewAutoresizingFlexibleRightMargin |
        UIViewAutoresizingFlexibleTopMargin | UIViewAutoresizingFlexibleBottomMargin;
    [placeholder addSubview:subview];
    y += 48;
  }
  return placeholder;
}

/// The loading placeholder: a spinner.
static UIView *MakeLoadingPlaceholder(void) {
  UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc]
      initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleLarge];
  [spinner startAnimating];
  return MakePlaceholder(@[ spinner ]);
}

/// The failed placeholder: what went wrong, and a button that loads the page again.
static UIView *MakeFailedPlaceholder(id target, SEL retry) {
  UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, SectionWidth - 32, 22)];
  label.text = @"The page could not be loaded.";
  label.textAlignment = NSTextAlignmentCenter;
  UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
  [button setTitle:@"Try Again" forState:UIControlStateNormal];
  button.frame = CGRectMake(0, 0, 120, 44);
  [button addTarget:target action:retry forControlEvents:UIControlEventTouchUpInside];
  return MakePlaceholder(@[ label, button ]);
}

// MARK: - MerchantPageViewController

@interface MerchantPageViewController ()

@property (nonatomic) MerchantKind kind;
@property (nonatomic, strong) UIScrollView *scrollView;
@property (nonatomic, strong) UIView *headerView;
@property (nonatomic, strong) UIView *nameView;
@property (nonatomic, strong) UIView *adView;
@property (nonatomic, strong) UIView *descView;
@property (nonatomic, strong) UIView *commentsView;
@property (nonatomic, strong) UIButton *expandButton;
@property (nonatomic, strong) UIBarButtonItem *kindItem;
/// The scroll view's arrangement, which `+arrangeSubviews:inContainer:…` returns.
@property (nonatomic, strong, nullable) AutoStackObserver *stack;

@end

@implementation MerchantPageViewController

- (instancetype)initWithKind:(MerchantKind)kind {
  self = [super initWithNibName:nil bundle:nil];
  if (self) {
    _kind = kind;
  }
  return self;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.title = @"Merchant";
  self.view.backgroundColor = UIColor.systemBackgroundColor;

  self.scrollView = [[UIScrollView alloc] initWithFrame:self.view.bounds];
  self.scrollView.autoresizingMask =
      UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
  [self.view addSubview:self.scrollView];

  self.headerView = MakePhotoStrip(HeaderHeight);
  self.nameView = MakeSection(@"Harbour Hotel", NameHeight, UIColor.systemBackgroundColor);
  self.adView = MakeSection(@"Ad: 20% off tonight", AdHeight, UIColor.systemYellowColor);
  AddButton(self.adView, @"Close", self, @selector(closeAd));
  self.descView = MakeSection(@"Description", DescriptionHeight, UIColor.systemGray6Color);
  self.descView.clipsToBounds = YES;
  self.expandButton = AddButton(self.descView, @"More", self, @selector(toggleDescription));
  [self.expandButton setTitle:@"Less" forState:UIControlStateSelected];
  self.commentsView = MakeSection(@"Comments", CommentsHeight, UIColor.systemGray5Color);

  self.kindItem = [[UIBarButtonItem alloc] initWithTitle:@""
                                                   style:UIBarButtonItemStylePlain
                                                  target:self
                                                  action:@selector(switchKind)];
  UIBarButtonItem *reset = [[UIBarButtonItem alloc] initWithTitle:@"Reset"
                                                            style:UIBarButtonItemStylePlain
                                                           target:self
                                                           action:@selector(reset)];
  self.navigationItem.rightBarButtonItems = @[ reset, self.kindItem ];
  UIBarButtonItem *stop = [[UIBarButtonItem alloc] initWithTitle:@"Stop"
                                                           style:UIBarButtonItemStylePlain
                                                          target:self
                                                          action:@selector(stop)];
  UIBarButtonItem *offline = [[UIBarButtonItem alloc] initWithTitle:@"Offline"
                                                              style:UIBarButtonItemStylePlain
                                                             target:self
                                                             action:@selector(reloadOffline)];
  self.navigationItem.leftBarButtonItems = @[ stop, offline ];

  [self arrangeSections];
  [self setUpPlaceholders];
  [self loadFailing:NO];
}

// MARK: Arranging

/// Stacks the sections in the order of the merchant's kind.
///
/// The first call arranges the scroll view; later ones re-arrange it with the same call:
/// sections that stay are not removed and re-added, the header leaves the scroll view for a
/// shop and comes back for a hotel. After a Stop, it starts a new arrangement.
- (void)arrangeSections {
  BOOL hotel = self.kind == MerchantKindHotel;
  NSArray<UIView *> *sections =
      hotel ? @[ self.headerView, self.nameView, self.adView, self.descView, self.commentsView ]
            : @[ self.adView, self.nameView, self.descView, self.commentsView ];
  self.stack = [AutoStack arrangeSubviews:sections
                              inContainer:self.scrollView
                                  spacing:8
                                   insets:UIEdgeInsetsMake(0, 0, 24, 0)
                                alignment:AutoStackAlignmentFill];
  if (hotel) {
    // The name sits right under the photos, with no spacing.
    [self.stack setCustomSpacing:0 afterView:self.headerView];
  }
  // Repeats, invalid heights and other misuse, reported instead of crashing. The block does
  // not capture self: the scroll view owns the arrangement, which keeps the block.
  self.stack.diagnosticHandler = ^(AutoStackDiagnostic *diagnostic) {
    NSLog(@"AutoStack: %@", diagnostic);
  };
  // What the reader sees stays put as sections above grow; half-seen sections log impressions.
  self.stack.scrollAnchoringEnabled = YES;
  self.stack.visibilityThreshold = 0.5;
  // Inside animations, sections hidden fade out and sections shown fade in (the default).
  self.stack.transition = AutoStackTransitionFade;
#if DEBUG
  self.stack.onReflow = ^(AutoStackReflowTrace *trace) {
    NSLog(@"AutoStack: %@", trace);
  };
#endif
  self.stack.onVisibilityChange = ^(UIView *view, BOOL isVisible) {
    if (isVisible) {
      NSLog(@"impression: %@", view.accessibilityIdentifier ?: NSStringFromClass([view class]));
    }
  };
  self.kindItem.title = hotel ? @"Shop" : @"Hotel";
}

/// Re-orders the page for the other kind of merchant.
- (void)switchKind {
  self.kind = self.kind == MerchantKindHotel ? MerchantKindShop : MerchantKindHotel;
  [self arrangeSections];
}

// MARK: Loading

/// The placeholders and their timing, set once: the scroll view's arrangement keeps them,
/// also through a Stop and the next arrangement.
- (void)setUpPlaceholders {
  [self.stack setPlaceholder:MakeLoadingPlaceholder() forKind:AutoStackPlaceholderKindLoading];
  [self.stack setPlaceholder:MakeFailedPlaceholder(self, @selector(retry))
                     forKind:AutoStackPlaceholderKindFailed];
  // A load that ends within 0.3 s shows no spinner at all; a spinner that shows stays for at
  // least 0.8 s, so that it never flashes.
  self.stack.placeholderGraceTime = 0.3;
  self.stack.placeholderMinimumShowTime = 0.8;
}

/// Loads the page, failing if `fails`. The sections stay arranged underneath: after the grace
/// time the spinner covers them, and when the load ends they show, or the failed placeholder
/// with its Try Again button does.
- (void)loadFailing:(BOOL)fails {
  if (self.stack.state == AutoStackStateLoading) {
    return;  // One load at a time.
  }
  self.stack.state = AutoStackStateLoading;
  __weak MerchantPageViewController *weakSelf = self;
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(LoadDuration * NSEC_PER_SEC)),
                 dispatch_get_main_queue(), ^{
                   weakSelf.stack.state = fails ? AutoStackStateFailed : AutoStackStateContent;
                 });
}

/// Loads the page again as a device without a connection does: the load fails.
- (void)reloadOffline {
  [self loadFailing:YES];
}

/// The failed placeholder's Try Again: loads the page again, and this time it loads.
- (void)retry {
  [self loadFailing:NO];
}

// MARK: Changing Sections

/// Hides the ad, animated. Nothing else to call: it fades out in its slot while the sections
/// below it move up by its height and the spacing, and the scroll view's contentSize shrinks;
/// it is hidden, with its alpha back, when the fade ends.
- (void)closeAd {
  [self.stack animateWithDuration:0.3
                          changes:^{
                            self.adView.hidden = YES;
                          }
                       completion:nil];
}

/// Expands or collapses the description, animated: the comments slide down or up.
///
/// The changes in the block are one batch, reflowed once, inside the animation.
- (void)toggleDescription {
  BOOL expand = !self.expandButton.selected;
  [self.stack animateWithDuration:0.3
      changes:^{
        self.expandButton.selected = expand;
        [self setDescriptionHeight:expand ? DescriptionExpandedHeight : DescriptionHeight];
      }
      completion:^(BOOL finished) {
        if (finished) {
          [self.scrollView flashScrollIndicators];
        }
      }];
}

/// Shows the ad and collapses the description again, in one reflow.
- (void)reset {
  [self.stack performBatch:^{
    self.adView.hidden = NO;
    self.expandButton.selected = NO;
    [self setDescriptionHeight:DescriptionHeight];
  }];
}

- (void)setDescriptionHeight:(CGFloat)height {
  CGRect frame = self.descView.frame;
  frame.size.height = height;
  self.descView.frame = frame;
}

// MARK: Stopping

/// Ends the arrangement: the sections stay where they are and are no longer observed, so
/// closing the ad now leaves a gap. A placeholder that shows is removed; the state and the
/// placeholders are kept for the next arrangement, which switching the kind starts.
- (void)stop {
  AutoStackStatistics *statistics = self.stack.statistics;
  BOOL covered = self.stack.visiblePlaceholderKind != AutoStackPlaceholderKindNone;
  NSLog(@"AutoStack: %ld frames written in %ld reflows, content %@%@",
        (long)statistics.frameWrites, (long)statistics.reflows,
        NSStringFromCGSize(self.stack.contentSize), covered ? @", under a placeholder" : @"");
  [AutoStack stopInContainer:self.scrollView];
}

@end

//
//  InspectorViewController.m
//  AutoStack's Objective-C example on the Mac: the same API as on iOS, with NSView.
//

@import AppKit;
@import AutoStack;

#import "InspectorViewController.h"

@interface InspectorViewController ()

@property (nonatomic, strong) NSScrollView *scrollView;
@property (nonatomic, strong) NSSegmentedControl *tabs;
@property (nonatomic, copy) NSArray<NSView *> *sections;
@property (nonatomic, strong, nullable) AutoStackObserver *stack;

@end

@implementation InspectorViewController

- (void)loadView {
  // No document view: AutoStack gives the scroll view a flipped one, as high as the content.
  self.scrollView = [[NSScrollView alloc] initWithFrame:NSMakeRect(0, 0, 320, 600)];
  self.scrollView.hasVerticalScroller = YES;
  self.view = self.scrollView;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.tabs = [NSSegmentedControl segmentedControlWithLabels:@[ @"Layout", @"Colors", @"Text" ]
                                                trackingMode:NSSegmentSwitchTrackingSelectOne
                                                      target:self
                                                      action:@selector(tabChanged:)];
  self.tabs.frame = NSMakeRect(0, 0, 0, 28);
  NSView *layout = [[NSView alloc] initWithFrame:NSMakeRect(0, 0, 0, 400)];
  NSTextField *note = [NSTextField wrappingLabelWithString:@"Colors apply to the selection."];
  // A row that scrolls sideways: a scroll view takes the page's width, and its content the
  // swatches' (a plain view would take their width, against the page's).
  NSScrollView *swatches = [[NSScrollView alloc] initWithFrame:NSMakeRect(0, 0, 0, 44)];
  swatches.hasHorizontalScroller = YES;
  NSView *text = [[NSView alloc] initWithFrame:NSMakeRect(0, 0, 0, 500)];
  self.sections = @[ layout, swatches, text ];

  // A row of swatches, leading to trailing, 8 points apart.
  NSMutableArray<NSView *> *colors = [NSMutableArray array];
  for (NSInteger index = 0; index < 6; index++) {
    [colors addObject:[[NSView alloc] initWithFrame:NSMakeRect(0, 0, 44, 44)]];
  }
  [AutoStack arrangeSubviews:colors
                 inContainer:swatches
                     spacing:8
                      insets:NSEdgeInsetsMake(0, 12, 0, 12)
                   alignment:AutoStackAlignmentCenter
                        axis:AutoStackAxisHorizontal];

  AutoStackObserver *stack =
      [AutoStack arrangeSubviews:@[ self.tabs, layout, note, swatches, text ]
                     inContainer:self.scrollView
                         spacing:12
                          insets:NSEdgeInsetsMake(12, 16, 12, 16)
                       alignment:AutoStackAlignmentFill
                            axis:AutoStackAxisVertical];
  [stack setSizing:AutoStackSizingFitting forView:note];
  [stack setSticky:YES forSubview:self.tabs];

  // The tab of the section the reader is in.
  __weak InspectorViewController *weakSelf = self;
  stack.onCurrentSectionChange = ^(NSView *_Nullable section) {
    InspectorViewController *inspector = weakSelf;
    if (inspector == nil || section == nil) { return; }
    NSUInteger index = [inspector.sections indexOfObject:(NSView *)section];
    if (index != NSNotFound) { inspector.tabs.selectedSegment = (NSInteger)index; }
  };

  // A spinner while the inspector loads.
  NSProgressIndicator *spinner = [[NSProgressIndicator alloc] initWithFrame:NSZeroRect];
  spinner.style = NSProgressIndicatorStyleSpinning;
  [spinner startAnimation:nil];
  [stack setPlaceholder:spinner forKind:AutoStackPlaceholderKindLoading];
  stack.state = AutoStackStateLoading;
  self.stack = stack;
}

- (void)viewDidAppear {
  [super viewDidAppear];
  self.stack.state = AutoStackStateContent;
}

/// Scrolls to the chosen tab's section, below the pinned tabs.
- (void)tabChanged:(NSSegmentedControl *)sender {
  NSInteger index = sender.selectedSegment;
  if (index < 0 || (NSUInteger)index >= self.sections.count) { return; }
  [self.stack scrollToSubview:self.sections[(NSUInteger)index]
                   atPosition:AutoStackScrollPositionTop
                     animated:YES];
}

@end

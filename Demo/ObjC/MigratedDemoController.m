//
//  MigratedDemoController.m
//  AutoStack's Objective-C example: a page migrated from AASubviews.
//

@import AutoStack;
@import UIKit;

#import "MigratedDemoController.h"

@interface MigratedDemoController ()

@property (nonatomic, strong) UIScrollView *scrollView;

@end

@implementation MigratedDemoController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.scrollView = [[UIScrollView alloc] initWithFrame:self.view.bounds];
  self.scrollView.autoresizingMask =
      UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
  [self.view addSubview:self.scrollView];
  self.navigationItem.rightBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"Reset"
                                       style:UIBarButtonItemStylePlain
                                      target:self
                                      action:@selector(configContentViews)];
  [self configContentViews];
}

/// New sections, stacked in the merchant's order, as AASubviews' demo built them.
- (void)configContentViews {
  UIView *headerView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 200)];
  UIView *nameView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 110)];
  UIView *adView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 70)];
  UIView *descView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 150)];
  UIView *commentView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 240)];

  NSArray *subviews = nil;
  if (!self.shop) {
    subviews = @[ headerView, nameView, adView, descView, commentView ];
  } else {
    subviews = @[ adView, nameView, descView, commentView ];
  }

  // Was: [AASubviews superview:self.scrollView subviews:subviews];
  // The sections of the previous call leave the scroll view; its scroll indicators stay.
  [AutoStack superview:self.scrollView subviews:subviews];

  // As with AASubviews, a nil superview does nothing: here a footer the page does not have.
  [AutoStack superview:nil subviews:@[]];
  [self arrangeFooterThatIsNotLoaded];

  // The arrangement is there for anything more, such as spacing.
  AutoStackObserver *stack = [AutoStack observerForContainer:self.scrollView];
  stack.spacing = 8;

  // A note under the description, as tall as its text at the page's width.
  UILabel *noteLabel = [[UILabel alloc] init];
  noteLabel.numberOfLines = 0;
  noteLabel.text = @"Breakfast is served from 7 to 10 on the terrace.";
  [AutoStack arrangeSubviews:[subviews arrayByAddingObject:noteLabel]
                 inContainer:self.scrollView
                      sizing:AutoStackSizingFixed];
  [stack setSizing:AutoStackSizingFitting forView:noteLabel];
  noteLabel.text = [noteLabel.text stringByAppendingString:@" Ask for a late checkout."];
  [stack invalidateSizeOfView:noteLabel];
}

/// Every entry point of AutoStack that takes a container takes it as nullable: a nil one, as
/// an outlet is before its view loads, does nothing and returns nil (debug builds print
/// AutoStackDiagnosticKindNilContainer), where a nonnull parameter would reach the arrangement.
- (void)arrangeFooterThatIsNotLoaded {
  NSArray<UIView *> *sections = @[ [[UILabel alloc] init] ];
  AutoStackObserver *stack = [AutoStack arrangeSubviews:sections inContainer:nil];
  NSAssert(stack == nil, @"a nil container has no arrangement");
  stack = [AutoStack arrangeSubviews:sections
                         inContainer:nil
                             spacing:8
                              insets:UIEdgeInsetsZero
                           alignment:AutoStackAlignmentFill];
  NSAssert(stack == nil, @"a nil container has no arrangement");
  stack = [AutoStack arrangeSubviews:sections inContainer:nil sizing:AutoStackSizingFitting];
  NSAssert(stack == nil, @"a nil container has no arrangement");
  [AutoStack superview:nil subviews:sections];
  NSAssert([AutoStack observerForContainer:nil] == nil, @"a nil container has no arrangement");
  [AutoStack stopInContainer:nil];
  NSAssert(sections.firstObject.superview == nil, @"nothing was added anywhere");
}

@end

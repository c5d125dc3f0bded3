//
//  TabBarPageController.m
//  AutoStack's Objective-C example: a page with a tab bar that pins and follows the reader.
//

@import AutoStack;
@import UIKit;

#import "TabBarPageController.h"

@interface TabBarPageController ()

@property (nonatomic, strong) UIScrollView *scrollView;
@property (nonatomic, strong) UISegmentedControl *tabBar;
@property (nonatomic, copy) NSArray<UIView *> *sections;
@property (nonatomic, strong, nullable) AutoStackObserver *stack;

@end

@implementation TabBarPageController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.scrollView = [[UIScrollView alloc] initWithFrame:self.view.bounds];
  self.scrollView.autoresizingMask =
      UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
  [self.view addSubview:self.scrollView];

  UIView *hero = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 220)];
  self.tabBar = [[UISegmentedControl alloc] initWithItems:@[ @"About", @"Reviews", @"Map" ]];
  self.tabBar.frame = CGRectMake(0, 0, 0, 44);
  [self.tabBar addTarget:self
                  action:@selector(tabChanged:)
        forControlEvents:UIControlEventValueChanged];
  UIView *about = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 500)];
  UIView *reviews = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 800)];
  UIView *map = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 0, 300)];
  self.sections = @[ about, reviews, map ];

  AutoStackObserver *stack =
      [AutoStack arrangeSubviews:@[ hero, self.tabBar, about, reviews, map ]
                     inContainer:self.scrollView];
  // The tab bar pins under the navigation bar once scrolled past.
  [stack setSticky:YES forSubview:self.tabBar];
  NSAssert([stack isSticky:self.tabBar], @"the tab bar sticks");

  // The tab of the section the reader is in, reported at once and on each change.
  __weak TabBarPageController *weakSelf = self;
  stack.onCurrentSectionChange = ^(UIView *_Nullable section) {
    TabBarPageController *page = weakSelf;
    if (page == nil || section == nil) { return; }
    NSUInteger index = [page.sections indexOfObject:(UIView *)section];
    if (index != NSNotFound) { page.tabBar.selectedSegmentIndex = (NSInteger)index; }
  };
  NSLog(@"current section: %@", stack.currentSection);
  self.stack = stack;
}

/// Scrolls to the tapped tab's section, below the pinned tab bar.
- (void)tabChanged:(UISegmentedControl *)sender {
  NSInteger index = sender.selectedSegmentIndex;
  if (index < 0 || (NSUInteger)index >= self.sections.count) { return; }
  [self.stack scrollToSubview:self.sections[(NSUInteger)index]
                   atPosition:AutoStackScrollPositionTop
                     animated:YES];
}

@end

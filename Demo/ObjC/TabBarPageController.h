//
//  TabBarPageController.h
//  AutoStack's Objective-C example: a page with a tab bar that pins and follows the reader.
//

@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// A page whose tab bar sticks to the top once scrolled past, scrolls to a section when a
/// tab is tapped and selects the tab of the section the reader is in.
@interface TabBarPageController : UIViewController
@end

NS_ASSUME_NONNULL_END

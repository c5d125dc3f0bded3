//
//  MigratedDemoController.h
//  AutoStack's Objective-C example: a page migrated from AASubviews.
//

@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// A page that called AASubviews, migrated by replacing the class name in the call.
@interface MigratedDemoController : UIViewController

/// Whether the page shows a shop's order instead of a hotel's.
@property (nonatomic) BOOL shop;

@end

NS_ASSUME_NONNULL_END

//
//  MerchantPageViewController.h
//  AutoStack's Objective-C example: the merchant page of AASubviews' demo.
//

@import UIKit;

NS_ASSUME_NONNULL_BEGIN

/// The kinds of merchant, whose pages show the same sections in different orders.
typedef NS_ENUM(NSInteger, MerchantKind) {
  /// Header, name, ad, description, comments.
  MerchantKindHotel = 0,
  /// Ad, name, description, comments.
  MerchantKindShop = 1,
};

/// A merchant's page: sections of their own heights, stacked in a scroll view by AutoStack.
///
/// The page loads under a spinner; Offline loads it again and fails, with a button to try
/// again; the ad closes, the description expands, Reset brings both back, the page switches
/// between a hotel's order and a shop's, and Stop ends the arrangement.
@interface MerchantPageViewController : UIViewController

- (instancetype)initWithKind:(MerchantKind)kind NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END

//
//  InspectorViewController.h
//  AutoStack's Objective-C example on the Mac: an inspector of sections in an NSScrollView.
//

@import AppKit;

NS_ASSUME_NONNULL_BEGIN

/// An inspector whose sections stack in a scroll view, with a segmented control that pins to
/// the top and a row of swatches stacked sideways.
@interface InspectorViewController : NSViewController

@end

NS_ASSUME_NONNULL_END

import Foundation

/// Stacks a container's sections top to bottom with frames, and keeps them stacked.
///
/// Give AutoStack a container and its sections once:
///
///     AutoStack.arrange(in: scrollView, subviews: [header, name, ad, desc, comments])
///     ad.isHidden = true              // everything below moves up, contentSize shrinks
///     desc.frame.size.height = 320    // everything below moves down
///
/// From then on every height or `isHidden` change of a section reflows the sections below
/// it and resizes the container: a `UIScrollView` gets a new `contentSize`, any other view
/// a new frame height.
///
/// On iOS the entry points are the type methods `arrange(in:subviews:spacing:insets:alignment:axis:)`,
/// `observer(of:)` and `stop(in:)`; the observer they return is an `AutoStackObserver`. Every
/// decision is made by a platform-free engine, which the package's tests run on Linux.
///
/// All of AutoStack runs on the main actor, like UIKit.
public enum AutoStack {}

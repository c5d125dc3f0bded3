import AutoStack
import AutoStackSimulator
import Foundation

/// The merchant detail page of AASubviews' demo.
///
/// Its sections, with their heights:
///
///     header    200
///     name      110
///     ad         70   (closable)
///     desc      150   (expands to 450)
///     comments  240
@MainActor
struct HotelPage {
  let scrollView = SimulatedView(
    name: "page", frame: CGRect(x: 0, y: 0, width: 375, height: 667), scrolls: true)
  let header = SimulatedView(name: "header", frame: CGRect(x: 0, y: 0, width: 375, height: 200))
  let name = SimulatedView(name: "name", frame: CGRect(x: 0, y: 0, width: 375, height: 110))
  let ad = SimulatedView(name: "ad", frame: CGRect(x: 0, y: 0, width: 375, height: 70))
  let desc = SimulatedView(name: "desc", frame: CGRect(x: 0, y: 0, width: 375, height: 150))
  let comments = SimulatedView(
    name: "comments", frame: CGRect(x: 0, y: 0, width: 375, height: 240))

  var hotelOrder: [SimulatedView] { [header, name, ad, desc, comments] }
  var shopOrder: [SimulatedView] { [ad, name, desc, comments] }
  var all: [SimulatedView] { hotelOrder }

  /// The `y` of each of `views`.
  func ys(_ views: [SimulatedView]) -> [CGFloat] { views.map(\.frame.minY) }

  /// How many times the frame of each section was set, in hotel order.
  var frameSetCounts: [Int] { hotelOrder.map(\.frameSetCount) }

  /// Adds a vertical scroll indicator to the scroll view, as `UIScrollView` does: a subview
  /// that is never arranged.
  func addScrollIndicator() -> SimulatedView {
    let indicator = SimulatedView(
      name: "indicator", frame: CGRect(x: 375 - 7, y: 2, width: 3, height: 60))
    scrollView.addSubview(indicator)
    return indicator
  }
}

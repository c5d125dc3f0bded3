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
}

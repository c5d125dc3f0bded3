import Foundation

extension Merchant {
  /// The sample merchant of `kind`.
  public static func sample(_ kind: Kind) -> Merchant {
    switch kind {
    case .hotel: hotel
    case .shop: shop
    }
  }

  /// A hotel: its page shows every section, the photo first.
  static let hotel = Merchant(
    kind: .hotel,
    name: "Harbour View Hotel",
    tagline: "Rooms above the old harbour, breakfast on the roof terrace",
    details: "Hotel · ★ 4.6 · 1,284 reviews · $$$",
    address: "12 Quay Street, Old Town",
    advert: "Stay three nights, pay for two: book before Sunday and the third night is on us.",
    about: """
      A family-run hotel in a restored 19th-century warehouse on the quay. Each of the 42 \
      rooms looks out over the water, with oak floors, a rain shower and a desk by the \
      window. Breakfast is served on the roof terrace from seven until eleven, with bread \
      from the bakery next door and eggs cooked to order. The old town, the ferry terminal \
      and the maritime museum are all within a ten-minute walk, and the front desk lends \
      bicycles for the coastal path. In the evening the bar on the ground floor serves local \
      beers and a short menu of small plates; on Fridays a trio plays until midnight. Late \
      check-out until two is free on request, and pets are welcome in the garden rooms.
      """,
    comments: [
      Comment(
        author: "Amelia R.", rating: 5, date: "March 2025",
        text: "The view at breakfast is worth the trip on its own. Quiet rooms, kind staff."),
      Comment(
        author: "Jonas W.", rating: 4, date: "February 2025",
        text: "Great location and a very comfortable bed. The lift is slow at peak times."),
      Comment(
        author: "Priya S.", rating: 5, date: "January 2025",
        text: "They kept our bags after check-out and recommended a wonderful fish place."),
    ])

  /// A shop: its page leads with the ad and has no photo.
  static let shop = Merchant(
    kind: .shop,
    name: "Linden & Co. Books",
    tagline: "Second-hand and new books since 1962",
    details: "Bookshop · ★ 4.8 · 312 reviews · $",
    address: "3 Linden Lane, Market Square",
    advert: "Members get 10% off every new release this month. Ask at the till.",
    about: """
      Three floors of books in a narrow townhouse off the market square: new fiction and \
      travel on the ground floor, a deep second-hand section on the first, and maps, \
      prints and rare editions under the roof. The staff write a recommendation card for \
      every book on the front table, and they will order anything in print within two days. \
      There is a reading corner with a window seat, a children's shelf with picture books \
      in six languages, and a noticeboard for local readings and book clubs. Gift wrapping \
      is free, and books can be posted anywhere in the country.
      """,
    comments: [
      Comment(
        author: "Tom H.", rating: 5, date: "April 2025",
        text: "The kind of shop where you go in for one book and leave with four."),
      Comment(
        author: "Mei L.", rating: 5, date: "March 2025",
        text: "They tracked down an out-of-print atlas for me in a week."),
      Comment(
        author: "Carlos M.", rating: 4, date: "December 2024",
        text: "Lovely staff and a great second-hand floor. Gets crowded on Saturdays."),
    ])
}

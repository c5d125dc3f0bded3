#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import Foundation

  /// A hotel or a shop, with what its detail page shows.
  struct Merchant {
    /// The kind of merchant, which decides the order of the page's sections.
    enum Kind: CaseIterable {
      case hotel
      case shop

      /// The name shown in the Hotel / Shop switch.
      var title: String {
        switch self {
        case .hotel: "Hotel"
        case .shop: "Shop"
        }
      }
    }

    /// A customer's review.
    struct Comment {
      var author: String
      /// From 1 to 5 stars.
      var rating: Int
      var date: String
      var text: String

      /// The rating as five stars, filled or not: `★★★★☆`.
      var stars: String {
        let filled = min(max(rating, 0), 5)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
      }
    }

    var kind: Kind
    var name: String
    /// The line under the name, in a smaller font.
    var tagline: String
    /// Category, rating and price, on one line.
    var details: String
    var address: String
    /// The sponsored message of the closable ad.
    var advert: String
    /// The long text of the description section.
    var about: String
    var comments: [Comment]
  }
#endif

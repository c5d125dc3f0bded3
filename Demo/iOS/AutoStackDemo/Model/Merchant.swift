import Foundation

/// A hotel or a shop, with what its detail page shows: the model of the iOS and the Mac
/// demos, which the Mac's imports from this target.
public struct Merchant: Sendable {
  /// The kind of merchant, which decides the order of the page's sections.
  public enum Kind: CaseIterable, Sendable {
    case hotel
    case shop

    /// The name shown in the Hotel / Shop switch.
    public var title: String {
      switch self {
      case .hotel: "Hotel"
      case .shop: "Shop"
      }
    }
  }

  /// A customer's review.
  public struct Comment: Sendable {
    public var author: String
    /// From 1 to 5 stars.
    public var rating: Int
    public var date: String
    public var text: String

    /// The rating as five stars, filled or not: `★★★★☆`.
    public var stars: String {
      let filled = min(max(rating, 0), 5)
      return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }
  }

  public var kind: Kind
  public var name: String
  /// The line that sums the merchant up, under its photo or its name.
  public var tagline: String
  /// Category, rating and price, on one line.
  public var details: String
  public var address: String
  /// The sponsored message of the closable ad.
  public var advert: String
  /// The long text of the description section.
  public var about: String
  public var comments: [Comment]
}

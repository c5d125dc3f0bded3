import Foundation

/// The identities of the placeholders, set or on screen: a value that tells a placeholder from
/// the views of an `arrange` call without loading any, and allocates nothing.
@usableFromInline
struct PlaceholderIDs {
  @usableFromInline
  let ids: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)

  @inlinable
  init(ids: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)) {
    self.ids = ids
  }

  /// Whether `id` is a placeholder's.
  @inlinable
  func contains(_ id: ObjectIdentifier) -> Bool {
    ids.0 == id || ids.1 == id || ids.2 == id || ids.3 == id
  }
}

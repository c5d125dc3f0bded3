import Foundation

/// Something that arranges views and can let one go to another arrangement.
@MainActor
protocol ViewArranging: AnyObject {
  /// Drops `view` from the arrangement without removing it from its container.
  func relinquish(_ view: AnyObject)
  /// Tells the arrangement that `view`, an arranged container, has a new content size, so
  /// that sizes it measured for it before are out of date.
  func arrangedContentDidChange(of view: AnyObject)
}

/// Which arrangement each view belongs to, so that a view arranged into a second container
/// leaves the first one's arrangement.
///
/// Entries hold both sides weakly. An entry whose view or arrangement is gone is stale; stale
/// entries are swept whenever the table has doubled since the last sweep, which keeps it
/// proportional to the views that are arranged now.
@MainActor
enum ViewOwnership {
  // MARK: Internal

  /// The arrangement `view` belongs to, if any; for tests.
  static func owner(of view: AnyObject) -> (any ViewArranging)? {
    guard let entry = owners[ObjectIdentifier(view)], entry.view === view else { return nil }
    return entry.arrangement
  }

  /// Records that `view` now belongs to `arrangement`, and returns the arrangement it
  /// belonged to until now, if any, in the same lookup.
  static func claim(_ view: AnyObject, for arrangement: any ViewArranging) -> (
    any ViewArranging
  )? {
    let previous = owners.updateValue(
      Owner(view: view, arrangement: arrangement), forKey: ObjectIdentifier(view))
    if owners.count > sweepThreshold { sweep() }
    guard let previous, previous.view === view else { return nil }
    return previous.arrangement
  }

  /// Forgets that `view` belongs to `arrangement`.
  static func release(_ view: AnyObject, from arrangement: any ViewArranging) {
    let id = ObjectIdentifier(view)
    if let entry = owners[id], entry.view === view, entry.arrangement === arrangement {
      owners[id] = nil
    }
  }

  /// The number of entries, stale ones included; for tests.
  static var count: Int { owners.count }

  // MARK: Private

  private struct Owner {
    weak var view: AnyObject?
    weak var arrangement: (any ViewArranging)?
  }

  private static var owners: [ObjectIdentifier: Owner] = [:]
  private static var sweepThreshold = minimumSweepThreshold
  private static let minimumSweepThreshold = 64

  private static func sweep() {
    owners = owners.filter { $0.value.view != nil && $0.value.arrangement != nil }
    sweepThreshold = max(minimumSweepThreshold, owners.count * 2)
  }
}

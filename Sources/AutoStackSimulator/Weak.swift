/// A weak reference, to watch an object die.
@MainActor
public struct Weak<Object: AnyObject> {
  public init(_ object: Object) { self.object = object }
  public weak var object: Object?
}

extension Weak where Object == AnyObject {
  /// A weak reference to any object, to watch objects of several types in one array.
  public init(_ object: some AnyObject) { self.object = object }
}

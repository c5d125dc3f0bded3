/// A weak reference, to watch an object die.
@MainActor
struct Weak<Object: AnyObject> {
  init(_ object: Object) { self.object = object }
  weak var object: Object?
}

extension Weak where Object == AnyObject {
  /// A weak reference to any object, to watch objects of several types in one array.
  init(_ object: some AnyObject) { self.object = object }
}

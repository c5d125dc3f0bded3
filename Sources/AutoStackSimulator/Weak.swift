/// A weak reference, to watch an object die.
@MainActor
package struct Weak<Object: AnyObject> {
  package init(_ object: Object) { self.object = object }
  package weak var object: Object?
}

extension Weak where Object == AnyObject {
  /// A weak reference to any object, to watch objects of several types in one array.
  package init(_ object: some AnyObject) { self.object = object }
}

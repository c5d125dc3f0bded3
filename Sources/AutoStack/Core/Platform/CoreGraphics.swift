// The geometry types of the core come from CoreGraphics where it exists. On macOS 14 and later
// `import Foundation` alone no longer brings its overlay (`CGPoint.zero`, `CGFloat` sizes), so
// it is imported here, once, and exported to every file and every target that imports
// AutoStack. On Linux, Foundation defines the same types.
#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif

import AutoStackSimulator
import Testing

/// Expects `stack`'s views and content size to be where the reference layout puts them.
@MainActor
func expectReferenceLayout(
  of stack: SimulatedStack, sourceLocation: SourceLocation = #_sourceLocation
) {
  let difference = ModelLayout.difference(in: stack)
  #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
}

/// A key press, decoded from the bytes a terminal in raw mode sends.
public enum DemoKey: Equatable, Sendable {
  /// A printable ASCII character.
  case character(Character)
  case up
  case down
  case left
  case right
  case pageUp
  case pageDown
  case home
  case end
  /// Escape pressed on its own.
  case escape
  /// Control-C or Control-D, which raw mode delivers as bytes instead of signals.
  case interrupt
  /// Anything else: other control keys, unknown escape sequences, non-ASCII text.
  case other

  /// The keys in `bytes`, one read from the terminal.
  ///
  /// Escape sequences (`ESC [ A`, `ESC O B`, `ESC [ 5 ~`, …) arrive whole in one read, so
  /// an escape byte that ends the read is the Escape key itself.
  public static func keys(in bytes: [UInt8]) -> [DemoKey] {
    var keys: [DemoKey] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        guard index < bytes.endIndex,
          bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
        else {
          keys.append(.escape)
          continue
        }
        let (key, next) = sequence(in: bytes, from: index + 1)
        keys.append(key)
        index = next
      case 0x03, 0x04:
        keys.append(.interrupt)
      case 0x20...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
      default:
        keys.append(.other)
      }
    }
    return keys
  }

  // MARK: Private

  /// The key of the escape sequence whose parameters start at `start`, and the index after
  /// its final byte.
  private static func sequence(in bytes: [UInt8], from start: Int) -> (DemoKey, Int) {
    var index = start
    // Parameter and intermediate bytes, then one final byte in 0x40...0x7E.
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else { return (.other, index) }
    let parameters = String(decoding: bytes[start..<index], as: UTF8.self)
    let final = bytes[index]
    let key: DemoKey =
      switch (parameters, final) {
      case ("", UInt8(ascii: "A")): .up
      case ("", UInt8(ascii: "B")): .down
      case ("", UInt8(ascii: "C")): .right
      case ("", UInt8(ascii: "D")): .left
      case ("", UInt8(ascii: "H")), ("1", UInt8(ascii: "~")), ("7", UInt8(ascii: "~")): .home
      case ("", UInt8(ascii: "F")), ("4", UInt8(ascii: "~")), ("8", UInt8(ascii: "~")): .end
      case ("5", UInt8(ascii: "~")): .pageUp
      case ("6", UInt8(ascii: "~")): .pageDown
      default: .other
      }
    return (key, index + 1)
  }
}

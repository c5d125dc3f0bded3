import Testing

@testable import AutoStackScenario

/// Keys, decoded from the bytes a terminal in raw mode sends.
@Suite struct DemoKeyTests {}

extension DemoKeyTests {
  private func keys(_ bytes: [UInt8]) -> [DemoKey] { DemoKey.keys(in: bytes) }
  private func keys(_ text: String) -> [DemoKey] { DemoKey.keys(in: Array(text.utf8)) }
}

extension DemoKeyTests {
  @Test("printable characters are characters, several in one read")
  func characters() {
    #expect(keys("ad q") == [.character("a"), .character("d"), .character(" "), .character("q")])
    #expect(keys("123") == [.character("1"), .character("2"), .character("3")])  // the tabs' keys
  }

  @Test("arrow, page and home/end escape sequences are their keys")
  func sequences() {
    #expect(keys("\u{1B}[A\u{1B}[B") == [.up, .down])
    #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
    #expect(keys("\u{1B}[D\u{1B}[C\u{1B}OD\u{1B}OC") == [.left, .right, .left, .right])
    #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [
        .home, .end, .home, .end, .home, .end,
      ])
  }

  @Test("unknown sequences are one other key each, and the keys after them still count")
  func unknownSequences() {
    #expect(keys("\u{1B}[E\u{1B}[1;5Aa") == [.other, .other, .character("a")])
  }

  @Test("a lone escape, or one not starting a sequence, is the escape key")
  func escape() {
    #expect(keys([0x1B]) == [.escape])
    #expect(keys("\u{1B}x") == [.escape, .character("x")])
  }

  @Test("a sequence cut short is one other key")
  func truncatedSequence() {
    #expect(keys("\u{1B}[") == [.other])
    #expect(keys("\u{1B}[12") == [.other])
  }

  @Test("control-C and control-D interrupt; other control bytes and non-ASCII are other")
  func controls() {
    #expect(keys([0x03, 0x04]) == [.interrupt, .interrupt])
    #expect(keys([0x09, 0x0D, 0x7F, 0xC3, 0xA9]) == [.other, .other, .other, .other, .other])
  }

  @Test("no bytes are no keys")
  func empty() {
    #expect(keys([]) == [])
  }
}

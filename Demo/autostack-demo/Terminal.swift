import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal `autostack-demo` runs in: whether there is one, its size, raw mode, keys
/// and output.
///
/// POSIX terminals (Linux, macOS) are supported; elsewhere there is never a terminal, and
/// the demo plays its story instead. The same code compiles for iOS, where it is never run.
enum Terminal {
  // MARK: Internal

  /// Whether standard input and output are both a terminal.
  static var isInteractive: Bool {
    #if canImport(Glibc) || canImport(Darwin)
      isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    #else
      false
    #endif
  }

  /// The terminal's size in rows and columns; 24 by 80 when it cannot tell.
  static var size: (rows: Int, columns: Int) {
    #if canImport(Glibc) || canImport(Darwin)
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
        return (Int(size.ws_row), Int(size.ws_col))
      }
    #endif
    return (24, 80)
  }

  /// Runs `body` with keys delivered one by one and unechoed, Control-C included, on the
  /// alternate screen with the cursor hidden; then restores the terminal as it was.
  static func withRawMode(_ body: () -> Void) {
    #if canImport(Glibc) || canImport(Darwin)
      var original = termios()
      guard tcgetattr(STDIN_FILENO, &original) == 0 else { return body() }
      var raw = original
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
      withUnsafeMutableBytes(of: &raw.c_cc) { characters in
        characters[Int(VMIN)] = 1
        characters[Int(VTIME)] = 0
      }
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
      write("\u{1B}[?1049h\u{1B}[?25l")
      defer {
        write("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
      }
    #endif
    body()
  }

  /// The bytes of the next keys pressed, waiting for one; `nil` when input ends.
  static func readKeys() -> [UInt8]? {
    #if canImport(Glibc) || canImport(Darwin)
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 { return Array(buffer.prefix(count)) }
        if count < 0, errno == EINTR { continue }
        return nil
      }
    #else
      return nil
    #endif
  }

  /// The bytes of the keys pressed within `timeout` seconds: empty if none was; `nil` when
  /// input ends.
  static func readKeys(waitingAtMost timeout: TimeInterval) -> [UInt8]? {
    #if canImport(Glibc) || canImport(Darwin)
      var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&input, 1, Int32(max(0, timeout) * 1000))
      if ready == 0 || (ready < 0 && errno == EINTR) { return [] }
      return readKeys()
    #else
      return nil
    #endif
  }

  /// Writes `text` to standard output, at once.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` to standard error, at once.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Replaces the screen with `lines`, line by line, without clearing it first (no flicker).
  static func redraw(_ lines: [String]) {
    let clearToEndOfLine = "\u{1B}[K"
    write("\u{1B}[H" + lines.map { $0 + clearToEndOfLine }.joined(separator: "\r\n") + "\u{1B}[J")
  }
}

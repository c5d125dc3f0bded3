/// A grid of characters to draw in, one character per terminal cell; whatever falls outside
/// is clipped.
struct TextCanvas {
  // MARK: Lifecycle

  init(rows: Int, columns: Int) {
    cells = Array(repeating: Array(repeating: " ", count: max(0, columns)), count: max(0, rows))
  }

  // MARK: Internal

  /// The rows, without trailing spaces.
  var lines: [String] {
    cells.map { row in
      var line = String(row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Writes `text` from `column` on `row`, one character per cell.
  mutating func put(_ text: String, row: Int, column: Int) {
    guard cells.indices.contains(row) else { return }
    for (offset, character) in text.enumerated() {
      let cell = column + offset
      guard cell < cells[row].count else { return }
      if cell >= 0 { cells[row][cell] = character }
    }
  }

  // MARK: Private

  private var cells: [[Character]]
}

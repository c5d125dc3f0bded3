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

  /// Writes `text` from `column` on `row`, one character per cell, only in the cells of
  /// `clip` if given.
  mutating func put(_ text: String, row: Int, column: Int, clip: Clip? = nil) {
    guard cells.indices.contains(row), clip?.rows.contains(row) ?? true else { return }
    for (offset, character) in text.enumerated() {
      let cell = column + offset
      guard cell < cells[row].count else { return }
      if cell >= 0, clip?.columns.contains(cell) ?? true { cells[row][cell] = character }
    }
  }

  /// The cells that a drawing stays inside: the inside of a box, as a scroll view clips its
  /// content.
  struct Clip {
    var rows: Range<Int>
    var columns: Range<Int>
  }

  // MARK: Private

  private var cells: [[Character]]
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a cell is shown in colour: ANSI bold, faint (dim) and red.
struct CellStyle: OptionSet, Hashable {
  let rawValue: UInt8
  static let bold = CellStyle(rawValue: 1)
  static let faint = CellStyle(rawValue: 2)
  static let red = CellStyle(rawValue: 4)

  /// The ANSI sequences that turn this style on, in a fixed order.
  var ansi: String {
    var codes = ""
    if contains(.bold) { codes += ANSI.bold }
    if contains(.faint) { codes += ANSI.faint }
    if contains(.red) { codes += ANSI.red }
    return codes
  }

  /// True for a `UIColor` a drawing shows in red: `.red` and iOS 7's `.systemRed`.
  static func isRed(_ color: String?) -> Bool {
    color == "red" || color == "systemRed"
  }

  /// `ansi`'s UTF-8 for every style, by raw value.
  static let ansiBytes: [[UInt8]] = (0..<8).map {
    Array(CellStyle(rawValue: UInt8($0)).ansi.utf8)
  }
}

/// The escape sequences a colour drawing uses, and no others.
enum ANSI {
  static let bold = "\u{1B}[1m"
  static let faint = "\u{1B}[2m"
  static let red = "\u{1B}[31m"
  static let reset = "\u{1B}[0m"
  static let resetBytes = Array(reset.utf8)
}

/// One terminal cell. A glyph two columns wide sits in its first cell; the cell after it is
/// a continuation (width 0) that draws nothing. A plain value (no references), so a canvas
/// of thousands of cells is copied and changed without reference counting.
struct Cell: Hashable {
  /// The glyph when it is one scalar.
  var scalar: Unicode.Scalar = " "
  /// For a glyph of several scalars (a letter with its combining marks), its index in the
  /// canvas's `clusters`; -1 otherwise.
  var cluster: Int32 = -1
  /// 1 for an ordinary cell, n for the first cell of a glyph n columns wide, 0 for the
  /// cells it covers after that.
  var width: Int8 = 1
  var style: CellStyle = []
  /// Something was drawn here (a label, a border), as opposed to an empty cell.
  var isFilled = false
  /// Always 0: it fills the byte the fields above leave, so that every byte of a cell is a
  /// field's and two rows of cells are compared as bytes (`Canvas.drawsRow`).
  var unused: UInt8 = 0

  static let empty = Cell()
  var isBlank: Bool { width == 1 && scalar == " " && cluster < 0 }
}

/// A grid of cells, row by row: the screen (or a box drawn alone) before it becomes text.
struct Canvas {
  let rows: Int
  let columns: Int
  private(set) var cells: [Cell]
  /// Glyphs of more than one scalar, referred to by `Cell.cluster`.
  private(set) var clusters: [String] = []
  /// The UTF-8 bytes of all `clusters`.
  private(set) var clusterBytes = 0
  /// The rows drawn on since `untouched()` (empty at first): the rows that can differ from
  /// the canvas this one was copied from.
  private(set) var touched: Range<Int> = 0..<0

  init(rows: Int, columns: Int) {
    self.rows = max(0, rows)
    self.columns = max(0, columns)
    cells = Array(repeating: .empty, count: self.rows * self.columns)
  }

  func index(_ row: Int, _ column: Int) -> Int? {
    guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
    return row * columns + column
  }

  /// This canvas with no rows counted as drawn on.
  func untouched() -> Canvas {
    var canvas = self
    canvas.touched = 0..<0
    return canvas
  }

  /// Counts the rows `rows` (within the canvas) as drawn on.
  private mutating func touch(_ rows: Range<Int>) {
    let rows = rows.clamped(to: 0..<self.rows)
    guard !rows.isEmpty else { return }
    touched =
      touched.isEmpty
      ? rows : min(touched.lowerBound, rows.lowerBound)..<max(touched.upperBound, rows.upperBound)
  }

  /// Makes the rows `rows` those of `other` again, when this canvas is `other` drawn on
  /// (same size, and its glyph texts `other`'s and then more): the glyph texts added since
  /// are dropped too, so the rows must be all those drawn on since. False, changing
  /// nothing, when it is not.
  mutating func restore(_ rows: Range<Int>, from other: Canvas) -> Bool {
    guard other.rows == self.rows, other.columns == columns,
      other.clusters.count <= clusters.count,
      clusters[0..<other.clusters.count].elementsEqual(other.clusters)
    else { return false }
    let rows = rows.clamped(to: 0..<self.rows)
    let range = (rows.lowerBound * columns)..<(rows.upperBound * columns)
    cells.replaceSubrange(range, with: other.cells[range])
    clusters.removeLast(clusters.count - other.clusters.count)
    clusterBytes = other.clusterBytes
    touched = 0..<0
    return true
  }

  subscript(row: Int, column: Int) -> Cell {
    guard let index = index(row, column) else { return .empty }
    return cells[index]
  }

  /// Empties the cells a wide glyph shares with the cell at `index`, so that overwriting
  /// half of a glyph never leaves the other half behind.
  private mutating func detach(_ index: Int) {
    let rowStart = index - index % columns
    var lead = index
    while lead > rowStart, cells[lead].width == 0 { lead -= 1 }
    let span = max(1, Int(cells[lead].width))
    guard span > 1 || lead != index else { return }
    for covered in lead..<min(lead + span, rowStart + columns) {
      cells[covered] = .empty
    }
  }

  /// Draws one glyph at (`row`, `column`) if all of it fits on the canvas between
  /// `minColumn` and `maxColumn` (inclusive); returns whether it was drawn.
  @discardableResult
  mutating func put(
    _ glyph: Glyph, row: Int, column: Int, style: CellStyle,
    within minColumn: Int = 0, _ maxColumn: Int = Int.max
  ) -> Bool {
    let last = column + glyph.width - 1
    guard glyph.width > 0, column >= max(0, minColumn), last <= min(columns - 1, maxColumn),
      let start = index(row, column)
    else { return false }
    touch(row..<(row + 1))
    // Only a cell of a wide glyph shares anything with its neighbours.
    for offset in 0..<glyph.width where cells[start + offset].width != 1 {
      detach(start + offset)
    }
    var lead = Cell(
      scalar: glyph.lead, width: Int8(clamping: glyph.width), style: style, isFilled: true)
    if !glyph.rest.isEmpty {
      lead.cluster = Int32(clusters.count)
      let text = glyph.text
      clusters.append(text)
      clusterBytes += text.utf8.count
    }
    cells[start] = lead
    for offset in 1..<glyph.width {
      cells[start + offset] = Cell(width: 0, style: style, isFilled: true)
    }
    return true
  }

  /// Draws glyphs left to right from `column`, clipped to `minColumn...maxColumn`; returns
  /// the indices of the cells drawn. They are one run: the glyphs abut, and those that do
  /// not fit are at either end.
  @discardableResult
  mutating func write(
    _ glyphs: [Glyph], row: Int, column: Int, style: CellStyle,
    within minColumn: Int = 0, _ maxColumn: Int = Int.max
  ) -> Range<Int> {
    var first: Int?
    var end = 0
    var at = column
    for glyph in glyphs {
      if put(glyph, row: row, column: at, style: style, within: minColumn, maxColumn) {
        let start = row * columns + at
        if first == nil { first = start }
        end = start + glyph.width
      }
      at += glyph.width
    }
    guard let first else { return 0..<0 }
    return first..<end
  }

  /// Draws `glyph` (one column wide: box-drawing and ASCII only) on every cell of the row
  /// between the two columns.
  mutating func fill(row: Int, from first: Int, through last: Int, with glyph: Glyph) {
    let low = max(0, first)
    let high = min(last, columns - 1)
    guard low <= high else { return }
    guard glyph.rest.isEmpty, row >= 0, row < rows else {
      for column in low...high { put(glyph, row: row, column: column, style: []) }
      return
    }
    // One scalar: each cell is set as `put` sets it, without its checks.
    let cell = Cell(scalar: glyph.lead, style: [], isFilled: true)
    touch(row..<(row + 1))
    let span = (row * columns + low)...(row * columns + high)
    // Halves of wide glyphs are let go first; then every cell is set at once.
    for index in span where cells[index].width != 1 { detach(index) }
    cells.withUnsafeMutableBufferPointer { cells in
      for index in span { cells[index] = cell }
    }
  }

  /// Empties a rectangle: nothing drawn, no style.
  mutating func clear(rows rowRange: ClosedRange<Int>, columns columnRange: ClosedRange<Int>) {
    let top = max(0, rowRange.lowerBound)
    let bottom = min(rows - 1, rowRange.upperBound)
    let left = max(0, columnRange.lowerBound)
    let right = min(columns - 1, columnRange.upperBound)
    guard top <= bottom, left <= right else { return }
    touch(top..<(bottom + 1))
    for row in top...bottom {
      let base = row * columns
      detach(base + left)
      detach(base + right)
    }
    let empty = Cell()
    let columns = columns
    cells.withUnsafeMutableBufferPointer { cells in
      for row in top...bottom {
        let base = row * columns
        for index in (base + left)...(base + right) { cells[index] = empty }
      }
    }
  }

  /// Dims everything already drawn, as the dimming view behind a modal does: every cell
  /// turns faint, and without colour every empty cell shows `dot`. Cells in `keep` (a
  /// popover's anchor) stay as they are.
  mutating func dim(dot: Unicode.Scalar, color: Bool, keep: Range<Int>) {
    let kept = keep.clamped(to: cells.indices)
    let saved = Array(cells[kept])
    touch(0..<rows)
    cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices {
        cells[index].style.insert(.faint)
        if !color, !cells[index].isFilled, cells[index].isBlank {
          cells[index].scalar = dot
        }
      }
    }
    for (offset, cell) in saved.enumerated() { cells[kept.lowerBound + offset] = cell }
  }

  /// True when row `row` has the same cells here and in `other`, none of them a glyph of
  /// several scalars (whose text is in each canvas's own `clusters`): it reads the same.
  func drawsRow(_ row: Int, as other: Canvas) -> Bool {
    guard columns == other.columns, row >= 0, row < other.rows else { return false }
    return other.cells.withUnsafeBufferPointer {
      drawsRow(row, as: UnsafeBufferPointer(rebasing: $0[(row * columns)...]))
    }
  }

  /// The cells of `rows` (within the canvas), row after row: what `drawsRow(_:asSaved:)`
  /// compares with once the canvas has changed.
  func saved(_ rows: Range<Int>) -> [Cell] {
    let rows = rows.clamped(to: 0..<self.rows)
    return Array(cells[(rows.lowerBound * columns)..<(rows.upperBound * columns)])
  }

  /// True when row `row` has the cells that row `index` of `saved` (rows of this width) had,
  /// none of them a glyph of several scalars.
  func drawsRow(_ row: Int, asSaved saved: [Cell], index: Int) -> Bool {
    guard index >= 0, (index + 1) * columns <= saved.count else { return false }
    return saved.withUnsafeBufferPointer {
      drawsRow(row, as: UnsafeBufferPointer(rebasing: $0[(index * columns)...]))
    }
  }

  /// True when row `row` has the cells at the start of `other`, compared as bytes (every
  /// byte of a cell is a field's), and none of them is a glyph of several scalars (whose
  /// text is in each canvas's own `clusters`).
  private func drawsRow(_ row: Int, as other: UnsafeBufferPointer<Cell>) -> Bool {
    guard row >= 0, row < rows, other.count >= columns else { return false }
    let base = row * columns
    return cells.withUnsafeBufferPointer { mine in
      guard let mine = mine.baseAddress, let theirs = other.baseAddress,
        memcmp(mine + base, theirs, columns * MemoryLayout<Cell>.stride) == 0
      else { return false }
      return clusters.isEmpty || !(0..<columns).contains { mine[base + $0].cluster >= 0 }
    }
  }

  /// The most bytes a row can take as text: per cell a style change (a reset and three
  /// styles) and a scalar, the reset at its end, and every cluster.
  func rowBytes(color: Bool) -> Int {
    columns * (color ? 4 + 13 + 4 : 4) + 4 + clusterBytes
  }

  /// One row as text: ANSI sequences only when `color` is true, each run of a style opened
  /// once and reset at its end; trailing blank cells dropped when `trim` is true.
  func line(_ row: Int, color: Bool, trim: Bool) -> String {
    ByteWriter.text(capacity: rowBytes(color: color)) {
      write(row: row, color: color, trim: trim, to: &$0)
    }
  }

  /// Writes one row's UTF-8, as `line` makes it: a whole screen is written into one buffer,
  /// far cheaper than joining strings row by row and cell by cell.
  func write(row: Int, color: Bool, trim: Bool, to writer: inout ByteWriter) {
    guard row >= 0, row < rows else { return }
    let base = row * columns
    var end = base + columns
    if trim {
      while end > base, cells[end - 1].isBlank { end -= 1 }
    }
    guard end > base else { return }
    // The row's greatest size is set aside, and the cells are written straight into it.
    let room = rowBytes(color: color)
    writer.withRoom(room) { out in
      cells.withUnsafeBufferPointer { cells in
        Self.encode(
          UnsafeBufferPointer(rebasing: cells[base..<end]), clusters: clusters, color: color,
          into: out, room: room)
      }
    }
  }

  /// Writes `cells` as UTF-8 at `out` (`room` bytes, enough for them): each run of a style
  /// opened once and reset at its end when `color` is true. Returns the bytes written.
  static func encode(
    _ cells: UnsafeBufferPointer<Cell>, clusters: [String], color: Bool,
    into out: UnsafeMutablePointer<UInt8>, room: Int
  ) -> Int {
    var used = 0
    var current: CellStyle = []
    for cell in cells {
      if cell.width == 0 { continue }
      if color, cell.style != current {
        if !current.isEmpty { copy(ANSI.resetBytes, to: out, at: &used, room: room) }
        copy(CellStyle.ansiBytes[Int(cell.style.rawValue & 7)], to: out, at: &used, room: room)
        current = cell.style
      }
      let value = cell.scalar.value
      // `room` holds every cell (see `rowBytes`); the check keeps a write inside it whatever
      // the cells are.
      guard used + 4 <= room else { break }
      if cell.cluster >= 0 {
        copy(Array(clusters[Int(cell.cluster)].utf8), to: out, at: &used, room: room)
      } else if value < 0x80 {
        out[used] = UInt8(truncatingIfNeeded: value)
        used += 1
      } else if value < 0x800 {
        out[used] = UInt8(truncatingIfNeeded: 0xC0 | (value >> 6))
        out[used + 1] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
        used += 2
      } else if value < 0x1_0000 {
        out[used] = UInt8(truncatingIfNeeded: 0xE0 | (value >> 12))
        out[used + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
        out[used + 2] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
        used += 3
      } else {
        out[used] = UInt8(truncatingIfNeeded: 0xF0 | (value >> 18))
        out[used + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F))
        out[used + 2] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
        out[used + 3] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
        used += 4
      }
    }
    if color, !current.isEmpty { copy(ANSI.resetBytes, to: out, at: &used, room: room) }
    return used
  }

  /// Copies `bytes` to `out` at `used` when they fit in `room`.
  static func copy(
    _ bytes: [UInt8], to out: UnsafeMutablePointer<UInt8>, at used: inout Int, room: Int
  ) {
    guard used + bytes.count <= room else { return }
    for byte in bytes {
      out[used] = byte
      used += 1
    }
  }
}

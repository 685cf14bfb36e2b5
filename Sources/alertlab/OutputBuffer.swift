import Foundation

/// Standard output gathered into large writes. A script that draws after every statement
/// prints a few kilobytes each time; one write for each of them cost more than making the
/// drawing's bytes (a reader of the pipe woken for every statement). The bytes and their
/// order are the same as writing each piece at once; they only leave in fewer pieces.
struct OutputBuffer {
  /// Bytes gathered before they are written.
  static let limit = 1 << 16
  private var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(Self.limit + Self.limit / 4)
  }

  /// Adds `text`, writing what was gathered once it reaches `limit` bytes.
  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
    if bytes.count >= Self.limit { flush() }
  }

  /// Writes what was gathered.
  mutating func flush() {
    guard !bytes.isEmpty else { return }
    FileHandle.standardOutput.write(Data(bytes))
    bytes.removeAll(keepingCapacity: true)
  }
}

import Foundation

/// Standard output gathered into large writes when it is not a terminal (a pipe, a file), as
/// the C library buffers it. A script that draws after every statement prints a few kilobytes
/// each time; one write for each of them cost more than making the drawing's bytes (a reader
/// of the pipe woken for every statement). The bytes and their order are the same as writing
/// each piece at once; they only leave in fewer pieces. On a terminal each piece is written
/// at once, so a person sees every statement's output as it happens.
struct OutputBuffer {
  /// Bytes gathered before they are written.
  static let limit = 1 << 16
  private var bytes: [UInt8] = []
  /// True when each piece is written as it comes.
  private let writesEachPiece: Bool

  init(
    writesEachPiece: Bool = Terminal.isTerminal(FileHandle.standardOutput.fileDescriptor)
  ) {
    self.writesEachPiece = writesEachPiece
    bytes.reserveCapacity(Self.limit + Self.limit / 4)
  }

  /// Adds `text`, writing what was gathered once it reaches `limit` bytes (or at once on a
  /// terminal).
  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
    if writesEachPiece || bytes.count >= Self.limit { flush() }
  }

  /// Writes what was gathered, straight from the buffer: a write cut short goes on with
  /// the rest, one interrupted by a signal is tried again, and a closed or failing output
  /// drops what is left (as a C program's output does).
  mutating func flush() {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          break
        }
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}

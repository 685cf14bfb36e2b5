/// UTF-8 written into memory set aside for it, never past its end: a drawing becomes text in
/// one buffer, with no array grown and no string joined on the way. Bytes that would not
/// fit are left out (the room is reckoned so that none are).
struct ByteWriter {
  private let start: UnsafeMutablePointer<UInt8>?
  private let capacity: Int
  /// The bytes written.
  private(set) var count = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    start = buffer.baseAddress
    capacity = buffer.count
  }

  /// Text of `capacity` bytes at most, made by `body`.
  static func text(capacity: Int, _ body: (inout ByteWriter) -> Void) -> String {
    String(unsafeUninitializedCapacity: max(1, capacity)) { buffer in
      var writer = ByteWriter(buffer)
      body(&writer)
      return writer.count
    }
  }

  /// Lets `body` write up to `length` bytes at once through a pointer, and keeps the number
  /// it returns (held to `length`); when there is less room than that, `body` is not run.
  mutating func withRoom(_ length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    guard let start, length >= 0, length <= capacity - count else { return }
    count += min(length, max(0, body(start + count)))
  }

  mutating func write(_ byte: UInt8) {
    guard let start, count < capacity else { return }
    start[count] = byte
    count += 1
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start, let source = bytes.baseAddress else { return }
    let length = min(bytes.count, capacity - count)
    guard length > 0 else { return }
    (start + count).update(from: source, count: length)
    count += length
  }

  mutating func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }

  mutating func write(_ text: String) {
    let written = text.utf8.withContiguousStorageIfAvailable { write($0) } != nil
    if !written {
      for byte in text.utf8 { write(byte) }
    }
  }

  /// A number in decimal.
  mutating func write(decimal value: Int) {
    if value < 0 { write(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      write(UInt8(truncatingIfNeeded: 0x30 + (magnitude / divisor) % 10))
      divisor /= 10
    }
  }
}

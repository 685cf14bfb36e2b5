/// The standard library's `Hasher` as AlertLab runs it: `combine(_:)` feeds it each value's
/// hash value, `finalize()` gives one hash of them all. Swift seeds its hashes afresh in every
/// process, so a program never relies on their numbers; AlertLab's are the same every run,
/// and values equal by their `hash(into:)` hash equally.
enum HasherModule {
  static let source = """
    struct Hasher {
      var _hashes: [Int] = []

      init() {}

      mutating func combine<H: Hashable>(_ value: H) {
        _hashes.append(value.hashValue)
      }

      func finalize() -> Int {
        var hash = -3750763034362895579
        for part in _hashes {
          hash = (hash ^ part) &* 1099511628211
        }
        return hash
      }
    }
    """

  /// The source parsed once for the process.
  static let parsed = Parser.parse(source, fileName: "Swift")
}

extension LibraryModule {
  static let hasher = LibraryModule(
    parsed: { HasherModule.parsed }, names: ["Hasher"], marker: "Hasher")
}

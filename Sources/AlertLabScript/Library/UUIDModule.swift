/// Foundation's `UUID` as AlertLab runs it: a value whose `uuidString` is 32 hexadecimal
/// digits in Foundation's layout (version 4, random), drawn from the program's own
/// generator, so the same input gives the same identifiers and `:undo` takes one back.
/// `UUID(uuidString:)` reads one back, nil when the text is not one; equal identifiers are
/// equal values, and any can be a `Hashable` or `Identifiable` key.
enum UUIDModule {
  static let source = """
    struct UUID: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
      let uuidString: String

      init() {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        for position in 0..<32 {
          if position == 8 || position == 12 || position == 16 || position == 20 { text += "-" }
          if position == 12 {
            text += "4"
          } else if position == 16 {
            text += String(digits[Int.random(in: 8...11)])
          } else {
            text += String(digits[Int.random(in: 0...15)])
          }
        }
        uuidString = text
      }

      init?(uuidString: String) {
        let parts = uuidString.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map({ $0.count }) == [8, 4, 4, 4, 12],
          uuidString.allSatisfy({ $0 == "-" || "0123456789abcdefABCDEF".contains($0) })
        else { return nil }
        self.uuidString = uuidString.uppercased()
      }

      var description: String { uuidString }
      var debugDescription: String { uuidString }
    }
    """

  /// The source parsed once for the process.
  static let parsed = Parser.parse(source, fileName: "Foundation")
}

extension LibraryModule {
  static let uuid = LibraryModule(
    parsed: { UUIDModule.parsed }, names: ["UUID"], marker: "UUID")
}

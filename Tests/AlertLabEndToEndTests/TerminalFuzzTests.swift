import AlertLabTestSupport
import Foundation
import Testing

/// Random keys, escape sequences and mangled article code typed into the real shell on a
/// pseudo-terminal: it never crashes, never stops answering, and leaves when asked.
/// `ALERTLAB_FUZZ_ROUNDS=N` types N times as many inputs (a longer run).
@Suite(.serialized) struct TerminalFuzzTests {
  static let prompt = "alertlab> "

  /// Control keys that are safe to type at random: not Ctrl-C, Ctrl-D, Ctrl-Z, Ctrl-\ (they
  /// interrupt, end or stop the process by design) nor Ctrl-S and Ctrl-Q (flow control).
  static let controls: [UInt8] = [1, 2, 5, 6, 8, 9, 11, 12, 14, 16, 18, 20, 21, 22, 23, 25, 127]

  static let sequences = [
    "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OP", "\u{1B}[3~", "\u{1B}[200~",
    "\u{1B}[201~", "\u{1B}x", "\u{1B}'", "\u{1B}b", "\u{1B}f", "\u{1B}\u{1B}", "\u{1B}[1;5C",
    "\u{1B}]0;title\u{07}", "\t", "\t\t",
  ]

  static let fragments = [
    "let a = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
    "a.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in print(1) })",
    "present(a, animated: true)", ":tap \"OK\"", ":device ipad", ":undo", ":why", ":help",
    "for i in 0..<3 { print(i) }", "\"\\(", "{", "}", "(((", "[1, 2", ":type 1 \"x\"",
    "let 名前 = \"प्रस्तुत\"", "\u{202E}evil", ":lesson 1", ":sandbox", "a.title = nil",
  ]

  /// One input: a mix of the pieces above and random bytes, UTF-8 kept valid.
  static func input(_ generator: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let byte = controls[Int.random(in: 0..<controls.count, using: &generator)]
        text.unicodeScalars.append(Unicode.Scalar(byte))
      case 1: text += sequences[Int.random(in: 0..<sequences.count, using: &generator)]
      case 2:
        var fragment = fragments[Int.random(in: 0..<fragments.count, using: &generator)]
        if !fragment.isEmpty, Bool.random(using: &generator) {
          fragment.removeLast(Int.random(in: 0...fragment.count / 2, using: &generator))
        }
        text += fragment
      default:
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
          let value = UInt32.random(in: 0x20...0x2FFF, using: &generator)
          if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        }
      }
    }
    return text
  }

  @Test func randomKeysNeverCrashOrHangTheShell() throws {
    let rounds = Int(ProcessInfo.processInfo.environment["ALERTLAB_FUZZ_ROUNDS"] ?? "") ?? 1
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    var generator = SplitMix64(seed: 2026)
    for index in 1...(60 * max(1, rounds)) {
      try shell.send(Self.input(&generator) + "\r")
      guard index % 10 == 0 else { continue }
      // Still answering: drop whatever is half typed (Ctrl-U, and Ctrl-C for a statement
      // that continues), let the Ctrl-C land, then a statement whose output shows. A Ctrl-C
      // that lands late drops the line typed after it, as it should: then try again.
      var answered = false
      for _ in 0..<4 where !answered {
        try shell.send("\u{15}\u{03}")
        Thread.sleep(forTimeInterval: 0.3)
        try shell.type("\u{15}print(\"alive \(index * 7)\")\r", timeout: .seconds(20))
        answered = (try? shell.waitFor("alive \(index * 7)\n", timeout: .seconds(5))) != nil
      }
      #expect(answered, "the shell stopped answering after input \(index)")
      if !answered { break }
    }
    // The same race as above: a Ctrl-C that lands late drops the `:quit` typed after it.
    var status: Int32?
    for _ in 0..<4 where status == nil {
      try shell.send("\u{15}\u{03}")
      Thread.sleep(forTimeInterval: 0.3)
      try shell.type("\u{15}:quit\r", timeout: .seconds(20))
      status = try? shell.waitForExit(timeout: .seconds(10))
    }
    #expect(status == 0, "the shell did not leave on :quit")
  }
}

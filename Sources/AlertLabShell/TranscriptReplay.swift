import AlertLabKit
import AlertLabTutor

/// Replays Markdown transcripts through a fresh session and compares what it prints.
public enum TranscriptReplay {
  /// The result for one file.
  public struct FileResult: Sendable {
    public let path: String
    public let blocks: Int
    public let inputs: Int
    /// Each mismatch: where, the input, what was expected and what came.
    public let mismatches: [String]
    /// The file with every block's output as it is now (for `--bless`).
    public let blessed: String
    public var passed: Bool { mismatches.isEmpty && blocks > 0 }
  }

  /// The session a block's options ask for: no colour, the device and iOS version given.
  public static func session(for block: TranscriptBlock, base: Session.Options) -> Session? {
    var options = base
    options.color = false
    options.width = nil
    options.script = false
    options.ascii = block.ascii
    if let name = block.option("device") {
      guard let device = Device(name: name) else { return nil }
      options.device = device
    }
    if let text = block.option("ios") {
      guard let version = IOSVersion(string: text) else { return nil }
      options.iOS = version
    }
    options.progressPath = nil
    return Session(options: options)
  }

  /// Replays every `alertlab` block of `text`.
  public static func run(_ text: String, path: String, base: Session.Options) -> FileResult {
    // A file with Windows line ends reads as any other, and is blessed with them.
    let windows = text.contains("\r\n")
    let text = text.replacing("\r\n", with: "\n")
    let blocks = Transcript.blocks(in: text)
    var mismatches: [String] = []
    var bodies: [[String]] = []
    var inputs = 0
    for block in blocks {
      guard var session = session(for: block, base: base) else {
        mismatches.append("\(path):\(block.openingLine): unknown device or iOS version")
        bodies.append(Transcript.body(block.entries))
        continue
      }
      if !block.preamble.isEmpty {
        mismatches.append(
          "\(path):\(block.openingLine + 1): output before the first prompt: start the block "
            + "with a line typed after 'alertlab> '")
      }
      var actual: [TranscriptEntry] = []
      for entry in block.entries {
        inputs += 1
        let prompt = session.prompt
        let output = session.submit(entry.input)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = Array(lines.last == "" ? lines.dropLast() : lines[...])
        actual.append(
          TranscriptEntry(prompt: prompt, input: entry.input, output: shown, line: entry.line))
        if prompt != entry.prompt {
          mismatches.append(
            "\(path):\(entry.line): the prompt was '\(prompt)', the transcript says '\(entry.prompt)'"
          )
        } else if shown != entry.output {
          let index =
            zip(shown, entry.output).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(shown.count, entry.output.count)
          let expected = index < entry.output.count ? entry.output[index] : "(nothing more)"
          let got = index < shown.count ? shown[index] : "(nothing more)"
          mismatches.append(
            "\(path):\(entry.line): after '\(entry.input.split(separator: "\n").first ?? "")', "
              + "output line \(index + 1) differs\n  expected: \(expected)\n  actual:   \(got)")
        }
      }
      bodies.append(Transcript.body(actual))
    }
    if blocks.isEmpty {
      mismatches.append(
        Transcript.problem(in: text).map { "\(path): error: \($0)" }
          ?? "\(path): no ```alertlab block found")
    }
    let blessed = Transcript.rewrite(text, blocks: blocks, bodies: bodies)
    return FileResult(
      path: path, blocks: blocks.count, inputs: inputs, mismatches: mismatches,
      blessed: windows ? blessed.replacing("\n", with: "\r\n") : blessed)
  }
}

extension Session {
  /// The session so far as transcript entries (`alertlab record`).
  public var recordedEntries: [TranscriptEntry] { recording }

  mutating func record(prompt: String, input: String, output: String) {
    guard options.record else { return }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    recording.append(
      TranscriptEntry(
        prompt: prompt, input: input,
        output: Array(lines.last == "" ? lines.dropLast() : lines[...]),
        line: recording.count + 1))
  }
}

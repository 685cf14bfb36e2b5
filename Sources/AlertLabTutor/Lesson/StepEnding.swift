/// What a step does once all its goals are met: move on to the next step at once, or stay
/// so the learner can look around first (the prompt stays; `:next` moves on).
public enum StepEnding: String, Sendable, Equatable, CaseIterable {
  case next, wait
}

extension LessonStep {
  /// Commands that look around rather than change the app's code: when a step's text names
  /// one (`Type :ios 8 to see…`) that its own code does not run, the step waits for `:next`.
  public static let exploringCommands: Set<String> = [
    "ios", "device", "rotate", "describe", "render", "why", "explain",
  ]

  /// True when the step stays after its goals are met: as its `- then:` line says, or,
  /// without one, when its text invites exploring.
  public var waitsWhenDone: Bool {
    if let ending { return ending == .wait }
    return invitesExploring
  }

  /// True when the step's text names an exploring command, in inline code (`:ios 8`), that
  /// the step's own code does not run.
  public var invitesExploring: Bool {
    let ownLines = Set(
      (code ?? "").split(separator: "\n").map { $0.trimmingSpaces })
    return prose.contains { block in
      block.inlineCode.contains { code in
        let text = code.trimmingSpaces
        guard text.hasPrefix(":"), !ownLines.contains(text) else { return false }
        let name = text.dropFirst().prefix { $0.isLetter }.lowercased()
        return LessonStep.exploringCommands.contains(name)
      }
    }
  }
}

extension ProseBlock {
  /// Every inline code span in the block, nested blocks included.
  var inlineCode: [String] {
    switch self {
    case .paragraph(let spans), .heading(_, let spans): return spans.flatMap(\.inlineCode)
    case .code: return []
    case .bulletList(let items), .orderedList(_, let items):
      return items.flatMap { $0.flatMap(\.inlineCode) }
    case .quote(let blocks): return blocks.flatMap(\.inlineCode)
    }
  }
}

extension ProseSpan {
  var inlineCode: [String] {
    switch self {
    case .code(let text): return [text]
    case .emphasis(let spans), .strong(let spans), .link(let spans, _):
      return spans.flatMap(\.inlineCode)
    case .text, .lineBreak: return []
    }
  }
}

extension StringProtocol {
  /// The text without white space at either end.
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}

import AlertLabKit
import AlertLabScript

/// How the shell reads input: Swift (with unmistakable Objective-C recognised), or
/// Objective-C throughout (`:objc`, a `.m` script); and what `:swift` shows.
public struct ObjectiveCReading: Sendable {
  /// True after `:objc` and in a `.m` script.
  public var isForced = false
  /// The Swift the last Objective-C input became, statement by statement.
  var lastSwift: [String]?
  /// True when the last input was Objective-C: `:swift` then shows its Swift.
  var lastWasObjectiveC = false
  /// The notes on Objective-C constructs already shown (each once).
  var noted: Set<String> = []
  /// `@interface`s read so far, for an `@implementation` in a later input.
  var interfaces: [String: ObjectiveCInterface] = [:]
  /// The names the `.m` script being run assigns after declaring them.
  var scriptReassigned: Set<String> = []
  /// The variables declared `__block` so far: blocks in later inputs share them too.
  var shared: Set<String> = []

  public init() {}
}

extension Session {
  /// True when `source` is to be read as Objective-C.
  mutating func readsAsObjectiveC(_ source: String) -> Bool {
    let objc = objectiveC.isForced || ObjectiveC.looksLikeObjectiveC(source)
    if !objc { objectiveC.lastWasObjectiveC = false }
    return objc
  }

  /// Reads `source` as Objective-C and runs it as the Swift it becomes; each construct's
  /// note is shown the first time it is used.
  mutating func runObjectiveC(_ source: String, into out: inout Output) {
    var context = interpreter.objectiveCContext(interfaces: objectiveC.interfaces)
    context.reassigned = objectiveC.scriptReassigned
    context.shared = objectiveC.shared
    let result = ObjectiveC.parse(source, fileName: fileName, context: context)
    objectiveC.lastWasObjectiveC = true
    if !result.parsed.hasErrors {
      objectiveC.lastSwift = result.swift
      objectiveC.interfaces.merge(result.interfaces) { _, new in new }
      objectiveC.shared.formUnion(result.shared)
      for note in result.notes where objectiveC.noted.insert(note.key).inserted {
        out.prose(text(.note(escapeForTerminal(note.said.text(in: language.code)))))
      }
    }
    // In a block (a script, lesson code) the plan read the Swift chunks ahead; this chunk's
    // declarations join theirs, so a method may call one defined after it, as in a paste.
    if block != nil, !result.parsed.hasErrors {
      interpreter.upcoming.add(result.parsed.statements, firstLine: nextLine)
    }
    run(result.parsed, source: source, into: &out)
  }

  /// `:objc`, `:swift` and `:uikit`; false for any other command.
  /// `:objc`: what follows is read as Objective-C.
  mutating func objcCommand(into out: inout Output) {
    objectiveC.isForced = true
    out.text(text(.readingObjectiveC))
  }

  /// `:swift`: right after Objective-C, its Swift; otherwise, read Swift from now on.
  mutating func swiftCommand(into out: inout Output) {
    if objectiveC.lastWasObjectiveC, let swift = objectiveC.lastSwift, !swift.isEmpty {
      objectiveC.lastWasObjectiveC = false
      out.text(text(.swiftOfObjectiveC))
      for statement in swift {
        for line in statement.split(separator: "\n", omittingEmptySubsequences: false) {
          out.raw(escapeForTerminal(String(line)))
        }
      }
      return
    }
    objectiveC.isForced = false
    out.text(text(.readingSwift))
  }

  /// `:uikit`: the UIKit code the last SwiftUI presentation became.
  mutating func uikitCommand(into out: inout Output) {
    let code = interpreter.swiftUIPresentationCode
    guard !code.isEmpty else {
      out.text(text(.noSwiftUIPresentation))
      return
    }
    out.text(text(.uikitOfSwiftUI))
    for line in code { out.raw(escapeForTerminal(line)) }
  }
}

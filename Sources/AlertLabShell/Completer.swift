import AlertLabKit
import AlertLabScript
import AlertLabTutor

/// Tab completion from the interpreter's own bindings, so it never offers a name that does
/// not run: variables, members of a value's type after `.`, enum cases in an argument, argument
/// labels inside a call, meta-commands after `:`, and the names those commands take.
struct Completer {
  let interpreter: Interpreter
  /// Lesson ids of the open course, for `:lesson`.
  var lessonIDs: [String] = []

  func complete(_ line: String) -> [String] {
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix(":") { return completeCommand(String(trimmed)) }
    let characters = Array(line)
    var start = characters.count
    while start > 0, isIdentifier(characters[start - 1]) { start -= 1 }
    let word = String(characters[start...])
    let before = characters[..<start]
    if before.last == "." {
      let baseEnd = before.count - 1
      var baseStart = baseEnd
      while baseStart > 0, isChain(characters[baseStart - 1]) { baseStart -= 1 }
      var base = String(characters[baseStart..<baseEnd])
      while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
      if base.isEmpty {
        return implicitMembers(before: String(before.dropLast()), word: word)
      }
      return members(of: base, word: word)
    }
    var candidates = interpreter.completionNames()
    candidates += labels(inCallBefore: String(before))
    return filter(candidates, word)
  }

  func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "$"
  }

  func isChain(_ character: Character) -> Bool {
    isIdentifier(character) || character == "." || character == "?" || character == "!"
  }

  func filter(_ candidates: [String], _ word: String) -> [String] {
    Array(Set(candidates.filter { $0.hasPrefix(word) && $0 != word || word.isEmpty })).sorted()
  }

  /// After `:`, the commands; after a command's name, what its declaration says completes
  /// its arguments.
  func completeCommand(_ text: String) -> [String] {
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    if parts.count <= 1 { return filter(Session.commands.map { ":" + $0.name }, text) }
    guard let command = ShellCommand.named(parts[0].dropFirst().lowercased()) else { return [] }
    let word = String(parts.last ?? "")
    switch command.completion {
    case .nothing: return []
    case .words(let words): return filter(words, word)
    case .devices: return filter(Device.names, word)
    case .rules: return filter(RuleCatalog.all.map(\.id), word)
    case .lessons: return filter(lessonIDs, word)
    case .commands: return filter(Session.commands.map(\.name), word)
    case .languages: return filter(Language.allCases.map(\.code), word)
    }
  }

  func members(of base: String, word: String) -> [String] {
    guard case .success(let value) = interpreter.peek(base) else { return [] }
    return filter(interpreter.memberCompletions(of: value), word)
  }

  /// `.alert`, `.actionSheet` after `preferredStyle: .`, or after `x.style = .`.
  func implicitMembers(before: String, word: String) -> [String] {
    let text = before.trimmed
    if text.hasSuffix("=") {
      var target = String(text.dropLast()).trimmed
      while target.hasSuffix("?") || target.hasSuffix("!") { target.removeLast() }
      return filter(
        interpreter.caseCompletions(forAssignmentTo: target).map { "." + $0 }, "." + word
      )
      .map { String($0.dropFirst()) }
    }
    guard text.hasSuffix(":") else { return [] }
    let label = String(text.dropLast().reversed().prefix { isIdentifier($0) }.reversed())
    return filter(interpreter.caseCompletions(forLabel: label), word)
  }

  /// Argument labels of the call whose parenthesis is still open before the cursor.
  func labels(inCallBefore text: String) -> [String] {
    var depth = 0
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      let character = text[index]
      if character == ")" { depth += 1 }
      if character == "(" {
        if depth == 0 {
          let callee = String(text[..<index].reversed().prefix { isChain($0) }.reversed())
          return interpreter.labelCompletions(forCall: callee)
        }
        depth -= 1
      }
    }
    return []
  }
}

import Foundation

/// The string expressions of a Swift source file with where each stands: the call it is an
/// argument of (its name, whether it is a member call `.name(`, the argument's place and
/// label, every label of the call) and the name it is assigned to. Literals joined by `+`
/// are one expression; an interpolation is written `X`. Comments and multi-line literals
/// are skipped. Enough of Swift for the completeness tests to find the texts a kind of
/// call prints, not a parser.
struct SourceString {
  var text: String
  /// False when the expression goes on with a piece that is not a literal.
  var whole: Bool
  var callee: String?
  var isMemberCall: Bool
  var argument: Int
  var label: String?
  var callLabels: Set<String>
  /// `name` in `name = "…"`, `name += "…"`, `let name = "…"`.
  var assignedTo: String?
  var line: Int

  static func all(in source: String) -> [SourceString] {
    let characters = Array(source)
    var index = 0
    var line = 1
    struct Frame {
      var callee: String?
      var isMemberCall: Bool
      var isCall: Bool
      var argument = 0
      var label: String?
      var labels: Set<String> = []
      var strings: [Int] = []
    }
    var frames: [Frame] = []
    var found: [SourceString] = []
    var lastWord = ""
    var wordBeforeLast = ""
    var lastWasDot = false
    var lastSymbol: Character = " "

    func literal(at start: Int) -> (String, Int) {
      var text = ""
      var position = start + 1
      while position < characters.count, characters[position] != "\"",
        characters[position] != "\n"
      {
        if characters[position] == "\\", position + 1 < characters.count {
          let next = characters[position + 1]
          if next == "(" {
            var depth = 1
            position += 2
            var inString = false
            while position < characters.count, depth > 0 {
              let character = characters[position]
              if character == "\\" {
                position += 2
                continue
              }
              if character == "\"" { inString.toggle() }
              if !inString {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
              }
              position += 1
            }
            text += "X"
            continue
          }
          text += next == "\"" ? "\"" : next == "\\" ? "\\" : next == "n" ? "\n" : String(next)
          position += 2
          continue
        }
        text.append(characters[position])
        position += 1
      }
      return (text, position + 1)
    }

    while index < characters.count {
      let character = characters[index]
      if character == "\n" { line += 1 }
      if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
        continue
      }
      if character == "\"" {
        if index + 2 < characters.count, characters[index + 1] == "\"",
          characters[index + 2] == "\""
        {
          index += 3
          while index + 2 < characters.count,
            !(characters[index] == "\"" && characters[index + 1] == "\""
              && characters[index + 2] == "\"")
          {
            if characters[index] == "\n" { line += 1 }
            index += 1
          }
          index += 3
          continue
        }
        let startLine = line
        var (text, after) = literal(at: index)
        var whole = true
        while true {
          var look = after
          var lines = 0
          while look < characters.count, characters[look].isWhitespace {
            if characters[look] == "\n" { lines += 1 }
            look += 1
          }
          guard look < characters.count, characters[look] == "+" else { break }
          look += 1
          while look < characters.count, characters[look].isWhitespace {
            if characters[look] == "\n" { lines += 1 }
            look += 1
          }
          guard look < characters.count, characters[look] == "\"" else {
            whole = false
            break
          }
          line += lines
          let (more, next) = literal(at: look)
          text += more
          after = next
        }
        let frame = frames.last
        let assigned = lastSymbol == "=" && !lastWord.isEmpty ? lastWord : nil
        let call = frame?.isCall == true ? frame : nil
        found.append(
          SourceString(
            text: text, whole: whole, callee: call?.callee,
            isMemberCall: call?.isMemberCall ?? false, argument: call?.argument ?? 0,
            label: call?.label, callLabels: [], assignedTo: assigned, line: startLine))
        if !frames.isEmpty { frames[frames.count - 1].strings.append(found.count - 1) }
        index = after
        lastSymbol = "\""
        lastWord = ""
        continue
      }
      if character.isLetter || character == "_" || character == "@" {
        var word = ""
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            || characters[index] == "@"
        {
          word.append(characters[index])
          index += 1
        }
        wordBeforeLast = lastWasDot ? "." : ""
        lastWasDot = false
        lastWord = word
        lastSymbol = "w"
        continue
      }
      switch character {
      case "(":
        let isCall = lastSymbol == "w"
        frames.append(
          Frame(
            callee: isCall ? lastWord : nil, isMemberCall: isCall && wordBeforeLast == ".",
            isCall: isCall))
      case "[", "{":
        frames.append(Frame(callee: nil, isMemberCall: false, isCall: false))
      case ")", "]", "}":
        if let frame = frames.popLast() {
          for position in frame.strings { found[position].callLabels = frame.labels }
        }
      case ",":
        if !frames.isEmpty {
          frames[frames.count - 1].argument += 1
          frames[frames.count - 1].label = nil
        }
      case ":":
        if lastSymbol == "w", !frames.isEmpty, frames[frames.count - 1].isCall {
          frames[frames.count - 1].label = lastWord
          frames[frames.count - 1].labels.insert(lastWord)
        }
      default: break
      }
      if !character.isWhitespace {
        lastWasDot = character == "."
        if character != "." { lastSymbol = character }
        if character == "=", index > 0, "=!<>".contains(characters[index - 1]) {
          lastSymbol = "c"
          lastWord = ""
        }
        if character != "=" && character != "+" && character != "." { lastWord = "" }
      }
      index += 1
    }
    return found
  }
}

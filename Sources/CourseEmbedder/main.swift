import Foundation

// Writes the Swift file that holds the course compiled into alertlab (the EmbedCourse
// plugin runs it at build time):
//
//   CourseEmbedder OUTPUT PACKAGE GIT FOLDER TYPE FILE...
//
// Each FILE (below FOLDER: the course's `Lessons`, or `Words`) becomes an entry of
// `TYPE.textFiles` (`BuiltInCourse`, `BuiltInWords`): its
// path relative to LESSONS and its text as a `StaticString` literal, which the compiler
// stores as bytes and reads nothing of at launch (a file that is not UTF-8 goes to
// `byteFiles`, as an array of its bytes, so that `alertlab verify` reports it as from a
// folder). The commit is `GIT -C PACKAGE rev-parse --short=7 HEAD`, or none when that fails
// or GIT is empty.
//
// With TYPE `RuleCatalog`, each FILE is a rule's file of `Sources/AlertLabKit/Rules/Catalog`,
// declaring one `static let NAME = Rule(...)`, and the Swift file written is
// `RuleCatalog.all`: every file's rule, in the files' order. A file declaring no rule stops
// the build, naming it.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 5 else {
  FileHandle.standardError.write(
    Data("usage: CourseEmbedder OUTPUT PACKAGE GIT FOLDER TYPE [FILE...]\n".utf8))
  exit(2)
}
let (output, package, git, lessons) = (arguments[0], arguments[1], arguments[2], arguments[3])
let type = arguments[4]
let files = arguments.dropFirst(5)

/// `text` as the body of a Swift string literal.
func literal(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count + text.utf8.count / 16)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029
      {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result
}

/// The short hash of the commit checked out in `package`, when git says.
func commit() -> String? {
  guard !git.isEmpty, FileManager.default.isExecutableFile(atPath: git) else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: git)
  process.arguments = ["-C", package, "rev-parse", "--short=7", "HEAD"]
  var environment = ProcessInfo.processInfo.environment
  environment["GIT_OPTIONAL_LOCKS"] = "0"
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  let hash = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  return hash.allSatisfy(\.isHexDigit) && !hash.isEmpty ? hash : nil
}

/// The name of the rule `text` declares (`oneCancel` for `static let oneCancel = Rule(`), or
/// nil.
func ruleName(in text: String) -> String? {
  guard let rule = text.range(of: " = Rule(") else { return nil }
  guard
    let declared = text.range(
      of: "static let ", options: .backwards, range: text.startIndex..<rule.lowerBound)
  else { return nil }
  let name = text[declared.upperBound..<rule.lowerBound]
  guard let first = name.first, first.isLetter,
    name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
  else { return nil }
  return String(name)
}

/// Writes `source` to the output, only when it changed, so that a build with the same files
/// compiles nothing.
func write(_ source: String) {
  if FileManager.default.contents(atPath: output) != Data(source.utf8) {
    do {
      try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      FileHandle.standardError.write(
        Data("CourseEmbedder: cannot write \(output): \(error)\n".utf8))
      exit(1)
    }
  }
}

if type == "RuleCatalog" {
  var names: [String] = []
  for file in files {
    guard let data = FileManager.default.contents(atPath: file),
      let name = ruleName(in: String(decoding: data, as: UTF8.self))
    else {
      FileHandle.standardError.write(
        Data("CourseEmbedder: \(file) declares no rule (static let NAME = Rule(...))\n".utf8))
      exit(1)
    }
    names.append(name)
  }
  let source =
    "// Made by CourseEmbedder at build time from the files of Rules/Catalog; add a rule by\n"
    + "// adding its file there, not by editing this file.\n\n"
    + "extension RuleCatalog {\n"
    + "  /// Every UIKit rule AlertLab simulates: one for each file of `Rules/Catalog`, in the\n"
    + "  /// files' order.\n"
    + "  public static let all: [Rule] = [\n"
    + names.map { "    \($0),\n" }.joined() + "  ]\n"
    + "}\n"
  write(source)
  exit(0)
}

let prefix = lessons.hasSuffix("/") ? lessons : lessons + "/"
var textEntries: [String] = []
var byteEntries: [String] = []
for file in files {
  guard file.hasPrefix(prefix), let data = FileManager.default.contents(atPath: file) else {
    FileHandle.standardError.write(Data("CourseEmbedder: cannot read \(file)\n".utf8))
    exit(1)
  }
  let path = literal(String(file.dropFirst(prefix.count)))
  if let text = String(data: data, encoding: .utf8) {
    textEntries.append("    (\"\(path)\", \"\(literal(text))\"),\n")
  } else {
    let bytes = data.map(String.init).joined(separator: ", ")
    byteEntries.append("    (\"\(path)\", [\(bytes)]),\n")
  }
}

let source =
  "// Made by CourseEmbedder at build time; edit the files it was made from, not this file.\n\n"
  + "extension \(type) {\n"
  + "  static let commitHash: StaticString = \"\(commit() ?? "")\"\n\n"
  + "  static let textFiles: [(path: StaticString, text: StaticString)] = [\n"
  + textEntries.joined() + "  ]\n\n"
  + "  static let byteFiles: [(path: StaticString, bytes: [UInt8])] = [\n"
  + byteEntries.joined() + "  ]\n"
  + "}\n"

write(source)

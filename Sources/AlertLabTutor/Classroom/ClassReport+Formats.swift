import AlertLabKit
import Foundation

extension ClassReport {
  /// The output formats of `alertlab class report`.
  public enum Format: String, CaseIterable, Sendable {
    case text, csv, json
  }

  /// The text format says its own words in `words`; CSV and JSON are data, in English.
  public func rendered(
    _ format: Format, ascii: Bool = false, words: ClassReportWords = .english
  ) -> String {
    switch format {
    case .text: return text(ascii: ascii, words: words)
    case .csv: return csv()
    case .json: return json()
    }
  }

  // MARK: Text

  /// The table for a terminal or a projector, then the stuck steps and the rules.
  public func text(ascii: Bool = false, words: ClassReportWords = .english) -> String {
    var lines: [String] = []
    lines.append(words(.title(learners: learners.count, lessons: lessons.count)))
    lines.append("")
    let names = learners.map { Self.shown($0.name) }
    let learnerColumn = words(.learnerColumn)
    let nameWidth = max(
      names.map { DisplayWidth.of($0) }.max() ?? 0, DisplayWidth.of(learnerColumn))
    let cellWidth = max(String(lessons.count).count + 1, 3)
    func cell(_ text: String, width: Int) -> String {
      text + String(repeating: " ", count: max(width - DisplayWidth.of(text), 0))
    }
    var header = cell(learnerColumn, width: nameWidth + 2)
    for number in lessons.indices { header += cell("\(number + 1)", width: cellWidth) }
    lines.append(header + words(.hintsColumn))
    for (learner, name) in zip(learners, names) {
      var row = cell(name, width: nameWidth + 2)
      for lesson in lessons {
        row += cell(
          standing(of: learner, in: lesson).standing.symbol(ascii: ascii), width: cellWidth)
      }
      lines.append(row + "\(hints(of: learner))")
    }
    if learners.isEmpty { lines.append(words(.noLearners)) }
    lines.append("")
    let legend: [Standing] = [.done, .assisted, .skipped, .inProgress, .notStarted]
    lines.append(
      legend.map { "\($0.symbol(ascii: ascii)) \(words(.standing($0)))" }.joined(separator: "  "))
    lines.append(words(.lessonsHeading))
    let numberWidth = String(lessons.count).count
    for (index, lesson) in lessons.enumerated() {
      let number = String(index + 1)
      lines.append(
        "  " + String(repeating: " ", count: numberWidth - number.count) + number + " "
          + TextLayout.visible(lesson.id))
    }
    lines.append("")
    let stuck = stuckSteps
    lines.append(words(.stuckHeading))
    if stuck.isEmpty { lines.append(words(.nowhereStuck)) }
    for step in stuck {
      var parts: [String] = []
      if step.onItNow > 0 { parts.append(words(.onItNow(count: step.onItNow))) }
      if step.skipped > 0 { parts.append(words(.skippedIt(count: step.skipped))) }
      if step.assisted > 0 { parts.append(words(.tookTheSolution(count: step.assisted))) }
      lines.append(
        words(
          .stuckStep(
            lesson: TextLayout.visible(step.lessonID), step: step.step + 1,
            title: TextLayout.visible(step.title), learners: step.learners, all: learners.count,
            what: parts.joined(separator: words(.separator)), hints: step.hints)))
    }
    lines.append(words(.rulesHeading))
    let rules = rules
    if rules.isEmpty { lines.append(words(.noRules)) }
    for rule in rules {
      lines.append(
        words(
          .rule(
            rule: TextLayout.visible(rule.ruleID), learners: rule.learners, all: learners.count,
            crashes: rule.crashes)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: CSV

  /// One row per learner (RFC 4180): name, file, a column per lesson id (`done`, `assisted`,
  /// `skipped`, `in progress 2/4`, `not started`), hints, crashes.
  public func csv() -> String {
    var rows: [[String]] = [["learner", "file"] + lessons.map(\.id) + ["hints", "crashes"]]
    for learner in learners {
      var row = [learner.name, learner.file]
      for lesson in lessons {
        let (standing, finished) = standing(of: learner, in: lesson)
        row.append(
          standing == .inProgress
            ? "in progress \(finished)/\(lesson.steps.count)" : standing.rawValue)
      }
      let crashes = learner.progress.crashes.values.reduce(0) { total, count in
        total > Int.max - max(count, 0) ? Int.max : total + max(count, 0)
      }
      row += ["\(hints(of: learner))", "\(crashes)"]
      rows.append(row)
    }
    return rows.map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n")
      + "\r\n"
  }

  /// A field quoted when it holds a comma, quote or line break; control characters shown.
  /// A cell a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or
  /// a carriage return, or their full-width forms) starts with a `'` and is quoted, as the
  /// OWASP advice on CSV injection says: the learner's name `=HYPERLINK(...)` shows as text.
  static func csvField(_ text: String) -> String {
    var visible = TextLayout.visible(text)
    let isFormula = visible.unicodeScalars.first.map { csvFormulaStarts.contains($0) } ?? false
    if isFormula { visible = "'" + visible }
    guard isFormula || visible.contains(where: { $0 == "," || $0 == "\"" }) else {
      return visible
    }
    return "\"" + visible.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// The first characters that make a spreadsheet read a cell as a formula.
  static let csvFormulaStarts: Set<Unicode.Scalar> = [
    "=", "+", "-", "@", "\t", "\r", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}",
  ]

  // MARK: JSON

  private struct Document: Encodable {
    struct LessonColumn: Encodable {
      var id: String
      var title: String
      var steps: Int
    }
    struct LessonCell: Encodable {
      var state: String
      var finished: Int
    }
    struct Row: Encodable {
      var name: String
      var file: String
      var lessons: [String: LessonCell]
      var hints: Int
      var crashes: [String: Int]
    }
    struct Stuck: Encodable {
      var lesson: String
      var step: Int
      var title: String
      var learners: Int
      var onItNow: Int
      var skipped: Int
      var assisted: Int
      var hints: Int
    }
    struct Rule: Encodable {
      var rule: String
      var learners: Int
      var crashes: Int
    }
    var lessons: [LessonColumn]
    var learners: [Row]
    var stuck: [Stuck]
    var rules: [Rule]
    var skippedFiles: [[String: String]]
  }

  /// Everything in the text report, as one JSON document (steps numbered from 1; names and
  /// files with control characters spelled out, as everywhere AlertLab prints them).
  public func json() -> String {
    let document = Document(
      lessons: lessons.map { .init(id: $0.id, title: $0.title, steps: $0.steps.count) },
      learners: learners.map { learner in
        var cells: [String: Document.LessonCell] = [:]
        for lesson in lessons {
          let (standing, finished) = standing(of: learner, in: lesson)
          cells[lesson.id] = .init(state: standing.rawValue, finished: finished)
        }
        return .init(
          name: TextLayout.visible(learner.name), file: TextLayout.visible(learner.file),
          lessons: cells, hints: hints(of: learner),
          crashes: learner.progress.crashes)
      },
      stuck: stuckSteps.map {
        .init(
          lesson: $0.lessonID, step: $0.step + 1, title: $0.title, learners: $0.learners,
          onItNow: $0.onItNow, skipped: $0.skipped, assisted: $0.assisted, hints: $0.hints)
      },
      rules: rules.map { .init(rule: $0.ruleID, learners: $0.learners, crashes: $0.crashes) },
      skippedFiles: skippedFiles.map {
        ["file": TextLayout.visible($0.file), "reason": $0.reason]
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

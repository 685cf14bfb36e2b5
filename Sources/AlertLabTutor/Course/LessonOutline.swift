/// What a course must know of a lesson before it is opened, read from the file's lines
/// without parsing its Markdown: the title, the id and the step titles. A shell that starts
/// one lesson parses only that one (`Course.open`); the rest are known by their outline.
///
/// The outline is read only where it is certain to be what the parser would find: a `# `
/// title and `## ` steps at the start of a line, outside fenced code and HTML comments, an
/// `- id:` item before the first step, and no Markdown markup in the title. Anything else
/// gives nil, and the file is parsed at once.
enum LessonOutline {
  static func lesson(_ text: String, path: String) -> Lesson? {
    var title: String?
    var titleLine = 0
    var id: String?
    var idLine = 0
    var steps: [LessonStep] = []
    var fence: (mark: Character, length: Int)?
    var inComment = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.last == "\r" ? raw.dropLast() : raw
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      let mark = body.first
      let run = mark.map { first in body.prefix { $0 == first }.count } ?? 0
      if let open = fence {
        if indent <= 3, mark == open.mark, run >= open.length,
          body.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" })
        {
          fence = nil
        }
        continue
      }
      if inComment {
        if line.contains("-->") { inComment = false }
        continue
      }
      guard indent <= 3 else { continue }
      if body.hasPrefix("<!--") {
        inComment = !body.contains("-->")
        continue
      }
      if let mark, mark == "`" || mark == "~", run >= 3 {
        fence = (mark, run)
        continue
      }
      if body.hasPrefix("# ") {
        guard title == nil else { return nil }
        title = body.dropFirst(2).trimmingSpaces
        titleLine = index + 1
      } else if body.hasPrefix("## ") {
        guard title != nil else { return nil }
        steps.append(LessonStep(title: body.dropFirst(3).trimmingSpaces, line: index + 1))
      } else if body.hasPrefix("- id:"), title != nil, steps.isEmpty, id == nil {
        id = body.dropFirst(5).trimmingSpaces
        idLine = index + 1
      } else if let mark, mark == "=" || mark == "-",
        body.allSatisfy({ $0 == mark || $0 == " " || $0 == "\t" })
      {
        // An underlined (setext) heading, or a rule: the parser tells them apart.
        return nil
      }
    }
    guard let title, !title.isEmpty, let id, LessonSkeleton.problem(withID: id) == nil,
      !steps.isEmpty, fence == nil, !inComment,
      !title.contains(where: { "`*_\\[]<>&".contains($0) })
    else { return nil }
    return Lesson(
      id: id, title: title, source: LessonSource(file: ""), steps: steps, path: path,
      line: titleLine, idLine: idLine)
  }
}

import AlertLabKit
import AlertLabWords
import Foundation

/// A new lesson for a teacher to fill in (`alertlab new lesson ID [--from ARTICLE]`): every
/// part a lesson has, each marked `TODO`. `alertlab verify` reports each `TODO` still there,
/// and the lesson passes once they are filled in.
public enum LessonSkeleton {
  /// What is wrong with `id` as a lesson id, or nil.
  public static func problem(withID id: String) -> Said? {
    guard !id.isEmpty else { return Said(.lessonIdCannotEmpty) }
    let allowed = id.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
    guard allowed, id.count <= 60 else {
      return Said(.idMayContainOnlyLowercase, id)
    }
    return nil
  }

  /// `NN-id.md`, numbered one after the highest `NN-` lesson file among `names`.
  public static func fileName(id: String, existing names: [String]) -> String {
    let numbers = names.compactMap { name -> Int? in
      guard name.hasSuffix(".md"), let dash = name.firstIndex(of: "-") else { return nil }
      let digits = name[..<dash]
      guard digits.count >= 2, digits.count <= 6, digits.allSatisfy(\.isASCII),
        digits.allSatisfy(\.isNumber)
      else { return nil }
      return Int(digits)
    }
    let next = (numbers.max() ?? 0) + 1
    let number = next < 10 ? "0\(next)" : "\(next)"
    return "\(number)-\(id).md"
  }

  /// Lines of an article that read like its section headings: short, not a sentence, not
  /// code. At most `limit`, in order.
  public static func sections(in article: String, limit: Int = 12) -> [String] {
    var found: [String] = []
    for line in article.split(whereSeparator: \.isNewline) where found.count < limit {
      let text = line.trimmingCharacters(in: .whitespaces)
      let isHeading =
        (3...70).contains(text.count) && !text.hasSuffix(".") && !text.hasSuffix(":")
        && !text.hasSuffix(";") && !text.contains("{") && !text.contains("}")
        && !text.contains("=") && !text.contains("[") && !text.contains("(")
        && !text.contains("http") && text.first.map { !$0.isPunctuation } == true
      if isHeading && !found.contains(text) { found.append(text) }
    }
    return found
  }

  /// `text` made visible (control characters spelled out) and with no `--` in it, which
  /// HTML does not allow inside a comment.
  static func commentSafe(_ text: String) -> String {
    var safe = TextLayout.visible(text)
    while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
    return safe
  }

  /// The skeleton's text. With an article, `source:` names it (and its first section, with
  /// the others listed in a note); without, `source:` is a `TODO`.
  public static func text(
    id: String, fileName: String, article: String?, sections: [String] = []
  ) -> String {
    var source = "TODO-ARTICLE.txt, \"TODO: the section\""
    var sectionNote = ""
    // The article's name and headings go into the file as the escaper shows them (a raw ESC
    // spelled out), and never close the note's HTML comment early (`-->` is `- ->`).
    let article = article.map(commentSafe)
    let sections = sections.map(commentSafe)
    if let article {
      source = article + (sections.first.map { ", \"\($0)\"" } ?? ", \"TODO: the section\"")
      if sections.count > 1 {
        sectionNote =
          "\n     Sections of \(article) (keep the one the lesson is about):\n"
          + sections.map { "       \($0)" }.joined(separator: "\n")
      }
    }
    return """
      <!-- Made with 'alertlab new lesson \(id)'. Fill in each placeholder, then check with
           alertlab verify \(fileName)
           Lessons/README.md explains each part.\(sectionNote) -->

      # TODO: the lesson's title

      - id: \(id)
      - source: \(source)
      - device: iphone
      - ios: 17.0

      TODO: one or two sentences on what the lesson teaches, and why it matters.

      ## TODO: the first step's title

      TODO: what the learner reads, and what to type: the API, and the names and titles the
      goals look for (for example an alert called `alert`).

      ```swift
      // TODO: the code the learner types; it is also the step's solution.
      ```

      ```goal
      TODO: a label: and a predicate, such as alert.actions.count == 1
      ```

      1. TODO: a gentle first hint.
      2. TODO: a hint that comes close to the answer.

      ## Break it: TODO what the learner breaks

      TODO: what to try, so that UIKit's rule shows itself. (Delete this step if the lesson
      teaches no rule; :rules lists them.)

      ```swift
      // TODO: the code that breaks the rule.
      ```

      ```goal
      crash: TODO-RULE-ID
      ```

      1. TODO: a hint.

      """
  }
}

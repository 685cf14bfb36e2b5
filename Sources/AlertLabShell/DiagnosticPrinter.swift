import AlertLabScript
import AlertLabTutor
import AlertLabWords

/// Prints a diagnostic as the Swift compiler does, with line numbers counted from the line
/// the input started on in its file.
enum DiagnosticPrinter {
  static func render(_ diagnostic: Diagnostic, source: String, fileName: String, firstLine: Int)
    -> String
  {
    let text = diagnostic.rendered(
      source: source, fileName: fileName, lineOffset: max(0, firstLine - 1))
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// The most diagnostics one input shows; the rest are counted.
  static let limit = 20

  /// Up to `limit` of `diagnostics`, then a line counting the rest in `language`.
  static func render(
    _ diagnostics: [Diagnostic], source: String, fileName: String, firstLine: Int,
    language: Language = .en
  ) -> [String] {
    var lines = Diagnostic.rendered(
      Array(diagnostics.prefix(limit)), source: source, fileName: fileName,
      lineOffset: max(0, firstLine - 1)
    ).map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
    if diagnostics.count > limit {
      lines.append(Said(.andMore, diagnostics.count - limit).text(in: language.code))
    }
    return lines
  }
}

import AlertLabScript

/// Prints a diagnostic as the Swift compiler does, with line numbers counted from the line
/// the input started on in its file.
enum DiagnosticPrinter {
  static func render(_ diagnostic: Diagnostic, source: String, fileName: String, firstLine: Int)
    -> String
  {
    let padding = String(repeating: "\n", count: max(0, firstLine - 1))
    let shifted = shift(diagnostic, by: firstLine - 1)
    let text = shifted.rendered(source: padding + source, fileName: fileName)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  static func shift(_ diagnostic: Diagnostic, by lines: Int) -> Diagnostic {
    var result = diagnostic
    result.range.start.line += lines
    result.range.end.line += lines
    result.range.start.offset += lines
    result.range.end.offset += lines
    result.notes = diagnostic.notes.map { shift($0, by: lines) }
    return result
  }
}

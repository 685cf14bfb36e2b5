extension LessonSource {
  /// The source as a learner reads it: `“Title” (origin), section “Section”` for one of the
  /// course's articles, never its file name; the file and section as written otherwise.
  public var citation: String {
    guard let article = Articles.course.first(where: { $0.file == file }) else {
      return file + (section.map { ", \"\($0)\"" } ?? "")
    }
    return "“\(article.title)”" + (article.origin.map { " (\($0))" } ?? "")
      + (section.map { ", section “\($0)”" } ?? "")
  }
}

import AlertLabKit
import AlertLabWords
import Foundation

/// The articles lessons may name in `source:`: the course's own (known by file name), and
/// the `.txt` files of a folder given with `--articles DIR` (or `ALERTLAB_ARTICLES`), whose
/// text is also searched for the section a lesson names.
public struct Articles: Sendable {
  /// An article: its file name, what it is about and, when known, where it was published.
  public struct Article: Sendable, Equatable {
    public let file: String
    public let title: String
    /// Who published it, or where, in a few words (`Stack Overflow`).
    public let origin: String?

    public init(file: String, title: String, origin: String? = nil) {
      self.file = file
      self.title = title
      self.origin = origin
    }
  }

  /// The articles the course comes from (`shared/seeds/`).
  public static let course: [Article] = [
    Article(
      file: "000_0c96e694a7911296.txt",
      title: "UIPopoverController, Xcode 6, iOS 8 using Swift (and UIAlertController in Swift 1)",
      origin: "a Stack Overflow question and its answers, with Chinese articles after it"),
    Article(
      file: "001_1ba81a9920402955.txt", title: "UIAlertController changes in iOS 8",
      origin: "an English blog post, reposted on th7.cn"),
    Article(
      file: "002_621c4382a21859a7.txt", title: "Supporting iOS 7 and iOS 8: UIAlertView in Swift",
      origin: "a Traditional Chinese article"),
    Article(
      file: "004_3323118d412b3afb.txt", title: "Customizing a popover with UIPopoverBackgroundView",
      origin: "a Hindi translation of a Russian article from Habr"),
  ]

  /// The largest article file read from a folder; bigger ones are known by name only.
  public static let largestText = 4 << 20

  /// Every known article, course first.
  public private(set) var all: [Article]
  /// The text of the articles read from a folder, by file name.
  private var texts: [String: String] = [:]

  /// The course's articles, and those in `folder` if given.
  public init(folder: String? = nil) {
    all = Self.course
    guard let folder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted() where name.hasSuffix(".txt") && !name.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(name)
      if !all.contains(where: { $0.file == name }) {
        all.append(Article(file: name, title: name))
      }
      if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let size = attributes[.size] as? Int, size <= Self.largestText,
        let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      {
        texts[name] = text
      }
    }
  }

  /// The article with this file name, if known.
  public func article(_ file: String) -> Article? {
    all.first { $0.file == file }
  }

  /// An article as a teacher names it: by its file name, its title (or a part of the title
  /// that only one article has), or one of its sections (`sections`: the sections lessons
  /// cite, by article file; an article read from a folder adds its own headings). A section
  /// is returned with the article it belongs to. Letter case does not matter.
  public func find(_ name: String, sections cited: [String: [String]] = [:]) -> (
    article: Article, section: String?
  )? {
    if let exact = article(name) { return (exact, nil) }
    let wanted = Self.squeezed(name).lowercased()
    guard !wanted.isEmpty else { return nil }
    if let titled = all.first(where: { $0.title.lowercased() == wanted }) { return (titled, nil) }
    let partly = all.filter { $0.title.lowercased().contains(wanted) }
    if partly.count == 1 { return (partly[0], nil) }
    for article in all {
      let own = texts[article.file].map { LessonSkeleton.sections(in: $0, limit: 200) } ?? []
      for section in (cited[article.file] ?? []) + own
      where Self.squeezed(section).lowercased() == wanted {
        return (article, section)
      }
    }
    return nil
  }

  /// How a teacher may name each article: its title, then its file name in brackets.
  public var names: [String] {
    all.map { $0.title == $0.file ? $0.file : "“\($0.title)” (\($0.file))" }
  }

  /// The titles, file names and cited sections a mistyped name may have been meant as.
  public func spellings(sections cited: [String: [String]] = [:]) -> [String] {
    all.flatMap { [$0.title, $0.file] } + cited.values.flatMap { $0 }
  }

  /// The text of an article read from a folder.
  public func text(of file: String) -> String? {
    texts[file]
  }

  /// What is wrong with a lesson's `source:`, or nil: it must name a known article (or be a
  /// well-formed https:// address with the page's title), and when the article's text is at
  /// hand, the section must occur in it.
  /// It is AlertLab's own text, to be shown in the learner's language.
  public func problem(with source: LessonSource) -> Said? {
    if source.isWebAddress { return source.webAddressProblem }
    guard article(source.file) != nil else {
      let near = Spelling.nearest(source.file, in: all.map(\.file))
      let articles = names.joined(separator: ", ")
      return near.map { Said(.sourceArticleKnowsDid, source.file, $0, articles) }
        ?? Said(.sourceArticleKnowsArticles, source.file, articles)
    }
    if let section = source.section, let text = texts[source.file],
      !Self.squeezed(text).contains(Self.squeezed(section))
    {
      return Said(.sectionDoesOccur, section, source.file)
    }
    return nil
  }

  /// Text with every run of white space made one space, for a forgiving search.
  static func squeezed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// An article the course's lessons come from, as a learner is told about it: its title and
/// where it was published, never the seed file's name.
public struct SourceArticle: Sendable, Equatable {
  public var title: String
  /// Who published it, or where, in a few words.
  public var origin: String

  /// The articles in `shared/seeds/`, by seed file name.
  public static let seeds: [String: SourceArticle] = [
    "000_0c96e694a7911296.txt": SourceArticle(
      title: "UIPopoverController, Xcode 6, IOS 8 using Swift",
      origin: "a Stack Overflow question and its answers, with Chinese articles after it"),
    "001_1ba81a9920402955.txt": SourceArticle(
      title: "UIAlertController changes in iOS 8",
      origin: "an English blog post, reposted on th7.cn"),
    "002_621c4382a21859a7.txt": SourceArticle(
      title: "同時兼容iOS7和iOS8 (supporting iOS 7 and iOS 8 together)",
      origin: "a Traditional Chinese article"),
    "004_3323118d412b3afb.txt": SourceArticle(
      title: "UIPopoverController की उपस्थिति को अनुकूलित करना (customizing a popover's look)",
      origin: "a Hindi translation of a Russian article from Habr"),
  ]
}

extension LessonSource {
  /// The source as a learner reads it: `“Title” (origin), section “Section”` for a known
  /// article; the file and section as written otherwise.
  public var citation: String {
    guard let article = SourceArticle.seeds[file] else {
      return file + (section.map { ", \"\($0)\"" } ?? "")
    }
    return "“\(article.title)” (\(article.origin))" + (section.map { ", section “\($0)”" } ?? "")
  }
}

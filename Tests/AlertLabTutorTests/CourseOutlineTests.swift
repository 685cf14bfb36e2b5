import Foundation
import Testing

@testable import AlertLabTutor

/// A course opened by its outlines: each lesson file is read for its title, id and steps
/// without parsing its Markdown, and a lesson is parsed when it is started.
@Suite struct CourseOutlineTests {
  /// A lesson is named by its id or by its number in the course; any other word is taken
  /// as an id, for the caller to report.
  @Test func aLessonIsNamedByItsIDOrItsNumber() {
    let ids = ["first-alert", "cancel-and-default", "one-cancel"]
    #expect(Course.id(named: "one-cancel", among: ids) == "one-cancel")
    #expect(Course.id(named: "1", among: ids) == "first-alert")
    #expect(Course.id(named: "3", among: ids) == "one-cancel")
    #expect(Course.id(named: "0", among: ids) == "0")
    #expect(Course.id(named: "4", among: ids) == "4")
    #expect(Course.id(named: "-1", among: ids) == "-1")
    #expect(Course.id(named: "99999999999999999999", among: ids) == "99999999999999999999")
  }

  /// For every lesson of the course, in every language, the outline says what the parser
  /// says: the id, the title and the steps' titles and lines.
  @Test func theOutlineOfEveryLessonIsWhatTheParserReads() throws {
    for folder in ["", "/zh", "/hi"] {
      let path = courseFolder() + folder
      let files = LessonLoader.lessonFiles(in: path).files
      #expect(files.count == 26)
      for file in files {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let outline = try #require(LessonOutline.lesson(text, path: file), "\(file)")
        let parsed = try LessonParser.parse(text, path: file)
        #expect(outline.id == parsed.id, "\(file)")
        #expect(outline.title == parsed.title, "\(file)")
        #expect(outline.idLine == parsed.idLine, "\(file)")
        #expect(outline.steps.map(\.title) == parsed.steps.map(\.title), "\(file)")
        #expect(outline.steps.map(\.line) == parsed.steps.map(\.line), "\(file)")
      }
    }
  }

  @Test func aLessonIsParsedWhenItIsOpened() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("zh"), withIntermediateDirectories: true)
    let good = try String(contentsOfFile: courseFolder() + "/01-first-alert.md", encoding: .utf8)
    try folder.write("01-first-alert.md", good)
    try folder.write(
      "zh/01-first-alert.md",
      try String(contentsOfFile: courseFolder() + "/zh/01-first-alert.md", encoding: .utf8))
    // Its outline is sound; its goal block is not, which only parsing finds.
    try folder.write(
      "02-broken.md",
      "# Broken\n\n- id: broken\n- source: 001_1ba81a9920402955.txt\n\n## One\n\n"
        + "```swift\nlet a = 1\n```\n\n```goal\nno label here\n```\n")
    // A title with markup is not outlined: the file is parsed at once.
    try folder.write(
      "03-marked.md",
      "# The `present` call\n\n- id: marked\n- source: 001_1ba81a9920402955.txt\n\n## One\n\n"
        + "```swift\nlet a = 1\n```\n\n```goal\nit: a == 1\n```\n")
    var course = Course.outline(directory: folder.path)
    #expect(course.errors.isEmpty, "\(course.errors)")
    #expect(course.lessons.map(\.id) == ["first-alert", "broken", "marked"])
    #expect(course.lessons[0].introduction.isEmpty, "known by its outline only")
    #expect(course.lessons[2].title == "The present call")
    #expect(course.open(0).isEmpty)
    #expect(!course.lessons[0].introduction.isEmpty)
    #expect(course.lessons[0].steps.allSatisfy { !$0.goals.isEmpty })
    #expect(course.lessons[0] == Course.load(directory: folder.path).lessons[0])
    let problems = course.open(1)
    #expect(problems.map(\.line) == [13], "\(problems)")
    #expect(course.lessons[1].steps.first?.goals.isEmpty == true, "left as its outline")

    // In Chinese, a lesson not opened yet shows its translated title; opened, all of it.
    var chinese = Course.outline(directory: folder.path, language: .zh)
    let translated = Course.load(directory: folder.path, language: .zh).lessons[0]
    #expect(chinese.lessons[0].title == translated.title)
    #expect(chinese.lessons[0].title != course.lessons[0].title)
    #expect(chinese.open(0).isEmpty)
    #expect(chinese.lessons[0] == translated)
  }
}

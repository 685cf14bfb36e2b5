import Foundation
import Testing

@testable import AlertLabTutor

/// The built-in course as the folder `Lessons`: what it holds, how paths into it are
/// spelled, and lessons loaded from it as from a folder.
@Suite(.serialized) struct CourseFilesTests {
  static func withCourse(_ files: [String: String], _ body: () throws -> Void) throws {
    CourseFiles.mount(
      CourseFiles.BuiltIn(paths: files.keys.sorted()) { path in
        files[path].map { Data($0.utf8) }
      })
    defer { CourseFiles.unmount() }
    try body()
  }

  static func fixture() throws -> String {
    let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return try String(
      contentsOf: url.appendingPathComponent("Course/01-first-alert.md"), encoding: .utf8)
  }

  @Test func aFileIsReadByTheCoursesOwnSpellingOfItsPath() throws {
    // The built-in course finds a file by comparing bytes: a path that equals the stored
    // one only as strings do (a decomposed accent) still reads it.
    let stored = "caf\u{E9}.md"
    CourseFiles.mount(
      CourseFiles.BuiltIn(paths: [stored]) { path in
        path.utf8.elementsEqual(stored.utf8) ? Data("bytes".utf8) : nil
      })
    defer { CourseFiles.unmount() }
    #expect(CourseFiles.kind("Lessons/cafe\u{301}.md") == .file)
    #expect(CourseFiles.contents("Lessons/cafe\u{301}.md") == Data("bytes".utf8))
    #expect(CourseFiles.contents("Lessons/cafe.md") == nil)
  }

  @Test func pathsIntoTheBuiltInCourse() throws {
    let lesson = try Self.fixture()
    try Self.withCourse(["01-first-alert.md": lesson, "zh/01-first-alert.md": "x", "README.md": ""])
    {
      #expect(CourseFiles.kind("Lessons") == .folder)
      #expect(CourseFiles.kind("./Lessons/zh/") == .folder)
      #expect(CourseFiles.kind("Lessons/zh/../01-first-alert.md") == .file)
      #expect(CourseFiles.kind("Lessons//README.md") == .file)
      #expect(CourseFiles.kind("Lessons/02-missing.md") == .missing)
      #expect(CourseFiles.kind("Lessons/zh/01") == .missing)
      // An absolute path, or one that leaves the folder, is the disk's.
      #expect(CourseFiles.kind("/nonexistent/Lessons") == .missing)
      #expect(CourseFiles.kind("Lessons/../../nonexistent") == .missing)
      let names = try CourseFiles.names(inFolder: "Lessons").sorted()
      #expect(names == ["01-first-alert.md", "README.md", "zh"])
      let translations = try CourseFiles.names(inFolder: "Lessons/zh")
      #expect(translations == ["01-first-alert.md"])
      #expect(throws: CourseFiles.NotAFolder.self) {
        try CourseFiles.names(inFolder: "Lessons/fr")
      }
      #expect(CourseFiles.contents("Lessons/zh/01-first-alert.md") == Data("x".utf8))
      #expect(CourseFiles.contents("Lessons/01-first-alert.md", limit: 3) == Data("# A".utf8))
      #expect(CourseFiles.contents("Lessons/zh") == nil)
    }
    #expect(!CourseFiles.isMounted)
  }

  @Test func lessonsLoadFromTheBuiltInCourseAsFromAFolder() throws {
    let lesson = try Self.fixture()
    try Self.withCourse(["01-first-alert.md": lesson, "README.md": "# Guide\n"]) {
      let loaded = LessonLoader.loadDirectory("Lessons")
      #expect(loaded.errors.isEmpty)
      #expect(loaded.lessons.map(\.id) == ["first-alert"])
      #expect(loaded.lessons.first?.path == "Lessons/01-first-alert.md")
      let course = Course.outline(directory: "Lessons")
      #expect(course.lessons.map(\.title) == ["A first alert"])
      #expect(Translation.hash(ofFile: "Lessons/01-first-alert.md") != nil)
    }
  }
}

import Foundation
import Testing

@testable import AlertLabTutor

@Suite struct ProgressStoreTests {
  func sample() -> LearnerProgress {
    var progress = LearnerProgress(
      current: LearnerProgress.Position(lessonID: "first-alert", step: 2))
    progress.setState(.done, step: 0, of: "first-alert")
    progress.setState(.assisted, step: 1, of: "first-alert")
    progress.recordHint(step: 1, of: "first-alert")
    return progress
  }

  @Test func roundTripWritesTheDocumentedBytes() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(path: folder.file("data/alertlab/progress.json"))
    try store.save(sample())
    let loaded = store.load()
    #expect(loaded.progress == sample())
    #expect(loaded.notice == nil)
    let text = try String(contentsOfFile: store.path, encoding: .utf8)
    #expect(
      text == """
        {
          "current" : {
            "lesson" : "first-alert",
            "step" : 2
          },
          "lessons" : {
            "first-alert" : {
              "steps" : {
                "0" : {
                  "hintsUsed" : 0,
                  "state" : "done"
                },
                "1" : {
                  "hintsUsed" : 1,
                  "state" : "assisted"
                }
              }
            }
          },
          "version" : 1
        }

        """)
  }

  @Test func aMissingFileIsAFreshStart() throws {
    let folder = try TemporaryFolder()
    let loaded = ProgressStore(path: folder.file("progress.json")).load()
    #expect(loaded.progress == LearnerProgress())
    #expect(loaded.notice == nil)
  }

  @Test func atomicWriteLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(path: folder.file("progress.json"))
    try store.save(LearnerProgress())
    try store.save(sample())
    #expect(try folder.contents() == ["progress.json"])
  }

  @Test func corruptFilesAreKeptAsideAndReportedInOneLine() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(path: folder.file("progress.json"))
    try folder.write("progress.json", "{\"version\": 1, \"lessons\": ")
    let first = store.load()
    #expect(first.progress == LearnerProgress())
    #expect(
      first.notice
        == "Your progress file was unreadable; it was kept as \(folder.file("progress.json.corrupt-1")) and you start fresh."
    )
    #expect(try folder.contents() == ["progress.json.corrupt-1"])
    #expect(
      try String(contentsOfFile: folder.file("progress.json.corrupt-1"), encoding: .utf8)
        == "{\"version\": 1, \"lessons\": ")

    try folder.write("progress.json", "{\"version\": 99}")
    let second = store.load()
    #expect(second.progress == LearnerProgress())
    #expect(
      second.notice
        == "Your progress file was unreadable; it was kept as \(folder.file("progress.json.corrupt-2")) and you start fresh."
    )
    #expect(try folder.contents() == ["progress.json.corrupt-1", "progress.json.corrupt-2"])

    try store.save(sample())
    #expect(store.load() == (sample(), nil))
  }

  @Test func aFolderInPlaceOfTheFileIsMovedAside() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("progress.json"), withIntermediateDirectories: false)
    let loaded = ProgressStore(path: folder.file("progress.json")).load()
    #expect(loaded.progress == LearnerProgress())
    #expect(loaded.notice?.contains("kept as \(folder.file("progress.json.corrupt-1"))") == true)
  }

  @Test func unknownLessonIDsAreKeptOnRewrite() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "progress.json",
      #"{"version": 1, "lessons": {"retired-lesson": {"steps": {"3": {"state": "skipped", "hintsUsed": 4}}}}}"#
    )
    let store = ProgressStore(path: folder.file("progress.json"))
    var (progress, notice) = store.load()
    #expect(notice == nil)
    progress.setState(.done, step: 0, of: "first-alert")
    try store.save(progress)
    let reloaded = store.load().progress
    #expect(reloaded.step(3, of: "retired-lesson") == StepProgress(state: .skipped, hintsUsed: 4))
    #expect(reloaded.step(0, of: "first-alert") == StepProgress(state: .done))
  }

  @Test func anUnwritableLocationGivesAMessage() throws {
    let folder = try TemporaryFolder()
    try folder.write("not-a-folder", "")
    let store = ProgressStore(path: folder.file("not-a-folder/alertlab/progress.json"))
    do {
      try store.save(LearnerProgress())
      Issue.record("saving inside a file succeeded")
    } catch {
      #expect(
        error.message
          == "Could not save your progress to \(store.path): the folder \(folder.file("not-a-folder/alertlab")) could not be created."
      )
    }
  }

  @Test func aFailedRenameLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    // A non-empty folder where the file should be: the final rename fails.
    try FileManager.default.createDirectory(
      atPath: folder.file("progress.json/inside"), withIntermediateDirectories: true)
    let store = ProgressStore(path: folder.file("progress.json"))
    do {
      try store.save(LearnerProgress())
      Issue.record("saving over a folder succeeded")
    } catch {
      #expect(error.message.hasPrefix("Could not save your progress to \(store.path): "))
    }
    #expect(try folder.contents() == ["progress.json"])
  }

  @Test func resolvesThePath() {
    let home = ["HOME": "/home/ada"]
    #expect(
      ProgressStore.resolvePath(override: nil, environment: home)
        == "/home/ada/.local/share/alertlab/progress.json")
    #expect(
      ProgressStore.resolvePath(
        override: nil, environment: home.merging(["XDG_DATA_HOME": "/data/"]) { $1 })
        == "/data/alertlab/progress.json")
    #expect(
      ProgressStore.resolvePath(
        override: nil, environment: home.merging(["XDG_DATA_HOME": "data"]) { $1 })
        == "/home/ada/.local/share/alertlab/progress.json")
    #expect(
      ProgressStore.resolvePath(
        override: nil, environment: home.merging(["XDG_DATA_HOME": ""]) { $1 })
        == "/home/ada/.local/share/alertlab/progress.json")
    let everything = [
      "HOME": "/home/ada", "XDG_DATA_HOME": "/data", "ALERTLAB_PROGRESS_FILE": "/tmp/p.json",
    ]
    #expect(ProgressStore.resolvePath(override: nil, environment: everything) == "/tmp/p.json")
    #expect(
      ProgressStore.resolvePath(override: "workshop.json", environment: everything)
        == "workshop.json")
    #expect(ProgressStore.resolvePath(override: "", environment: everything) == "/tmp/p.json")
  }
}

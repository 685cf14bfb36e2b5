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
      first.notice?.english
        == "Your progress file was unreadable; it was kept as \(folder.file("progress.json.corrupt-1")) and you start fresh."
    )
    #expect(try folder.contents() == ["progress.json.corrupt-1"])
    #expect(
      try String(contentsOfFile: folder.file("progress.json.corrupt-1"), encoding: .utf8)
        == "{\"version\": 1, \"lessons\": ")

    try folder.write("progress.json", "{\"version\": \"one\"}")
    let second = store.load()
    #expect(second.progress == LearnerProgress())
    #expect(
      second.notice?.english
        == "Your progress file was unreadable; it was kept as \(folder.file("progress.json.corrupt-2")) and you start fresh."
    )
    #expect(try folder.contents() == ["progress.json.corrupt-1", "progress.json.corrupt-2"])

    try store.save(sample())
    #expect(store.load() == (sample(), nil))
  }

  @Test func aFolderInPlaceOfTheFileIsLeftAlone() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("progress.json")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let store = ProgressStore(path: path)
    let loaded = store.load()
    #expect(loaded.progress == LearnerProgress())
    #expect(
      loaded.notice?.english
        == "Your progress file \(path) is a folder, not a file: AlertLab leaves it alone, you "
        + "start fresh and progress is not saved.")
    #expect(throws: ProgressStoreError.self) { try store.save(self.sample()) }
    #expect(try folder.contents() == ["progress.json"])
  }

  @Test func aFIFOIsNeitherOpenedNorMovedNorReplaced() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("progress.json")
    #expect(mkfifo(path, 0o600) == 0)
    let store = ProgressStore(path: path)
    #expect(store.load().notice?.english.contains("is a FIFO (a named pipe), not a file") == true)
    do {
      try store.save(sample())
      Issue.record("saving over a FIFO succeeded")
    } catch {
      #expect(
        error.message
          == "Could not save your progress to \(path): it is a FIFO (a named pipe), not a file, "
          + "so it is left alone.")
    }
    var info = stat()
    #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    #expect(try folder.contents() == ["progress.json"])
  }

  @Test func devNullMeansDoNotSave() throws {
    let store = ProgressStore(path: "/dev/null")
    #expect(store.load() == (LearnerProgress(), nil))
    #expect(try store.save(sample()) == sample())
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test func aLinkToOurOwnFileIsWrittenThrough() throws {
    let folder = try TemporaryFolder()
    let real = folder.file("real.json")
    let link = folder.file("progress.json")
    try ProgressStore(path: real).save(LearnerProgress())
    #expect(symlink(real, link) == 0)
    try ProgressStore(path: link).save(sample())
    var info = stat()
    #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    #expect(ProgressStore(path: real).load() == (sample(), nil))
  }

  @Test func aLinkToSomethingElseIsRefused() throws {
    let folder = try TemporaryFolder()
    let link = folder.file("progress.json")
    #expect(symlink("/dev/zero", link) == 0)
    let store = ProgressStore(path: link)
    #expect(
      store.load().notice?.english.contains(
        "is a link to something that is not a regular file of yours") == true)
    #expect(throws: ProgressStoreError.self) { try store.save(self.sample()) }
    var info = stat()
    #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
  }

  @Test func aReadOnlyFileIsNotReplaced() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("progress.json")
    let store = ProgressStore(path: path)
    try store.save(LearnerProgress())
    let before = try String(contentsOfFile: path, encoding: .utf8)
    #expect(chmod(path, 0o444) == 0)
    #expect(store.load() == (LearnerProgress(), nil))
    do {
      try store.save(sample())
      Issue.record("saving over a read-only file succeeded")
    } catch {
      #expect(
        error.message
          == "Could not save your progress to \(path): the file is read-only, so it is left as it "
          + "is.")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    var info = stat()
    #expect(stat(path, &info) == 0 && (info.st_mode & 0o777) == 0o444)
  }

  @Test func aFileFromANewerAlertLabIsKeptAndNeverOverwritten() throws {
    let folder = try TemporaryFolder()
    let text = #"{"version": 7, "lessons": {}, "future": true}"#
    let path = try folder.write("progress.json", text)
    let store = ProgressStore(path: path)
    let loaded = store.load()
    #expect(loaded.progress == LearnerProgress())
    #expect(
      loaded.notice?.english
        == "Your progress file \(path) was made by a newer AlertLab (format 7): it is kept as it "
        + "is, you start fresh and progress is not saved. Update AlertLab to continue.")
    #expect(throws: ProgressStoreError.self) { try store.save(self.sample()) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    #expect(try folder.contents() == ["progress.json"])
  }

  @Test func twoShellsOfOneLearnerMergeInsteadOfOverwriting() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("progress.json")
    let first = ProgressStore(path: path)
    let second = ProgressStore(path: path)
    var one = first.load().progress
    var two = second.load().progress
    one.setState(.done, step: 0, of: "first-alert")
    one.current = .init(lessonID: "first-alert", step: 1)
    try first.save(one)
    two.setState(.skipped, step: 0, of: "first-alert")
    two.setState(.assisted, step: 2, of: "one-cancel")
    two.recordHint(step: 2, of: "one-cancel")
    two.current = .init(lessonID: "one-cancel", step: 3)
    let merged = try second.save(two)
    let saved = first.load().progress
    #expect(saved == merged)
    #expect(saved.step(0, of: "first-alert").state == .done)
    #expect(saved.step(2, of: "one-cancel") == StepProgress(state: .assisted, hintsUsed: 1))
    #expect(saved.current == .init(lessonID: "one-cancel", step: 3))
  }

  @Test func temporaryFilesOfKilledProcessesAreRemoved() throws {
    let folder = try TemporaryFolder()
    // A process id that cannot be running: above the largest Linux and macOS hand out.
    try folder.write(".progress.json.tmp-99999999-0", "{")
    try folder.write("progress.json.tmp-99999998", "{")
    try folder.write(".progress.json.tmp-\(getpid())-7", "{")
    try ProgressStore(path: folder.file("progress.json")).save(sample())
    #expect(
      try folder.contents() == [
        ".progress.json.tmp-\(getpid())-7", "progress.json",
      ])
  }

  @Test func valuesOutOfRangeAreBroughtIntoRange() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "progress.json",
      #"{"version": 1, "current": {"lesson": "first-alert", "step": -1}, "#
        + #""lessons": {"first-alert": {"steps": {"0": {"hintsUsed": 9223372036854775807}}}}}"#)
    var progress = ProgressStore(path: path).load().progress
    #expect(progress.current == .init(lessonID: "first-alert", step: 0))
    #expect(progress.step(0, of: "first-alert").hintsUsed == StepProgress.hintLimit)
    #expect(progress.recordHint(step: 0, of: "first-alert") == StepProgress.hintLimit)
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

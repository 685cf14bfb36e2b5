import Foundation
import Testing

@testable import alertlab

@Suite struct HistoryFileTests {
  @Test func usesXDGStateHome() {
    let path = HistoryFile.path(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/ana"])
    #expect(path == "/state/alertlab/history")
  }

  @Test func toleratesATrailingSlash() {
    #expect(
      HistoryFile.path(environment: ["XDG_STATE_HOME": "/state/"]) == "/state/alertlab/history")
  }

  @Test func fallsBackToHomeWhenXDGStateHomeIsUnset() {
    #expect(
      HistoryFile.path(environment: ["HOME": "/home/ana"])
        == "/home/ana/.local/state/alertlab/history")
  }

  @Test(arguments: ["", "relative/state"])
  func ignoresAnEmptyOrRelativeXDGStateHome(_ value: String) {
    #expect(
      HistoryFile.path(environment: ["XDG_STATE_HOME": value, "HOME": "/home/ana"])
        == "/home/ana/.local/state/alertlab/history")
  }

  @Test func hasNoPlaceWithoutAnAbsoluteHome() {
    #expect(HistoryFile.path(environment: [:]) == nil)
    #expect(HistoryFile.path(environment: ["HOME": ""]) == nil)
    #expect(HistoryFile.path(environment: ["HOME": "home"]) == nil)
  }

  @Test func recordsNeitherBlankLinesNorRepeats() {
    #expect(HistoryFile.shouldRecord("let a = 1", after: nil))
    #expect(HistoryFile.shouldRecord("let a = 1", after: "let b = 2"))
    #expect(!HistoryFile.shouldRecord("let a = 1", after: "let a = 1"))
    #expect(!HistoryFile.shouldRecord("", after: nil))
    #expect(!HistoryFile.shouldRecord("  \n ", after: nil))
    #expect(HistoryFile.shouldRecord("foo(\n1)", after: "foo("))
  }

  @Test func makesMissingFoldersPrivate() throws {
    let folder = try TemporaryFolder()
    let nested = folder.url.appendingPathComponent("a/b/c").path
    #expect(HistoryFile.makeFolders(nested) == nil)
    let attributes = try FileManager.default.attributesOfItem(atPath: nested)
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
    #expect(HistoryFile.makeFolders(nested) == nil, "an existing folder is fine")
  }

  @Test func saysWhyAFolderCannotBeMade() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("file").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    #expect(HistoryFile.makeFolders(file + "/alertlab") == "Not a directory")
    #expect(HistoryFile.makeFolders(file) == "Not a directory")
  }

  @Test(.timeLimit(.minutes(1))) func aFIFOIsLeftAloneAndDoesNotStallTheStart() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("history").path
    #expect(mkfifo(path, 0o600) == 0)
    var reports: [String] = []
    var history = HistoryFile(path: path) { reports.append($0.english) }
    history.load()
    history.record("let a = 1")
    history.save()
    #expect(reports == ["history is not kept: \(path) is a FIFO (a named pipe), not a file"])
    var info = stat()
    #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
  }

  @Test func aLinkToOurOwnFileStaysALink() throws {
    let folder = try TemporaryFolder()
    let real = folder.url.appendingPathComponent("real-history").path
    let link = folder.url.appendingPathComponent("history").path
    #expect(FileManager.default.createFile(atPath: real, contents: Data("_HiStOrY_V2_\n".utf8)))
    #expect(symlink(real, link) == 0)
    var reports: [String] = []
    var history = HistoryFile(path: link) { reports.append($0.english) }
    history.load()
    history.record("let linked = 1")
    history.save()
    #expect(reports.isEmpty)
    var info = stat()
    #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    #expect(try String(contentsOfFile: real, encoding: .utf8).contains("linked"))
  }
}

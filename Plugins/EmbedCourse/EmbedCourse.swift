import Foundation
import PackagePlugin

/// Compiles a folder of the package into the target it is applied to: the course
/// (`Lessons/**/*.md`) into AlertLabCourse, the words (`Words/*.words`) into AlertLabWords,
/// and the list of the rule files (`Sources/AlertLabKit/Rules/Catalog/*.swift`) into
/// AlertLabKit as `RuleCatalog.all`. `CourseEmbedder` reads the files (the command's input
/// files, so that editing, adding or removing one rebuilds it) and writes one Swift file
/// holding each file's path and text, and, for the course, the commit the package was built
/// from; for the rules, the rule each file declares. The git files that name the
/// commit (`HEAD`, the branch's ref, `packed-refs`) are inputs too, so a new commit rebuilds
/// it; without git or `.git` the commit is unknown and the build goes on.
@main struct EmbedCourse: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let words = target.name == "AlertLabWords"
    let rules = target.name == "AlertLabKit"
    let (folder, type, ext) =
      rules
      ? ("Sources/AlertLabKit/Rules/Catalog", "RuleCatalog", "swift")
      : words ? ("Words", "BuiltInWords", "words") : ("Lessons", "BuiltInCourse", "md")
    let source = package.appending(path: folder)
    let files = Self.files(under: source, ending: ext)
    let output = context.pluginWorkDirectoryURL.appending(path: type + "+Files.swift")
    let git = (try? context.tool(named: "git"))?.url ?? URL(fileURLWithPath: "/usr/bin/git")
    return [
      .buildCommand(
        displayName: "Embedding \(folder)/ (\(files.count) files)",
        executable: try context.tool(named: "CourseEmbedder").url,
        arguments: [output.path, package.path, words || rules ? "" : git.path, source.path, type]
          + files.map(\.path),
        inputFiles: files + (words || rules ? [] : Self.gitFiles(of: package)),
        outputFiles: [output])
    ]
  }

  /// The files named `*.EXT` in `folder` and the folders below it, in path order.
  static func files(under folder: URL, ending ext: String) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker where url.pathExtension == ext {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        files.append(url.standardizedFileURL)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The files whose change means another commit: `HEAD`, the ref it names and
  /// `packed-refs`, in the package's git folder (a worktree's `.git` file names its own).
  static func gitFiles(of package: URL) -> [URL] {
    let manager = FileManager.default
    var gitFolder = package.appending(path: ".git")
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: gitFolder.path, isDirectory: &isFolder) else { return [] }
    if !isFolder.boolValue {
      guard let link = try? String(contentsOf: gitFolder, encoding: .utf8),
        link.hasPrefix("gitdir: ")
      else { return [] }
      let named = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
      gitFolder =
        named.hasPrefix("/")
        ? URL(fileURLWithPath: named) : package.appending(path: named).standardizedFileURL
    }
    var common = gitFolder
    if let named = try? String(
      contentsOf: gitFolder.appending(path: "commondir"), encoding: .utf8)
    {
      let path = named.trimmingCharacters(in: .whitespacesAndNewlines)
      common =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : gitFolder.appending(path: path).standardizedFileURL
    }
    let head = gitFolder.appending(path: "HEAD")
    var files = [head, common.appending(path: "packed-refs")]
    if let text = try? String(contentsOf: head, encoding: .utf8), text.hasPrefix("ref: ") {
      let ref = text.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
      files += [gitFolder.appending(path: ref), common.appending(path: ref)]
    }
    var seen = Set<String>()
    return files.filter { manager.fileExists(atPath: $0.path) && seen.insert($0.path).inserted }
  }
}

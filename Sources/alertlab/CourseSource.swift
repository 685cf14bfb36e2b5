import AlertLabCourse
import AlertLabTutor
import Foundation

/// Where the course comes from: `--lessons DIR`, `ALERTLAB_LESSONS`, a `Lessons` folder beside
/// the executable (a checkout's, so that a teacher's edits show without a rebuild), else the
/// copy compiled into `alertlab`.
enum CourseSource: Equatable {
  case flag(String)
  case environment(String)
  case beside(String)
  case builtIn

  static func find(_ invocation: Invocation, environment: [String: String]) -> CourseSource {
    find(lessons: invocation.lessons, environment: environment)
  }

  static func find(lessons: String?, environment: [String: String]) -> CourseSource {
    if let lessons { return .flag(lessons) }
    if let folder = environment["ALERTLAB_LESSONS"], !folder.isEmpty {
      return .environment(folder)
    }
    if let found = CourseLocator.courseDirectory(
      override: nil, environment: [:], executablePath: executablePath)
    {
      return .beside(found)
    }
    return .builtIn
  }

  /// The executable's own path: a shell that found `alertlab` on the PATH passes just the
  /// name as the first argument. On Linux it is read from `/proc/self/exe`, as
  /// `Bundle.main` reads it: making `Bundle.main` also lists the executable's folder, which
  /// costs milliseconds in a folder as full as `/usr/bin`.
  static var executablePath: String {
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: 4096)
      let length = buffer.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { base in
          base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            readlink("/proc/self/exe", $0, buffer.count - 1)
          }
        } ?? -1
      }
      if length > 0 {
        return String(decoding: buffer[0..<length], as: UTF8.self)
      }
      return CommandLine.arguments.first ?? "alertlab"
    #else
      return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "alertlab"
    #endif
  }

  /// The course's folder on the disk; nil for the built-in course.
  var folder: String? {
    switch self {
    case .flag(let folder), .environment(let folder), .beside(let folder): return folder
    case .builtIn: return nil
    }
  }

  /// The folder to read the course from: for the built-in course, `Lessons`, mounted (see
  /// `CourseFiles`); nil when this build holds no lessons.
  func directory() -> String? {
    guard self == .builtIn else { return folder }
    let paths = BuiltInCourse.paths
    guard !paths.isEmpty else { return nil }
    if !CourseFiles.isMounted {
      CourseFiles.mount(CourseFiles.BuiltIn(paths: paths) { BuiltInCourse.contents(of: $0) })
    }
    return CourseFiles.builtInFolder
  }
}

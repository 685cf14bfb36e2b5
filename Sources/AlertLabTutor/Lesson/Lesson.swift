import AlertLabKit

/// One lesson file: its metadata, introduction, optional setup code and steps.
public struct Lesson: Sendable, Equatable {
  /// The stable id (`first-alert`): lowercase letters, digits and `-`.
  public var id: String
  /// The text of the `#` heading.
  public var title: String
  /// The seed article the lesson comes from.
  public var source: LessonSource
  /// The device the lesson starts on, one of `Device.names` (`iphone` unless given).
  public var device: String
  /// The iOS version the lesson starts on, as written (`17.0` unless given).
  public var iOS: String
  /// The prose between the metadata and the first step.
  public var introduction: [ProseBlock]
  /// The ` ```swift setup ` block: code run before every step's start state.
  public var setupCode: String?
  /// The 1-based line of the setup block's opening fence.
  public var setupLine: Int?
  /// The steps, in file order.
  public var steps: [LessonStep]
  /// The file the lesson was read from, as given to the loader.
  public var path: String
  /// The 1-based line of the title.
  public var line: Int
  /// The 1-based line of the `id` metadata item.
  public var idLine: Int
  /// The 1-based line and column of the `source` metadata item's value.
  public var sourceLine: Int
  public var sourceColumn: Int
  /// Where the file still says `TODO` (a skeleton from `alertlab new lesson` not filled in):
  /// `alertlab verify` reports each one.
  public var placeholders: [LessonPlaceholder] = []
  /// A translation's `translation-of` line: which version of the original it translates.
  public var translationOf: LessonHashReference?
  /// The 1-based line of each metadata item, by key (`device`, `ios`, ...).
  public var metadataLines: [String: Int] = [:]

  public init(
    id: String, title: String, source: LessonSource, device: String = LessonParser.defaultDevice,
    iOS: String = LessonParser.defaultIOS, introduction: [ProseBlock] = [],
    setupCode: String? = nil, setupLine: Int? = nil, steps: [LessonStep], path: String,
    line: Int = 1, idLine: Int = 1, sourceLine: Int = 1, sourceColumn: Int = 1
  ) {
    self.sourceLine = sourceLine
    self.sourceColumn = sourceColumn
    self.id = id
    self.title = title
    self.source = source
    self.device = device
    self.iOS = iOS
    self.introduction = introduction
    self.setupCode = setupCode
    self.setupLine = setupLine
    self.steps = steps
    self.path = path
    self.line = line
    self.idLine = idLine
  }
}

/// A `TODO` left in a lesson file: its place and the line's text.
public struct LessonPlaceholder: Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var text: String

  public init(line: Int, column: Int, text: String) {
    self.line = line
    self.column = column
    self.text = text
  }
}

/// The `translation-of` value of a translation, and where it is written.
public struct LessonHashReference: Sendable, Equatable {
  /// How many hex digits of the original's SHA-256 a translation names.
  public static let length = 12
  /// The first 12 lowercase hex digits of the SHA-256 of the original's bytes.
  public var hash: String
  public var line: Int
  public var column: Int

  public init(hash: String, line: Int, column: Int) {
    self.hash = hash
    self.line = line
    self.column = column
  }
}

/// Where a lesson comes from: a seed file and, optionally, a section of it.
public struct LessonSource: Sendable, Equatable {
  /// The seed file name, such as `001_1ba81a9920402955.txt`.
  public var file: String
  /// The section heading in that file, such as `A Simple Alert`.
  public var section: String?

  public init(file: String, section: String? = nil) {
    self.file = file
    self.section = section
  }
}

extension Lesson {
  /// The device and iOS version the lesson starts on, or nil when its metadata names one
  /// AlertLab does not simulate.
  public var startingEnvironment: (device: Device, iOS: IOSVersion)? {
    guard let device = Device(name: device), let version = IOSVersion(string: iOS) else {
      return nil
    }
    return (device, version)
  }
}

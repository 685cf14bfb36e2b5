/// How a learner finished a step.
public enum StepState: String, Codable, Sendable, CaseIterable {
  /// Met the goals alone.
  case done
  /// Met the goals after taking the solution.
  case assisted
  /// Moved on without meeting the goals.
  case skipped
}

/// One step's record: how it was finished (nil while not finished) and how many hints the
/// learner asked for.
public struct StepProgress: Codable, Equatable, Sendable {
  public var state: StepState?
  public var hintsUsed: Int

  public init(state: StepState? = nil, hintsUsed: Int = 0) {
    self.state = state
    self.hintsUsed = hintsUsed
  }

  private enum CodingKeys: String, CodingKey {
    case state, hintsUsed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    state = try container.decodeIfPresent(StepState.self, forKey: .state)
    let hints = try container.decodeIfPresent(Int.self, forKey: .hintsUsed) ?? 0
    hintsUsed = min(max(hints, 0), StepProgress.hintLimit)
  }

  /// The most hints a record counts (a file may say anything).
  public static let hintLimit = 1_000_000

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(state, forKey: .state)
    try container.encode(hintsUsed, forKey: .hintsUsed)
  }
}

/// One lesson's record, by step index (0 for the first step).
public struct LessonProgress: Codable, Equatable, Sendable {
  public var steps: [Int: StepProgress]

  public init(steps: [Int: StepProgress] = [:]) {
    self.steps = steps
  }
}

/// Everything AlertLab remembers about a learner: each step's state and hints, and where
/// to resume. Saved by `ProgressStore` as versioned JSON. (Not `Progress`, which
/// Foundation already names.)
public struct LearnerProgress: Codable, Equatable, Sendable {
  /// The `version` written to and expected in the file.
  public static let formatVersion = 1

  /// A place in the course.
  public struct Position: Codable, Equatable, Sendable {
    public var lessonID: String
    /// The step index, 0 for the first step.
    public var step: Int

    public init(lessonID: String, step: Int) {
      self.lessonID = lessonID
      self.step = step
    }

    private enum CodingKeys: String, CodingKey {
      case lessonID = "lesson"
      case step
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      lessonID = try container.decode(String.self, forKey: .lessonID)
      // A file may say anything: a step before the first is the first.
      step = max(try container.decode(Int.self, forKey: .step), 0)
    }
  }

  /// Where the learner was, to resume there.
  public var current: Position?
  /// Records by lesson id, including ids no loaded lesson has (they are kept as they are).
  public var lessons: [String: LessonProgress]
  /// How often the learner's code crashed the app, by rule id, leaving out the crashes a
  /// "break it" step asked for (`alertlab class report` lists the rules met most).
  public var crashes: [String: Int]
  /// The language the learner chose (`:lang`, `--lang`); nil: the environment's. Optional in
  /// the file, so files written before it existed still load; a code this version does not
  /// know reads as nil.
  public var language: Language?

  public init(
    current: Position? = nil, lessons: [String: LessonProgress] = [:],
    crashes: [String: Int] = [:], language: Language? = nil
  ) {
    self.current = current
    self.lessons = lessons
    self.crashes = crashes
    self.language = language
  }

  private enum CodingKeys: String, CodingKey {
    case version, current, lessons, crashes, language
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.formatVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "version \(version) is not \(Self.formatVersion)")
    }
    current = try container.decodeIfPresent(Position.self, forKey: .current)
    lessons = try container.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
    crashes = try container.decodeIfPresent([String: Int].self, forKey: .crashes) ?? [:]
    language = try container.decodeIfPresent(String.self, forKey: .language).flatMap {
      Language(code: $0)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encodeIfPresent(current, forKey: .current)
    try container.encode(lessons, forKey: .lessons)
    if !crashes.isEmpty { try container.encode(crashes, forKey: .crashes) }
    try container.encodeIfPresent(language?.code, forKey: .language)
  }

  /// Counts one crash into the rule `ruleID`.
  public mutating func recordCrash(_ ruleID: String) {
    let count = crashes[ruleID, default: 0]
    crashes[ruleID] = count < Int.max ? count + 1 : count
  }

  /// The record of one step (empty if there is none).
  public func step(_ index: Int, of lessonID: String) -> StepProgress {
    lessons[lessonID]?.steps[index] ?? StepProgress()
  }

  /// Records how a step was finished (nil: not finished).
  public mutating func setState(_ state: StepState?, step index: Int, of lessonID: String) {
    lessons[lessonID, default: LessonProgress()].steps[index, default: StepProgress()].state =
      state
  }

  /// Counts one more hint taken on a step and returns the new count.
  @discardableResult
  public mutating func recordHint(step index: Int, of lessonID: String) -> Int {
    var record = step(index, of: lessonID)
    record.hintsUsed = min(record.hintsUsed + 1, StepProgress.hintLimit)
    lessons[lessonID, default: LessonProgress()].steps[index] = record
    return record.hintsUsed
  }

  /// Where a lesson of `stepCount` steps stands.
  public func summary(of lessonID: String, stepCount: Int) -> LessonSummary {
    let states = (0..<max(stepCount, 0)).map { step($0, of: lessonID).state }
    let isCurrent = current?.lessonID == lessonID
    return LessonSummary(states: states, isCurrent: isCurrent)
  }
}

import AlertLabTutor

/// The shell's meta-commands, by the name typed after `:`.
enum CommandName: String, CaseIterable, Sendable {
  case help, quit, tap, swipe, type, tapout, key, background, rotate, wait, pick, segue, device
  case ios
  case render
  case describe, inspect
  case vars, why, explain, rules, undo, redo, reset, history, clear, color, ascii, lang
  case objc, swift, uikit
  case lessons, lesson, next, prev, skip, hint, solution, goal, sandbox
}

extension CommandName {
  /// `:inspect`'s arguments as `:help` shows them: placeholders, the same in every language.
  static let inspectArguments = "NAME [PROPERTY VALUE]"
  /// `:segue`'s arguments as `:help` shows them: placeholders and Interface Builder's kinds.
  static let segueArguments =
    "[\"ID\" show|modal|popover [Class] [in navigation] [from \"Title\"] | \"ID\" unwind ACTION]"
  /// `:pick`'s arguments as `:help` shows them: placeholders of the forms it reads.
  static let pickArguments = "[N] YYYY-MM-DD [HH:MM] | HH:MM"
  /// The Swift compiler's error for an `@IBInspectable` property whose type has no
  /// Objective-C form (a Swift struct or enum, an optional number): the compiler's words,
  /// which stay in English as every diagnostic does.
  static let ibInspectableNotObjectiveC =
    "error: property cannot be marked @IBInspectable because its type cannot be represented "
    + "in Objective-C"
}

/// One of the shell's own texts, with its arguments typed. Each language has one `switch`
/// over every case (`Message+English.swift`, `+Chinese`, `+Hindi`), so a text missing in a
/// language does not compile. UIKit's console texts and the compiler's diagnostics are not
/// messages: they stay in English, as on a device.
enum Message: Sendable {
  case bannerTitle(version: String)
  case bannerCommands
  case bannerNew
  case bannerReturning
  case helpIntro
  case helpUnknownCommand(name: String)
  case summary(CommandName)

  case crashRestarted(script: Bool)

  case noCourse
  case courseEmpty
  case welcomeBack
  case whichLesson
  /// `numberedUpTo`: the number of lessons, when a number was given that is not one.
  case noLesson(id: String, suggestion: String?, numberedUpTo: Int?)
  case notInLesson
  case firstStepOfCourse
  case lastStepOfCourse
  case hintsBelongToSteps
  case noHints
  case noMoreHints
  case hint(number: Int, count: Int)
  /// The line above a hint of the step's ` ```hints ` block, chosen for the learner's state.
  case situationalHint
  case solutionsBelongToSteps
  case solutionQuestion
  case solutionKeptHidden
  case solutionHeading
  case solutionOnInputLine
  case noGoalsInFreePlay
  case alreadyInFreePlay
  case freePlay(lessonID: String)
  case lessonHeading(number: Int, count: Int, title: String)
  case from(source: String)
  case stepHeading(number: Int, count: Int, title: String)
  case goalsHeading
  case stepFooter
  case screenNotDrawn(device: String, iOS: String)
  case stepDone
  case stepFinishedAssisted
  /// A step done whose text invites exploring: the course waits for `:next`.
  case stepDoneExplore
  case stepFinishedAssistedExplore
  case lessonComplete(id: String)
  /// `:reset` in a lesson: the step starts again with its setup.
  case stepRestarted(number: Int)
  case courseFinished
  case courseFinishedWithUnfinished(count: Int)

  case languageNow(name: String)
  case languageChoices(name: String, choices: String)
  case unknownLanguage(code: String, choices: String)

  case readingObjectiveC
  case readingSwift
  case swiftOfObjectiveC
  case uikitOfSwiftUI
  case noSwiftUIPresentation

  /// The text in `language`.
  func text(in language: Language) -> String {
    switch language {
    case .en: return english
    case .zh: return chinese
    case .hi: return hindi
    }
  }

  /// One of each message, for the tests that check every language has every text.
  static let examples: [Message] =
    [
      .bannerTitle(version: "0.1.0"), .bannerCommands, .bannerNew, .bannerReturning, .helpIntro,
      .helpUnknownCommand(name: "frob"),
      .crashRestarted(script: false),
      .crashRestarted(script: true), .noCourse, .courseEmpty, .welcomeBack, .whichLesson,
      .noLesson(id: "x", suggestion: "first-alert", numberedUpTo: nil),
      .noLesson(id: "17", suggestion: nil, numberedUpTo: 16),
      .notInLesson, .firstStepOfCourse, .lastStepOfCourse, .hintsBelongToSteps, .noHints,
      .noMoreHints, .hint(number: 1, count: 3), .situationalHint, .solutionsBelongToSteps,
      .solutionQuestion,
      .solutionKeptHidden, .solutionHeading, .solutionOnInputLine, .noGoalsInFreePlay,
      .alreadyInFreePlay, .freePlay(lessonID: "one-cancel"),
      .lessonHeading(number: 3, count: 16, title: "T"), .from(source: "S"),
      .stepHeading(number: 2, count: 4, title: "T"), .goalsHeading, .stepFooter,
      .screenNotDrawn(device: "iPhone", iOS: "17.0"), .stepDone, .stepFinishedAssisted,
      .stepDoneExplore, .stepFinishedAssistedExplore,
      .lessonComplete(id: "one-cancel"), .stepRestarted(number: 2), .courseFinished,
      .courseFinishedWithUnfinished(count: 2),
      .languageNow(name: "English"), .languageChoices(name: "English", choices: "en"),
      .unknownLanguage(code: "fr", choices: "en"), .readingObjectiveC, .readingSwift,
      .swiftOfObjectiveC, .uikitOfSwiftUI, .noSwiftUIPresentation,
    ] + CommandName.allCases.map { .summary($0) }
}

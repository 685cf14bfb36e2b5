import AlertLabKit
import AlertLabTutor
import AlertLabWords

/// One of the shell's own texts, with its arguments typed. Its words are in the words file of
/// each language (`Words/en.words`, `zh.words`, …), under the key `message.CASE`; a test
/// requires every key in every language, with the arguments the case gives. UIKit's console texts and the compiler's diagnostics are not
/// messages: they stay in English, as on a device.
enum Message: Sendable {
  case bannerTitle(version: String)
  case bannerCommands
  case bannerNew
  case bannerReturning
  case helpIntro
  case helpUnknownCommand(name: String)
  /// What the `:`-command called `command` does, as `:help` says it.
  case summary(command: String)

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

  /// The text's key in the words files (`Words/*.words`) and its arguments.
  var words: (key: String, arguments: [String: WordValue]) {
    switch self {
    case .bannerTitle(let version):
      return ("message.bannerTitle", ["version": .text(version)])
    case .bannerCommands: return ("message.bannerCommands", [:])
    case .bannerNew: return ("message.bannerNew", [:])
    case .bannerReturning: return ("message.bannerReturning", [:])
    case .helpIntro: return ("message.helpIntro", [:])
    case .helpUnknownCommand(let name):
      return ("message.helpUnknownCommand", ["name": .text(name)])
    case .summary(let command):
      let devices = Device.names.joined(separator: ", ")
      return ("summary." + command, command == "device" ? ["devices": .text(devices)] : [:])
    case .crashRestarted(let script):
      return ("message.crashRestarted", ["script": .flag(script)])
    case .noCourse: return ("message.noCourse", [:])
    case .courseEmpty: return ("message.courseEmpty", [:])
    case .welcomeBack: return ("message.welcomeBack", [:])
    case .whichLesson: return ("message.whichLesson", [:])
    case .noLesson(let id, let suggestion, let numberedUpTo):
      return (
        "message.noLesson",
        [
          "id": .text(id), "suggestion": .optional(suggestion),
          "numberedUpTo": .optional(numberedUpTo),
        ]
      )
    case .notInLesson: return ("message.notInLesson", [:])
    case .firstStepOfCourse: return ("message.firstStepOfCourse", [:])
    case .lastStepOfCourse: return ("message.lastStepOfCourse", [:])
    case .hintsBelongToSteps: return ("message.hintsBelongToSteps", [:])
    case .noHints: return ("message.noHints", [:])
    case .noMoreHints: return ("message.noMoreHints", [:])
    case .hint(let number, let count):
      return ("message.hint", ["number": .number(number), "count": .number(count)])
    case .situationalHint: return ("message.situationalHint", [:])
    case .solutionsBelongToSteps: return ("message.solutionsBelongToSteps", [:])
    case .solutionQuestion: return ("message.solutionQuestion", [:])
    case .solutionKeptHidden: return ("message.solutionKeptHidden", [:])
    case .solutionHeading: return ("message.solutionHeading", [:])
    case .solutionOnInputLine: return ("message.solutionOnInputLine", [:])
    case .noGoalsInFreePlay: return ("message.noGoalsInFreePlay", [:])
    case .alreadyInFreePlay: return ("message.alreadyInFreePlay", [:])
    case .freePlay(let lessonID):
      return ("message.freePlay", ["lessonID": .text(lessonID)])
    case .lessonHeading(let number, let count, let title):
      return (
        "message.lessonHeading",
        ["number": .number(number), "count": .number(count), "title": .text(title)]
      )
    case .from(let source):
      return ("message.from", ["source": .text(source)])
    case .stepHeading(let number, let count, let title):
      return (
        "message.stepHeading",
        ["number": .number(number), "count": .number(count), "title": .text(title)]
      )
    case .goalsHeading: return ("message.goalsHeading", [:])
    case .stepFooter: return ("message.stepFooter", [:])
    case .screenNotDrawn(let device, let iOS):
      return ("message.screenNotDrawn", ["device": .text(device), "iOS": .text(iOS)])
    case .stepDone: return ("message.stepDone", [:])
    case .stepFinishedAssisted: return ("message.stepFinishedAssisted", [:])
    case .stepDoneExplore: return ("message.stepDoneExplore", [:])
    case .stepFinishedAssistedExplore: return ("message.stepFinishedAssistedExplore", [:])
    case .lessonComplete(let id):
      return ("message.lessonComplete", ["id": .text(id)])
    case .stepRestarted(let number):
      return ("message.stepRestarted", ["number": .number(number)])
    case .courseFinished: return ("message.courseFinished", [:])
    case .courseFinishedWithUnfinished(let count):
      return ("message.courseFinishedWithUnfinished", ["count": .number(count)])
    case .languageNow(let name):
      return ("message.languageNow", ["name": .text(name)])
    case .languageChoices(let name, let choices):
      return ("message.languageChoices", ["name": .text(name), "choices": .text(choices)])
    case .unknownLanguage(let code, let choices):
      return ("message.unknownLanguage", ["code": .text(code), "choices": .text(choices)])
    case .readingObjectiveC: return ("message.readingObjectiveC", [:])
    case .readingSwift: return ("message.readingSwift", [:])
    case .swiftOfObjectiveC: return ("message.swiftOfObjectiveC", [:])
    case .uikitOfSwiftUI: return ("message.uikitOfSwiftUI", [:])
    case .noSwiftUIPresentation: return ("message.noSwiftUIPresentation", [:])
    }
  }

  /// The text in `language`.
  func text(in language: Language) -> String {
    let (key, arguments) = words
    return Words.text(key, in: language.code, arguments)
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
    ] + Session.commands.map { .summary(command: $0.name) }
}

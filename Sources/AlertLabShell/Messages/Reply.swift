import AlertLabKit
import AlertLabTutor

/// The shell's replies to commands and its own notes, with their arguments typed: like
/// `Message`, one `switch` per language (`Reply+English.swift`, `+Chinese`, `+Hindi`), so a
/// reply missing in a language does not compile. Arguments that come from the learner or a
/// file are escaped before they are given here.
enum Reply: Sendable {
  case commandMissing
  case unknownCommand(name: String, suggestion: String?)
  case whichButton(onScreen: String)
  /// The titles on screen, already quoted (`"OK", "Cancel"`), or nil when there are none.
  case buttons(String?)
  case typeUsage
  case keyUsage
  /// `:segue`'s usage; the storyboard's segues (none); one segue, as declared or listed
  /// (`kind` is `show`, `modal` or `popover`; `from` the quoted title of its control).
  case segueUsage
  case noSegues
  case segue(identifier: String, kind: String, destination: String, from: String?)
  case segueNoControl(title: String, controls: String)
  /// `:pick`'s usage; no date picker on screen, or none of that number (`count` shown).
  case pickUsage
  case noDatePicker
  case noDatePickerNumbered(number: Int, count: Int)
  case unknownDevice(name: String?, suggestion: String?, devices: String)
  case iOSUsage
  case nothingWrongInStep
  case nothingWrongInFreePlay
  case nothingWrongYet
  case noRule(id: String, suggestion: String?)
  case rulesFooter
  case freshApp
  case colorUsage
  case colorIs(on: Bool)
  case asciiUsage
  case asciiIs(on: Bool)
  case simulatorConditions
  case collectionOrder
  case notAViewController(name: String)
  /// `:inspect`: how to use it, and a name that is not a view.
  case inspectUsage
  /// `ipad-split` before iOS 9: there is no Split View, the app fills the iPad.
  case noSplitViewBefore9
  case notAView(name: String)
  /// The Attributes inspector's heading: the variable and its class.
  case inspectorHeading(name: String, className: String)
  case noInspectables(className: String)
  case notInspectable(property: String, className: String, properties: String)
  /// A property Swift accepts but Interface Builder has no editor for.
  case noEditor(type: String)
  /// What Interface Builder draws: the view itself, or the empty box of a view whose code
  /// it does not run.
  case rendersDesignable(className: String)
  case rendersBlank(className: String)
  case nothingToRedo
  case nothingToUndoKeepsNone
  case nothingToUndoStepStart
  case nothingToUndo
  /// After "nothing has gone wrong" in a step: the goals not met yet follow.
  case goalsNotMet
  /// After the goals not met in a step: a hint of the step's ` ```hints ` block fits the
  /// learner's state and `:hint` would show it.
  case hintFitsNow
  case undone(input: String)
  case redone(input: String)
  case noVariables
  case sceneObjectsHeading
  case functionsHeading
  case classesHeading
  /// AlertLab's advice line: the advice (already in the language) and the rule to explain.
  case advice(String, ruleID: String)
  /// A note of AlertLab's: the prefix before a note the world or the interpreter printed.
  case note(String)
  case moreOutput(characters: Int)
  case progressNotSaved(reason: String)
  case lessonEnvironmentUnknown(id: String)
  case stepWaitsForNext
  case lessonRunsOn(device: String, iOS: String, unused: [String])
  case unusedDevice(name: String)
  case unusedIOS(version: String)
  case lessonState(LessonState)
  case courseLine(bar: String)
  /// A screen drawing shortened to fit the terminal's height: how many rows were left out.
  case rowsLeftOut(Int)
  /// A lesson's start taller than the terminal: shown a page at a time.
  case morePage(lines: Int)
  case drawingTooWide(columns: Int, terminal: Int)
  /// A device's name in a sentence (`iPad in Split View, landscape`).
  case device(Device)

  /// The text in `language`.
  func text(in language: Language) -> String {
    switch language {
    case .zh: return chinese
    case .hi: return hindi
    default: return english
    }
  }

  /// One of each reply, for the tests that check every language has every text.
  static let examples: [Reply] =
    [
      .commandMissing, .unknownCommand(name: "frob", suggestion: nil),
      .unknownCommand(name: "lesons", suggestion: "lessons"), .whichButton(onScreen: "\"OK\""),
      .buttons(nil), .typeUsage, .keyUsage, .segueUsage, .noSegues,
      .segue(identifier: "showDetail", kind: "popover", destination: "UIViewController", from: nil),
      .segue(identifier: "a", kind: "show", destination: "Detail", from: "\"+\""),
      .segueNoControl(title: "x", controls: "\"+\""), .pickUsage, .noDatePicker,
      .noDatePickerNumbered(number: 3, count: 2),
      .unknownDevice(name: nil, suggestion: nil, devices: "iphone, ipad"),
      .unknownDevice(name: "ipda", suggestion: "ipad", devices: "iphone, ipad"), .iOSUsage,
      .nothingWrongInStep, .nothingWrongInFreePlay, .nothingWrongYet,
      .noRule(id: "one-cancle", suggestion: "one-cancel"), .noRule(id: "", suggestion: nil),
      .rulesFooter, .freshApp, .colorUsage, .colorIs(on: true), .colorIs(on: false), .asciiUsage,
      .asciiIs(on: true), .asciiIs(on: false), .simulatorConditions, .collectionOrder,
      .notAViewController(name: "x"), .inspectUsage, .noSplitViewBefore9, .notAView(name: "x"),
      .inspectorHeading(name: "v", className: "CustomView"),
      .noInspectables(className: "CustomView"),
      .notInspectable(property: "x", className: "CustomView", properties: "borderWidth"),
      .noEditor(type: "UIFont"), .rendersDesignable(className: "CustomView"),
      .rendersBlank(className: "CustomView"), .nothingToRedo, .nothingToUndoKeepsNone,
      .nothingToUndoStepStart, .nothingToUndo, .goalsNotMet, .hintFitsNow,
      .undone(input: "let a = 1"),
      .redone(input: "let a = 1"), .noVariables, .sceneObjectsHeading, .functionsHeading,
      .classesHeading, .advice("A", ruleID: "destructive-first"), .note("N"),
      .moreOutput(characters: 12), .progressNotSaved(reason: "disk full"),
      .lessonEnvironmentUnknown(id: "x"), .stepWaitsForNext,
      .lessonRunsOn(device: "iPad", iOS: "8.0", unused: ["A", "B"]),
      .unusedDevice(name: "ipad"), .unusedIOS(version: "8.0"), .courseLine(bar: "[###]"),
      .rowsLeftOut(3), .morePage(lines: 12), .drawingTooWide(columns: 90, terminal: 80),
    ] + LessonState.allCases.map { .lessonState($0) }
    + Device.Model.allCases.flatMap { model in
      [Device(model: model), Device(model: model).rotated()].map { .device($0) }
    }
}

extension Session {
  /// One of the shell's replies, in the learner's language.
  func text(_ reply: Reply) -> String {
    reply.text(in: language)
  }
}

import AlertLabKit
import AlertLabTutor
import AlertLabWords

/// The shell's replies to commands and its own notes, with their arguments typed. Like
/// `Message`'s, their words are in the words file of each language (`Words/en.words`,
/// `zh.words`, …), under the key `reply.CASE` (`reply.lessonState.STATE` and
/// `reply.device.MODEL` for the cases that name one of several); a test requires every key in
/// every language, with the arguments the case gives. Arguments that come from the learner or
/// a file are escaped before they are given here.
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
  /// `name`: what was typed after `:device`, if anything; `devices`: the names it takes.
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
  /// A lesson that starts on its own device and iOS version: the `--device` and `--ios`
  /// given at launch (`unusedDevice`, `unusedIOS`, each already in words) wait.
  case lessonRunsOn(device: String, iOS: String, unusedDevice: String?, unusedIOS: String?)
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

  /// The text's key in the words files (`Words/*.words`) and its arguments.
  var words: (key: String, arguments: [String: WordValue]) {
    switch self {
    case .commandMissing: return ("reply.commandMissing", [:])
    case .unknownCommand(let name, let suggestion):
      return ("reply.unknownCommand", ["name": .text(name), "suggestion": .optional(suggestion)])
    case .whichButton(let onScreen):
      return ("reply.whichButton", ["onScreen": .text(onScreen)])
    case .buttons(let titles): return ("reply.buttons", ["titles": .optional(titles)])
    case .typeUsage: return ("reply.typeUsage", [:])
    case .keyUsage: return ("reply.keyUsage", [:])
    case .segueUsage: return ("reply.segueUsage", [:])
    case .noSegues: return ("reply.noSegues", [:])
    case .segue(let identifier, let kind, let destination, let from):
      return (
        "reply.segue",
        [
          "identifier": .text(identifier), "kind": .text(kind),
          "destination": .text(destination), "from": .optional(from),
        ]
      )
    case .segueNoControl(let title, let controls):
      return ("reply.segueNoControl", ["title": .text(title), "controls": .text(controls)])
    case .pickUsage: return ("reply.pickUsage", [:])
    case .noDatePicker: return ("reply.noDatePicker", [:])
    case .noDatePickerNumbered(let number, let count):
      return ("reply.noDatePickerNumbered", ["number": .number(number), "count": .number(count)])
    case .unknownDevice(let name, let suggestion, let devices):
      // `named` chooses, not `name`: a device typed as `none` is still named.
      return (
        "reply.unknownDevice",
        [
          "named": .flag(name != nil), "name": .optional(name),
          "suggestion": .optional(suggestion), "devices": .text(devices),
        ]
      )
    case .iOSUsage: return ("reply.iOSUsage", [:])
    case .nothingWrongInStep: return ("reply.nothingWrongInStep", [:])
    case .nothingWrongInFreePlay: return ("reply.nothingWrongInFreePlay", [:])
    case .nothingWrongYet: return ("reply.nothingWrongYet", [:])
    case .noRule(let id, let suggestion):
      return ("reply.noRule", ["id": .text(id), "suggestion": .optional(suggestion)])
    case .rulesFooter: return ("reply.rulesFooter", [:])
    case .freshApp: return ("reply.freshApp", [:])
    case .colorUsage: return ("reply.colorUsage", [:])
    case .colorIs(let on): return ("reply.colorIs", ["on": .flag(on)])
    case .asciiUsage: return ("reply.asciiUsage", [:])
    case .asciiIs(let on): return ("reply.asciiIs", ["on": .flag(on)])
    case .simulatorConditions: return ("reply.simulatorConditions", [:])
    case .collectionOrder: return ("reply.collectionOrder", [:])
    case .notAViewController(let name):
      return ("reply.notAViewController", ["name": .text(name)])
    case .inspectUsage: return ("reply.inspectUsage", [:])
    case .noSplitViewBefore9: return ("reply.noSplitViewBefore9", [:])
    case .notAView(let name): return ("reply.notAView", ["name": .text(name)])
    case .inspectorHeading(let name, let className):
      return ("reply.inspectorHeading", ["name": .text(name), "className": .text(className)])
    case .noInspectables(let className):
      return ("reply.noInspectables", ["className": .text(className)])
    case .notInspectable(let property, let className, let properties):
      return (
        "reply.notInspectable",
        [
          "property": .text(property), "className": .text(className),
          "properties": .text(properties),
        ]
      )
    case .noEditor(let type): return ("reply.noEditor", ["type": .text(type)])
    case .rendersDesignable(let className):
      return ("reply.rendersDesignable", ["className": .text(className)])
    case .rendersBlank(let className):
      return ("reply.rendersBlank", ["className": .text(className)])
    case .nothingToRedo: return ("reply.nothingToRedo", [:])
    case .nothingToUndoKeepsNone: return ("reply.nothingToUndoKeepsNone", [:])
    case .nothingToUndoStepStart: return ("reply.nothingToUndoStepStart", [:])
    case .nothingToUndo: return ("reply.nothingToUndo", [:])
    case .goalsNotMet: return ("reply.goalsNotMet", [:])
    case .hintFitsNow: return ("reply.hintFitsNow", [:])
    case .undone(let input): return ("reply.undone", ["input": .text(input)])
    case .redone(let input): return ("reply.redone", ["input": .text(input)])
    case .noVariables: return ("reply.noVariables", [:])
    case .sceneObjectsHeading: return ("reply.sceneObjectsHeading", [:])
    case .functionsHeading: return ("reply.functionsHeading", [:])
    case .classesHeading: return ("reply.classesHeading", [:])
    case .advice(let advice, let ruleID):
      return ("reply.advice", ["advice": .text(advice), "ruleID": .text(ruleID)])
    case .note(let note): return ("reply.note", ["note": .text(note)])
    case .moreOutput(let characters):
      return ("reply.moreOutput", ["characters": .number(characters)])
    case .progressNotSaved(let reason):
      return ("reply.progressNotSaved", ["reason": .text(reason)])
    case .lessonEnvironmentUnknown(let id):
      return ("reply.lessonEnvironmentUnknown", ["id": .text(id)])
    case .stepWaitsForNext: return ("reply.stepWaitsForNext", [:])
    case .lessonRunsOn(let device, let iOS, let unusedDevice, let unusedIOS):
      return (
        "reply.lessonRunsOn",
        [
          "device": .text(device), "iOS": .text(iOS), "unusedDevice": .optional(unusedDevice),
          "unusedIOS": .optional(unusedIOS),
        ]
      )
    case .unusedDevice(let name): return ("reply.unusedDevice", ["name": .text(name)])
    case .unusedIOS(let version): return ("reply.unusedIOS", ["version": .text(version)])
    case .lessonState(let state): return (state.wordsKey, [:])
    case .courseLine(let bar): return ("reply.courseLine", ["bar": .text(bar)])
    case .rowsLeftOut(let rows): return ("reply.rowsLeftOut", ["rows": .number(rows)])
    case .morePage(let lines): return ("reply.morePage", ["lines": .number(lines)])
    case .drawingTooWide(let columns, let terminal):
      return (
        "reply.drawingTooWide", ["columns": .number(columns), "terminal": .number(terminal)]
      )
    case .device(let device):
      return device.words
    }
  }

  /// The text in `language`.
  func text(in language: Language) -> String {
    let (key, arguments) = words
    return Words.text(key, in: language.code, arguments)
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
      .moreOutput(characters: 12), .moreOutput(characters: 1),
      .progressNotSaved(reason: "disk full"),
      .lessonEnvironmentUnknown(id: "x"), .stepWaitsForNext,
      .lessonRunsOn(device: "iPad", iOS: "8.0", unusedDevice: "A", unusedIOS: "B"),
      .lessonRunsOn(device: "iPad", iOS: "8.0", unusedDevice: "A", unusedIOS: nil),
      .lessonRunsOn(device: "iPad", iOS: "8.0", unusedDevice: nil, unusedIOS: "B"),
      .unusedDevice(name: "ipad"), .unusedIOS(version: "8.0"), .courseLine(bar: "[###]"),
      .rowsLeftOut(3), .rowsLeftOut(1), .morePage(lines: 12), .morePage(lines: 1),
      .unknownDevice(name: "none", suggestion: nil, devices: "iphone"),
      .drawingTooWide(columns: 90, terminal: 80),
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

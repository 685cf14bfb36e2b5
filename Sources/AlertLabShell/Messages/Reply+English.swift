import AlertLabKit

extension Reply {
  /// The reply in English, the catalog's source.
  var english: String {
    switch self {
    case .commandMissing: return "Type a command after ':' — :help lists them."
    case .unknownCommand(let name, let suggestion):
      return "Unknown command ':\(name)'." + (suggestion.map { " Did you mean ':\($0)'?" } ?? "")
        + " :help lists the commands."
    case .whichButton(let onScreen):
      return "Which button? For example :tap \"OK\". On screen: \(onScreen)."
    case .buttons(let titles): return titles ?? "no buttons"
    case .typeUsage:
      return
        "Usage: :type \"text\" (the one text field), :type 1 \"text\" or :type \"Placeholder\" \"text\"."
    case .keyUsage: return "Usage: :key return or :key escape."
    case .segueUsage:
      return "Usage: :segue \"ID\" show|modal|popover [DestinationClass] [in navigation] "
        + "[from \"Title\"]: a segue of the storyboard from self (in navigation: the "
        + "destination is embedded in a navigation controller, for modal and popover; from: the "
        + "control it is drawn from, which triggers it and anchors a popover). "
        + ":segue \"ID\" unwind ACTION: an unwind segue that controllers above self perform, "
        + "heard by self's unwind action ACTION(_:). :segue alone lists them."
    case .noSegues:
      return "The storyboard has no segues from self: :segue \"ID\" show|modal|popover "
        + "declares one."
    case .segue(let identifier, let kind, let destination, let from):
      return "Segue \"\(identifier)\": \(kind) → \(destination)"
        + (from.map { ", from \($0) (a tap performs it)" } ?? ", performed in code")
    case .pickUsage:
      return "Usage: :pick [N] YYYY-MM-DD [HH:MM] | HH:MM: turns the wheels of the date picker "
        + "on screen (N: the Nth from the top) to that date, that time (24-hour clock), or "
        + "both; a count-down timer takes hours and minutes, H:MM."
    case .noDatePickerNumbered(let number, let count):
      return "There is no date picker number \(number) on screen (date pickers shown: \(count))."
    case .noDatePicker:
      return "There is no date picker on screen: add a UIDatePicker to a view in the window, "
        + "or to the view of the alert that is up."
    case .segueNoControl(let title, let controls):
      return "No control \"\(title)\" in the scene to draw the segue from. Controls: \(controls)."
    case .unknownDevice(let name, let suggestion, let devices):
      return "Unknown device\(name.map { " '\($0)'" } ?? ""). "
        + (suggestion.map { "Did you mean '\($0)'? " } ?? "") + "Devices: " + devices + "."
    case .iOSUsage: return "Give an iOS version from 7.0 to 26, for example :ios 8 or :ios 17.0."
    case .nothingWrongInStep:
      return "Nothing has gone wrong in this step: :why explains its last crash or warning."
    case .nothingWrongInFreePlay:
      return "Nothing has gone wrong in free play: :why explains its last crash or warning."
    case .nothingWrongYet:
      return "Nothing has gone wrong yet: :why explains the last crash or warning."
    case .noRule(let id, let suggestion):
      return "No rule '\(id)'. " + (suggestion.map { "Did you mean '\($0)'? " } ?? "")
        + ":rules lists them."
    case .rulesFooter: return ":explain ID tells more about one, for example :explain one-cancel."
    case .freshApp:
      return "A fresh app: your variables and functions are gone (:undo brings them back)."
    case .colorUsage: return "Usage: :color on or :color off."
    case .colorIs(let on): return "Colour is \(on ? "on" : "off")."
    case .asciiUsage: return "Usage: :ascii on or :ascii off."
    case .asciiIs(let on): return "ASCII drawing is \(on ? "on" : "off")."
    case .simulatorConditions:
      return "The app is an iOS app in a debug build on a simulator: #if os(iOS), DEBUG, "
        + "targetEnvironment(simulator) and swift(>=5) are true."
    case .collectionOrder:
      return "Dictionaries and sets keep their insertion order here (Swift's order is "
        + "unspecified), so output is the same on every run."
    case .notAViewController(let name):
      return "'\(name)' is not a view controller: :render draws alerts and controllers."
    case .noSplitViewBefore9:
      return "Split View came with iOS 9: before it an iPad app always fills the screen, so "
        + "the device is ipad (regular width)."
    case .inspectUsage:
      return "Usage: :inspect NAME, or :inspect NAME PROPERTY VALUE with the value in Swift "
        + "(:inspect v borderWidth 2, :inspect v borderColor UIColor.red)."
    case .notAView(let name):
      return "'\(name)' is not a view: :inspect shows the Attributes inspector of a UIView of "
        + "your own class."
    case .inspectorHeading(let name, let className):
      return "Attributes inspector of \(name) (\(className)):"
    case .noInspectables(let className):
      return "\(className) has no @IBInspectable properties: the inspector shows only UIView's "
        + "own attributes."
    case .notInspectable(let property, let className, let properties):
      return "\(className) has no @IBInspectable property '\(property)'. Its inspectable "
        + "properties: \(properties)."
    case .noEditor(let type):
      return "not in the inspector: Interface Builder has no editor for \(type) (AlertLab's "
        + "words: Xcode simply leaves it out)"
    case .rendersDesignable(let className):
      return "Interface Builder renders it live, running its code: \(className) is "
        + "@IBDesignable."
    case .rendersBlank(let className):
      return "Interface Builder draws an empty box: \(className) is not @IBDesignable, so "
        + "Interface Builder does not run its code (add @IBDesignable before 'class')."
    case .nothingToRedo: return "Nothing to redo."
    case .nothingToUndoKeepsNone: return "Nothing to undo: this run keeps no states to go back to."
    case .nothingToUndoStepStart:
      return "Nothing to undo: this is where the step began (:reset starts it again)."
    case .nothingToUndo: return "Nothing to undo."
    case .goalsNotMet: return "Not met yet:"
    case .hintFitsNow: return "A hint fits where you are now: :hint shows it."
    case .undone(let input): return "Undone: " + input
    case .redone(let input): return "Redone: " + input
    case .noVariables: return "No variables yet."
    case .sceneObjectsHeading: return "On the screen (from the scene):"
    case .functionsHeading: return "Your functions (methods of self):"
    case .classesHeading: return "Your classes:"
    case .advice(let text, let ruleID): return "advice: \(text) (:explain \(ruleID))"
    case .note(let text): return "note: " + text
    case .moreOutput(let count): return "… (\(count) more characters of output)"
    case .progressNotSaved(let reason): return "Your progress could not be saved: \(reason)"
    case .lessonEnvironmentUnknown(let id):
      return "Lesson \(id) names a device or iOS version AlertLab does not know."
    case .stepWaitsForNext: return "(This step is done: :next moves on.)"
    case .lessonRunsOn(let device, let iOS, let unused):
      return "This lesson runs on \(device), iOS \(iOS), so "
        + unused.joined(separator: " and ") + " waits until you ask."
    case .unusedDevice(let name): return "--device \(name) (:device \(name) switches)"
    case .unusedIOS(let version): return "--ios \(version) (:ios \(version) switches)"
    case .lessonState(let state): return state.word
    case .courseLine(let bar): return "Course: \(bar) lessons finished"
    case .device(let device): return device.displayName
    case .rowsLeftOut(let rows):
      return "(\(rows) repeated rows left out to fit the terminal; :render draws all.)"
    case .morePage(let lines):
      return "-- Return shows more (\(lines) more lines; the step comes last) --"
    case .drawingTooWide(let columns, let terminal):
      return "(The drawing is \(columns) columns wide and your terminal \(terminal): widen the "
        + "terminal to see it, or try ':device iphone'. Meanwhile, in words:)"
    }
  }
}

import AlertLabKit

extension Message {
  /// The text in English, the catalog's source.
  var english: String {
    switch self {
    case .bannerTitle(let version):
      return "AlertLab \(version): UIKit alerts, action sheets and popovers, simulated."
    case .bannerCommands:
      return "Type Swift; gestures start with ':'. :help lists the commands; :quit leaves."
    case .bannerNew: return "New here? :lesson 1 starts the course."
    case .bannerReturning: return ":lessons shows the course and your progress."
    case .helpIntro:
      return "Type Swift as in the articles; it runs against a simulated UIKit. Commands:"
    case .helpUnknownCommand(let name): return "No command ':\(name)'. :help lists them."
    case .summary(let command): return Self.englishSummary(command)
    case .crashRestarted(let script):
      return "AlertLab restarted the app: everything before this statement is intact. "
        + (script ? "Why:" : ":why explains.")
    case .noCourse: return "No course found: run alertlab from its checkout, or give --lessons DIR."
    case .courseEmpty: return "The course has no lessons."
    case .welcomeBack: return "Welcome back: resuming where you stopped."
    case .whichLesson: return "Which lesson? :lessons lists them, e.g. :lesson first-alert."
    case .noLesson(let id, let suggestion, let count):
      return "No lesson '\(id)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        + (count.map { " The lessons are numbered 1 to \($0)." } ?? "") + " :lessons lists them."
    case .notInLesson: return "You are not in a lesson: :lessons lists them."
    case .firstStepOfCourse: return "This is the first step of the course."
    case .lastStepOfCourse: return "That was the last step of the course. Well done!"
    case .hintsBelongToSteps: return "Hints belong to lesson steps: :lessons lists them."
    case .noHints: return "This step has no hints."
    case .noMoreHints: return "No more hints: :solution shows the answer."
    case .hint(let number, let count): return "Hint \(number)/\(count): "
    case .situationalHint: return "Hint (for where you are now):"
    case .solutionsBelongToSteps: return "Solutions belong to lesson steps: :lessons lists them."
    case .solutionQuestion:
      return "Show the solution? The step will count as assisted, not done. Type y to see it."
    case .solutionKeptHidden: return "Kept hidden. Keep going!"
    case .solutionHeading: return "The solution:"
    case .solutionOnInputLine:
      return "The solution is on the input line: press Enter to run it, or edit it first."
    case .noGoalsInFreePlay: return "You are not in a lesson: there are no goals in free play."
    case .alreadyInFreePlay: return "You are already in free play."
    case .freePlay(let lessonID):
      return "Free play: no goals are checked. :lesson takes you back to \(lessonID)."
    case .lessonHeading(let number, let count, let title):
      return "Lesson \(number) of \(count): \(title)"
    case .from(let source): return "From: \(source)"
    case .stepHeading(let number, let count, let title):
      return "Step \(number) of \(count): \(title)"
    case .goalsHeading: return "Goals:"
    case .stepFooter: return "(:hint for a hint, :solution for the answer, :sandbox for free play)"
    case .screenNotDrawn(let device, let iOS):
      return "(\(device), iOS \(iOS): :render draws the screen.)"
    case .stepDone: return "Step done!"
    case .stepDoneExplore: return "Step done — explore, then :next."
    case .stepFinishedAssistedExplore:
      return "Step finished (with the solution's help) — explore, then :next."
    case .stepFinishedAssisted: return "Step finished (with the solution's help)."
    case .lessonComplete(let id): return "Lesson \(id) complete. On to the next lesson."
    case .stepRestarted(let number):
      return "Step \(number) starts again: a fresh app with the step's setup (:undo brings back "
        + "your work)."
    case .courseFinished:
      return "That was the last step of the course, and every lesson is finished. Well done!"
    case .courseFinishedWithUnfinished(let count):
      return "That was the last lesson of the course; \(count) are not finished yet "
        + "(:lessons shows which)."
    case .languageNow(let name): return "Language: \(name)."
    case .languageChoices(let name, let choices):
      return "Language: \(name). :lang CODE switches to \(choices)."
    case .unknownLanguage(let code, let choices):
      return "Unknown language '\(code)': AlertLab speaks \(choices)."
    case .readingObjectiveC:
      return
        "Reading Objective-C. Right after a statement, :swift shows the Swift it became; :swift again reads Swift."
    case .readingSwift:
      return "Reading Swift (unmistakable Objective-C is still read as Objective-C)."
    case .swiftOfObjectiveC: return "In today's Swift:"
    case .uikitOfSwiftUI:
      return "The last SwiftUI presentation, as the UIKit it became on the device:"
    case .noSwiftUIPresentation:
      return "No SwiftUI presentation has been shown yet: after an .alert, .confirmationDialog, "
        + ".sheet or .popover appears, :uikit prints the UIKit code it became."
    }
  }

  static func englishSummary(_ command: CommandName) -> String {
    switch command {
    case .help: return "list the commands, or explain one"
    case .quit: return "leave AlertLab (Ctrl-D does the same)"
    case .tap:
      return "tap a button of the alert or action sheet on screen, or with nothing up a "
        + "control of the screen (\"+\", \"Show Sheet\"): your @IBAction runs, or its UIMenu "
        + "opens (then tap an item); TAPS taps a view that many times (2: a double tap)"
    case .type: return "type into a text field of the alert or the view (numbered from 1)"
    case .tapout: return "tap outside the alert, sheet or popover"
    case .swipe: return "swipe a table row to delete it"
    case .segue: return "declare a storyboard segue from self (alone: list them)"
    case .pick: return "turn the wheels of the date picker on screen"
    case .key: return "press Return or Escape on a hardware keyboard"
    case .background: return "send the app to the background"
    case .rotate: return "turn the device a quarter"
    case .wait:
      return "let SECONDS pass on the app's clock: asyncAfter, dispatch_after, timers and "
        + "perform(_:with:afterDelay:) run when their time comes"
    case .device: return "switch device: " + Device.names.joined(separator: ", ")
    case .ios: return "switch the iOS version (7.0 and later)"
    case .render: return "draw the screen, or a controller not yet presented"
    case .describe: return "describe the screen in sentences"
    case .inspect:
      return "the Attributes inspector of a view of your own class: its @IBInspectable "
        + "properties and what Interface Builder draws; with PROPERTY VALUE, set one as "
        + "Interface Builder does (didSet runs)"
    case .vars: return "list your variables"
    case .why: return "explain the last crash or warning"
    case .explain: return "explain any rule"
    case .rules: return "list UIKit's rules AlertLab simulates"
    case .undo:
      return "take back the last statement that changed something (the last 1,000 are kept)"
    case .redo: return "put it back"
    case .reset:
      return "start again with a fresh app; in a lesson, start the step again with its setup"
    case .history: return "list what you typed"
    case .clear: return "clear the terminal"
    case .color: return "colour in drawings"
    case .ascii: return "draw with ASCII characters only"
    case .lang: return "the language of AlertLab and the lessons (English, Chinese, Hindi)"
    case .objc:
      return "read what you type as Objective-C, as the articles wrote it (KVO: arrowOffset, "
        + "arrowDirection)"
    case .swift: return "show the Swift the last Objective-C became; read Swift again"
    case .uikit: return "show the UIKit code the last SwiftUI presentation became"
    case .lessons: return "the course, with your progress"
    case .lesson: return "start or resume a lesson (or return from :sandbox)"
    case .next: return "the next step"
    case .prev: return "the previous step"
    case .skip: return "skip this step (recorded as skipped)"
    case .hint: return "the next hint for this step"
    case .solution: return "the step's solution (asks first; counts as assisted)"
    case .goal: return "this step's goals, checked now"
    case .sandbox: return "free play, no goals (:lesson returns)"
    }
  }
}

/// The words `:describe` and a drawing's caption are made of, as templates with `{1}`, `{2}`
/// where the names go. The shell reads them from every language's words file (`[screen]` in
/// `Words/*.words`) and passes them in (as `RuleWords` does for rules), so the drawing code
/// stays free of any language; the Kit, which does not read words files, keeps the English
/// of `Words/en.words` as the default of a drawing made without the shell (a test keeps the
/// two equal). What is drawn from the learner's code (titles, messages, class names) is
/// filled in as it is.
@dynamicMemberLookup
public struct ScreenWords: Sendable, Hashable {
  /// The words, read and set as the properties of `ScreenWords` (`words.alert`).
  public struct Words: Sendable, Hashable {
    /// A device by its English display name (`iPhone, portrait`); a name not here is shown
    /// in English.
    public var devices: [String: String] = [:]
    /// `{1}, iOS {2}.`: the device and the iOS version.
    public var screen = "{1}, iOS {2}."
    public var navigationBar = "Navigation bar: {1}."
    public var navigationBarWithItem = "Navigation bar: {1}, with the bar button {2}."
    public var navigationBarWithItems = "Navigation bar: {1}, with the bar buttons {2}."
    /// Over a controller pushed above `self`: its title and the back button's.
    public var navigationBarWithBack = "Navigation bar: {1}, with the back button \"{2}\"."
    /// A deferred menu element whose elements have not come yet.
    public var menuLoading = "a row still loading (a deferred element)"
    /// The view of a controller pushed above `self`: its title or class.
    public var pushedView = "View: {1}, pushed on the navigation controller."
    public var noTitle = "no title"
    /// A bar button item: its title and its name in the scene.
    public var barButton = "\"{1}\" ({2})"
    public var view = "View: {1}."
    public var viewButton = "button \"{1}\""
    /// What the view of a presented controller shows: its labels and buttons, in order.
    public var presentedShows = "It shows {1}."
    /// A label's text in that list.
    public var viewLabel = "\"{1}\""
    /// A text field of the view: its number (as `:type` counts) and what it shows.
    public var viewField = "text field {1} {2}"
    /// A date picker and what it shows (`Jan 1, 2024, 9:41 AM`).
    public var datePicker = "date picker showing {1}"
    /// The same, as a sentence of its own (on an alert).
    public var datePickerSentence = "Date picker showing {1}"
    public var noButtonsInView = "no buttons"
    public var fullScreen = "Full screen: {1}."
    public var pageSheet = "Page sheet over the dimmed screen: {1}."
    public var formSheet = "Form sheet in the middle of the dimmed screen: {1}."
    /// Where the popover is, the controller, its size (`sizeInPoints`, or nothing).
    public var popover = "Popover {1}: {2}{3}."
    public var presented = "Presented: {1}."
    public var alert = "Alert."
    public var sheetInPopover = "Action sheet in a popover {1}."
    public var sheetAtBottom = "Action sheet at the bottom of the screen."
    public var title = "Title: {1}"
    public var message = "Message: {1}"
    /// What ends a sentence that does not end with one of `sentenceEnds` already.
    public var fullStop = "."
    public var sentenceEnds = ".?!。？！…"
    /// Between two sentences.
    public var sentenceSeparator = " "
    public var textFields = "Text fields: {1}."
    /// A text field: its number and what it shows.
    public var field = "{1} {2}"
    public var buttons = "Buttons: {1}."
    public var noButtons = "No buttons."
    public var hiddenCancel = "The cancel button \"{1}\" is hidden: tap outside to cancel."
    /// A button or field and what the drawing shows of it (`Cancel (cancel, bold)`).
    public var withTraits = "{1} ({2})"
    public var separator = ", "
    /// Between the last two of a list (`"a", "b" and "c"`).
    public var lastSeparator = " and "
    public var cancel = "cancel"
    public var destructive = "destructive"
    public var bold = "bold"
    public var disabled = "disabled"
    public var untitled = "untitled"
    public var empty = "empty"
    public var placeholder = "placeholder"
    public var secure = "secure"
    public var quoted = "\"{1}\""
    /// The traits set through private keys: a colour's name stays as UIKit spells it.
    public var textColor = "{1} text"
    public var titleColor = "title in {1}"
    public var messageColor = "message in {1}"
    public var checked = "checked"
    public var image = "image \"{1}\""
    public var noArrow = "in the middle of the screen, without an arrow"
    /// The arrow's direction and what it points at.
    public var pointing = "pointing {1} at {2}"
    public var up = "up"
    public var down = "down"
    public var left = "left"
    public var right = "right"
    public var sourceView = "its source view"
    public var barButtonAnchor = "the bar button \"{1}\" ({2})"
    public var buttonAnchor = "button \"{1}\""
    public var viewAnchor = "the view {1}"
    public var sizeInPoints = ", {1} by {2} points"
    /// A popover allowed to overlap its anchor (`canOverlapSourceViewRect`) that does.
    public var overAnchor = ", over its anchor"
    /// A controller with a title: the title and the class.
    public var controller = "\"{1}\" ({2})"
    public var legacyAlertView = "Alert view (iOS 7)."
    public var legacySheetInPopover = "Action sheet (iOS 7) in a popover."
    public var legacySheetAtBottom = "Action sheet (iOS 7) at the bottom of the screen."
    /// Under a table's last drawn row: how many rows are not drawn.
    public var moreRows = "{1} more rows"
    /// The same when the table has more sections than AlertLab read.
    public var moreRowsAndSections = "{1} more rows, and more sections"
    /// `:describe`'s sentence for a table view: its rows; with the first of them when any
    /// was read.
    public var table = "Table: {1} rows."
    public var tableWithFirstRows = "Table: {1} rows, first {2}."
    /// `:describe`'s sentence for an open UIMenu: the control it opened from, its title.
    public var menu = "Menu of {1}."
    public var menuWithTitle = "Menu of {1}, titled {2}."
    /// A menu item that opens a submenu.
    public var submenu = "submenu"

    public init() {}
  }

  /// The words, shared by every copy (drawing options are copied for every statement the
  /// shell draws after); setting a word makes a box of its own.
  private final class Box: Sendable {
    let words: Words
    init(_ words: Words) { self.words = words }
  }
  private var box: Box

  public init() { box = Box(Words()) }

  public subscript<Word>(dynamicMember path: WritableKeyPath<Words, Word>) -> Word {
    get { box.words[keyPath: path] }
    set {
      var words = box.words
      words[keyPath: path] = newValue
      box = Box(words)
    }
  }

  public static func == (lhs: ScreenWords, rhs: ScreenWords) -> Bool {
    lhs.box === rhs.box || lhs.box.words == rhs.box.words
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.words) }

  /// The English the world speaks, as `Words/en.words` writes it.
  public static let english = ScreenWords()

  /// `device`'s name in these words.
  public func name(of device: Device) -> String {
    box.words.devices[device.displayName] ?? device.displayName
  }

  /// `template` with `{1}`, `{2}` … replaced by `values`, in one pass (a value holding `{2}`
  /// stays as it is).
  public static func fill(_ template: String, _ values: String...) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let number = Int(after[..<close]),
        number >= 1, number <= values.count
      {
        result += values[number - 1]
        rest = after[after.index(after: close)...]
      } else {
        result += "{"
        rest = after
      }
    }
    return result + rest
  }

  /// `value` ending as a sentence: with `fullStop` unless it already ends with a stop.
  func sentence(_ value: String) -> String {
    guard let last = value.last else { return value }
    return box.words.sentenceEnds.contains(last) ? value : value + box.words.fullStop
  }

  /// `"a"`, `"a" and "b"`, `"a", "b" and "c"`.
  func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: box.words.separator) + box.words.lastSeparator + last
  }

  /// `name`, or `name (trait, trait)`.
  func traits(_ name: String, _ traits: [String]) -> String {
    traits.isEmpty
      ? name
      : ScreenWords.fill(
        box.words.withTraits, name, traits.joined(separator: box.words.separator))
  }
}

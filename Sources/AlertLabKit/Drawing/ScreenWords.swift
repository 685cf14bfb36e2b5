/// The words `:describe` and a drawing's caption are made of, as templates with `{1}`, `{2}`
/// where the names go, read from a language's words file (`[screen]` in `Words/*.words`,
/// `ScreenWords(code:)`) and passed in, so the drawing code stays free of any language;
/// English is the default of a drawing made without the shell. What is drawn from the
/// learner's code (titles, messages, class names) is filled in as it is.
@dynamicMemberLookup
public struct ScreenWords: Sendable, Hashable {
  /// The words, read and set as the properties of `ScreenWords` (`words.alert`).
  public struct Words: Sendable, Hashable {
    /// A device by its English display name (`iPhone, portrait`); a name not here is shown
    /// in English.
    public var devices: [String: String] = [:]
    /// `{1}, iOS {2}.`: the device and the iOS version.
    public var screen = ""
    public var navigationBar = ""
    public var navigationBarWithItem = ""
    public var navigationBarWithItems = ""
    /// Over a controller pushed above `self`: its title and the back button's.
    public var navigationBarWithBack = ""
    /// A deferred menu element whose elements have not come yet.
    public var menuLoading = ""
    /// The view of a controller pushed above `self`: its title or class.
    public var pushedView = ""
    public var noTitle = ""
    /// A bar button item: its title and its name in the scene.
    public var barButton = ""
    /// A bar button item the scene has no name for (one made in place): its title.
    public var barButtonUnnamed = ""
    public var view = ""
    public var viewButton = ""
    /// What the view of a presented controller shows: its labels and buttons, in order.
    public var presentedShows = ""
    /// A label's text in that list.
    public var viewLabel = ""
    /// A text field of the view: its number (as `:type` counts) and what it shows.
    public var viewField = ""
    /// A date picker and what it shows (`Jan 1, 2024, 9:41 AM`).
    public var datePicker = ""
    /// The same, as a sentence of its own (on an alert).
    public var datePickerSentence = ""
    public var noButtonsInView = ""
    public var fullScreen = ""
    public var pageSheet = ""
    public var formSheet = ""
    /// Where the popover is, the controller, its size (`sizeInPoints`, or nothing).
    public var popover = ""
    public var presented = ""
    public var alert = ""
    public var sheetInPopover = ""
    public var sheetAtBottom = ""
    public var title = ""
    public var message = ""
    /// What ends a sentence that does not end with one of `sentenceEnds` already.
    public var fullStop = ""
    public var sentenceEnds = ""
    /// Between two sentences.
    public var sentenceSeparator = ""
    public var textFields = ""
    /// A text field: its number and what it shows.
    public var field = ""
    public var buttons = ""
    public var noButtons = ""
    public var hiddenCancel = ""
    /// A button or field and what the drawing shows of it (`Cancel (cancel, bold)`).
    public var withTraits = ""
    public var separator = ""
    /// Between the last two of a list (`"a", "b" and "c"`).
    public var lastSeparator = ""
    public var cancel = ""
    public var destructive = ""
    public var bold = ""
    public var disabled = ""
    public var untitled = ""
    public var empty = ""
    public var placeholder = ""
    public var secure = ""
    public var quoted = ""
    /// The traits set through private keys: a colour's name stays as UIKit spells it.
    public var textColor = ""
    public var titleColor = ""
    public var messageColor = ""
    public var checked = ""
    public var image = ""
    public var noArrow = ""
    /// The arrow's direction and what it points at.
    public var pointing = ""
    public var up = ""
    public var down = ""
    public var left = ""
    public var right = ""
    public var sourceView = ""
    public var barButtonAnchor = ""
    public var barButtonAnchorUnnamed = ""
    public var buttonAnchor = ""
    public var viewAnchor = ""
    public var sizeInPoints = ""
    /// A popover allowed to overlap its anchor (`canOverlapSourceViewRect`) that does.
    public var overAnchor = ""
    /// A controller with a title: the title and the class.
    public var controller = ""
    public var legacyAlertView = ""
    public var legacySheetInPopover = ""
    public var legacySheetAtBottom = ""
    /// Under a table's last drawn row: how many rows are not drawn.
    public var moreRows = ""
    /// The same when the table has more sections than AlertLab read.
    public var moreRowsAndSections = ""
    /// `:describe`'s sentence for a table view: its rows; with the first of them when any
    /// was read.
    public var table = ""
    public var tableWithFirstRows = ""
    /// `:describe`'s sentence for an open UIMenu: the control it opened from, its title.
    public var menu = ""
    public var menuWithTitle = ""
    /// A menu item that opens a submenu.
    public var submenu = ""

    public init() {}
  }

  /// The words, shared by every copy (drawing options are copied for every statement the
  /// shell draws after); setting a word makes a box of its own.
  private final class Box: Sendable {
    let words: Words
    init(_ words: Words) { self.words = words }
  }
  private var box: Box

  init(_ words: Words) { box = Box(words) }

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
  /// English: `Words/en.words`, for a drawing made without the shell.
  public static let english = ScreenWords(code: "en")

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

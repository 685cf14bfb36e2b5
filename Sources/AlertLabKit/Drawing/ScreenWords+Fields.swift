import AlertLabWords

extension ScreenWords {
  /// The words of the language whose words file is `code`: its `[screen]` texts, each read
  /// into its field. The drawing code fills the fields' `{1}`, `{2}` …; the texts name their
  /// arguments, and a text with a choice (the navigation bar's buttons, a presentation's
  /// mode) fills one field per branch. Devices keep their English names (the shell names
  /// them in the learner's language).
  public init(code: String) {
    var words = Words()
    for field in Self.fields {
      words[keyPath: field.path] = field.text(in: code)
    }
    self.init(words)
  }

  /// One field of the words and the text that fills it: `screen.KEY` in the words files,
  /// the arguments that become the field's `{1}`, `{2}` … in order, and the arguments this
  /// field fixes (the choice it takes).
  public struct Field {
    public let key: String
    public let path: WritableKeyPath<ScreenWords.Words, String>
    public let places: [String]
    public let fixed: [String: WordValue]

    init(
      _ key: String, _ path: WritableKeyPath<ScreenWords.Words, String>, _ places: [String] = [],
      fixed: [String: WordValue] = [:]
    ) {
      self.key = key
      self.path = path
      self.places = places
      self.fixed = fixed
    }

    /// The words file's key.
    public var fullKey: String { "screen." + key }

    /// Every argument the field gives its text.
    public var arguments: [String: WordValue] {
      var arguments = fixed
      for (index, name) in places.enumerated() { arguments[name] = .text("{\(index + 1)}") }
      return arguments
    }

    /// The field's template in the language `code`.
    public func text(in code: String) -> String {
      AlertLabWords.Words.text(fullKey, in: code, arguments)
    }
  }

  /// Every field but `devices`, with its text.
  public static var fields: [Field] {
    [
      Field("screen", \.screen, ["device", "version"]),
      Field("navigationBar", \.navigationBar, ["title"], fixed: ["count": 0, "items": ""]),
      Field("navigationBar", \.navigationBarWithItem, ["title", "items"], fixed: ["count": 1]),
      Field("navigationBar", \.navigationBarWithItems, ["title", "items"], fixed: ["count": 2]),
      Field("navigationBarWithBack", \.navigationBarWithBack, ["title", "back"]),
      Field("menuLoading", \.menuLoading),
      Field("pushedView", \.pushedView, ["name"]),
      Field("noTitle", \.noTitle),
      Field("barButton", \.barButton, ["title", "name"]),
      Field("barButtonUnnamed", \.barButtonUnnamed, ["title"]),
      Field("view", \.view, ["things"]),
      Field("viewButton", \.viewButton, ["title"]),
      Field("presentedShows", \.presentedShows, ["things"]),
      Field("viewLabel", \.viewLabel, ["text"]),
      Field("viewField", \.viewField, ["number", "shown"]),
      Field("datePicker", \.datePicker, ["date"]),
      Field("datePickerSentence", \.datePickerSentence, ["date"]),
      Field("noButtonsInView", \.noButtonsInView),
      Field("presentation", \.fullScreen, ["controller"], fixed: ["mode": "fullScreen"]),
      Field("presentation", \.pageSheet, ["controller"], fixed: ["mode": "pageSheet"]),
      Field("presentation", \.formSheet, ["controller"], fixed: ["mode": "formSheet"]),
      Field("popover", \.popover, ["where", "controller", "size"]),
      Field("presentation", \.presented, ["controller"], fixed: ["mode": "other"]),
      Field("alert", \.alert),
      Field("sheetInPopover", \.sheetInPopover, ["where"]),
      Field("sheetAtBottom", \.sheetAtBottom),
      Field("title", \.title, ["title"]),
      Field("message", \.message, ["message"]),
      Field("fullStop", \.fullStop),
      Field("sentenceEnds", \.sentenceEnds),
      Field("sentenceSeparator", \.sentenceSeparator),
      Field("textFields", \.textFields, ["fields"]),
      Field("field", \.field, ["number", "shown"]),
      Field("buttons", \.buttons, ["buttons"]),
      Field("buttons", \.noButtons, fixed: ["buttons": .missing]),
      Field("hiddenCancel", \.hiddenCancel, ["title"]),
      Field("withTraits", \.withTraits, ["name", "traits"]),
      Field("separator", \.separator),
      Field("lastSeparator", \.lastSeparator),
      Field("cancel", \.cancel),
      Field("destructive", \.destructive),
      Field("bold", \.bold),
      Field("disabled", \.disabled),
      Field("untitled", \.untitled),
      Field("empty", \.empty),
      Field("placeholder", \.placeholder),
      Field("secure", \.secure),
      Field("quoted", \.quoted, ["text"]),
      Field("textColor", \.textColor, ["color"]),
      Field("titleColor", \.titleColor, ["color"]),
      Field("messageColor", \.messageColor, ["color"]),
      Field("checked", \.checked),
      Field("image", \.image, ["name"]),
      Field("noArrow", \.noArrow),
      Field("pointing", \.pointing, ["direction", "anchor"]),
      Field("up", \.up),
      Field("down", \.down),
      Field("left", \.left),
      Field("right", \.right),
      Field("sourceView", \.sourceView),
      Field("barButtonAnchor", \.barButtonAnchor, ["title", "name"]),
      Field("barButtonAnchorUnnamed", \.barButtonAnchorUnnamed, ["title"]),
      Field("buttonAnchor", \.buttonAnchor, ["title"]),
      Field("viewAnchor", \.viewAnchor, ["name"]),
      Field("sizeInPoints", \.sizeInPoints, ["width", "height"]),
      Field("overAnchor", \.overAnchor),
      Field("controller", \.controller, ["title", "class"]),
      Field("legacyAlertView", \.legacyAlertView),
      Field("legacySheetInPopover", \.legacySheetInPopover),
      Field("legacySheetAtBottom", \.legacySheetAtBottom),
      Field("moreRows", \.moreRows, ["count"], fixed: ["sections": false]),
      Field("moreRows", \.moreRowsAndSections, ["count"], fixed: ["sections": true]),
      Field("table", \.table, ["count"], fixed: ["first": .missing]),
      Field("table", \.tableWithFirstRows, ["count", "first"]),
      Field("menu", \.menu, ["anchor"], fixed: ["title": .missing]),
      Field("menu", \.menuWithTitle, ["anchor", "title"]),
      Field("submenu", \.submenu),
    ]
  }
}

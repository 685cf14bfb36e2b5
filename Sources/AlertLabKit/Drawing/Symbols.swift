/// The characters a drawing is made of, in box-drawing or ASCII form.
struct Symbols {
  var horizontal: String
  var vertical: String
  var topLeft: String
  var topRight: String
  var bottomLeft: String
  var bottomRight: String
  /// `├` and `┤`: a rule meeting the box's sides.
  var teeRight: String
  var teeLeft: String
  /// `┬`, `┴`, `┼`: a rule meeting the line between two buttons.
  var teeDown: String
  var teeUp: String
  var cross: String
  var arrowUp: String
  var arrowDown: String
  var arrowLeft: String
  var arrowRight: String
  /// Fills each empty cell behind a modal when there is no colour.
  var dimDot: Unicode.Scalar
  /// One character of secure text entry.
  var bullet: String
  /// Ends a title cut short.
  var ellipsis: String
  /// The grabber at the top of a page sheet.
  var grabber: String
  /// Between the device and the iOS version in the caption.
  var captionSeparator: String
  /// A layer's rounded corners (`cornerRadius`), and a border 2 points wide or more.
  var roundCorners: [String] = ["╭", "╮", "╰", "╯"]
  var heavyHorizontal = "━"
  var heavyVertical = "┃"
  var heavyCorners: [String] = ["┏", "┓", "┗", "┛"]
  /// A table row's accessories: the disclosure indicator and the checkmark.
  var disclosure = "›"
  var checkmark = "✓"
  /// The back button's chevron in a navigation bar.
  var back = "‹"

  static let boxDrawing = Symbols(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
    bottomRight: "┘", teeRight: "├", teeLeft: "┤", teeDown: "┬", teeUp: "┴", cross: "┼",
    arrowUp: "▲", arrowDown: "▼", arrowLeft: "◀", arrowRight: "▶", dimDot: "·", bullet: "•",
    ellipsis: "…", grabber: "──", captionSeparator: " · ")

  static let ascii = Symbols(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+", teeRight: "+", teeLeft: "+", teeDown: "+", teeUp: "+", cross: "+",
    arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", dimDot: ".", bullet: "*",
    ellipsis: "...", grabber: "--", captionSeparator: " - ", roundCorners: [".", ".", "'", "'"],
    heavyHorizontal: "=", heavyVertical: "#", heavyCorners: ["#", "#", "#", "#"],
    disclosure: ">", checkmark: "v", back: "<")

  static func of(_ options: DrawingOptions) -> Symbols {
    options.ascii ? .ascii : .boxDrawing
  }
}

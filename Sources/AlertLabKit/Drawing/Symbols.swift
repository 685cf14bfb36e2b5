/// The characters a drawing is made of, in box-drawing or ASCII form. A class of two
/// instances: handing one on is one reference, not a copy of every string in it.
final class Symbols: Sendable {
  let horizontal: String
  let vertical: String
  let topLeft: String
  let topRight: String
  let bottomLeft: String
  let bottomRight: String
  /// `├` and `┤`: a rule meeting the box's sides.
  let teeRight: String
  let teeLeft: String
  /// `┬`, `┴`, `┼`: a rule meeting the line between two buttons.
  let teeDown: String
  let teeUp: String
  let cross: String
  let arrowUp: String
  let arrowDown: String
  let arrowLeft: String
  let arrowRight: String
  /// Fills each empty cell behind a modal when there is no colour.
  let dimDot: Unicode.Scalar
  /// One character of secure text entry.
  let bullet: String
  /// Ends a title cut short.
  let ellipsis: String
  /// The grabber at the top of a page sheet.
  let grabber: String
  /// Between the device and the iOS version in the caption.
  let captionSeparator: String
  /// A layer's rounded corners (`cornerRadius`), and a border 2 points wide or more.
  let roundCorners: [String]
  let heavyHorizontal: String
  let heavyVertical: String
  let heavyCorners: [String]
  /// A table row's accessories: the disclosure indicator and the checkmark.
  let disclosure: String
  let checkmark: String
  /// The back button's chevron in a navigation bar.
  let back: String
  /// The one-column characters of a box's border and rules, as glyphs: made once for the
  /// symbol set, not for every cell drawn with them.
  let box: BoxGlyphs

  /// `horizontal` to `cross` as glyphs.
  struct BoxGlyphs {
    let horizontal: Glyph
    let vertical: Glyph
    let topLeft: Glyph
    let topRight: Glyph
    let bottomLeft: Glyph
    let bottomRight: Glyph
    let teeRight: Glyph
    let teeLeft: Glyph
    let teeDown: Glyph
    let teeUp: Glyph
    let cross: Glyph
  }

  private init(
    horizontal: String, vertical: String, topLeft: String, topRight: String,
    bottomLeft: String, bottomRight: String, teeRight: String, teeLeft: String,
    teeDown: String, teeUp: String, cross: String, arrowUp: String, arrowDown: String,
    arrowLeft: String, arrowRight: String, dimDot: Unicode.Scalar, bullet: String,
    ellipsis: String, grabber: String, captionSeparator: String,
    roundCorners: [String] = ["╭", "╮", "╰", "╯"], heavyHorizontal: String = "━",
    heavyVertical: String = "┃", heavyCorners: [String] = ["┏", "┓", "┗", "┛"],
    disclosure: String = "›", checkmark: String = "✓", back: String = "‹"
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.teeRight = teeRight
    self.teeLeft = teeLeft
    self.teeDown = teeDown
    self.teeUp = teeUp
    self.cross = cross
    self.arrowUp = arrowUp
    self.arrowDown = arrowDown
    self.arrowLeft = arrowLeft
    self.arrowRight = arrowRight
    self.dimDot = dimDot
    self.bullet = bullet
    self.ellipsis = ellipsis
    self.grabber = grabber
    self.captionSeparator = captionSeparator
    self.roundCorners = roundCorners
    self.heavyHorizontal = heavyHorizontal
    self.heavyVertical = heavyVertical
    self.heavyCorners = heavyCorners
    self.disclosure = disclosure
    self.checkmark = checkmark
    self.back = back
    func glyph(_ text: String) -> Glyph { Glyph(text: text, width: 1) }
    box = BoxGlyphs(
      horizontal: glyph(horizontal), vertical: glyph(vertical), topLeft: glyph(topLeft),
      topRight: glyph(topRight), bottomLeft: glyph(bottomLeft),
      bottomRight: glyph(bottomRight), teeRight: glyph(teeRight), teeLeft: glyph(teeLeft),
      teeDown: glyph(teeDown), teeUp: glyph(teeUp), cross: glyph(cross))
  }

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

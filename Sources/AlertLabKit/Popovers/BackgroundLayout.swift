import AlertLabWords

/// What a pointer handed to a learner's delegate method points at.
public enum Pointee: Hashable, Sendable {
  /// `UnsafeMutablePointer<CGRect>`.
  case rect(Rect)
  /// `AutoreleasingUnsafeMutablePointer<UIView>`.
  case view(ObjectID)
}

/// Images AlertLab knows without image files: the course's images have the sizes their
/// articles give or imply, any other name a fixed default.
public enum ImageSizes {
  /// The default size of an image AlertLab knows nothing of, in points.
  public static let unknown = Size(width: 44, height: 44)

  /// Seed 004's images: its arrow (drawn 30 wide and 20 high, the arrowBase and arrowHeight
  /// its lesson uses) and its 128 × 128 background (the article's own figure, under both the
  /// name it gives and the misspelt one its code uses).
  static let known: [String: Size] = [
    "popover-arrow": Size(width: 30, height: 20),
    "popover-background": Size(width: 128, height: 128),
    "popover-backgroung": Size(width: 128, height: 128),
  ]

  /// The size of the image named `name` (with or without `.png`, `@2x`).
  public static func size(named name: String) -> Size {
    var key = name.lowercased()
    if key.hasSuffix(".png") { key.removeLast(4) }
    if key.hasSuffix("@2x") || key.hasSuffix("@3x") { key.removeLast(3) }
    return known[key] ?? unknown
  }

  /// The note said the first time an image's size is read.
  public static func note(_ name: String) -> Said {
    let size = size(named: name)
    return Said(.noImageFilesUIImage, name, format(size.width), format(size.height))
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}

extension World {
  /// The size of a UIImage object, saying once what sizes AlertLab gives images.
  public mutating func imageSize(_ image: ObjectID) -> Size {
    let name = popovers.images[image] ?? ""
    if !popovers.explainedImageSizes {
      popovers.explainedImageSizes = true
      emit(.note(ImageSizes.note(name)))
    }
    return ImageSizes.size(named: name)
  }

  /// `setNeedsLayout()`: the view's `layoutSubviews()` runs when the turn ends, as UIKit runs
  /// it on the next layout pass.
  public mutating func setNeedsLayout(_ view: ObjectID) {
    if !turn.layouts.contains(view) { turn.layouts.append(view) }
  }

  /// `layoutIfNeeded()`: a layout the view asked for runs now instead of when the turn ends.
  public mutating func layoutIfNeeded(_ view: ObjectID, runner: CallbackRunner) throws {
    guard turn.layouts.contains(view) else { return }
    try layOutSubviews(of: view, runner: runner)
  }

  /// Runs the view's `layoutSubviews()` (a learner's override; UIView's own does nothing
  /// AlertLab simulates).
  mutating func layOutSubviews(of view: ObjectID, runner: CallbackRunner) throws {
    turn.layouts.removeAll { $0 == view }
    _ = try runner.callMethod(
      ["layoutSubviews()", "layoutSubviews"], on: view, arguments: [], world: &self)
    // A popover's background view: the drawing follows where its layout put the arrow.
    for (popover, background) in popovers.backgrounds where background.instance == view {
      let size = views[view]?.frame.size ?? .zero
      let offset = arrowImageOffset(in: background, size: size)
      if offset != background.arrowImageOffset {
        popovers.backgrounds[popover]?.arrowImageOffset = offset
      }
    }
  }

  /// Gives a popover's background view its frame (the popover's box with the arrow's strip on
  /// the arrow's side, as UIKit sizes the background) and lays it out: its `layoutSubviews()`
  /// runs, as when UIKit first shows the popover, turns it, or moves its arrow.
  mutating func layOutBackgroundView(
    _ background: PopoverBackground, frame box: Rect, runner: CallbackRunner
  ) throws {
    var frame = box
    let height = background.arrowHeight.isFinite ? max(0, background.arrowHeight) : 0
    switch background.arrowDirection {
    case .up:
      frame.origin.y -= height
      frame.size.height += height
    case .down: frame.size.height += height
    case .left:
      frame.origin.x -= height
      frame.size.width += height
    case .right: frame.size.width += height
    default: break
    }
    let view = View(
      className: background.className, name: "", title: nil, frame: frame, isInWindow: true)
    views[background.instance] = view
    try layOutSubviews(of: background.instance, runner: runner)
  }

  /// The offset along the arrow's side of the arrow image the background's layout placed:
  /// the first subview touching the arrow's edge and less than half the background across.
  func arrowImageOffset(in background: PopoverBackground, size: Size) -> Double? {
    let direction = background.arrowDirection
    for subview in popovers.subviews[background.instance] ?? [] {
      guard let frame = views[subview]?.frame, frame.size.width > 0, frame.size.height > 0
      else { continue }
      switch direction {
      case .up where abs(frame.minY) <= 1 && frame.size.height < size.height / 2,
        .down where abs(frame.maxY - size.height) <= 1 && frame.size.height < size.height / 2:
        return frame.midX - size.width / 2
      case .left where abs(frame.minX) <= 1 && frame.size.width < size.width / 2,
        .right where abs(frame.maxX - size.width) <= 1 && frame.size.width < size.width / 2:
        return frame.midY - size.height / 2
      default:
        continue
      }
    }
    return nil
  }

  /// Hands the delegate's `popoverPresentationController(_:willRepositionPopoverTo:in:)` the
  /// anchor by pointer, as UIKit does: what the delegate stores through `rect.pointee` and
  /// `view.pointee` becomes the popover's anchor.
  mutating func repositionThroughPointers(
    _ popover: ObjectID, rect: Rect, view: ObjectID,
    call: (inout World, ObjectID, ObjectID) throws -> Void
  ) throws {
    let rectPointer = makeID()
    plainObjects[rectPointer] = "UnsafeMutablePointer<CGRect>"
    popovers.pointees[rectPointer] = .rect(rect)
    let viewPointer = makeID()
    plainObjects[viewPointer] = "AutoreleasingUnsafeMutablePointer<UIView>"
    popovers.pointees[viewPointer] = .view(view)
    try call(&self, rectPointer, viewPointer)
    var newRect = rect
    var newView = view
    if case .rect(let stored)? = popovers.pointees[rectPointer] { newRect = stored }
    if case .view(let stored)? = popovers.pointees[viewPointer] { newView = stored }
    popovers.pointees[rectPointer] = nil
    popovers.pointees[viewPointer] = nil
    guard newRect != rect || newView != view else { return }
    popoverPresentations[popover]?.sourceView = newView
    popoverPresentations[popover]?.sourceRect = newRect
    popoverPresentations[popover]?.barButtonItem = nil
  }
}

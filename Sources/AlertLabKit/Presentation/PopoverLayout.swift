/// Where a popover goes: the anchor rect, the arrow side and the popover's frame.
///
/// UIKit does not document how it picks the arrow (L-P3). AlertLab's rule: among the
/// permitted directions, the side with the most room that fits the content; when none fits,
/// the side with the most room. The legacy UIPopoverController limits a bar button item's
/// arrows to up or down (L-P4) before it gets here; a UIPopoverPresentationController does
/// not (L-P4 names only the legacy call), though from a bar button item AlertLab prefers up
/// or down when they are permitted. An up arrow
/// means the popover sits below its anchor (L-P2). No permitted direction (`[]`) means no
/// arrow and a popover centred on the screen.
///
/// A custom `popoverBackgroundViewClass` makes the popover bigger than its content: the
/// content is inset by `contentViewInsets()`, and the arrow's `arrowHeight()` lies between
/// the anchor and the popover's box. Sizes a class does not give (NaN) count as zero.
public enum PopoverLayout {
  /// The anchor in window coordinates, or nil when the popover has none.
  public static func anchorRect(for popoverID: ObjectID, in world: World) -> Rect? {
    guard let popover = world.popoverPresentations[popoverID] else { return nil }
    if let item = popover.barButtonItem, let frame = world.barButtonItems[item]?.frame {
      return frame
    }
    guard let sourceID = popover.sourceView, let source = world.views[sourceID] else {
      return nil
    }
    let rect =
      popover.sourceRect
      ?? (world.iOS >= IOSVersion(13, 2) ? source.bounds : Rect.zero)
    return rect.offset(by: source.frame.origin)
  }

  /// The content size in points: the controller's `preferredContentSize`, or the size an
  /// action sheet needs, or UIKit's default 320 × 480.
  public static func contentSize(for popoverID: ObjectID, in world: World) -> Size {
    guard let popover = world.popoverPresentations[popoverID],
      let controller = world.viewControllers[popover.presented]
    else { return Size(width: 320, height: 480) }
    if let legacy = world.popoverControllerContentSize(presentation: popoverID),
      legacy.height > 0
    {
      return legacy
    }
    if let alert = controller.alert {
      let rows = Double(world.displayedActions(of: popover.presented).count)
      let header = (alert.title != nil ? 30.0 : 0) + (alert.message != nil ? 30.0 : 0)
      return Size(width: world.actionSheetPopoverWidth, height: header + 57 * rows)
    }
    let size = controller.preferredContentSize
    if size.width > 0, size.height > 0 { return size }
    return Size(width: 320, height: 480)
  }

  /// A custom background's content insets and arrow height, or nil for UIKit's own chrome.
  public static func chrome(for popoverID: ObjectID, in world: World) -> (
    insets: EdgeInsets, arrowHeight: Double
  )? {
    guard let background = world.popovers.backgrounds[popoverID] else { return nil }
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let insets = background.contentViewInsets
    return (
      EdgeInsets(
        top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
        right: finite(insets.right)),
      max(0, finite(background.arrowHeight))
    )
  }

  /// The popover's box: the content, grown by a custom background's insets.
  public static func boxSize(for popoverID: ObjectID, in world: World) -> Size {
    let size = contentSize(for: popoverID, in: world)
    guard let chrome = chrome(for: popoverID, in: world) else { return size }
    return Size(
      width: size.width + chrome.insets.left + chrome.insets.right,
      height: size.height + chrome.insets.top + chrome.insets.bottom)
  }

  /// The margins the popover keeps from the screen's edges (L-P9).
  static func bounds(for popover: PopoverPresentation, in world: World) -> Rect {
    let screen = world.device.screenSize
    let margins = popover.popoverLayoutMargins
    let top = world.statusBarHeight + margins.top
    return Rect(
      x: margins.left, y: top, width: screen.width - margins.left - margins.right,
      height: screen.height - top - margins.bottom)
  }

  /// The arrow direction UIKit would choose (see the type's documentation).
  public static func arrowDirection(for popoverID: ObjectID, in world: World) -> ArrowDirections {
    guard let popover = world.popoverPresentations[popoverID],
      let anchor = anchorRect(for: popoverID, in: world)
    else { return [] }
    var permitted = popover.permittedArrowDirections
    if permitted == .unknown { permitted = .any }
    // From a bar button item AlertLab prefers up or down when they are permitted (the bar is
    // at an edge); a UIPopoverPresentationController still uses left or right when only those
    // are permitted.
    if popover.barButtonItem != nil, !permitted.isDisjoint(with: [.up, .down]) {
      permitted.formIntersection([.up, .down])
    }
    if permitted.isEmpty { return [] }
    let area = bounds(for: popover, in: world)
    let size = boxSize(for: popoverID, in: world)
    let arrow = chrome(for: popoverID, in: world)?.arrowHeight ?? 0
    let candidates: [(ArrowDirections, Double, Double)] = [
      (.up, area.maxY - anchor.maxY, size.height + arrow),
      (.down, anchor.minY - area.minY, size.height + arrow),
      (.left, area.maxX - anchor.maxX, size.width + arrow),
      (.right, anchor.minX - area.minX, size.width + arrow),
    ].filter { permitted.contains($0.0) }
    let fitting = candidates.filter { $0.1 >= $0.2 }
    let pool = fitting.isEmpty ? candidates : fitting
    var best = pool[0]
    for candidate in pool.dropFirst() where candidate.1 > best.1 { best = candidate }
    return best.0
  }

  /// The popover's frame (its box, without the arrow) in window coordinates and the point
  /// its arrow touches.
  public static func frame(for popoverID: ObjectID, in world: World) -> (
    frame: Rect, arrow: ArrowDirections, tip: Point?
  ) {
    let size = boxSize(for: popoverID, in: world)
    let gap = chrome(for: popoverID, in: world)?.arrowHeight ?? 0
    let screen = world.device.screenSize
    guard let popover = world.popoverPresentations[popoverID] else {
      return (Rect(origin: .zero, size: size), [], nil)
    }
    let area = bounds(for: popover, in: world)
    var width = min(size.width, area.width)
    var height = min(size.height, area.height)
    let arrow = popover.arrowDirection
    guard let anchor = anchorRect(for: popoverID, in: world),
      [ArrowDirections.up, .down, .left, .right].contains(arrow)
    else {
      let frame = Rect(
        x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width,
        height: height)
      return (frame, [], nil)
    }
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      max(low, min(value, max(low, high)))
    }
    // A popover taller (or wider) than the room on its arrow's side is shrunk to the room,
    // as UIKit shrinks its content, unless it may overlap its anchor (L-P10, iOS 9+): then it
    // keeps its size within the margins and is pushed back over the anchor.
    let overlaps = popover.canOverlapSourceViewRect && world.iOS >= IOSVersion(9)
    if !overlaps {
      switch arrow {
      case .up: height = max(1, min(height, area.maxY - anchor.maxY - gap))
      case .down: height = max(1, min(height, anchor.minY - area.minY - gap))
      case .left: width = max(1, min(width, area.maxX - anchor.maxX - gap))
      default: width = max(1, min(width, anchor.minX - area.minX - gap))
      }
    }
    var frame = Rect(x: 0, y: 0, width: width, height: height)
    let tip: Point
    switch arrow {
    case .up:
      tip = Point(x: anchor.midX, y: anchor.maxY)
      frame.origin = Point(
        x: clamp(anchor.midX - width / 2, area.minX, area.maxX - width),
        y: min(anchor.maxY + gap, max(area.minY, area.maxY - height)))
    case .down:
      tip = Point(x: anchor.midX, y: anchor.minY)
      frame.origin = Point(
        x: clamp(anchor.midX - width / 2, area.minX, area.maxX - width),
        y: max(area.minY, anchor.minY - gap - height))
    case .left:
      tip = Point(x: anchor.maxX, y: anchor.midY)
      frame.origin = Point(
        x: min(anchor.maxX + gap, max(area.minX, area.maxX - width)),
        y: clamp(anchor.midY - height / 2, area.minY, area.maxY - height))
    default:
      tip = Point(x: anchor.minX, y: anchor.midY)
      frame.origin = Point(
        x: max(area.minX, anchor.minX - gap - width),
        y: clamp(anchor.midY - height / 2, area.minY, area.maxY - height))
    }
    return (frame, arrow, tip)
  }
}

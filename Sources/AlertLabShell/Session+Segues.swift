import AlertLabKit

extension Session {
  /// `:segue "ID" show|modal|popover [Class] [from "Title"]`: declares a segue of the
  /// storyboard from `self` (there is no storyboard file to read it from); alone, lists them.
  /// The destination class defaults to UIViewController; `from` names the scene's control
  /// the segue is drawn from, which performs it on a tap and anchors a popover.
  mutating func segue(_ arguments: [String], into out: inout Output) {
    guard !arguments.isEmpty else {
      let segues = world.declaredSegues
      if segues.isEmpty { out.text(text(Reply.noSegues)) }
      for segue in segues { out.text(text(segueLine(segue))) }
      return
    }
    var words = arguments
    var trigger: ObjectID?
    if words.count >= 3, words[words.count - 2].lowercased() == "from" {
      let title = words[words.count - 1]
      guard let control = world.ownControl(titled: title) else {
        let controls = world.ownControls.compactMap { id in
          world.barButtonItems[id]?.shownTitle ?? world.views[id]?.title
        }
        out.text(
          text(
            .segueNoControl(
              title: title, controls: controls.map { "\"\($0)\"" }.joined(separator: ", "))))
        return
      }
      trigger = control
      words.removeLast(2)
    }
    var inNavigation = false
    if words.count >= 4, words[words.count - 2].lowercased() == "in",
      words[words.count - 1].lowercased() == "navigation"
    {
      inNavigation = true
      words.removeLast(2)
    }
    guard words.count == 2 || words.count == 3,
      let kind = StoryboardSegue.Kind(rawValue: words[1].lowercased()),
      !words[0].isEmpty,
      // An unwind segue names self's action and is drawn from no control of self's scene.
      kind != .unwind || (words.count == 3 && trigger == nil && !inNavigation),
      !(inNavigation && kind == .show)
    else {
      out.text(text(Reply.segueUsage))
      return
    }
    var destination = words.count == 3 ? words[2] : "UIViewController"
    if kind == .unwind {
      // `unwindToList`, `unwindToList(_:)` or `unwindToList:` name the same action.
      destination = String(destination.prefix { $0 != "(" && $0 != ":" })
    }
    guard destination.first.map({ $0.isLetter || $0 == "_" }) == true,
      destination.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      out.text(text(Reply.segueUsage))
      return
    }
    let segue = StoryboardSegue(
      identifier: words[0], kind: kind, destinationClass: destination, trigger: trigger,
      inNavigationController: inNavigation)
    gesture(into: &out) { world, _ in world.declareSegue(segue) }
    out.text(text(segueLine(segue)))
  }

  /// One segue as `:segue` lists it.
  func segueLine(_ segue: StoryboardSegue) -> Reply {
    let from = segue.trigger.map { id in
      "\"" + (world.barButtonItems[id]?.shownTitle ?? world.views[id]?.title ?? "") + "\""
    }
    let destination: String
    if segue.kind == .unwind {
      destination = segue.destinationClass + "(_:)"
    } else if segue.inNavigationController {
      destination = "UINavigationController(" + segue.destinationClass + ")"
    } else {
      destination = segue.destinationClass
    }
    return .segue(
      identifier: segue.identifier, kind: segue.kind.rawValue, destination: destination,
      from: from)
  }
}

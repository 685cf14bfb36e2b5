extension RuleCatalog {
  /// The reason as crash logs show it: https://github.com/matghazaryan/AMSlideMenu2/issues/162
  /// (`Receiver (<MainVC: 0x7fd181ca9110>) has no segue with identifier 'rightMenu'`) and
  /// https://github.com/ivnsch/SwiftCharts/issues/350 (a Swift controller).
  public static let noSegue = Rule(
    id: "no-segue", reference: "AL-SEGUE", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "performSegue with an identifier the storyboard does not have",
    message: { context in
      "Receiver (\(context.subject)) has no segue with identifier '\(context.method)'"
    },
    what: "performSegue(withIdentifier:sender:) named a segue that the view controller's "
      + "storyboard scene does not have (AlertLab's storyboard has the segues declared with "
      + ":segue). A controller made in code has no storyboard, so it has no segues at all.",
    why: "A segue is found by its identifier in the storyboard the controller came from; "
      + "UIKit cannot guess which scene to show, so it throws.",
    fix: "Give the segue that identifier in the storyboard (here: :segue \"ID\" show|modal|"
      + "popover [Class] [from \"Title\"]), check the spelling and case, or present the "
      + "controller in code with present(_:animated:).",
    texts: [
      TextEra(
        "all versions", .developerReport,
        "crash logs in GitHub issues, e.g. matghazaryan/AMSlideMenu2#162, "
          + "ivnsch/SwiftCharts#350")
    ])
}

extension RuleCatalog {
  /// The reason as crash logs show it: https://github.com/matghazaryan/AMSlideMenu2/issues/162
  /// (`Receiver (<MainVC: 0x7fd181ca9110>) has no segue with identifier 'rightMenu'`) and
  /// https://github.com/ivnsch/SwiftCharts/issues/350 (a Swift controller).
  public static let noSegue = Rule(
    id: "no-segue", reference: "AL-SEGUE", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "Receiver (\(context.subject)) has no segue with identifier '\(context.method)'"
    },
    texts: [
      TextEra(
        versions: "all-versions", .developerReport,
        source:
          "crash-logs-in-github-issues-e-g-matghazaryan-amslidemenu2-162-ivnsch-swiftcharts-350")
    ])
}

extension Crash {
  /// `performSegue(withIdentifier:sender:)` with an identifier `source` has no segue for.
  static func noSegue(_ identifier: String, from source: ObjectID, in world: World) -> Crash {
    var context = world.ruleContext(subject: source)
    context.method = identifier
    return Crash(rule: RuleCatalog.noSegue, context: context)
  }
}

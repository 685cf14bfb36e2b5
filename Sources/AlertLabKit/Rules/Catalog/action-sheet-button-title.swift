extension RuleCatalog {
  public static let actionSheetButtonTitle = Rule(
    id: "action-sheet-button-title", reference: "E-L2", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in "UIActionSheet: Buttons added must have a title." },
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit")],
    assertion: AssertionSite(
      method: "-[UIActionSheet addButtonWithTitle:]", file: "UIActionSheet.m", line: 125,
      seenIn: "the-decompiled-ios-26-1-build"))
}

extension Crash {
  /// An action sheet's button added with a nil title.
  static func actionSheetButtonTitle(_ sheet: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.actionSheetButtonTitle, context: world.ruleContext(subject: sheet))
  }
}

extension RuleCatalog {
  public static let destructiveFirst = Rule(
    id: "destructive-first", reference: "L-S3", kind: .advice,
    title: "Put destructive actions at the top of an action sheet (HIG)",
    message: { _ in
      "HIG: put the destructive action at the top of the action sheet; UIKit shows actions in "
        + "the order they were added."
    },
    what: "A destructive action was added after other actions, so it is not at the top.",
    why: "The Human Interface Guidelines put the red, dangerous choice first where it is seen; "
      + "UIKit does not reorder actions for you.",
    fix: "Call addAction with the .destructive action before the others.",
    lesson: "destructive",
    texts: [TextEra("iOS 8+", .alertLab, "Human Interface Guidelines")])
}

extension RuleCatalog {
  public static let destructiveFirst = Rule(
    id: "destructive-first", reference: "L-S3", kind: .advice,
    message: { _ in
      "HIG: put the destructive action at the top of the action sheet; UIKit shows actions in "
        + "the order they were added."
    },
    lesson: "destructive",
    texts: [TextEra("iOS 8+", .alertLab, "Human Interface Guidelines")])
}

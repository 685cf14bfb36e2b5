extension RuleCatalog {
  public static let deprecatedWindows = Rule(
    id: "deprecated-windows", reference: "E-L5", kind: .warning,
    message: { _ in
      "'windows' is deprecated: first deprecated in iOS 15.0 - Use UIWindowScene.windows on a "
        + "relevant window scene instead"
    },
    texts: [
      TextEra(
        versions: "ios-15-plus-sdk", .verified, source: "compiler-output-quoted-by-developers")
    ])
}

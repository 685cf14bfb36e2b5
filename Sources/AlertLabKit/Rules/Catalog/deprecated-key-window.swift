extension RuleCatalog {
  public static let deprecatedKeyWindow = Rule(
    id: "deprecated-key-window", reference: "E-L5", kind: .warning,
    message: { _ in
      "'keyWindow' is deprecated: first deprecated in iOS 13.0 - Should not be used for "
        + "applications that support multiple scenes as it returns a key window across all "
        + "connected scenes"
    },
    texts: [
      TextEra(
        versions: "ios-13-plus-sdk", .verified, source: "compiler-output-quoted-by-developers")
    ])
}

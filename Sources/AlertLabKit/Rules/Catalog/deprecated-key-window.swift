extension RuleCatalog {
  public static let deprecatedKeyWindow = Rule(
    id: "deprecated-key-window", reference: "E-L5", kind: .warning,
    title: "UIApplication's keyWindow is deprecated (iOS 13)",
    message: { _ in
      "'keyWindow' is deprecated: first deprecated in iOS 13.0 - Should not be used for "
        + "applications that support multiple scenes as it returns a key window across all "
        + "connected scenes"
    },
    what: "Code reads UIApplication.shared.keyWindow, which the compiler flags as deprecated "
      + "since iOS 13.",
    why: "From iOS 13 an app can show several scenes, each with its own windows; the "
      + "application's one key window says nothing about which scene the code belongs to.",
    fix: "Ask the scene: view.window (a view on screen knows its window), or the key window of "
      + "the active UIWindowScene from UIApplication.shared.connectedScenes.",
    texts: [TextEra("iOS 13+ SDK", .verified, "compiler output quoted by developers")])
}

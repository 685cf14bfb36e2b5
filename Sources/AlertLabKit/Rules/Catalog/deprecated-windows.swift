extension RuleCatalog {
  public static let deprecatedWindows = Rule(
    id: "deprecated-windows", reference: "E-L5", kind: .warning,
    title: "UIApplication's windows is deprecated (iOS 15)",
    message: { _ in
      "'windows' is deprecated: first deprecated in iOS 15.0 - Use UIWindowScene.windows on a "
        + "relevant window scene instead"
    },
    what: "Code reads UIApplication.shared.windows, which the compiler flags as deprecated "
      + "since iOS 15.",
    why: "Windows belong to scenes; the application's list mixes the windows of every scene.",
    fix: "Take the windows of the scene at hand: (scene as? UIWindowScene)?.windows, or "
      + "view.window?.windowScene?.windows.",
    texts: [TextEra("iOS 15+ SDK", .verified, "compiler output quoted by developers")])
}

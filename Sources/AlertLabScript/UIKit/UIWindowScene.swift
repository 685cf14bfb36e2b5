import AlertLabKit

extension APIClass {
  /// `UIApplication.shared.connectedScenes`: the app's one scene, a window scene in the
  /// foreground whose windows are the app's and those made in code that show.
  static let uiScene = APIClass(
    "UIScene", superclass: "UIResponder",
    enums: [
      EnumSpec(
        "UIScene.ActivationState",
        cases: ["unattached", "foregroundActive", "foregroundInactive", "background"])
    ],
    members: [
      .property("activationState", "UIScene.ActivationState") { _, _ in
        .enumCase(type: "UIScene.ActivationState", name: "foregroundActive")
      }
    ])

  static let uiWindowScene = APIClass(
    "UIWindowScene", superclass: "UIScene",
    members: [
      .property("windows", "[UIWindow]") { machine, _ in windowsValue(machine) },
      .property("keyWindow", "UIWindow?", since: IOSVersion(15)) { machine, _ in
        .some(keyWindowValue(machine))
      },
      .property("screen", "UIScreen") { _, _ in .singleton("UIScreen") },
    ])

  /// The members UIApplication gained with scenes (iOS 13).
  static let applicationSceneMembers: [APIMember] = [
    .property("connectedScenes", "Set<UIScene>", since: IOSVersion(13)) { _, _ in
      .set([.singleton("UIWindowScene")], element: "UIScene")
    }
  ]
}

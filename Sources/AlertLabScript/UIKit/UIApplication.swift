import AlertLabKit

extension APIClass {
  static let uiApplication = APIClass(
    "UIApplication", superclass: "UIResponder",
    members: [
      .notificationName(
        "didEnterBackgroundNotification", NotificationName.didEnterBackground,
        global: "UIApplicationDidEnterBackgroundNotification"),
      .staticProperty(
        "shared", "UIApplication",
        old: [
          .staticCall("sharedApplication", of: "UIApplication", today: "UIApplication.shared")
        ]
      ) { _, _ in .singleton("UIApplication") },
      // The scene's window, whose root view controller is `self`, unless a window made in
      // code was made key.
      .property("keyWindow", "UIWindow?") { machine, _ in
        machine.noteDeprecation(
          Deprecation(since: IOSVersion(13), rule: RuleCatalog.deprecatedKeyWindow))
        return .some(keyWindowValue(machine))
      },
      .property("windows", "[UIWindow]") { machine, _ in
        machine.noteDeprecation(
          Deprecation(since: IOSVersion(15), rule: RuleCatalog.deprecatedWindows))
        return windowsValue(machine)
      },
      .property("delegate", "UIApplicationDelegate?") { _, _ in
        .some(.singleton("UIApplicationDelegate"))
      },
    ] + applicationSceneMembers)

  /// `UIApplication.shared.delegate`: the app delegate, whose `window` is the scene's.
  static let uiApplicationDelegate = APIClass(
    "UIApplicationDelegate",
    members: [
      // An optional requirement of type `UIWindow?`: read through `delegate?` it is
      // `UIWindow??`, hence `window??.rootViewController`.
      .property("window", "UIWindow??") { _, _ in .some(.some(.singleton("UIWindow"))) }
    ])

  static let uiResponder = APIClass("UIResponder", superclass: "NSObject", members: [])

  /// `UIScreen.main`: the device's screen in points, and its scale.
  static let uiScreen = APIClass(
    "UIScreen",
    members: [
      .staticProperty(
        "main", "UIScreen",
        old: [.staticCall("mainScreen", of: "UIScreen", today: "UIScreen.main")]
      ) { _, _ in .singleton("UIScreen") },
      .property("bounds", "CGRect") { machine, _ in
        .rect(Rect(origin: .zero, size: machine.state.world.device.fullScreenSize))
      },
      .property("scale", "CGFloat") { machine, _ in
        .double(machine.state.world.device.screenScale)
      },
      .property("nativeScale", "CGFloat") { machine, _ in
        .double(machine.state.world.device.screenScale)
      },
    ])
}

import AlertLabKit

extension APIClass {
  static let uiDevice = APIClass(
    "UIDevice",
    enums: [EnumSpec("UIUserInterfaceIdiom", cases: ["unspecified", "phone", "pad"])],
    members: [
      .staticProperty(
        "current", "UIDevice",
        old: [
          .staticCall("currentDevice", of: "UIDevice", today: "UIDevice.current")
        ]
      ) { _, _ in .singleton("UIDevice.current") },
      .property("systemVersion", "String") { machine, _ in
        .string(machine.state.world.iOS.description)
      },
      .property("userInterfaceIdiom", "UIUserInterfaceIdiom") { machine, _ in
        machine.idiomValue
      },
      .property("model", "String") { machine, _ in
        .string(machine.state.world.device.idiom == .pad ? "iPad" : "iPhone")
      },
      .property("systemName", "String") { _, _ in .string("iOS") },
    ])
}

extension Interpreter {
  /// The device's `UIUserInterfaceIdiom`.
  var idiomValue: Value {
    .enumCase(type: "UIUserInterfaceIdiom", name: state.world.device.idiom.rawValue)
  }
}

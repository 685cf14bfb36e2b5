import AlertLabKit

extension APIClass {
  static let uiTraitCollection = APIClass(
    "UITraitCollection",
    enums: [EnumSpec("UIUserInterfaceSizeClass", cases: ["unspecified", "compact", "regular"])],
    members: [
      .property("horizontalSizeClass", "UIUserInterfaceSizeClass") { machine, _ in
        .enumCase(
          type: "UIUserInterfaceSizeClass",
          name: machine.state.world.device.horizontalSizeClass.rawValue)
      },
      .property("verticalSizeClass", "UIUserInterfaceSizeClass") { machine, _ in
        .enumCase(
          type: "UIUserInterfaceSizeClass",
          name: machine.state.world.device.verticalSizeClass.rawValue)
      },
      .property("userInterfaceIdiom", "UIUserInterfaceIdiom") { machine, _ in
        machine.idiomValue
      },
    ])
}

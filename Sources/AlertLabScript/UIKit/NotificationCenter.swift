import AlertLabKit

// NotificationCenter, Notification and NSNotification.Name: the text-field and background
// notifications of the seeds.

extension APIClass {
  static let notificationCenter = APIClass(
    "NotificationCenter", oldNames: ["NSNotificationCenter"],
    members: [
      .staticProperty(
        "default", "NotificationCenter",
        old: [
          .staticCall(
            "defaultCenter", of: "NSNotificationCenter", today: "NotificationCenter.default")
        ]
      ) { _, _ in .singleton("NotificationCenter.default") },
      .method(
        "addObserver",
        [
          ParamSpec(nil, "Any"), ParamSpec("selector", "Selector"),
          ParamSpec("name", "NSNotification.Name?"), ParamSpec("object", "Any?"),
        ]
      ) { machine, use in
        guard let observer = use.object(0) else { return .void }
        machine.state.world.addObserver(
          observer, selector: use.name(1) ?? "", name: use.name(2), object: use.object(3))
        return .void
      },
      .method(
        "addObserver",
        [
          ParamSpec("forName", "NSNotification.Name?"), ParamSpec("object", "Any?"),
          ParamSpec("queue", "OperationQueue?"), ParamSpec("using", "(Notification) -> Void"),
        ], returns: "NSObjectProtocol",
        old: [.method("addObserverForName", [nil, "object", "queue", "usingBlock"])]
      ) { machine, use in
        guard let block = use.argument(3).flatMap(machine.callable(for:)) else { return .void }
        return .object(
          machine.state.world.addObserver(name: use.name(0), object: use.object(1), block: block))
      },
      .method("removeObserver", [ParamSpec(nil, "Any")]) { machine, use in
        if let observer = use.object(0) {
          machine.state.world.removeObserver(observer, name: nil, object: nil)
        }
        return .void
      },
      .method(
        "removeObserver",
        [
          ParamSpec(nil, "Any"), ParamSpec("name", "NSNotification.Name?"),
          ParamSpec("object", "Any?"),
        ]
      ) { machine, use in
        if let observer = use.object(0) {
          machine.state.world.removeObserver(observer, name: use.name(1), object: use.object(2))
        }
        return .void
      },
      .method(
        "post",
        [ParamSpec("name", "NSNotification.Name"), ParamSpec("object", "Any?", default: true)],
        old: [.method("postNotificationName", [nil, "object"])]
      ) { machine, use in
        let name = use.name(0) ?? ""
        let target = use.object(1)
        try machine.withWorld { try $0.post(name, object: target, runner: machine) }
        return .void
      },
    ])

  static let notification = APIClass(
    "Notification", superclass: nil, oldNames: ["NSNotification"],
    enums: [
      EnumSpec(
        "NSNotification.Name",
        cases: ["UITextFieldTextDidChange", "UIApplicationDidEnterBackground"])
    ],
    members: [
      .property("name", "NSNotification.Name") { _, use in
        guard case .notification(let note) = use.receiver else { throw use.cannotRead }
        return .string(note.name)
      },
      .property("object", "Any?") { _, use in
        guard case .notification(let note) = use.receiver else { throw use.cannotRead }
        return note.object.map { .some(.object($0)) } ?? .none
      },
    ])
}

extension APIMember {
  /// A notification's name (`UITextField.textDidChangeNotification`), and the global constant
  /// of the old SDKs for it (`UITextFieldTextDidChangeNotification`).
  static func notificationName(_ name: String, _ value: String, global: String) -> APIMember {
    staticProperty(
      name, "NSNotification.Name", old: [OldSpelling(global, form: .global)]
    ) { _, _ in .string(value) }
  }
}

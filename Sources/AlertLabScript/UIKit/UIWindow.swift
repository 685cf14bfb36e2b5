import AlertLabKit
import AlertLabWords

// The app's window (a singleton, `self` at its root) and windows made in code: a window of
// one's own for alerts is made, given a root controller, shown with `makeKeyAndVisible()`,
// and presents from that root above the app.

extension APIClass {
  static let uiWindow = APIClass(
    "UIWindow", superclass: "UIResponder",
    members: [
      .initializer([ParamSpec("frame", "CGRect")]) { machine, use in
        guard case .rect(let frame)? = use.argument(0) else { return .void }
        return .object(machine.state.world.makeWindow(frame: frame))
      },
      .initializer([ParamSpec("windowScene", "UIWindowScene")], since: IOSVersion(13)) {
        machine, _ in
        let screen = machine.state.world.device.screenSize
        return .object(machine.state.world.makeWindow(frame: Rect(origin: .zero, size: screen)))
      },
      .initializer([]) { machine, _ in .object(machine.state.world.makeWindow(frame: .zero)) },
      .property(
        "rootViewController", "UIViewController?",
        get: { machine, use in
          guard let window = use.object else {
            return .some(.object(machine.state.world.rootViewController))
          }
          return optionalObject(machine.state.world.app.windows[window]?.rootViewController)
        },
        set: { machine, use in
          if let window = use.object {
            machine.state.world.setRoot(of: window, to: use.object(0))
            return use.receiver
          }
          if use.object(0) == machine.state.world.rootViewController { return use.receiver }
          throw scriptError(
            Said(.keepsSelfRootOne), at: use.range)
        }),
      .property(
        "windowLevel", "UIWindow.Level",
        get: { machine, use in
          .double(use.object.flatMap { machine.state.world.app.windows[$0]?.windowLevel } ?? 0)
        },
        set: { machine, use in
          guard let window = use.object, case .double(let level)? = use.argument(0)?.unwrapped
          else { return use.receiver }
          machine.state.world.setLevel(of: window, to: level)
          return use.receiver
        }),
      .property(
        "isHidden", "Bool", old: ["hidden"],
        get: { machine, use in
          .bool(use.object.flatMap { machine.state.world.app.windows[$0]?.isHidden } ?? false)
        },
        set: { machine, use in
          if let window = use.object { machine.state.world.setHidden(window, use.flag(0)) }
          return use.receiver
        }),
      .property(
        "windowScene", "UIWindowScene?",
        get: { _, _ in .some(.singleton("UIWindowScene")) },
        set: { _, use in use.receiver }),
      .property(
        "backgroundColor", "UIColor?",
        get: { machine, use in
          colorValue(use.object.flatMap { machine.state.world.app.looks[$0]?.backgroundColor })
        },
        set: { machine, use in
          if let window = use.object {
            let name = colorName(use.value)
            machine.state.world.updateLook(window) { $0.backgroundColor = name }
          }
          return use.receiver
        }),
      .property("bounds", "CGRect") { machine, use in
        .rect(Rect(origin: .zero, size: windowFrame(machine, use).size))
      },
      .property("frame", "CGRect") { machine, use in .rect(windowFrame(machine, use)) },
      .property("isKeyWindow", "Bool", old: ["keyWindow"]) { machine, use in
        .bool(machine.state.world.app.keyWindow == use.object)
      },
      .method("makeKeyAndVisible", []) { machine, use in
        guard let window = use.object else {
          machine.state.world.app.keyWindow = nil
          return .void
        }
        machine.state.world.setHidden(window, false)
        machine.state.world.makeKey(window)
        return .void
      },
      .method("makeKey", []) { machine, use in
        if let window = use.object {
          machine.state.world.makeKey(window)
        } else {
          machine.state.world.app.keyWindow = nil
        }
        return .void
      },
    ])

  /// `UIWindow.Level`: a raw value (a CGFloat) with UIKit's three named levels.
  static let uiWindowLevel = APIClass(
    "UIWindow.Level", superclass: nil,
    members: [
      .staticProperty(
        "normal", "UIWindow.Level",
        old: [OldSpelling("UIWindowLevelNormal", form: .global, today: "UIWindow.Level.normal")]
      ) { _, _ in .double(0) },
      .staticProperty(
        "statusBar", "UIWindow.Level",
        old: [
          OldSpelling("UIWindowLevelStatusBar", form: .global, today: "UIWindow.Level.statusBar")
        ]
      ) { _, _ in .double(1000) },
      .staticProperty(
        "alert", "UIWindow.Level",
        old: [OldSpelling("UIWindowLevelAlert", form: .global, today: "UIWindow.Level.alert")]
      ) { _, _ in .double(2000) },
      .initializer([ParamSpec("rawValue", "CGFloat")]) { _, use in
        if case .double(let level)? = use.argument(0) { return .double(level) }
        return .double(Double(use.int(0, otherwise: 0)))
      },
    ])
}

/// The frame of the window used: a window made in code's own, else the screen's.
private func windowFrame(_ machine: Interpreter, _ use: MemberUse) -> Rect {
  let world = machine.state.world
  if let window = use.object, let frame = world.views[window]?.frame { return frame }
  return Rect(origin: .zero, size: world.device.screenSize)
}

/// The key window: one made in code when it was made key, else the app's.
func keyWindowValue(_ machine: Interpreter) -> Value {
  machine.state.world.app.keyWindow.map { .object($0) } ?? .singleton("UIWindow")
}

/// The app's window, then the windows made in code that show, from the lowest up.
func windowsValue(_ machine: Interpreter) -> Value {
  .array(
    [.singleton("UIWindow")] + machine.state.world.app.shownWindows.map { .object($0) },
    element: "UIWindow")
}

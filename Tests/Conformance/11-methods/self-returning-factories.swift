// Static factories that return `Self` build the value with the type's own members,
// named as implicit members.
struct Action {
  enum Role {
    case cancel, destructive, normal
  }

  let title: String
  let role: Role
  let handler: () -> Void
}

extension Action {
  private static func make(_ title: String, role: Role = .normal, handler: @escaping () -> Void)
    -> Self
  {
    Action(title: title, role: role, handler: handler)
  }

  static func normal(_ title: String, handler: @escaping () -> Void) -> Self {
    .make(title, handler: handler)
  }

  static func destructive(_ title: String, handler: @escaping () -> Void) -> Self {
    .make(title, role: .destructive, handler: handler)
  }

  static func cancel(_ title: String = "Cancel") -> Self {
    .make(title, role: .cancel) {}
  }
}

let actions: [Action] = [
  .destructive("Delete") { print("deleted") },
  .normal("Keep") { print("kept") },
  .cancel(),
]
for action in actions {
  print(action.title, action.role)
}
actions[0].handler()
actions[1].handler()

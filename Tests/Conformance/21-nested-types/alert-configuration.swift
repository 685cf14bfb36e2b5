// Nested types in classes and enums, referring to them from outside, typealiases.
final class AlertController {
  enum Style { case alert, actionSheet }
  struct Action: CustomStringConvertible {
    enum Role: String { case normal, cancel, destructive }
    let title: String
    let role: Role
    var description: String { role == .normal ? title : "\(title) (\(role.rawValue))" }
  }
  typealias Handler = (Action) -> Void
  let title: String
  let style: Style
  private(set) var actions: [Action] = []
  init(title: String, style: Style) { self.title = title; self.style = style }
  func add(_ action: Action) { actions.append(action) }
  func tap(_ index: Int, handler: Handler) { handler(actions[index]) }
}
let controller = AlertController(title: "Discard draft?", style: .actionSheet)
controller.add(.init(title: "Keep Editing", role: .normal))
controller.add(AlertController.Action(title: "Discard", role: .destructive))
controller.add(.init(title: "Cancel", role: .cancel))
print(controller.title, controller.style)
print(controller.actions)
controller.tap(1) { print("tapped \($0.title), role \($0.role)") }
let role: AlertController.Action.Role = .cancel
print(role, role.rawValue, type(of: role))

enum Network {
  struct Request { let path: String; let method: Method }
  enum Method: String { case get = "GET", post = "POST" }
  struct Response {
    let status: Status
    enum Status: Int { case ok = 200, notFound = 404 }
  }
  static func send(_ r: Request) -> Response {
    Response(status: r.path.hasPrefix("/api") ? .ok : .notFound)
  }
}
for path in ["/api/alerts", "/missing"] {
  let response = Network.send(.init(path: path, method: .get))
  print(Network.Method.get.rawValue, path, response.status, response.status.rawValue)
}
print(Network.Response(status: .ok))

class Presenter {
  let name: String
  weak var delegate: Listener?
  var onDismiss: (() -> Void)?
  init(_ name: String) { self.name = name; print("make \(name)") }
  deinit { print("free \(name)") }
}
class Listener {
  var presenter: Presenter?
  deinit { print("free listener") }
}
var listener: Listener? = Listener()
var presenter: Presenter? = Presenter("sheet")
presenter!.delegate = listener
listener!.presenter = presenter
print(presenter!.delegate == nil)
presenter = nil
print("presenter dropped")
listener = nil
print("listener dropped")
var cycle: Presenter? = Presenter("cycle")
cycle!.onDismiss = { print(cycle!.name) }
cycle = nil
print("a global the closure reads is no owner")
class Node {
  var next: Node?
  let id: Int
  init(_ id: Int) { self.id = id }
  deinit { print("free node \(id)") }
}
var first: Node? = Node(1)
first!.next = Node(2)
first!.next!.next = first
first = nil
print("a cycle is never freed")
var safe: Presenter? = Presenter("safe")
safe!.onDismiss = { [weak safe] in print(safe?.name ?? "gone") }
safe!.onDismiss?()
safe = nil
print("end")

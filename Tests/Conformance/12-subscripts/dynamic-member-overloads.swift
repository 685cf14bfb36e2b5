// A `@dynamicMemberLookup` type with two subscripts that differ only in their result: the
// context's type picks one. A subscript that gives a function is called like a method.
@dynamicMemberLookup
struct Settings {
  let texts = ["title": "Delete draft?", "button": "Delete"]
  let numbers = ["retries": 3, "delay": 2]

  subscript(dynamicMember key: String) -> String {
    texts[key, default: "?"]
  }

  subscript(dynamicMember key: String) -> Int {
    numbers[key, default: 0]
  }
}

@dynamicMemberLookup
struct Announcer {
  subscript(dynamicMember verb: String) -> (String) -> Void {
    { subject in print("\(verb.uppercased()): \(subject)") }
  }
}

indirect enum Node {
  case leaf(String)
  case list(Array<Node>)
  case table(Dictionary<String, Node>)

  var text: String {
    switch self {
    case .leaf(let value): return value
    case .list(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
    case .table(let rows):
      return "{" + rows.keys.sorted().map { "\($0): \(rows[$0]!.text)" }.joined(separator: ", ")
        + "}"
    }
  }
}

let settings = Settings()
let title: String = settings.title
let retries: Int = settings.retries
print(title, retries)
let delay: Int = settings.delay
let button: String = settings.button
print(button, delay * 2)

let announce = Announcer()
announce.saved("draft 3")
announce.deleted("draft 4")

let tree = Node.list([.leaf("a"), .table(["x": .leaf("1"), "y": .list([.leaf("2")])])])
print(tree.text)
let words: Array<String> = ["one", "two"]
let counts: Dictionary<String, Int> = ["one": 1]
print(words, counts, type(of: words), type(of: counts))

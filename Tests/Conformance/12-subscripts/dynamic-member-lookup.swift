// Dynamic member lookup: a type marked @dynamicMemberLookup answers member names it does not
// declare through subscript(dynamicMember:), given the name as a String or as a key path.

@dynamicMemberLookup
struct Settings {
  var values: [String: String] = [:]
  subscript(dynamicMember name: String) -> String {
    get { values[name] ?? "(unset)" }
    set { values[name] = newValue }
  }
}

var settings = Settings()
print(settings.theme)
settings.theme = "dark"
settings.language = "en"
print(settings.theme, settings.language)
print(settings.values.count)

struct Point {
  var x = 0
  var y = 0
}

@dynamicMemberLookup
struct Labelled {
  var label: String
  var point: Point
  // A member of the wrapped point, read and written through a key path.
  subscript<T>(dynamicMember path: WritableKeyPath<Point, T>) -> T {
    get { point[keyPath: path] }
    set { point[keyPath: path] = newValue }
  }
}

var corner = Labelled(label: "corner", point: Point(x: 3, y: 4))
print(corner.label, corner.x, corner.y)
corner.x = 10
corner.y += 5
print(corner.point.x, corner.point.y)

final class Counter {
  var count = 0
  var name = "taps"
}

// A view of an object: a read of a member gives a pair of functions that read and write it.
@dynamicMemberLookup
struct Handle<Root: AnyObject> {
  let root: Root
  subscript<Value>(dynamicMember path: ReferenceWritableKeyPath<Root, Value>) -> Accessor<Value> {
    let root = self.root
    return Accessor(read: { root[keyPath: path] }, write: { root[keyPath: path] = $0 })
  }
}

struct Accessor<Value> {
  let read: () -> Value
  let write: (Value) -> Void
}

let counter = Counter()
let handle = Handle(root: counter)
let countAccess = handle.count
countAccess.write(3)
print(counter.count, countAccess.read())
handle.name.write("clicks")
print(counter.name)

// A key path read-only through a `KeyPath` parameter.
@dynamicMemberLookup
struct Reader {
  let point: Point
  subscript(dynamicMember path: KeyPath<Point, Int>) -> String {
    "value \(point[keyPath: path])"
  }
}
print(Reader(point: Point(x: 7, y: 8)).y)

// A declared member is found before the dynamic one.
@dynamicMemberLookup
struct Both {
  var known = "declared"
  subscript(dynamicMember name: String) -> String { "dynamic \(name)" }
}
let both = Both()
print(both.known, both.unknown)

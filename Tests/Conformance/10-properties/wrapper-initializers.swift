// The ways a wrapped property gets its wrapper: initial values, attribute arguments with and
// without labels, the memberwise initializer, a wrapper's own init(), and static properties.
@propertyWrapper
struct Limited {
  private var text: String
  let limit: Int
  let marker: String
  init(wrappedValue: String, max limit: Int, marker: String = "~") {
    self.limit = limit
    self.marker = marker
    text = ""
    self.wrappedValue = wrappedValue
  }
  var wrappedValue: String {
    get { text }
    set { text = newValue.count > limit ? String(newValue.prefix(limit)) + marker : newValue }
  }
}
@propertyWrapper
struct Tally {
  var wrappedValue: Int { didSet { changes += 1 } }
  private(set) var changes = 0
  init() { wrappedValue = 0 }
  init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
  var projectedValue: String { "\(wrappedValue) after \(changes) changes" }
}
struct Banner {
  @Limited(max: 8) var title: String = "Welcome aboard"
  @Limited(max: 4, marker: "…") var badge: String = "tag"
  @Tally var views: Int
  var pinned = false
}
var first = Banner()
print(first.title, first.badge, first.views, first.pinned)
var second = Banner(title: "Sale", badge: "limited", views: Tally(wrappedValue: 7), pinned: true)
second.views += 1
second.views += 1
print(second.title, second.badge, second.$views, second.pinned)
first.title = "Good evening"
first.badge = "hot"
first.views = 2
print(first.title, first.badge, first.$views)
enum Defaults {
  @Tally static var launches = 3
  @Limited(max: 5) static var region = "Europe"
}
Defaults.launches += 10
print(Defaults.launches, Defaults.$launches, Defaults.region)
Defaults.region = "Asia"
print(Defaults.region)

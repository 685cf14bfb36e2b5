// A generic property wrapper used without its argument: Swift infers its parameter from the
// property's type, which the wrapper's code may name.
@propertyWrapper
struct Logged<Value> {
  private var value: Value
  private(set) var changes: [String] = []

  init(wrappedValue: Value) {
    value = wrappedValue
  }

  var wrappedValue: Value {
    get { value }
    set {
      changes.append("\(Value.self): \(value) -> \(newValue)")
      value = newValue
    }
  }

  var projectedValue: [String] { changes }
}

@propertyWrapper
struct Described<Subject> {
  var wrappedValue: Subject
  var projectedValue: String { "a \(Subject.self)" }
}

final class Printer {}

struct Settings {
  @Logged var volume: Int = 3
  @Logged var name: String = "Den"
  @Described var printer = Printer()
}

var settings = Settings()
settings.volume = 7
settings.volume += 1
settings.name = "Studio"
print(settings.volume, settings.name)
print(settings.$volume)
print(settings.$name)
print(settings.$printer)

// A wrapper made with no argument at all learns its parameter from the property's type alone.
enum Services {
  static var registered: [String: Any] = [:]
}

@propertyWrapper
struct Injected<Service> {
  var wrappedValue: Service? {
    Services.registered[String(describing: Service.self)] as? Service
  }
}

final class Scanner {
  let model = "flatbed"
}

struct Office {
  @Injected var scanner: Scanner?
}

print(Office().scanner?.model ?? "none")
Services.registered["Scanner"] = Scanner()
print(Office().scanner?.model ?? "none")

// Access control in subclasses, protocol conformance, getters and initializers.
protocol Resettable { mutating func reset() }

internal class Widget {
  fileprivate var tapCount = 0
  private var secret = "hidden"
  func tap() { tapCount += 1 }
  func status() -> String { "\(tapCount) taps, secret length \(secret.count)" }
}
final class LoudWidget: Widget {
  override internal func tap() {
    super.tap()
    super.tap()
  }
  func peek() -> Int { tapCount }
}
let widget = LoudWidget()
widget.tap()
widget.tap()
print(widget.status(), widget.peek())

public struct Settings: Resettable {
  public var volume: Int
  fileprivate(set) var theme: String
  public init(volume: Int) { self.volume = volume; theme = "system" }
  public mutating func reset() { volume = 5; theme = "system" }
}
var settings = Settings(volume: 9)
settings.theme = "dark"
print(settings)
settings.reset()
print(settings)

struct Vault {
  private let items: [String]
  init(_ items: String...) { self.items = items }
  var count: Int { items.count }
  func contains(_ s: String) -> Bool { items.contains(s) }
}
let vault = Vault("gold", "maps")
print(vault.count, vault.contains("maps"), vault.contains("keys"))

private struct Helper {
  static func double(_ x: Int) -> Int { x * 2 }
}
func publicFacing(_ x: Int) -> Int { Helper.double(x) + 1 }
print(publicFacing(20))

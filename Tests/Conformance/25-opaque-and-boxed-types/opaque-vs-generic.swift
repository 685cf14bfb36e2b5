// Differences between opaque types, generics and boxed protocol types; associated types and some.
protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
extension Array: Container {}

func wrapTwice<T>(_ value: T) -> some Container { [value, value] }
let wrapped = wrapTwice("echo")
let firstEcho = wrapped[0]
print(type(of: firstEcho), firstEcho, wrapped.count)

protocol Sound { func make() -> String }
struct Chime: Sound { func make() -> String { "ding" } }
struct Buzz: Sound { func make() -> String { "bzzz" } }
func alertSound(urgent: Bool) -> any Sound { urgent ? Buzz() : Chime() }
func gentleSound() -> some Sound { Chime() }
print(alertSound(urgent: true).make(), alertSound(urgent: false).make(), gentleSound().make())

let a = gentleSound(), b = gentleSound()
print(type(of: a) == type(of: b))
func same<T: Sound>(_ x: T, _ y: T) -> String { x.make() + y.make() }
print(same(a, b))

struct Playlist<S: Sound> {
  var sounds: [S]
  func play() -> String { sounds.map { $0.make() }.joined(separator: "-") }
}
print(Playlist(sounds: [Chime(), Chime()]).play())
let mixed: [any Sound] = [Chime(), Buzz(), Chime()]
print(mixed.map { $0.make() }.joined(separator: "-"))

func lazyDoubles(_ xs: [Int]) -> some Sequence<Int> { xs.lazy.map { $0 * 2 } }
print(Array(lazyDoubles([1, 2, 3])))
var total = 0
for x in lazyDoubles([5, 6]) { total += x }
print(total)
func pairUp(_ x: some Sound, _ y: some Sound) -> String { "\(x.make())/\(y.make())" }
print(pairUp(Chime(), Buzz()))

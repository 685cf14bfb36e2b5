import AlertLabKit

// The code of an extension of a Swift type (`extension Array`, `extension String`) runs with
// the array or string as `self`: its properties are named without `self.`, and `Element`
// stands for the array's element type.

extension Interpreter {
  /// True when `self` is a value whose properties a method names without `self.`: an object,
  /// or the array or string an extension's method runs on (`count` in `extension Array`).
  func hasImplicitMembers(_ value: Value) -> Bool {
    switch value {
    case .object, .array, .string: return true
    default: return false
    }
  }

  /// `Element` (an array's element in its methods and in `extension Array`) takes any value.
  func genericElementAsAny(_ type: String) -> String {
    // Only a spelling of 7 or 8 bytes can be either: a string knows its length without
    // reading it, and most types are answered so (comparing strings that differ costs more).
    let length = type.utf8.count
    guard length == 7 || length == 8 else { return type }
    switch type {
    case "Element": return "Any"
    case "Element?": return "Any?"
    default: return type
    }
  }
}

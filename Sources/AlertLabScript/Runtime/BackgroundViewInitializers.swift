import AlertLabKit

// A learner's UIPopoverBackgroundView subclass made by the learner's own code, as UIKit makes
// it: `Arrow(frame: .zero)` (Objective-C's `[[Arrow alloc] initWithFrame:CGRectZero]`) and
// `Arrow()` run the class's `init(frame:)` or `init()` when it declares one, so the
// observers it registers there (seed 004) are registered.

extension Interpreter {
  /// A new instance of the background view class `type`, its initializer matching the
  /// arguments' labels run; nil when the class declares none for these labels and arguments
  /// were given (the caller reports it).
  func constructBackgroundView(_ type: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    let labels = arguments.map(\.label)
    let initializer = learnerInitializers(type).first {
      $0.decl.parameters.map(self.labelOf) == labels
    }
    guard let initializer else { return arguments.isEmpty ? .object(try instantiate(type)) : nil }
    let values = try arguments.map { try eval($0.value) }
    let id = try instantiate(type)
    initializing.append((id, initializer.owner))
    defer { initializing.removeLast() }
    _ = try callUser(initializer.decl, arguments: values, range: range, instance: id)
    return .object(id)
  }
}

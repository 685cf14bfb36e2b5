// Case patterns that name the enum after `let`, in `if case`, `switch`, `for case` and
// `guard case`; `@unknown default`; an unavailable case; a type's own `allCases`.
enum Prompt {
  case alert(String, buttons: Int)
  case sheet(String)
  case toast
}

let prompts: [Prompt] = [
  .alert("Delete?", buttons: 2), .sheet("Share"), .toast, .alert("OK", buttons: 1),
]

if case let Prompt.alert(title, _) = prompts[0] {
  print("first is an alert:", title)
}
for case let Prompt.alert(title, buttons) in prompts where buttons > 1 {
  print(title, buttons)
}
for prompt in prompts {
  switch prompt {
  case let Prompt.alert(title, buttons: count):
    print("alert", title, count)
  case let Prompt.sheet(title):
    print("sheet", title)
  @unknown default:
    print("something else")
  }
}

func title(of prompt: Prompt) -> String {
  guard case let Prompt.sheet(title) = prompt else { return "(none)" }
  return title
}
print(prompts.map(title(of:)))

enum Style: CaseIterable {
  case plain, bold
  @available(*, unavailable)
  case legacy
  static var allCases: [Style] { [.plain, .bold] }
}
print(Style.allCases)

enum Size: CaseIterable {
  case small, large
  case custom(Int)
  static var allCases: [Size] { [.small, .large, .custom(3)] }
}
print(Size.allCases.count)

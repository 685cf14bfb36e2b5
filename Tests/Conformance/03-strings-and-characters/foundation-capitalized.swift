import Foundation

// Foundation's `capitalized`: each word's first letter in upper case, the rest in lower case.
let titles = ["chocolate chip", "VANILLA bean", "strawberry-swirl", "mint", ""]
for title in titles {
  print("[\(title.capitalized)]")
}
enum Topping: String, CaseIterable {
  case hotFudge, sprinkles
}
print(Topping.allCases.map { $0.rawValue.capitalized })

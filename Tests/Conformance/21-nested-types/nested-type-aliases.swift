// Type aliases declared inside types, named from outside as `Outer.Alias`.
struct Recipe {
  typealias Grams = Int
  typealias Step = (order: Int, text: String)

  struct Ingredient {
    typealias Name = String
    var name: Name
    var amount: Grams
  }

  enum Heat {
    typealias Celsius = Double
    case low, high
    var degrees: Celsius { self == .low ? 120.5 : 220.0 }
  }

  var ingredients: [Ingredient] = []
  var steps: [Step] = []
}

extension Recipe {
  var totalWeight: Grams {
    ingredients.reduce(0) { $0 + $1.amount }
  }

  mutating func add(_ name: Ingredient.Name, _ amount: Grams) {
    ingredients.append(Ingredient(name: name, amount: amount))
  }
}

var pancakes = Recipe()
pancakes.add("flour", 250)
pancakes.add("milk", 300)
pancakes.steps.append((order: 1, text: "Mix"))

let extra: Recipe.Grams = 50
let label: Recipe.Ingredient.Name = "sugar"
let oven: Recipe.Heat.Celsius = Recipe.Heat.high.degrees
pancakes.add(label, extra)

func describe(_ weight: Recipe.Grams) -> String {
  "\(weight) g"
}

let firstStep: Recipe.Step = pancakes.steps[0]
print(describe(pancakes.totalWeight))
print(pancakes.ingredients.map { $0.name })
print(oven, Recipe.Heat.low.degrees)
print(firstStep.order, firstStep.text)
var weights: [Recipe.Grams] = pancakes.ingredients.map(\.amount)
weights.sort()
print(weights)

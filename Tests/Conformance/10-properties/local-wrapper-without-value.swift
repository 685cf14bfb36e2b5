// A wrapped local variable written without a value takes the one its wrapper gives.
@propertyWrapper struct Capped {
  private var value: Int
  let cap: Int
  init(wrappedValue: Int, _ cap: Int) {
    self.cap = cap
    value = min(wrappedValue, cap)
  }
  init(_ cap: Int) {
    self.cap = cap
    value = 0
  }
  var wrappedValue: Int {
    get { value }
    set { value = min(newValue, cap) }
  }
}

func score() {
  @Capped(100) var points: Int
  points += 30
  print(points)
  points *= 10
  print(points)
  @Capped(5) var tries = 9
  print(tries)
}

score()

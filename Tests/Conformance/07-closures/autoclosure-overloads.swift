// Overloads that take a closure or an autoclosure: an expression goes to the autoclosure,
// a closure to the closure.
func check(_ body: @escaping () -> Void) {
  print("closure")
  body()
}

func check(_ condition: @autoclosure () -> Bool) {
  print("autoclosure:", condition())
}

func log(_ message: @autoclosure () -> String, when enabled: Bool) {
  if enabled { print("log:", message()) }
}

var evaluated = 0
func expensive() -> String {
  evaluated += 1
  return "built"
}

check(1 < 2)
check { print("ran the closure") }
check(!true)
check(evaluated == 0 && 3 > 2)
log(expensive(), when: false)
log(expensive(), when: true)
print("evaluated", evaluated)

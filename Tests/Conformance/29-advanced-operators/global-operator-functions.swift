// Operators declared as global functions, beside the standard library's: each is used for
// the operands it takes, and the standard `+` and `*` still add and multiply numbers,
// strings and arrays, inside the learner's operators too.
struct Size {
  var width = 0.0
  var height = 0.0
}
func + (left: Size, right: Size) -> Size {
  Size(width: left.width + right.width, height: left.height + right.height)
}
func * (size: Size, scale: Double) -> Size {
  Size(width: size.width * scale, height: size.height * scale)
}
func == (left: Size, right: Size) -> Bool { left.width == right.width }

let button = Size(width: 44, height: 30)
let padded = button + Size(width: 16, height: 8)
print(padded.width, padded.height, (padded * 2).width)
print(button == Size(width: 44, height: 1), 2 + 3, "OK" + "!", [1] + [2], 1.5 * 2)
let scaled = [button, padded].map { $0 * 0.5 }
print(scaled.map { $0.width * $0.height })
let multiply = { (a: Int, b: Int) -> Int in
  a * b
}
print(multiply(6, 7))

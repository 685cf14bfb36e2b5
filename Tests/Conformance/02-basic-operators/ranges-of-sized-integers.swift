// A range whose bound is a sized integer: the literal bound takes its type, and so do the
// elements.
let count: UInt = 3
for index in 0..<count {
  print(index, type(of: index))
}

let level: UInt8 = 2
for step in level...4 {
  print(step, type(of: step))
}

let window = 0..<count
print(window, window.contains(2), window.contains(3))
let two: UInt = 2
print(window.contains(two))

// `??` with an implicit member on its right (`.unknown`), and the result compared with another
// implicit member: both take the enum type of the optional on the left.

enum Direction {
  case up, down, left, right, unknown
}

struct Arrow {
  var direction: Direction?
}

final class Bubble {
  var arrow: Direction? = nil
  func pointsSomewhere() -> Bool { (arrow ?? .unknown) != .unknown }
}

let arrows = [Arrow(direction: .up), Arrow(direction: nil), Arrow(direction: .unknown)]
for arrow in arrows {
  let known = (arrow.direction ?? .unknown) != .unknown
  print(known, arrow.direction ?? .unknown)
}

let bubble = Bubble()
print(bubble.pointsSomewhere())
bubble.arrow = .left
print(bubble.pointsSomewhere(), (bubble.arrow ?? .right) == .left)

func lastDirection(_ moves: [Direction]) -> Direction? { moves.last }
print((lastDirection([]) ?? .down) == .down, (lastDirection([.up]) ?? .down) == .down)

let fallback = (arrows[1].direction ?? .right)
switch fallback {
case .right: print("right")
default: print("other")
}

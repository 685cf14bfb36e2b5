// An extension of a geometry value type adds initializers that delegate to its own.
import Foundation

extension CGSize {
  init(_ width: CGFloat, _ height: CGFloat) {
    self.init(width: width, height: height)
  }
  init(side: CGFloat) {
    self = CGSize(width: side, height: side)
  }
}

extension CGPoint {
  init(_ x: CGFloat, _ y: CGFloat) {
    self.init(x: x, y: y)
  }
}

let popover = CGSize(320, 300)
print(popover.width, popover.height)
let square = CGSize(side: 44)
print(square.width == square.height, square.width)
let anchor = CGPoint(10, 20)
print(anchor.x + anchor.y)

// Converting only when nothing is lost: `init(exactly:)` gives nil for a number the type
// cannot hold as it is. (Foundation links the C library the checks use on Linux.)
import Foundation
let ratings = [4.0, 3.5, 5.0]
for rating in ratings {
  if let stars = Int(exactly: rating) {
    print("\(stars) whole stars")
  } else {
    print("\(rating) is not a whole number of stars")
  }
}
print(Int(exactly: 2.5) == nil, Int(exactly: -7.0) as Any)
print(Double(exactly: 12) as Any)
print(Float(exactly: 0.5) as Any, Float(exactly: 0.1) as Any)
print(Int(exactly: ratings[1] * 1e30) as Any)

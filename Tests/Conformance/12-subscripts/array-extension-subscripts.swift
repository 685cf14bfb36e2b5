// An extension of Array declares a subscript taking several positions: its getter builds an
// ArraySlice, its setter changes the array through `self[i]`.
extension Array {
  subscript(positions: [Int]) -> ArraySlice<Element> {
    get {
      var picked = ArraySlice<Element>()
      for position in positions {
        picked.append(self[position])
      }
      return picked
    }
    set {
      for (offset, position) in positions.enumerated() {
        self[position] = newValue[newValue.startIndex + offset]
      }
    }
  }

  subscript(wrapping position: Int) -> Element {
    self[(position % count + count) % count]
  }
}

var shelf = ["jam", "tea", "oats", "rice", "salt"]
print(shelf[[0, 2, 4]])
shelf[[1, 3]] = ["coffee", "beans"]
print(shelf)
print(shelf[wrapping: 7], shelf[wrapping: -1])
let firstTwo: ArraySlice<String> = shelf[0..<2]
print(firstTwo, firstTwo.count)
var numbers = [1, 2, 3, 4]
numbers[[0, 3]] = [10, 40]
print(numbers, numbers[[3, 0]])

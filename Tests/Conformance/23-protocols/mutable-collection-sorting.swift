// A `MutableCollection` of the program's own is sorted and reversed in place through its
// own subscript, as the standard library's default methods do.
struct Ring: MutableCollection, RandomAccessCollection {
  private var storage: [Int]
  private var offset: Int

  init(_ values: [Int], offset: Int) {
    storage = values
    self.offset = offset
  }

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }

  subscript(position: Int) -> Int {
    get { storage[(position + offset) % storage.count] }
    set { storage[(position + offset) % storage.count] = newValue }
  }

  var raw: [Int] { storage }
}

var ring = Ring([5, 30, 4, 9], offset: 1)
print(Array(ring), ring.raw)
ring.sort()
print(Array(ring), ring.raw)
ring.sort(by: >)
print(Array(ring))
ring.reverse()
print(Array(ring), ring.raw)
var copy = ring
copy.sort { $0 % 10 < $1 % 10 }
print(Array(copy), Array(ring))

// Types nested in generic types: printed with the outer type's arguments, as the values
// they hold bind them; type(of:) names the nested type alone.
struct Shelf<Item> {
  struct Slot { var item: Item; var count: Int }
  enum Mark { case empty, full(Item), pair(Item, Item) }
  var slots: [Slot] = []
  mutating func put(_ item: Item) { slots.append(Slot(item: item, count: 1)) }
}
var shelf = Shelf<String>()
shelf.put("jam")
shelf.put("tea")
print(shelf.slots, shelf.slots[0], type(of: shelf.slots[0]))
print(shelf)
print([Shelf<Int>.Mark.full(3), .pair(1, 2)], Shelf<Double>.Mark.full(0.5))
let marks: [Shelf<Int>.Mark] = [.full(2)]
print(marks, type(of: marks))
debugPrint(Shelf<Bool>.Mark.full(true))
print("\(Shelf<[Int]>.Mark.full([1]))", [Shelf<[Int]>.Mark.full([1])])
enum Outer {
  enum Kind { case one }
  struct Tag { var name: String }
}
print([Outer.Kind.one], [Outer.Tag(name: "t")], type(of: Outer.Tag(name: "u")))
let kinds: [Outer.Kind] = [.one]
print(type(of: kinds))

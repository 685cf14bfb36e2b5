// Overloads with the same labels are told apart by what the argument is: an implicit member
// of one parameter's type, a string, a number, or a value made in place.
enum Edge { case top, bottom }
struct Badge {
  let text: String
  init(_ text: String) { self.text = text }
}

func pad(_ length: Double) { print("pad by", length) }
func pad(_ edge: Edge) { print("pad the", edge) }

func label(_ badge: Badge) { print("badge", badge.text) }
func label(_ text: String) { print("text", text) }

pad(.top)
pad(8)
pad(2.5)
label("New")
label(Badge("Sale"))

struct Box {
  func show(_ text: String) { print("box text", text) }
  func show(_ badge: Badge) { print("box badge", badge.text) }
}
Box().show(Badge("Hot"))
Box().show("Cold")

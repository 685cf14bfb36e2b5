// Checking types with is, downcasting with as? and as!, class hierarchies.
class Exhibit {
  var title: String
  init(title: String) { self.title = title }
}
final class Painting: Exhibit {
  var painter: String
  init(title: String, painter: String) {
    self.painter = painter
    super.init(title: title)
  }
}
final class Sculpture: Exhibit {
  var material: String
  init(title: String, material: String) {
    self.material = material
    super.init(title: title)
  }
}
let gallery = [
  Painting(title: "Fog Over Docks", painter: "R. Amsel"),
  Sculpture(title: "Heron", material: "bronze"),
  Painting(title: "Orchard at Dusk", painter: "T. Iwu"),
  Sculpture(title: "Knot", material: "marble"),
  Sculpture(title: "Wave", material: "glass"),
]
print(type(of: gallery))
var paintings = 0, sculptures = 0
for item in gallery {
  if item is Painting { paintings += 1 } else if item is Sculpture { sculptures += 1 }
}
print("The gallery shows \(paintings) paintings and \(sculptures) sculptures")
for item in gallery {
  if let painting = item as? Painting {
    print("Painting: \(painting.title) by \(painting.painter)")
  } else if let sculpture = item as? Sculpture {
    print("Sculpture: \(sculpture.title) in \(sculpture.material)")
  }
}
let opener = gallery[0] as! Painting
print(opener.painter)
let statues = gallery.compactMap { $0 as? Sculpture }
print(statues.map(\.material))
let general: Exhibit = statues[0]
print(general is Sculpture, general is Painting, type(of: general))
print((gallery[1] as? Painting)?.painter ?? "not a painting")
let all: [Exhibit] = gallery
if let onlyPaintings = all as? [Painting] {
  print(onlyPaintings.count)
} else {
  print("mixed collection")
}
let wall: [Exhibit] = [opener]
if let w = wall as? [Painting] { print("all paintings:", w.map(\.title)) }

// Optional chaining through properties, methods and subscripts.
final class Traveller { var itinerary: Itinerary? }
final class Leg { let city: String; init(city: String) { self.city = city } }
final class Hotel {
  var name: String?
  var street: String?
  var number: Int?
  func shortAddress() -> String? {
    if let number, let street { return "\(street) \(number)" }
    return name
  }
}
final class Itinerary {
  var legs: [Leg] = []
  var legCount: Int { legs.count }
  subscript(i: Int) -> Leg {
    get { legs[i] }
    set { legs[i] = newValue }
  }
  func printLegCount() { print("The trip has \(legCount) legs") }
  var hotel: Hotel?
}
let nadia = Traveller()
if let count = nadia.itinerary?.legCount {
  print("Nadia has \(count) legs")
} else {
  print("No itinerary yet.")
}
let hotel = Hotel()
hotel.street = "Canal Street"
hotel.number = 8
nadia.itinerary?.hotel = hotel
print(nadia.itinerary?.hotel as Any)
if nadia.itinerary?.printLegCount() == nil { print("Could not print the leg count.") }
if (nadia.itinerary?.hotel = hotel) == nil { print("Could not set the hotel.") }
print(nadia.itinerary?[0].city as Any)
let trip = Itinerary()
trip.legs.append(Leg(city: "Porto"))
trip.legs.append(Leg(city: "Seville"))
nadia.itinerary = trip
if let firstCity = nadia.itinerary?[0].city { print("First stop: \(firstCity).") }
nadia.itinerary?[0] = Leg(city: "Lisbon")
print(nadia.itinerary?[0].city as Any)
if let v = nadia.itinerary?.printLegCount() { print("printed, returned \(v)") }
nadia.itinerary?.hotel = hotel
print(nadia.itinerary?.hotel?.shortAddress() as Any)
if let loud = nadia.itinerary?.hotel?.shortAddress()?.uppercased() { print(loud) }
print(nadia.itinerary?.hotel?.name?.count as Any)
var nightlyRates = ["Porto": [80, 95], "Lisbon": [110, 120]]
nightlyRates["Porto"]?[1] = 90
nightlyRates["Lisbon"]?[0] -= 10
nightlyRates["Madrid"]?[0] = 70
print(nightlyRates["Porto"]!, nightlyRates["Lisbon"]!, nightlyRates["Madrid"] as Any)

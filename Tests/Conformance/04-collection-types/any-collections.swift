// Collections written as [Any] and [String: Any] keep their element type Any, whatever the
// literal holds first.
var mixed: [Any] = [[1, 2]]
mixed.append(["three"])
mixed.append(4)
print(mixed.count, type(of: mixed))

var settings: [String: Any] = ["sizes": [10, 12]]
settings["name"] = "Large print"
print(settings.count, type(of: settings))

let row: [Any] = [1, "two", 3.0]
print(row, type(of: row))

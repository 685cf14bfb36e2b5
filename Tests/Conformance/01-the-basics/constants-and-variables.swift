// Constants, variables, type annotations and inference.
let maximumAlertsOnScreen = 3
var alertsShown = 0
alertsShown += 2
print("shown \(alertsShown) of \(maximumAlertsOnScreen)")

var title: String
title = "Low Battery"
print(title)

var latitude, longitude, altitude: Double
latitude = 64.15; longitude = -21.94; altitude = 61
print(latitude, longitude, altitude)

let inferredInt = 42
let inferredDouble = 3.0 + 0.14159
let explicitFloat: Float = 2.5
print(type(of: inferredInt), type(of: inferredDouble), type(of: explicitFloat))

let 🔔 = "bell"
let 温度 = 21
print(🔔, 温度)

var `default` = "reserved word as identifier"
`default` += "!"
print(`default`)

print("a", "b", "c", separator: "-")
print("no newline", terminator: "")
print(" ... continued")
print(1, 2.5, true, "text", separator: " | ", terminator: ".\n")

/* A block comment
   /* with a nested comment */
   still inside the outer one */
let total = 10; let count = 4
print("average:", total / count, "remainder:", total % count)

// Integer bounds, numeric literals, conversions and type aliases.
print("UInt8:", UInt8.min, UInt8.max)
print("Int8:", Int8.min, Int8.max)
print("Int16:", Int16.min, Int16.max)
print("Int32:", Int32.min, Int32.max)
print("Int64:", Int64.min, Int64.max)
print("Int bitWidth:", Int.bitWidth)

let decimal = 29
let binary = 0b11101
let octal = 0o35
let hex = 0x1D
print(decimal, binary, octal, hex, decimal == hex)

let bigNumber = 1_000_000
let exponent = 1.25e2
let smallExponent = 1.25e-2
let hexFloat = 0xFp2
let padded = 000123.456
print(bigNumber, exponent, smallExponent, hexFloat, padded)

let pagesPrinted: UInt16 = 4_096
let extraSheets: UInt8 = 37
let sheets = pagesPrinted + UInt16(extraSheets)
print("sheets used:", sheets, type(of: sheets))

let wholeLitres = 12
let extraMillilitres = 0.375
let tank = Double(wholeLitres) + extraMillilitres
print("tank holds", tank)
print("truncated:", Int(tank), Int(-3.99), Int(4.75))

typealias Kelvin = UInt32
let coldest = Kelvin.min
let ovenMax: Kelvin = 560
print("sensor range:", coldest, "...", ovenMax)

print(0.1 + 0.2)
print(1.0, 100.0, 1e16, 1.5e-7, Double(Float(0.1)))
print(Float(1) / 3, Double(1) / 3)
print(Double.infinity, -Double.infinity, Double.nan.isNaN)
print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 7.0 / 2)

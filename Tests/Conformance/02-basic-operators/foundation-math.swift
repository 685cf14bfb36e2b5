// Foundation's math functions as layout and game code calls them: roots, rounding, powers,
// trigonometry and logarithms, on Doubles, Floats and literals.
import Foundation

let width = 320.0
let columns = 3.0
print(floor(width / columns), ceil(width / columns), round(width / columns), trunc(-2.7))
print(sqrt(2.0), sqrt(16), cbrt(27.0), pow(2.0, 10.0), pow(2, 10), pow(1.5, 2.0))
let angle = Double.pi / 4
print(sin(angle), cos(angle), tan(angle), atan2(1.0, 1.0), hypot(3.0, 4.0))
print(exp(1.0), log(M_E), log2(1024.0), log10(0.001), fmod(7.5, 2.0), fabs(-3.25))
let side: Float = 2
print(sqrt(side), floor(Float(2.75)), pow(side, 3))
let distance = hypot(120.0 - 20.0, 80.0 - 10.0)
print(String(format: "%.3f", distance), round(distance * 100) / 100)

// Assignment, arithmetic, remainder, compound assignment and comparisons.
var water = 90
water -= 25
water *= 4
water /= 3
water %= 50
print("water level:", water)
print(11 % 3, -11 % 3, 11 % -3)
print(7.5 / 2, 4 * 2 + 6, 4 * (2 + 6), 20 - 5 - 4)
let drop = -12
let sameDrop = +drop
print(-drop, sameDrop)
var note = "pack"
note += " the tent"
print(note + ".")
print(3 == 3, 4 != 3, 5 > 2, 2 < 5, 6 >= 6, 7 <= 1)
print("kiwi" < "lemon", "Zucchini" < "apricot", "x" == "x")
print((2, "plum") < (5, "fig"))
print((7, "grape") < (7, "melon"))
print((9, "lime") == (9, "lime"))
print((1, 5, 2) >= (1, 5, 3))
let (width, depth) = (12, 30)
print("width=\(width) depth=\(depth)")
let windSpeed = 42
let warning = windSpeed > 40 ? "secure the boat" : "calm enough"
print(warning)
let hasBanner = false
let cardHeight = 120 + (hasBanner ? 36 : 8)
print("card height", cardHeight)
print([4, 5] == [4, 5], [4, 5] != [5, 4])

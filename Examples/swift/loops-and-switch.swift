// An action sheet built in a loop; its handler switches over the tapped title
let sizes = ["Small", "Medium", "Large"]
let sheet = UIAlertController(title: "Size", message: nil, preferredStyle: .actionSheet)
for (index, size) in sizes.enumerated() where size != "Medium" {
    sheet.addAction(UIAlertAction(title: size, style: .default) { action in
        switch action.title ?? "" {
        case "Small", "Tiny":
            print("small one, number \(index)")
        case let other where other.hasPrefix("L"):
            print("large: \(other)")
            fallthrough
        default:
            print("done")
        }
    })
}
sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
var total = 0
outer: for row in 1...3 {
    for column in stride(from: 0, to: 10, by: 5) {
        if row == 3 { break outer }
        if column == 5 { continue }
        total += row * 10 + column
    }
}
print(total)
var countdown = 3
while countdown > 0 { countdown -= 1 }
repeat { countdown += 2 } while countdown < 5
print(countdown)
present(sheet, animated: true)
:tap "Large"

// A trap inside a handler names the handler and its line, and the tap is undone: a crash
// leaves the app as it was before it, so the sheet is still on screen.
var choices = ["Small", "Large"]
let sheet = UIAlertController(title: "Size", message: nil, preferredStyle: .actionSheet)
for (index, title) in choices.enumerated() {
    sheet.addAction(UIAlertAction(title: title, style: .default) { _ in
        print("picked \(index)")
        print(choices[index + 1])
    })
}
sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
present(sheet, animated: true)
:tap "Large"
:tap "Small"
// A closure a handler calls fails on its own line, in the input that declared it.
let shout: (String) -> Void = { text in
    print(text.uppercased())
    print(choices[7])
}
sheet.addAction(UIAlertAction(title: "Shout", style: .default) { _ in shout("hey") })
present(sheet, animated: true)
:tap "Shout"

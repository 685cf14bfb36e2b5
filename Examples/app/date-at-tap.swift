// The date an alert's button is tapped: Date() is AlertLab's simulated now, which :wait
// moves forward.
let shown = Date()
print("shown at", shown)
let alert = UIAlertController(title: "Check in", message: nil, preferredStyle: .alert)
alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
    let tapped = Date()
    print("tapped at \(tapped), \(tapped.timeIntervalSince(shown)) seconds later")
})
present(alert, animated: true)
:wait 90
:tap "OK"

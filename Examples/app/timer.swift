// A countdown with a repeating Timer: it fires once per interval while the clock moves, and
// stops when invalidated.
var remaining = 3
let alert = UIAlertController(title: "Launching", message: "in 3", preferredStyle: .alert)
alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
present(alert, animated: true)
let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
    remaining -= 1
    alert.message = "in \(remaining)"
    if remaining == 0 {
        timer.invalidate()
        alert.dismiss(animated: true)
        print("launched")
    }
}
:wait 1
:wait 5
timer.isValid
@objc func tick(_ timer: Timer) {
    print("tick")
}
let ticker = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
:wait 1.2
ticker.invalidate()
:wait 5

// Thread.sleep on the main thread blocks it: the clock moves on, and the timer that came due
// meanwhile fires once, after the turn. A background queue's sleep only delays its own work.
var ticks = 0
Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1; print("tick \(ticks)") }
func slowSave() {
    print("saving")
    Thread.sleep(forTimeInterval: 2.5)
    print("saved")
}
slowSave()
let alert = UIAlertController(title: "Uploading", message: nil, preferredStyle: .alert)
present(alert, animated: true)
DispatchQueue.global().async {
    sleep(2)
    DispatchQueue.main.async {
        alert.dismiss(animated: true)
    }
}
:wait 2

// Work done on a background queue must come back to the main queue before it touches UIKit:
// the Main Thread Checker says so when it does not.
let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
alert.addAction(UIAlertAction(title: "OK", style: .default))
DispatchQueue.global(qos: .userInitiated).async {
    print("working")
    self.present(alert, animated: true)
}
:tap "OK"
DispatchQueue.global().async {
    print("working again")
    DispatchQueue.main.async {
        self.present(alert, animated: true)
    }
}

// The mistake: a continuation resumed from the action's handler and again after it. The
// second resume stops the app with the Swift runtime's own message.
func confirm() async -> Bool {
    await withCheckedContinuation { continuation in
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Yes", style: .default) { _ in
            continuation.resume(returning: true)
        })
        present(alert, animated: true) {
            continuation.resume(returning: false)
        }
    }
}
Task {
    let sure = await confirm()
    print("sure:", sure)
}
:tap "Yes"

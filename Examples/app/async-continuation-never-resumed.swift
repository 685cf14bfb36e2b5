// The other mistake: Cancel has no handler, so tapping it dismisses the alert without
// resuming the continuation. Nothing can resume it any more: the Swift runtime warns, and the
// task that awaits it never goes on (the app itself goes on).
func askToSave() async -> Bool {
    await withCheckedContinuation { continuation in
        let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in
            continuation.resume(returning: true)
        })
        present(alert, animated: true)
    }
}
Task {
    print("asking")
    let save = await askToSave()
    print("save:", save)
}
:tap "Cancel"
print("the app goes on")

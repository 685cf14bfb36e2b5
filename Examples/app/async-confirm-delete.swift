// Confirm before deleting, the Swift 5.5 way: the alert is wrapped in a checked continuation,
// so the code that deletes awaits the learner's answer. Tapping a button resumes the task.
class ViewController: UIViewController {
    var items = ["Milk", "Eggs", "Bread"]

    func confirm(_ title: String, message: String) async -> Bool {
        await withCheckedContinuation { continuation in
            let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
                continuation.resume(returning: false)
            })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                continuation.resume(returning: true)
            })
            present(alert, animated: true)
        }
    }

    @MainActor
    func deleteFirst() {
        Task { @MainActor in
            let item = items[0]
            if await confirm("Delete \(item)?", message: "It will be gone for good.") {
                items.removeFirst()
                print("deleted \(item); left: \(items)")
            } else {
                print("kept \(item)")
            }
        }
    }
}
deleteFirst()
:tap "Delete"
deleteFirst()
:tap "Cancel"
// At the top level, a statement that awaits waits for the tap, and goes on after it.
let again = await confirm("Delete Eggs?", message: "Last chance.")
:tap "Delete"
print(again)

// A task that sleeps, then presents: Task.sleep waits on the simulated clock, which moves
// only with :wait, so the alert comes two seconds later.
Task { @MainActor in
    print("saving...")
    try await Task.sleep(nanoseconds: 2_000_000_000)
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
}
:wait 1
print("one second: still saving")
:wait 1
:tap "OK"

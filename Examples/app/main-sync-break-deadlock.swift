// DispatchQueue.main.sync from the main thread waits for itself: the app would freeze, so
// nothing of the statement runs.
var status = "idle"
func refresh() {
    status = "refreshing"
    DispatchQueue.main.sync {
        status = "done"
    }
}
refresh()
print(status)

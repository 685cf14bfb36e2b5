// Break it: a throwing call at the top level with no do/catch; the app stops as Swift's
// runtime stops it, and try! does the same
enum SaveError: Error {
    case diskFull(needed: Int)
}

func save(_ text: String) throws {
    if text.count > 3 {
        throw SaveError.diskFull(needed: text.count)
    }
    print("saved \(text)")
}

try save("ok")
try! save("long text")
try save("another long text")
print("not reached")

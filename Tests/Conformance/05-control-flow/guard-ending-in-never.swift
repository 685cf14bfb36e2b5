// A top-level guard whose else ends in a call that never returns.
func stop(_ why: String) -> Never { fatalError(why) }
let settings = ["mode": "dark", "size": "12"]
guard let mode = settings["mode"] else { preconditionFailure("no mode") }
guard let size = Int(settings["size"] ?? "") else { stop("no size") }
guard size > 0 else { fatalError("size must be positive") }
print(mode, size * 2)

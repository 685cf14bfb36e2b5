// An extension of Optional, constrained to what it wraps, adds members to its optionals.
extension Optional where Wrapped == String {
  var orPlaceholder: String { self ?? "(none)" }
  var isBlank: Bool { self?.isEmpty ?? true }
}

let title: String? = "Delete file?"
let message: String? = nil
print(title.orPlaceholder, message.orPlaceholder)
print(title.isBlank, message.isBlank, Optional("").isBlank)

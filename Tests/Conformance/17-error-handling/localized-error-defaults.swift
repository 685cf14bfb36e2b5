import Foundation

// LocalizedError's requirements have nil as their default: an error that gives only some of
// them answers nil for the rest.
enum Upload: LocalizedError {
  case quiet, loud
  var failureReason: String? { self == .loud ? "the file is too large" : nil }
}

let error: Upload = .quiet
print(error.errorDescription as Any, error.failureReason as Any)
print(Upload.loud.failureReason as Any)
print(error.recoverySuggestion ?? "no suggestion", error.helpAnchor ?? "no anchor")

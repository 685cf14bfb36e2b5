// An implicitly unwrapped optional reads as its value where a value is needed, and stays an
// optional where Swift can keep it one.
var nickname: String! = "Ace"
let plain: String = nickname
let copied = nickname
print(plain)
print(type(of: copied))
if let bound = nickname {
  print("bound", bound)
}
nickname = nil
let empty = nickname
print(empty == nil, type(of: empty))
if let bound = nickname {
  print("still", bound)
} else {
  print("nothing to bind")
}
func describe(_ label: String!) -> String {
  let kept = label
  if let kept {
    return "label " + kept
  }
  return "no label"
}
print(describe("Title"), describe(nil))

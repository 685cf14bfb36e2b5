// An action sheet built from a dictionary of counts and an array of labelled tuples; a set
// remembers what was picked; an enum with associated values says what happened
enum Choice {
    case picked(title: String, times: Int)
    case cancelled
}

var picks: [String: Int] = [:]
var seen = Set<String>()
let options: [(title: String, style: UIAlertAction.Style)] = [
    (title: "Camera", style: .default),
    (title: "Library", style: .default),
    (title: "Remove Photo", style: .destructive),
]

func report(_ choice: Choice) {
    switch choice {
    case .picked(let title, let times) where times > 1:
        print("\(title) again (\(times) times)")
    case .picked(let title, _):
        print("picked \(title)")
    case .cancelled:
        print("cancelled")
    }
}

func showPhotoSheet() {
    let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
    for (index, option) in options.enumerated() {
        let title = seen.contains(option.title) ? option.title + " ✓" : option.title
        sheet.addAction(UIAlertAction(title: title, style: option.style) { _ in
            picks[option.title, default: 0] += 1
            seen.insert(option.title)
            report(.picked(title: option.title, times: picks[option.title] ?? 0))
            print("option \(index + 1) of \(options.count)")
        })
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in report(.cancelled) })
    present(sheet, animated: true)
}

showPhotoSheet()
:tap "Camera"
showPhotoSheet()
:tap "Camera ✓"
showPhotoSheet()
:tap "Cancel"
let (title, count) = picks.sorted(by: { $0.value > $1.value })[0]
print(title, count, picks, seen.count)
var history = ["Camera", "Library"]
let saved = history
history.append("Remove Photo")
history.swapAt(0, 2)
print(saved, history, history.popLast() ?? "-")

// UIDeferredMenuElement (iOS 14): a menu's elements that come later. The "Recent" button's
// menu holds a cached deferred element whose provider finds the recent files after a second:
// the menu opens with a loading row in its place (UIKit shows a spinner), and the files show
// once the completion is called. A cached element asks once and keeps them. The "Edit" item's
// menu holds an uncached one (iOS 15), asked each time the menu opens.
let recentButton = UIButton(type: .system)
recentButton.setTitle("Recent", for: .normal)
recentButton.frame = CGRect(x: 120, y: 200, width: 100, height: 44)
view.addSubview(recentButton)
var lookups = 0
let recentFiles = UIDeferredMenuElement { completion in
    lookups += 1
    print("looking up recent files")
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        completion([
            UIAction(title: "notes.txt") { _ in print("opened notes.txt") },
            UIAction(title: "todo.txt") { _ in print("opened todo.txt") },
        ])
    }
}
recentButton.menu = UIMenu(title: "Open Recent", children: [
    recentFiles,
    UIAction(title: "Browse") { _ in print("browse") },
])
recentButton.showsMenuAsPrimaryAction = true
:tap "Recent"
:describe
:wait 1
:tap "todo.txt"
:tap "Recent"
:tapout
print("lookups:", lookups)
var edits = 0
let editActions = UIDeferredMenuElement.uncached { completion in
    edits += 1
    completion([UIAction(title: "Undo \(edits)") { _ in print("undo", edits) }])
}
navigationItem.rightBarButtonItem = UIBarButtonItem(
  title: "Edit", image: nil, primaryAction: nil, menu: UIMenu(title: "", children: [editActions]))
:tap "Edit"
:tapout
:tap "Edit"
:tap "Undo 2"

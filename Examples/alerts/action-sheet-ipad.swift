// 001_1ba81a9920402955.txt, "Action Sheet" on iPad, anchored at sender; today's Swift
:device ipad
let alertController = UIAlertController(title: "Save or delete data", message: "Deleted data cannot be recovered", preferredStyle: .actionSheet)
let cancelAction = UIAlertAction(title: "Cancel", style: .cancel) { _ in
    print("Cancel action")
}
let deleteAction = UIAlertAction(title: "Delete", style: .destructive) { _ in
    print("Delete action")
}
let archiveAction = UIAlertAction(title: "Archive", style: .default) { _ in
    print("Archive action")
}
alertController.addAction(cancelAction)
alertController.addAction(deleteAction)
alertController.addAction(archiveAction)
if let popover = alertController.popoverPresentationController {
    popover.sourceView = sender
    popover.sourceRect = sender.bounds
    popover.permittedArrowDirections = .any
}
present(alertController, animated: true)
:describe
:tapout

// 001_1ba81a9920402955.txt, "Action Sheet", break it: an iPad action sheet without an anchor; today's Swift
:device ipad
let alertController = UIAlertController(title: "Save or delete data", message: "Deleted data cannot be recovered", preferredStyle: .actionSheet)
alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
alertController.addAction(UIAlertAction(title: "Delete", style: .destructive))
alertController.addAction(UIAlertAction(title: "Archive", style: .default))
present(alertController, animated: true)

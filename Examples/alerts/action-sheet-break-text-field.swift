// 001_1ba81a9920402955.txt, "Action Sheet", break it: a text field on an action sheet; today's Swift
let alertController = UIAlertController(title: "Save or delete data", message: "Deleted data cannot be recovered", preferredStyle: .actionSheet)
alertController.addTextField { textField in
    textField.placeholder = "Login"
}

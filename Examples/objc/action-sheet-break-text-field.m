// 001_1ba81a9920402955.txt, "Action Sheet", break it in Objective-C: the article says a text field
// on an action sheet is a runtime exception. Twin: Examples/alerts/action-sheet-break-text-field.swift
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"Save or delete data" message:@"Deleted data cannot be recovered" preferredStyle:UIAlertControllerStyleActionSheet];
[alertController addTextFieldWithConfigurationHandler:^(UITextField *textField) {
    textField.placeholder = @"Login";
}];

// 001_1ba81a9920402955.txt, "Text Input Alerts", in the article's Objective-C: two text fields
// configured in blocks, read back in the OK action's block. Twin: Examples/alerts/login-alert.swift
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"Login" message:@"login and password style" preferredStyle:UIAlertControllerStyleAlert];
[alertController addTextFieldWithConfigurationHandler:^(UITextField *textField) {
    textField.placeholder = @"Login";
}];
[alertController addTextFieldWithConfigurationHandler:^(UITextField *textField) {
    textField.placeholder = @"Password";
    textField.secureTextEntry = YES;
}];
UIAlertAction *cancelAction = [UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil];
UIAlertAction *okAction = [UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
    UITextField *login = alertController.textFields.firstObject;
    UITextField *password = alertController.textFields.lastObject;
    NSLog(@"login: %@, password: %@", login.text, password.text);
}];
[alertController addAction:cancelAction];
[alertController addAction:okAction];
[self presentViewController:alertController animated:YES completion:nil];
:type 1 "bob"
:type 2 "secret"
:tap "OK"

// 001_1ba81a9920402955.txt, "Action Sheet", break it in Objective-C: on an iPad, a sheet presented
// without a source view or bar button item crashes. Twin:
// Examples/alerts/action-sheet-ipad-break-no-anchor.swift
:device ipad
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"Save or delete data" message:@"Deleted data cannot be recovered" preferredStyle:UIAlertControllerStyleActionSheet];
[alertController addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
[alertController addAction:[UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive handler:nil]];
[alertController addAction:[UIAlertAction actionWithTitle:@"Archive" style:UIAlertActionStyleDefault handler:nil]];
[self presentViewController:alertController animated:YES completion:nil];

// 001_1ba81a9920402955.txt, "A Simple Alert", in the article's Objective-C: a controller with no
// delegate and no buttons at first, then a cancel and an OK action, then presented like any view
// controller. Twin: Examples/alerts/simple-alert.swift
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"DefaultStyle" message:@"the default alert view style" preferredStyle:UIAlertControllerStyleAlert];
UIAlertAction *cancelAction = [UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
    NSLog(@"Cancel action");
}];
UIAlertAction *okAction = [UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
    NSLog(@"OK action");
}];
[alertController addAction:cancelAction];
[alertController addAction:okAction];
[self presentViewController:alertController animated:YES completion:nil];
:tap "OK"

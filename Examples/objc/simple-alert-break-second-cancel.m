// 001_1ba81a9920402955.txt, "A Simple Alert", break it in Objective-C: the article warns that a
// second cancel action raises an exception. Twin: Examples/alerts/simple-alert-break-second-cancel.swift
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"DefaultStyle" message:@"the default alert view style" preferredStyle:UIAlertControllerStyleAlert];
[alertController addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
[alertController addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
[alertController addAction:[UIAlertAction actionWithTitle:@"Never mind" style:UIAlertActionStyleCancel handler:nil]];

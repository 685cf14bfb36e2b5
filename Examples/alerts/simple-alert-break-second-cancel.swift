// 001_1ba81a9920402955.txt, "A Simple Alert", break it: a second cancel action; today's Swift
let alertController = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: .alert)
alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
alertController.addAction(UIAlertAction(title: "OK", style: .default))
alertController.addAction(UIAlertAction(title: "Never mind", style: .cancel))

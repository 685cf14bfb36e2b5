// alertlab: --ios 7
// UIAlertController used on iOS 7 without a version check: the class does not exist, the
// controller is nil, and presenting nil crashes (E-V9).
let alertController = UIAlertController(title: "是否結束行程？", message: nil, preferredStyle: .alert)
alertController.addAction(UIAlertAction(title: "確定", style: .default))
present(alertController, animated: true)

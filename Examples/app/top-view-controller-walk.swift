// The topViewController walk people paste: present on whatever is on top
let alert = UIAlertController(
  title: "Saved", message: "Your note was saved.", preferredStyle: .alert)
alert.addAction(UIAlertAction(title: "OK", style: .default))
if var top = UIApplication.shared.keyWindow?.rootViewController {
  while let presented = top.presentedViewController {
    top = presented
  }
  top.present(alert, animated: true, completion: nil)
}
let second = UIAlertController(title: "Again", message: nil, preferredStyle: .alert)
second.addAction(UIAlertAction(title: "Close", style: .cancel))
if var top = UIApplication.shared.keyWindow?.rootViewController {
  while let presented = top.presentedViewController {
    top = presented
  }
  top.present(second, animated: true, completion: nil)
}

// Tap gesture recognizers: a profile photo that asks to change itself when tapped, and a tap
// anywhere on the view (where an app would end editing). An image view takes no touches until
// isUserInteractionEnabled is set, so its first tap goes to the view behind it.
let photo = UIImageView(image: UIImage(named: "profile.png"))
photo.frame = CGRect(x: 150, y: 150, width: 80, height: 80)
view.addSubview(photo)
@objc func photoTapped(_ sender: UITapGestureRecognizer) {
  let sheet = UIAlertController(title: "Profile photo", message: nil, preferredStyle: .actionSheet)
  sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
  sheet.addAction(UIAlertAction(title: "Remove Photo", style: .destructive))
  sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
  sheet.popoverPresentationController?.sourceView = sender.view
  present(sheet, animated: true)
}
@objc func backgroundTapped() {
  print("the view was tapped")
}
photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(photoTapped(_:))))
view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
:tap photo
photo.isUserInteractionEnabled = true
:tap photo
:tap "Cancel"

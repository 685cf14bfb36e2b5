// Private keys through key-value coding: an attributed title, a checked action in purple
let sheet = UIAlertController(title: "Sort by", message: "", preferredStyle: .actionSheet)
let title = NSAttributedString(string: "Sort photos by", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 18)])
sheet.setValue(title, forKey: "attributedTitle")
let date = UIAlertAction(title: "Date", style: .default)
date.setValue(true, forKey: "checked")
date.setValue(UIColor.purple, forKey: "titleTextColor")
sheet.addAction(date)
sheet.addAction(UIAlertAction(title: "Name", style: .default))
sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
present(sheet, animated: true)
:describe

// A birthday asked for with a date picker on an action sheet, as tutorials build it: a title
// of newlines makes room, and the picker asks for wheels (from iOS 14 the default is compact).
class ViewController: UIViewController {
    let birthdayPicker = UIDatePicker()

    @objc func pickerChanged(_ sender: UIDatePicker) {
        print("wheels stopped at", sender.date)
    }

    func askForBirthday() {
        birthdayPicker.datePickerMode = .date
        birthdayPicker.preferredDatePickerStyle = .wheels
        birthdayPicker.maximumDate = Date()
        birthdayPicker.addTarget(self, action: #selector(pickerChanged(_:)), for: .valueChanged)
        let sheet = UIAlertController(title: "\n\n\n\n\n\n\n", message: nil, preferredStyle: .actionSheet)
        sheet.view.addSubview(birthdayPicker)
        sheet.addAction(UIAlertAction(title: "Save", style: .default) { _ in
            let formatter = DateFormatter()
            formatter.dateStyle = .long
            print("Birthday:", formatter.string(from: self.birthdayPicker.date))
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
askForBirthday()
:pick 1990-06-15
:pick 2031-01-01
:tap "Save"

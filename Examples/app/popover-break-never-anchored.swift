// Presented on iPad with no anchor by the end of the statement: the turn has ended, and UIKit
// found none. Setting sourceView in the next statement would be too late.
:device ipad
let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
sheet.addAction(UIAlertAction(title: "Mail", style: .default))
present(sheet, animated: true)

// alertlab: --device ipad
// Presented, and the anchor set only in the next statement: by then the turn has ended and
// UIKit has already looked for it.
let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
sheet.addAction(UIAlertAction(title: "Mail", style: .default))
present(sheet, animated: true)

// performSegue with an identifier the storyboard does not have: UIKit throws
// NSInvalidArgumentException. Identifiers are matched exactly, case included.
:segue "showDetail" modal
performSegue(withIdentifier: "ShowDetail", sender: nil)

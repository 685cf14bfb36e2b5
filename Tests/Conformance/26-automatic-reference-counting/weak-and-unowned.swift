// Breaking reference cycles with weak and unowned references.
final class Owner {
  let name: String
  var dog: Dog?
  init(name: String) { self.name = name }
  deinit { print("owner \(name) released") }
}
final class Dog {
  let name: String; weak var owner: Owner?
  init(name: String) { self.name = name }
  deinit { print("dog \(name) released") }
}
var mara: Owner? = Owner(name: "Mara")
var rex: Dog? = Dog(name: "Rex")
mara!.dog = rex; rex!.owner = mara
print(rex!.owner?.name as Any)
mara = nil
print("Rex's owner now:", rex!.owner as Any)
rex = nil
final class Account {
  let holder: String; var token: SessionToken?
  init(holder: String) { self.holder = holder }
  deinit { print("account of \(holder) released") }
}
final class SessionToken {
  let id: UInt32
  unowned let account: Account
  init(id: UInt32, account: Account) { self.id = id; self.account = account }
  deinit { print("token \(id) released") }
}
var account: Account? = Account(holder: "Teo")
account!.token = SessionToken(id: 0xBEEF, account: account!)
print("token belongs to", account!.token!.account.holder)
account = nil
final class Library {
  let name: String
  var catalogue: Catalogue!
  init(name: String, catalogueTitle: String) {
    self.name = name
    catalogue = Catalogue(title: catalogueTitle, library: self)
  }
}
final class Catalogue {
  let title: String
  unowned let library: Library
  init(title: String, library: Library) { self.title = title; self.library = library }
}
let library = Library(name: "Riverside", catalogueTitle: "Spring list")
print("\(library.name) publishes the \(library.catalogue.title)")
print(library.catalogue.library.name)

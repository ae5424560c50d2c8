// Reading through `weak` and `unowned` references while the referenced instance is alive: a weak
// delegate, an unowned back reference, `[weak self]` and `[unowned self]` capture lists in closures
// stored on the instance (The Swift Programming Language, "Automatic Reference Counting");
// expectations are swiftc's output.
protocol DownloadDelegate: AnyObject {
  func finished(_ file: String)
}
final class Downloader {
  weak var delegate: (any DownloadDelegate)?
  var completion: ((String) -> Void)?
  func fetch(_ file: String) {
    delegate?.finished(file)
    completion?(file)
  }
}
final class Screen: DownloadDelegate {
  let title: String
  let downloader = Downloader()
  var received: [String] = []
  init(title: String) { self.title = title }
  func finished(_ file: String) { received.append(file) }
  func start() {
    downloader.delegate = self
    downloader.completion = { [weak self] file in
      guard let self else { return }
      print(self.title, "got", file)
    }
  }
}
let screen = Screen(title: "Inbox")
print(screen.downloader.delegate == nil) // expect: true
screen.start()
screen.downloader.fetch("a.txt") // expect: Inbox got a.txt
screen.downloader.fetch("b.txt") // expect: Inbox got b.txt
print(screen.received, screen.downloader.delegate! === screen) // expect: ["a.txt", "b.txt"] true
final class Customer {
  let name: String
  var card: CreditCard?
  init(name: String) { self.name = name }
}
final class CreditCard {
  let last4: String
  unowned let holder: Customer
  init(last4: String, holder: Customer) { self.last4 = last4; self.holder = holder }
  lazy var summary: () -> String = { [unowned self] in "\(self.holder.name) ****\(self.last4)" }
}
let ann = Customer(name: "Ann")
ann.card = CreditCard(last4: "4242", holder: ann)
print(ann.card!.holder.name, ann.card!.holder === ann) // expect: Ann true
print(ann.card!.summary()) // expect: Ann ****4242
weak var weakAnn = ann
print(weakAnn?.name as Any, weakAnn?.card?.last4 ?? "none") // expect: Optional("Ann") 4242

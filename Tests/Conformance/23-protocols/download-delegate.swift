// Delegation with class-only protocols and weak delegates.
protocol DownloadDelegate: AnyObject {
  func downloadDidBegin(_ download: ChunkedDownload)
  func download(_ download: ChunkedDownload, didReceiveChunk value: Int)
  func downloadDidFinish(_ download: ChunkedDownload)
}
final class ChunkedDownload {
  let start: Int
  weak var delegate: DownloadDelegate?
  init(start: Int) { self.start = start }
  func play() {
    delegate?.downloadDidBegin(self)
    for value in stride(from: start, through: 0, by: -1) {
      delegate?.download(self, didReceiveChunk: value)
    }
    delegate?.downloadDidFinish(self)
  }
}
final class ProgressLog: DownloadDelegate {
  var ticks = 0
  var log: [String] = []
  func downloadDidBegin(_ download: ChunkedDownload) {
    ticks = 0; log.append("begin at \(download.start)")
  }
  func download(_ download: ChunkedDownload, didReceiveChunk value: Int) {
    ticks += 1
    if value % 2 == 0 { log.append("chunk \(value)") }
  }
  func downloadDidFinish(_ download: ChunkedDownload) {
    log.append("finished after \(ticks) chunks")
  }
  deinit { print("progress log released") }
}
let download = ChunkedDownload(start: 5)
var tracker: ProgressLog? = ProgressLog()
download.delegate = tracker; download.play()
print(tracker!.log.joined(separator: ", "))
tracker = nil
print("delegate is nil:", download.delegate == nil)
download.play()
print("downloaded without a delegate")
protocol AlertPresenting: AnyObject { func present(_ title: String) -> Bool }
final class Screen: AlertPresenting {
  var shown: [String] = []
  func present(_ title: String) -> Bool {
    guard shown.count < 2 else { return false }
    shown.append(title)
    return true
  }
}
let screen = Screen()
let presenter: any AlertPresenting = screen
print(["A", "B", "C"].map { presenter.present($0) }, screen.shown)

import Foundation

/// The full path of `name` on the PATH (`which`), or nil when it is not installed.
func installedTool(_ name: String) -> String? {
  for folder in ["/usr/local/bin", "/usr/bin", "/bin"] {
    let path = folder + "/" + name
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  return nil
}

/// Runs `tool` with `arguments` (and `input` on standard input) in `folder` with
/// `environment`: its status and what it wrote to standard output and standard error.
func runTool(
  _ tool: String, _ arguments: [String], input: String = "",
  environment: [String: String] = [
    "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "dumb",
  ],
  folder: URL? = nil
) throws -> RunResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments = arguments
  process.environment = environment
  if let folder { process.currentDirectoryURL = folder }
  let (standardInput, standardOutput, standardError) = (Pipe(), Pipe(), Pipe())
  process.standardInput = standardInput
  process.standardOutput = standardOutput
  process.standardError = standardError
  try process.run()
  try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
  try standardInput.fileHandleForWriting.close()
  let errors = Mutable(Data())
  let reading = DispatchGroup()
  reading.enter()
  DispatchQueue.global().async {
    errors.value = standardError.fileHandleForReading.readDataToEndOfFile()
    reading.leave()
  }
  let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
  reading.wait()
  process.waitUntilExit()
  return RunResult(
    output: String(decoding: output, as: UTF8.self),
    errors: String(decoding: errors.value, as: UTF8.self), status: process.terminationStatus)
}

/// A value one thread writes and another reads after it finished.
final class Mutable<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

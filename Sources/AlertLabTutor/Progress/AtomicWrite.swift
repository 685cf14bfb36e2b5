#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way AlertLab writes a file (progress, transcripts, handouts, exports): whole or
/// not at all. The bytes go to a new temporary file beside the target, are flushed, and the
/// temporary file is renamed over the target; on any failure it is removed and the target is
/// as it was. The process ignores SIGXFSZ, so a file past `ulimit -f` fails here with `EFBIG`
/// as one on a full disk fails with `ENOSPC`, and is reported the same way.
public enum AtomicWrite {
  /// Writes `bytes` to `target` through `temporaryPrefix` + a number (the first that is free);
  /// returns 0, or the `errno` of what failed.
  public static func replace(_ target: String, with bytes: [UInt8], temporaryPrefix: String)
    -> Int32
  {
    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = "\(temporaryPrefix)\(attempt)"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { return errno }
    var offset = 0
    var problem: Int32 = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        problem = errno
        break
      }
      offset += count
    }
    if problem == 0 && fsync(descriptor) != 0 { problem = errno }
    if close(descriptor) != 0 && problem == 0 { problem = errno }
    if problem == 0 && rename(temporary, target) != 0 { problem = errno }
    if problem != 0 { unlink(temporary) }
    return problem
  }
}

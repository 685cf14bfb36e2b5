import Foundation

/// A learner's progress as one portable JSON document (`alertlab progress export`): read
/// back by `alertlab progress import` on another machine and by `alertlab class report`.
///
/// ```json
/// {"format": "alertlab-progress", "version": 1, "name": "Ada", "progress": {...}}
/// ```
///
/// `progress` is the progress file's own content. A progress file itself (`progress.json`)
/// is read as an export without a name.
public struct ProgressExport: Codable, Equatable, Sendable {
  /// The `format` every export says it is.
  public static let format = "alertlab-progress"
  /// The largest file read as progress: anything bigger is not one.
  public static let largestFile = 4 << 20

  /// Who the progress belongs to, if the export was given a name.
  public var name: String?
  public var progress: LearnerProgress

  public init(name: String?, progress: LearnerProgress) {
    self.name = name
    self.progress = progress
  }

  private enum CodingKeys: String, CodingKey {
    case format, version, name, progress
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(String.self, forKey: .format)
    guard format == Self.format else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "format is '\(format)'")
    }
    name = try container.decodeIfPresent(String.self, forKey: .name)
    progress = try container.decode(LearnerProgress.self, forKey: .progress)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(LearnerProgress.formatVersion, forKey: .version)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(progress, forKey: .progress)
  }

  /// The document, pretty-printed with sorted keys (the same progress gives the same bytes),
  /// ending with a newline.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Why some bytes are not AlertLab progress, in a few words.
  public struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// Reads an export, or a progress file. Throws a short reason for anything else.
  public static func read(_ data: Data) throws(ReadError) -> ProgressExport {
    guard data.count <= largestFile else {
      throw ReadError(description: "it is larger than \(largestFile >> 20) MB")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      throw ReadError(description: "it is not JSON")
    }
    guard let fields = object as? [String: Any] else {
      throw ReadError(description: "it is JSON but not AlertLab progress")
    }
    let decoder = JSONDecoder()
    if let format = fields["format"] {
      guard format as? String == Self.format else {
        throw ReadError(description: "it is JSON but not AlertLab progress")
      }
      if let version = (fields["progress"] as? [String: Any])?["version"] as? Int,
        version != LearnerProgress.formatVersion
      {
        throw ReadError(
          description: "it is progress format \(version); this AlertLab reads "
            + "\(LearnerProgress.formatVersion)")
      }
      do {
        return try decoder.decode(ProgressExport.self, from: data)
      } catch {
        throw ReadError(description: "it is an AlertLab progress export with missing or bad fields")
      }
    }
    guard let version = fields["version"] as? Int, fields["lessons"] != nil else {
      throw ReadError(description: "it is JSON but not AlertLab progress")
    }
    guard version == LearnerProgress.formatVersion else {
      throw ReadError(
        description: "it is progress format \(version); this AlertLab reads "
          + "\(LearnerProgress.formatVersion)")
    }
    do {
      return ProgressExport(
        name: nil, progress: try decoder.decode(LearnerProgress.self, from: data))
    } catch {
      throw ReadError(description: "it is an AlertLab progress file with missing or bad fields")
    }
  }
}

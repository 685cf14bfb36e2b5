import AlertLabWords
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
    /// The reason as AlertLab's own text, to be shown in the learner's language.
    public var said: Said?

    public init(description: String) {
      self.description = description
    }

    public init(_ said: Said) {
      description = said.english
      self.said = said
    }

    /// The reason in the language whose words file is `code`.
    public func text(in code: String) -> String {
      said?.text(in: code) ?? description
    }
  }

  /// Reads an export, or a progress file. Throws a short reason for anything else.
  public static func read(_ data: Data) throws(ReadError) -> ProgressExport {
    guard data.count <= largestFile else {
      throw ReadError(Said(.largerThanMB, largestFile >> 20))
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      throw ReadError(Said(.itIsNotJSON))
    }
    guard let fields = object as? [String: Any] else {
      throw ReadError(Said(.jsonButProgress))
    }
    let decoder = JSONDecoder()
    if let format = fields["format"] {
      guard format as? String == Self.format else {
        throw ReadError(Said(.jsonButProgress))
      }
      if let version = (fields["progress"] as? [String: Any])?["version"] as? Int,
        version != LearnerProgress.formatVersion
      {
        throw ReadError(Said(.progressFormatReads, version, LearnerProgress.formatVersion))
      }
      do {
        return try decoder.decode(ProgressExport.self, from: data)
      } catch {
        throw ReadError(Said(.progressExportMissingBad))
      }
    }
    guard let version = fields["version"] as? Int, fields["lessons"] != nil else {
      throw ReadError(Said(.jsonButProgress))
    }
    guard version == LearnerProgress.formatVersion else {
      throw ReadError(Said(.progressFormatReads, version, LearnerProgress.formatVersion))
    }
    do {
      return ProgressExport(
        name: nil, progress: try decoder.decode(LearnerProgress.self, from: data))
    } catch {
      throw ReadError(Said(.progressFileMissingBad))
    }
  }
}

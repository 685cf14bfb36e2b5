import AlertLabWords

/// `UIUserInterfaceIdiom`.
public enum Idiom: String, Hashable, Sendable {
  case phone, pad
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable {
  case compact, regular
}

/// A simulated device in one orientation, with the size classes UIKit gives it.
public struct Device: Hashable, Sendable {
  /// The kinds of device AlertLab simulates.
  public enum Model: String, CaseIterable, Sendable {
    case iphone
    case iphonePlus = "iphone-plus"
    case ipad
    case ipadSplit = "ipad-split"
  }
  public var model: Model
  public var isLandscape: Bool

  public init(model: Model, landscape: Bool = false) {
    self.model = model
    self.isLandscape = landscape
  }

  /// Names accepted by `:device` and `--device`.
  public static let names: [String] = [
    "iphone", "iphone-landscape", "iphone-plus", "iphone-plus-landscape", "ipad",
    "ipad-landscape", "ipad-split",
  ]

  /// Parses a device name such as `ipad` or `iphone-landscape`.
  public init?(name: String) {
    var text = name.lowercased()
    var landscape = false
    if text.hasSuffix("-landscape") {
      landscape = true
      text.removeLast("-landscape".count)
    } else if text.hasSuffix("-portrait") {
      text.removeLast("-portrait".count)
    }
    let aliases: [String: Model] = [
      "iphone": .iphone, "phone": .iphone, "iphone-plus": .iphonePlus, "iphone-max": .iphonePlus,
      "plus": .iphonePlus, "ipad": .ipad, "pad": .ipad, "ipad-split": .ipadSplit,
      "split": .ipadSplit,
    ]
    guard let model = aliases[text] else { return nil }
    self.init(model: model, landscape: landscape)
  }

  /// The canonical name, as `:device` shows it.
  public var name: String {
    isLandscape ? model.rawValue + "-landscape" : model.rawValue
  }

  /// How a person would call it.
  public var displayName: String { name(in: "en") }

  /// The device's name in the language whose words file is `code` (`iPhone, portrait`).
  public func name(in code: String) -> String {
    Words.text(words.key, in: code, words.arguments)
  }

  /// The key of the device's name in the words files and its arguments.
  public var words: (key: String, arguments: [String: WordValue]) {
    let model: String
    switch self.model {
    case .iphone: model = "iphone"
    case .iphonePlus: model = "iphonePlus"
    case .ipad: model = "ipad"
    case .ipadSplit: model = "ipadSplit"
    }
    return ("reply.device." + model, ["landscape": .flag(isLandscape)])
  }

  public var idiom: Idiom {
    switch model {
    case .iphone, .iphonePlus: return .phone
    case .ipad, .ipadSplit: return .pad
    }
  }

  /// The screen (or, in split view, the app's window) in points.
  public var screenSize: Size {
    let portrait: Size
    switch model {
    case .iphone: portrait = Size(width: 375, height: 667)
    case .iphonePlus: portrait = Size(width: 414, height: 736)
    case .ipad: portrait = Size(width: 768, height: 1024)
    case .ipadSplit: portrait = Size(width: 320, height: 1024)
    }
    if model == .ipadSplit {
      return isLandscape ? Size(width: 320, height: 768) : portrait
    }
    return isLandscape ? Size(width: portrait.height, height: portrait.width) : portrait
  }

  /// Horizontal size class: iPad regular, split view compact, iPhone compact except a
  /// Plus/Max phone in landscape.
  public var horizontalSizeClass: SizeClass {
    switch model {
    case .iphone, .ipadSplit: return .compact
    case .iphonePlus: return isLandscape ? .regular : .compact
    case .ipad: return .regular
    }
  }

  public var verticalSizeClass: SizeClass {
    switch model {
    case .iphone, .iphonePlus: return isLandscape ? .compact : .regular
    case .ipad, .ipadSplit: return .regular
    }
  }

  /// The device as it can be on `iOS`: Split View came with iOS 9, so before it an
  /// iPad in split view is a whole iPad.
  public func available(on iOS: IOSVersion) -> Device {
    guard model == .ipadSplit, iOS < IOSVersion(9) else { return self }
    return Device(model: .ipad, landscape: isLandscape)
  }

  /// This device turned a quarter.
  public func rotated() -> Device {
    Device(model: model, landscape: !isLandscape)
  }
}

/// An iOS version such as 8.0, 9.0 or 17.0.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }
  /// Parses `8`, `8.3` or `17.0`; nil for anything else or a version before 7.
  public init?(string: String) {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 7, major <= 26
    else { return nil }
    var minor = 0
    if parts.count > 1 {
      guard let value = Int(parts[1]), value >= 0, value < 10 else { return nil }
      minor = value
    }
    if parts.count > 2, Int(parts[2]) == nil { return nil }
    self.init(major, minor)
  }
  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
  public var description: String { "\(major).\(minor)" }
  /// The newest version AlertLab knows; the default.
  public static let current = IOSVersion(17, 0)
}

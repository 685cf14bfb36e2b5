// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AlertLab",
  products: [
    .executable(name: "alertlab", targets: ["alertlab"])
  ],
  targets: [
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .systemLibrary(
      name: "CCmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
    ),
    .target(name: "CPlatform"),
    .target(name: "AlertLabKit", dependencies: ["CPlatform"]),
    .target(name: "AlertLabScript", dependencies: ["AlertLabKit"]),
    .executableTarget(
      name: "alertlab",
      dependencies: ["AlertLabKit", "AlertLabScript", "CEditLine"]
    ),
    .testTarget(name: "AlertLabKitTests", dependencies: ["AlertLabKit"]),
    .testTarget(name: "AlertLabScriptTests", dependencies: ["AlertLabScript", "AlertLabKit"]),
  ]
)

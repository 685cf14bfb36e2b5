// swift-tools-version:6.0
import PackageDescription

// The release builds link the Swift runtime and Foundation in, so starting needs no search
// for a dozen shared libraries (Benchmarks/startup.py measures it). The benchmark is linked
// as `alertlab` is, so the memory it reports is the memory AlertLab takes.
//
// They also allocate with mimalloc (Debian's libmimalloc-dev) where it is installed on Linux:
// a statement makes and frees many small objects, and mimalloc does that in fewer
// instructions than the C library's allocator.
let staticStandardLibrary: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
  [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
  [
    .unsafeFlags(["-static-stdlib"], .when(configuration: .release)),
    .linkedLibrary("mimalloc", .when(platforms: [.linux])),
  ]
)

// The interpreter and the world check exclusive access at run time in debug builds (the
// tests), not in release builds, where the checks cost about a twentieth of a statement.
let releaseWithoutExclusivityChecks: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

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
    .target(
      name: "AlertLabKit", dependencies: ["CPlatform", "AlertLabWords"],
      swiftSettings: releaseWithoutExclusivityChecks,
      // `RuleCatalog.all`, the list of the rule files in Rules/Catalog, made at build time.
      plugins: ["EmbedCourse"]),
    .target(
      name: "AlertLabScript", dependencies: ["AlertLabKit", "AlertLabWords"], exclude: ["README.md"],
      swiftSettings: releaseWithoutExclusivityChecks),
    // AlertLab's own words, one file per language in Words/, compiled in by the same plugin.
    .target(name: "AlertLabWords", plugins: ["EmbedCourse"]),
    .target(
      name: "AlertLabTutor",
      dependencies: ["AlertLabKit", "AlertLabScript", "AlertLabWords", "CCmark"]),
    .target(
      name: "AlertLabShell",
      dependencies: ["AlertLabKit", "AlertLabScript", "AlertLabTutor", "AlertLabWords"]
    ),
    // The course (Lessons/ and its translations) compiled in, so that `alertlab` needs no
    // folder beside it: the EmbedCourse plugin writes its files into AlertLabCourse at build
    // time with CourseEmbedder (Plugins/EmbedCourse says why a build tool plugin).
    .executableTarget(name: "CourseEmbedder"),
    .plugin(name: "EmbedCourse", capability: .buildTool(), dependencies: ["CourseEmbedder"]),
    .target(name: "AlertLabCourse", plugins: ["EmbedCourse"]),
    .executableTarget(
      name: "alertlab",
      dependencies: [
        "AlertLabShell", "AlertLabKit", "AlertLabScript", "AlertLabTutor", "AlertLabWords",
        "AlertLabCourse", "CEditLine", "CPlatform",
      ],
      swiftSettings: staticStandardLibrary.swift,
      linkerSettings: staticStandardLibrary.linker
    ),
    .executableTarget(
      name: "AlertLabBenchmark", dependencies: ["AlertLabScript", "AlertLabKit"],
      path: "Sources/AlertLabBenchmark",
      swiftSettings: staticStandardLibrary.swift,
      linkerSettings: staticStandardLibrary.linker
    ),
    .testTarget(
      name: "AlertLabKitTests", dependencies: ["AlertLabKit", "AlertLabTestSupport"]),
    .target(name: "AlertLabTestSupport", path: "Tests/AlertLabTestSupport"),
    .testTarget(
      name: "AlertLabScriptTests",
      dependencies: ["AlertLabScript", "AlertLabKit", "AlertLabTestSupport"]),
    .testTarget(
      name: "AlertLabTutorTests", dependencies: ["AlertLabTutor"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "AlertLabShellTests", dependencies: ["AlertLabShell", "AlertLabTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AlertLabEndToEndTests", dependencies: ["alertlab", "AlertLabTestSupport"],
      exclude: ["HostileCorpus"]),
  ]
)

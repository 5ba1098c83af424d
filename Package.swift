// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "launch-tui",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "launch-tui", targets: ["LaunchTUI"]),
        .library(name: "Scenes", targets: ["Scenes"]),
    ],
    targets: [
        // ncursesw as a system library. The library to link differs by platform
        // (ncursesw on Linux, ncurses on macOS, which is wide-character capable),
        // so the targets that use it name it in their linker settings.
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // Pure and deterministic: scenario + time -> screen buffer.
        .target(name: "Scenes"),
        .executableTarget(
            name: "LaunchTUI",
            dependencies: ["Scenes", "CNcurses"],
            // A release build carries the Swift runtime inside it: loading
            // eight shared Swift libraries at start costs more than the
            // demo's whole first frame (scripts/first-paint measures it).
            linkerSettings: ncursesLinkage + [
                .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LaunchTUITests", dependencies: ["LaunchTUI", "Scenes"]),
        .testTarget(
            name: "CNcursesTests",
            dependencies: ["CNcurses"],
            linkerSettings: ncursesLinkage
        ),
    ],
    swiftLanguageModes: [.v6]
)

var ncursesLinkage: [LinkerSetting] {
    [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
    ]
}

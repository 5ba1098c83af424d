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
        // ncursesw and the only C: a shim of small inline functions, and the
        // state that must exist once (signals, saved modes, crash cleanup) in
        // a compiled source. The library to link differs by platform (ncursesw
        // on Linux, ncurses on macOS, which is wide-character capable).
        .target(
            name: "CNcurses",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // Pure and deterministic: scenario + time -> screen buffer.
        .target(name: "Scenes"),
        .executableTarget(
            name: "LaunchTUI",
            dependencies: ["Scenes", "CNcurses"],
            // A release build carries the Swift runtime inside it: loading
            // eight shared Swift libraries at start costs more than the
            // demo's whole first frame (scripts/first-paint measures it).
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LaunchTUITests", dependencies: ["LaunchTUI", "Scenes"]),
        .testTarget(name: "CNcursesTests", dependencies: ["CNcurses"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// In a release build, a generic type the code names (an array of cells, a
// dictionary of looks) is got through a function made for it, not worked out
// from its mangled name by the runtime's demangler the first time it is used
// (before the demo's first frame, 1.8 million of the demangler's instructions
// became 1.0 million). Only for the targets that go into the executable
// alone: a package that depends on `Scenes` would be refused a target with
// unsafe flags.
let releaseSwiftSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]

let package = Package(
    name: "launch-tui",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "launch-tui", targets: ["LaunchTUI"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "ScenesTesting", targets: ["ScenesTesting"])
    ],
    targets: [
        // ncursesw and the only C: a shim of small inline functions, and the
        // state that must exist once (signals, saved modes, crash cleanup) in
        // a compiled source. The library to link differs by platform (ncursesw
        // on Linux, ncurses on macOS, which is wide-character capable).
        .target(
            name: "CNcurses",
            // curses' wide-character API (cchar_t, setcchar), used in shim.c
            // only: defined by the build, not in the header, so it holds
            // however curses is imported (on Darwin, through the SDK's module).
            cSettings: [
                .define("_XOPEN_SOURCE_EXTENDED", to: "1"),
                .define("NCURSES_WIDECHAR", to: "1")
            ],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS]))
            ]
        ),
        // JPEG, decoded by libjpeg-turbo (Debian's libjpeg62-turbo-dev): the
        // frames a report carries. One C call, for libjpeg's error handling
        // (setjmp); linked statically in a release build like ncursesw.
        .target(
            name: "CJPEG",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        // The web page's style and scripts, kept as readable files (page.css,
        // pictures.js, page.js, talk.js) and put into the executable when it
        // is built (C23's #embed), so `launch-tui` stays one file.
        .target(
            name: "PageAssets",
            exclude: ["page.css", "pictures.js", "page.js", "talk.js", "layout.js"]
        ),
        // chafa (Debian's libchafa-dev, with glib's and pcre2's static
        // libraries): a report's frames as sixel for a terminal that draws
        // them. A module map over its header and one inline call (the shim),
        // its flags from pkg-config; linked statically in a release build.
        .systemLibrary(name: "CChafa", pkgConfig: "chafa"),
        // Pure and deterministic: scenario + time -> screen buffer. It imports
        // nothing, so nothing names the C maths library its rounding and
        // square roots compile to (round, rint, trunc, sqrt): on Linux libm is
        // a library of its own, and a package that depends on Scenes alone
        // would not link without naming it here. Its built-in launch styles
        // are listed by the Registries plugin from Styles/BuiltIn, so a
        // package that depends on Scenes runs RegistryMaker once too (a host
        // tool, which SwiftPM builds for such a package anyway; Foundation
        // and nothing online).
        .target(
            name: "Scenes",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))],
            plugins: ["Registries"]
        ),
        // Snapshot tests of screen buffers for Swift Testing, for this
        // package's tests and other people's: assertSnapshot and its
        // __Snapshots__ layout.
        .target(name: "ScenesTesting", dependencies: ["Scenes"]),
        // People's reports read: bytes in, a launch described out (and a
        // report's JPEG frames decoded to pixels). Pure like Scenes: no
        // terminal, clock, file system or subprocess; what reads the files
        // and runs ffmpeg stays in LaunchTUI (Loading), so the compiler
        // refuses a reader that reaches up.
        .target(name: "Reports", dependencies: ["Scenes", "CJPEG"], swiftSettings: releaseSwiftSettings, plugins: ["Registries"]),
        // Registries listed from the files of a folder when the package is
        // built (swift-format lists its rules the same way), so that a still
        // format, a report kind or a built-in launch style is one file:
        // RegistryMaker checks each file declares one (and a style its place
        // in the s/S keys' cycle), failing the build with FILE:LINE where one
        // does not, and writes the list; the Registries plugin runs it for the
        // folders it names (Export/Stills, Reports/Kinds, Styles/BuiltIn).
        .executableTarget(name: "RegistryMaker", path: "Sources/RegistryMaker"),
        .plugin(name: "Registries", capability: .buildTool(), dependencies: ["RegistryMaker"], path: "Sources/Registries"),
        .executableTarget(
            name: "LaunchTUI",
            dependencies: ["Scenes", "Reports", "CNcurses", "CJPEG", "PageAssets", "CChafa"],
            swiftSettings: releaseSwiftSettings,
            // A release build is one static executable: no dynamic loader,
            // no shared libraries to find and relocate at start (the Swift
            // runtime, libstdc++, ncursesw); from exec to main takes about
            // what a C program's does (scripts/first-paint measures it).
            // lld, the toolchain's own linker, because gold warns about the
            // runtime's unused dlopen in a static link; static ncursesw needs
            // its terminfo library named, static glib (chafa's) its pcre2.
            linkerSettings: [
                .unsafeFlags(
                    ["-static-executable", "-use-ld=lld", "-Xlinker", "-ltinfo", "-Xlinker", "-lpcre2-8"],
                    .when(platforms: [.linux], configuration: .release))
            ],
            plugins: ["Registries"]
        ),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "ScenesTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LaunchTUITests", dependencies: ["LaunchTUI", "Reports", "Scenes"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CNcursesTests", dependencies: ["CNcurses"])
    ],
    swiftLanguageModes: [.v6]
)

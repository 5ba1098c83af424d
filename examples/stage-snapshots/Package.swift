// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "stage-snapshots",
    dependencies: [.package(name: "launch-tui", path: "../..")],
    targets: [
        .target(name: "MyStage", dependencies: [.product(name: "Scenes", package: "launch-tui")]),
        .testTarget(
            name: "MyStageTests",
            dependencies: [
                "MyStage",
                .product(name: "Scenes", package: "launch-tui"),
                .product(name: "ScenesTesting", package: "launch-tui")
            ], exclude: ["__Snapshots__"])
    ],
    swiftLanguageModes: [.v6]
)

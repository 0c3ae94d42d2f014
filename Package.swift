// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tablectl",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "TableSpecRuntime", targets: ["TableSpecRuntime"]),
        .library(name: "TableSpec", targets: ["TableSpec"]),
        .executable(name: "tablectl", targets: ["tablectl"]),
        // Specs in an app's build (docs/plugin.md).
        .plugin(name: "TableSpecPlugin", targets: ["TableSpecPlugin"]),
        .plugin(name: "LintSpecs", targets: ["LintSpecs"]),
        .plugin(name: "GenerateSpecs", targets: ["GenerateSpecs"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // What apps link: the model and the id diff, pure Swift (no libyaml, no Foundation).
        .target(
            name: "TableSpecRuntime",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "TableSpec",
            dependencies: ["TableSpecRuntime", "CYAML"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "tablectl",
            dependencies: [
                "TableSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plugins share Plugins/PluginsShared through a symbolic link in each folder.
        .plugin(name: "TableSpecPlugin", capability: .buildTool(), dependencies: ["tablectl"]),
        .plugin(
            name: "LintSpecs",
            capability: .command(intent: .custom(
                verb: "lint-specs", description: "Validate the table specs of the package's targets")),
            dependencies: ["tablectl"]
        ),
        .plugin(
            name: "GenerateSpecs",
            capability: .command(
                intent: .custom(
                    verb: "generate-specs",
                    description: "Write the Swift of the package's table specs into the package, for committing"),
                permissions: [.writeToPackageDirectory(reason: "writes the Swift generated from table specs beside them")]
            ),
            dependencies: ["tablectl"]
        ),
        .executableTarget(
            name: "tablectl-bench",
            dependencies: ["TableSpec"],
            path: "Benchmarks/TableSpecBenchmarks"
        ),
        .target(name: "TableSpecTestSupport", dependencies: ["TableSpec"], path: "Tests/TableSpecTestSupport"),
        .testTarget(
            name: "TableSpecTests",
            dependencies: ["TableSpec", "TableSpecRuntime", "TableSpecTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "tablectlTests",
            dependencies: ["tablectl", "TableSpec", "TableSpecTestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)

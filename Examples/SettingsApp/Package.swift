// swift-tools-version:6.0
// An app's package that builds table specs with tablectl's plugins (docs/plugin.md): the
// specs in Sources/SettingsApp/Specs become Swift at every build, and the code beside
// them uses the generated types.
import Foundation
import PackageDescription

// tablectl, by path: this repository. An app names it by URL instead,
//     .package(url: "https://github.com/<owner>/tablectl", from: "0.1.0")
// and `package: "tablectl"` below. `package:` is the dependency's identity, which for a
// path dependency is its folder's name (`tablectl` in a clone that keeps the name), so it
// is worked out from the path here.
let tablectlPath = "../.."
let tablectl = URL(fileURLWithPath: tablectlPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL.lastPathComponent

let package = Package(
    name: "SettingsApp",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "SettingsApp", targets: ["SettingsApp"]),
    ],
    dependencies: [
        .package(path: tablectlPath),
    ],
    targets: [
        .target(
            name: "SettingsApp",
            // The generated code imports the runtime library, so the target depends on it.
            dependencies: [.product(name: "TableSpecRuntime", package: tablectl)],
            // Not specs (no `tablespec:` key): the plugin leaves them alone.
            resources: [.process("Resources")],
            plugins: [.plugin(name: "TableSpecPlugin", package: tablectl)]
        ),
        .testTarget(
            name: "SettingsAppTests",
            // The generated model is read through the runtime, as the app reads it.
            dependencies: ["SettingsApp", .product(name: "TableSpecRuntime", package: tablectl)]
        ),
    ]
)

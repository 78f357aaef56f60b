// swift-tools-version:6.0
import PackageDescription

/// Mekuri: paging interactions on SDL2, in five layers.
///
/// C interop (`CSDL2`, `CSDL2TTF`, `CSDL2Image`, `CFontconfig`, `CSystem`) → pure engine (`MekuriEngine`, and
/// `MekuriSystem` for the system calls and JSON) → scenes
/// (`MekuriUI`) → SDL backend (`MekuriSDL`) → the app (`MekuriApp`, `mekuri`).
/// A lower layer never imports a higher one.
let package = Package(
    name: "Mekuri",
    products: [
        .executable(name: "mekuri", targets: ["mekuri"]),
    ],
    targets: [
        // 1. C interop: module maps and shim headers only.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]
        ),
        // SDL_ttf's, fontconfig's and SDL_image's headers only (beside SDL's, found through
        // CSDL2's pkg-config): on Linux each library opens when first used (see
        // CSDL2/late_library.h); on macOS MekuriSDL links them.
        .systemLibrary(
            name: "CSDL2TTF",
            providers: [.apt(["libsdl2-ttf-dev"]), .brew(["sdl2_ttf"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        .systemLibrary(
            name: "CSDL2Image",
            providers: [.apt(["libsdl2-image-dev"]), .brew(["sdl2_image"])]
        ),
        // The system calls Swift cannot make (prctl is variadic), for the app's processes.
        .systemLibrary(name: "CSystem"),

        // 2. The engine: geometry, animation, drag tracking, paging. No SDL.
        .target(name: "MekuriEngine"),
        // Beside it, what must not need the full Foundation (its files import at most
        // FoundationEssentials, a test checks): the system calls (files, processes, signals,
        // streams) and the JSON value with its parser, the one JSON stack.
        .target(name: "MekuriSystem", dependencies: ["CSystem"]),

        // 3. Scenes: state → display list, hit tests returning typed controls. No SDL.
        .target(name: "MekuriUI", dependencies: ["MekuriEngine", "MekuriSystem"]),

        // 4. The SDL backend: owned C pointers, drawing, event translation.
        .target(
            name: "MekuriSDL",
            dependencies: ["CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig", "MekuriEngine", "MekuriUI"],
            linkerSettings: ["SDL2_ttf", "fontconfig", "SDL2_image"].map { .linkedLibrary($0, .when(platforms: [.macOS])) }
        ),

        // 5. The app: command line, window loop, headless script runner.
        .target(name: "MekuriApp", dependencies: ["CSystem", "MekuriSystem", "MekuriEngine", "MekuriUI", "MekuriSDL"]),
        .executableTarget(name: "mekuri", dependencies: ["MekuriApp"]),

        // What the tests share: the shipped built-in prototypes, read once.
        .target(name: "MekuriTestSupport", dependencies: ["MekuriApp", "MekuriEngine", "MekuriUI"], path: "Tests/Support"),

        .testTarget(name: "MekuriEngineTests", dependencies: ["MekuriEngine"]),
        .testTarget(name: "MekuriSystemTests", dependencies: ["MekuriSystem"]),
        .testTarget(name: "MekuriUITests", dependencies: ["MekuriUI", "MekuriTestSupport"]),
        .testTarget(name: "MekuriAppTests", dependencies: ["MekuriApp", "MekuriTestSupport"]),
        .testTarget(name: "MekuriSDLTests", dependencies: ["MekuriSDL", "CSDL2", "CSDL2TTF"]),
        .testTarget(name: "MekuriFuzzTests", dependencies: ["MekuriApp", "MekuriSDL", "MekuriUI", "MekuriEngine", "MekuriTestSupport"]),
        .testTarget(
            name: "MekuriSnapshotTests",
            dependencies: ["MekuriApp", "MekuriSDL", "MekuriUI", "MekuriTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "MekuriEndToEndTests", dependencies: ["MekuriSDL"]),
    ]
)

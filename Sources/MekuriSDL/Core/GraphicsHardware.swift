#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Whether the machine has a GPU to render with.
///
/// Without one (a virtual machine, a container, Xvfb), an "accelerated" renderer is OpenGL
/// emulated on the CPU by Mesa's llvmpipe, which loads LLVM (some 60 MB) and draws Mekuri's
/// frames no faster than SDL's own software renderer; the window then uses the latter.
public enum GraphicsHardware {
    /// True on macOS; on Linux, when this user can open a DRM render node (`/dev/dri/renderD*`)
    /// or an NVIDIA device (`/dev/nvidia0`) for reading and writing. (The renderer then checks
    /// that the OpenGL it gets is not emulated after all: see ``isEmulatedOpenGL(renderer:)``.)
    public static var hasGPU: Bool {
        #if os(Linux)
        return (renderNodes() + ["/dev/nvidia0"]).contains { access($0, R_OK | W_OK) == 0 }
        #else
        return true
        #endif
    }

    #if os(Linux)
    /// The paths of the DRM render nodes, `/dev/dri/renderD*` (none without `/dev/dri`).
    private static func renderNodes() -> [String] {
        guard let folder = opendir("/dev/dri") else { return [] }
        defer { closedir(folder) }
        var nodes: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("renderD") { nodes.append("/dev/dri/\(name)") }
        }
        return nodes
    }
    #endif

    /// Whether `name`, an OpenGL `GL_RENDERER` string, is Mesa's CPU emulation.
    public static func isEmulatedOpenGL(rendererName name: String) -> Bool {
        let lowercased = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { lowercased.contains($0) }
    }
}

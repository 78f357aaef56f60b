import Foundation

/// Whether the machine has a GPU to render with.
///
/// Without one (a virtual machine, a container, Xvfb), an "accelerated" renderer is OpenGL
/// emulated on the CPU by Mesa's llvmpipe, which loads LLVM (some 60 MB) and draws Mekuri's
/// frames no faster than SDL's own software renderer; the window then uses the latter.
public enum GraphicsHardware {
    /// True on macOS; on Linux, when a DRM render node (`/dev/dri/renderD*`) or an NVIDIA
    /// device (`/dev/nvidia0`) exists.
    public static var hasGPU: Bool {
        #if os(Linux)
        let renderNodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return renderNodes.contains { $0.hasPrefix("renderD") } || FileManager.default.fileExists(atPath: "/dev/nvidia0")
        #else
        return true
        #endif
    }
}

/// A face opened at a pixel size: what a ``Font`` is made from and what text textures are kept by.
struct FontKey: Hashable {
    var face: FontFace
    var pixelSize: Int
}

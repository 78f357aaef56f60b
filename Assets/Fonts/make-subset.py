#!/usr/bin/python3
"""Makes the bundled font subsets from Debian's fonts-noto-cjk.

Run from anywhere: `apt-get install fonts-noto-cjk python3-fonttools && /usr/bin/python3 make-subset.py`.
It writes NotoSansJP-Regular.otf and NotoSansJP-Bold.otf beside this file, each holding
ASCII, Latin-1, general punctuation, the arrows, the mathematical operators (the motion plot's
≥) and the shapes the UI uses, halfwidth katakana and every character of JIS X 0208 (kana, symbols and its 6,355 kanji), from face 0
("Noto Sans CJK JP") of the system collection.

Two steps make the faces quick to open; neither changes a glyph's outline, hints or index:
- the subroutines are inlined (--desubroutinize): FreeType reads every subroutine of a CFF
  font into memory when it opens the face (about 0.8 MB each here), and a glyph it draws
  reads only its own charstring;
- the glyphs' CIDs are renumbered to their indices, so the CFF charset is one range
  (`renumber_cids`): FreeType reads a charset entry by entry when it opens the face, and the
  subset's scattered CIDs made it about 8,500 reads each. Nothing draws by CID: the cmap,
  GSUB and GPOS name glyphs by index.
"""
import os
import subprocess
import sys

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc"


def jis_x_0208():
    """Every character of JIS X 0208, decoded from its 94×94 EUC-JP grid."""
    chars = set()
    for row in range(0xA1, 0xFF):
        for cell in range(0xA1, 0xFF):
            try:
                chars.add(bytes([row, cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return chars


def unicode_ranges():
    ranges = [(0x20, 0x7E), (0xA0, 0xFF), (0x2010, 0x206F), (0x2190, 0x21FF), (0x2200, 0x22FF),
              (0x25A0, 0x25FF), (0x3000, 0x30FF), (0xFF01, 0xFF9F)]
    return {chr(c) for lo, hi in ranges for c in range(lo, hi + 1)}


def renumber_cids(path):
    """Gives glyph N of the CID-keyed font at `path` the CID N, rewriting the file in place.

    Only the CFF table is decompiled; every other table refers to glyphs by index and is written
    back as the bytes it was read as, so renaming the glyphs here touches nothing else.
    """
    font = TTFont(path, recalcTimestamp=False)
    top = font["CFF "].cff.topDictIndex[0]
    old_names = list(top.charset)
    new_names = [old_names[0]] + [f"cid{index:05d}" for index in range(1, len(old_names))]
    char_strings = top.CharStrings
    char_strings.charStrings = {new: char_strings.charStrings[old] for old, new in zip(old_names, new_names)}
    top.charset = new_names
    font.setGlyphOrder(new_names)
    font.save(path)


def main():
    text = "".join(sorted(jis_x_0208() | unicode_ranges()))
    text_file = os.path.join(HERE, ".subset-characters.txt")
    with open(text_file, "w", encoding="utf-8") as f:
        f.write(text)
    try:
        for weight in ("Regular", "Bold"):
            output = os.path.join(HERE, f"NotoSansJP-{weight}.otf")
            subprocess.run([
                sys.executable, "-m", "fontTools.subset", SOURCE.format(weight=weight), "--font-number=0",
                f"--text-file={text_file}", "--layout-features=*",
                "--name-IDs=*", "--name-legacy", "--name-languages=*", "--desubroutinize",
                f"--output-file={output}",
            ], check=True)
            renumber_cids(output)
    finally:
        os.remove(text_file)


if __name__ == "__main__":
    main()

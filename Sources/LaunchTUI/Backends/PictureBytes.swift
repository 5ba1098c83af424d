import CChafa
import Reports
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes that draw a picture in a terminal, in each of the three ways
/// terminals draw them. The kitty protocol's and iTerm2's are framings of
/// pixels or of a file the terminal decodes and scales itself; sixel is an
/// encoding (a palette, dithering, six rows a band), which chafa does.
enum PictureBytes {
    /// The kitty graphics protocol's most base64 bytes a chunk (its spec: 4096).
    static let kittyChunk = 4096

    /// The kitty protocol: `rgb` (`width` x `height`, three bytes a pixel)
    /// transmitted and stored as image `id` (`a=t`, `f=24`), in chunks of
    /// base64 (`m=1` on every chunk but the last; the keys on the first
    /// only, as the spec asks), quietly (`q=2`: no answer to read).
    static func kittyTransmit(id: Int, rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        let payload = Base64.encode(rgb)
        var out: [UInt8] = []
        out.reserveCapacity(payload.count + payload.count / kittyChunk * 16 + 64)
        var start = 0
        repeat {
            let end = min(payload.count, start + kittyChunk)
            let more = end < payload.count ? 1 : 0
            let keys = start == 0 ? "a=t,i=\(id),f=24,s=\(width),v=\(height),q=2,m=\(more)" : "m=\(more)"
            out += Array("\u{1B}_G\(keys);".utf8) + payload[start..<end] + Array("\u{1B}\\".utf8)
            start = end
        } while start < payload.count
        return out
    }

    /// The kitty protocol: image `id` shown at the cursor over `cells`
    /// (`c` columns, `r` rows, scaled by the terminal), as placement
    /// `placement` (one placed again replaces itself), leaving the cursor
    /// where it was (`C=1`).
    static func kittyPlace(id: Int, placement: Int, columns: Int, rows: Int) -> [UInt8] {
        Array("\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\".utf8)
    }

    /// The kitty protocol: placement `placement` of image `id` taken off
    /// the screen, the image kept (lower-case `d=i`).
    static func kittyRemove(id: Int, placement: Int) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\".utf8)
    }

    /// The kitty protocol: every placement taken off and every image freed
    /// (`d=A`), on the way out and before a stop.
    static let kittyRemoveAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    /// iTerm2's inline image (OSC 1337 `File=`): the file itself (a
    /// report's JPEG, as base64 text), shown at the cursor over `columns` x
    /// `rows` cells, stretched to them as the symbols are.
    static func iterm(base64: String, byteCount: Int, columns: Int, rows: Int) -> [UInt8] {
        Array("\u{1B}]1337;File=inline=1;size=\(byteCount);width=\(columns);height=\(rows);preserveAspectRatio=0:".utf8)
            + Array(base64.utf8) + [0x07]
    }

    /// Sixel (DEC's VT340 and the terminals after it), by chafa: `picture`
    /// stretched over `columns` x `rows` cells of `cell` pixels. Empty when
    /// chafa gives nothing.
    static func sixel(_ picture: Picture, columns: Int, rows: Int, cell: Size) -> [UInt8] {
        var length = 0
        let bytes = picture.rgb.withUnsafeBufferPointer { rgb in
            lt_chafa_sixel(
                rgb.baseAddress, Int32(picture.width), Int32(picture.height), Int32(columns), Int32(rows),
                Int32(cell.width), Int32(cell.height), &length)
        }
        guard let bytes else { return [] }
        defer { free(bytes) }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// The cursor to cell (`x`, `y`) (0-based), the cursor saved first
    /// (DECSC); `restore` (DECRC) puts it back where curses left it.
    static func moveSaving(x: Int, y: Int) -> [UInt8] { Array("\u{1B}7\u{1B}[\(y + 1);\(x + 1)H".utf8) }
    static let restore = Array("\u{1B}8".utf8)
}

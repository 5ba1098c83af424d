import Testing

@testable import LaunchTUI
@testable import Reports
@testable import Scenes

/// A report's frames as real pictures: the byte streams of the kitty
/// graphics protocol and of iTerm2's inline images against their
/// specifications' examples, and what is sent when (a picture only when
/// the frame, its place or what curses wrote over it changed).
struct TerminalPicturesTests {
    /// A frame of `width` x `height` pixels of one colour, carried as a JPEG's base64 would be.
    private static func frame(_ name: String, width: Int = 4, height: Int = 8, grey: UInt8 = 128) -> ReportFrame {
        let picture = Picture(width: width, height: height, rgb: [UInt8](repeating: grey, count: width * height * 3))!
        return ReportFrame(time: .ms(0), picture: picture, base64: name)
    }

    private static func shown(_ frame: ReportFrame, at cells: Rect) -> Stage.ShownFrame {
        Stage.ShownFrame(frame: frame, cells: cells, screen: cells)
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// RFC 4648's test vectors, and back.
    @Test func base64IsRFC4648s() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            #expect(Self.text(Base64.encode(Array(plain.utf8))) == encoded)
            #expect(Base64.decode(encoded) == Array(plain.utf8))
        }
    }

    /// The spec's chunked transmission: `ESC _G s=100,v=30,m=1;<chunk> ESC \`,
    /// then `ESC _G m=1;<chunk> ESC \` and a last `m=0`: the keys on the first
    /// chunk only, every chunk but the last 4096 bytes of base64.
    @Test func kittyTransmitsInChunksAsTheSpecShows() throws {
        let rgb = (0..<(40 * 40 * 3)).map { UInt8($0 % 251) }
        let bytes = Self.text(PictureBytes.kittyTransmit(id: 7, rgb: rgb, width: 40, height: 40))
        let chunks = bytes.split(separator: "\u{1B}\\").map(String.init)
        #expect(chunks.count == 2)
        #expect(chunks[0].hasPrefix("\u{1B}_Ga=t,i=7,f=24,s=40,v=40,q=2,m=1;"))
        #expect(chunks[1].hasPrefix("\u{1B}_Gm=0;"))
        let payloads = chunks.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }
        #expect(payloads[0].utf8.count == PictureBytes.kittyChunk)
        #expect(Base64.decode(payloads.joined()) == rgb)
        // One chunk when it fits: the spec's `ESC _G f=24,s=10,v=20;<payload> ESC \`.
        let small = Self.text(PictureBytes.kittyTransmit(id: 1, rgb: [1, 2, 3], width: 1, height: 1))
        #expect(small == "\u{1B}_Ga=t,i=1,f=24,s=1,v=1,q=2,m=0;AQID\u{1B}\\")
    }

    /// Placing (`a=p`, with an image id and a placement id, `c`/`r` cells,
    /// `C=1` the cursor left where it is) and deleting (`a=d`, `d=i` keeps
    /// the image, `d=A` frees every one), as the spec spells them.
    @Test func kittyPlacesAndDeletesAsTheSpecSpells() {
        #expect(
            Self.text(PictureBytes.kittyPlace(id: 3, placement: 1, columns: 18, rows: 9))
                == "\u{1B}_Ga=p,i=3,p=1,c=18,r=9,C=1,q=2\u{1B}\\")
        #expect(Self.text(PictureBytes.kittyRemove(id: 3, placement: 1)) == "\u{1B}_Ga=d,d=i,i=3,p=1,q=2\u{1B}\\")
        #expect(Self.text(PictureBytes.kittyRemoveAll) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }

    /// iTerm2's `ESC ] 1337 ; File = [arguments] : <base64 of the file> ^G`,
    /// inline, its size in bytes, width and height in cells.
    @Test func itermSendsTheFileAsItsDocumentationShows() {
        let bytes = Self.text(PictureBytes.iterm(base64: "Zm9v", byteCount: 3, columns: 18, rows: 9))
        #expect(bytes == "\u{1B}]1337;File=inline=1;size=3;width=18;height=9;preserveAspectRatio=0:Zm9v\u{07}")
    }

    /// chafa's sixel: a DCS ... `q` ... ST, at the size of the cells asked
    /// (its raster attributes `"1;1;W;H`), the height a whole number of
    /// sixel bands of six rows (32 pixels down: 30), the frame's grey in
    /// its palette (128 of 255: 50%).
    @Test func sixelIsChafasAtTheCellsSize() throws {
        let bytes = Self.text(PictureBytes.sixel(Self.frame("a").picture, columns: 3, rows: 2, cell: Size(width: 8, height: 16)))
        #expect(bytes.hasPrefix("\u{1B}P"))
        #expect(bytes.hasSuffix("\u{1B}\\"))
        #expect(bytes.contains("\"1;1;24;30"))
        #expect(bytes.contains(";2;50;50;50"))
    }

    /// The kitty protocol: a frame's image is sent once, then only placed;
    /// nothing is written while nothing changes; a frame shown again is
    /// placed again without being sent.
    @Test func kittySendsAnImageOnceAndPlacesItAfter() {
        var written: [[UInt8]] = []
        let pictures = TerminalPictures(choice: .kitty, write: { written.append($0) }, windowCell: { Size(width: 8, height: 16) })
        let cells = Rect(x: 10, y: 2, width: 4, height: 4)
        let first = Self.frame("first"), second = Self.frame("second", grey: 30)
        let none = ScreenDiff(from: ScreenBuffer(size: Size(width: 20, height: 10)), to: ScreenBuffer(size: Size(width: 20, height: 10)))
        pictures.show([Self.shown(first, at: cells)], after: none)
        #expect(written.count == 1)
        #expect(Self.text(written[0]).contains("a=t,i=1,"))
        #expect(Self.text(written[0]).contains("\u{1B}7\u{1B}[3;11H\u{1B}_Ga=p,i=1,p=1,c=4,r=4,C=1,q=2\u{1B}\\\u{1B}8"))
        pictures.show([Self.shown(first, at: cells)], after: none)
        #expect(written.count == 1, "nothing changed: nothing sent")
        pictures.show([Self.shown(second, at: cells)], after: none)
        #expect(Self.text(written[1]).contains("a=d,d=i,i=1,p=1"))
        #expect(Self.text(written[1]).contains("a=t,i=2,"))
        pictures.show([Self.shown(first, at: cells)], after: none)
        #expect(!Self.text(written[2]).contains("a=t"), "image 1 is the terminal's already")
        #expect(Self.text(written[2]).contains("a=p,i=1,p=1"))
        pictures.remove()
        #expect(written.last == PictureBytes.kittyRemoveAll)
    }

    /// Sixel is drawn into the cells: sent again when curses writes over
    /// any of them, not when it writes elsewhere; a picture that moves or
    /// goes away asks for every cell to be written first.
    @Test func sixelIsSentAgainWhenCursesWritesOverIt() {
        var written: [[UInt8]] = []
        let pictures = TerminalPictures(choice: .sixel, write: { written.append($0) }, windowCell: { Size(width: 8, height: 16) })
        let cells = Rect(x: 2, y: 1, width: 3, height: 2)
        let frame = Self.frame("a")
        let size = Size(width: 20, height: 6)
        let blank = ScreenBuffer(size: size)
        var elsewhere = blank, over = blank
        elsewhere.put("x", x: 15, y: 5, style: .plain)
        over.put("x", x: 3, y: 2, style: .plain)
        pictures.show([Self.shown(frame, at: cells)], after: ScreenDiff(from: nil, to: blank))
        #expect(written.count == 1)
        #expect(Self.text(written[0]).hasPrefix("\u{1B}7\u{1B}[2;3H\u{1B}P"))
        #expect(Self.text(written[0]).hasSuffix("\u{1B}\\\u{1B}8"))
        pictures.show([Self.shown(frame, at: cells)], after: ScreenDiff(from: blank, to: elsewhere))
        #expect(written.count == 1)
        pictures.show([Self.shown(frame, at: cells)], after: ScreenDiff(from: blank, to: over))
        #expect(written.count == 2 && written[1] == written[0])
        #expect(!pictures.clearsFirst([Self.shown(frame, at: cells)]))
        #expect(pictures.clearsFirst([Self.shown(frame, at: Rect(x: 3, y: 1, width: 3, height: 2))]))
        #expect(pictures.clearsFirst([]))
    }

    /// `auto` draws symbols until the device attributes come, then the way
    /// the answers say: the kitty protocol's OK first, sixel's attribute 4 next.
    @Test func autoChoosesFromTheAnswers() {
        let sixel = TerminalPictures(choice: .auto, write: { _ in }, windowCell: { nil })
        #expect(sixel.graphics == .symbols)
        sixel.heard(.cellSize(Size(width: 9, height: 18)))
        #expect(sixel.cell == Size(width: 9, height: 18))
        sixel.heard(.deviceAttributes(sixel: true))
        #expect(sixel.graphics == .sixel)
        let kitty = TerminalPictures(choice: .auto, write: { _ in }, windowCell: { nil })
        kitty.heard(.kittyGraphics)
        kitty.heard(.deviceAttributes(sixel: true))
        #expect(kitty.graphics == .kitty)
        #expect(TerminalGraphics.chosen(kitty: false, sixel: false, environment: { _ in nil }) == .symbols)
        #expect(TerminalGraphics.chosen(kitty: false, sixel: true, environment: { $0 == "TERM_PROGRAM" ? "iTerm.app" : nil }) == .iterm)
    }

    /// The answers to the picture queries are reports, never keys.
    @Test func theAnswersAreReports() {
        var decoder = KeyDecoder()
        let answers = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;17;8t\u{1B}[?63;1;2;4;6;9;15;16;22c"
        #expect(decoder.feed(Array(answers.utf8) + Array("q".utf8)) == [.character("q")])
        #expect(decoder.takeReports() == [.kittyGraphics, .cellSize(Size(width: 8, height: 17)), .deviceAttributes(sixel: true)])
        // A refusal of the kitty query is no OK.
        #expect(decoder.feed(Array("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\".utf8)) == [])
        #expect(decoder.takeReports() == [])
    }
}

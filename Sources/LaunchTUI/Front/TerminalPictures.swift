import CNcurses
import Reports
import Scenes

/// A report's frames as real pictures over the cells their symbols take,
/// in a terminal that draws them (`TerminalGraphics`). Curses draws the
/// cells as always; after each present, a picture goes over them only when
/// the frame, its place or the cell size changed, or curses wrote over it
/// (sixel and iTerm2 draw into the cells, so text written there covers the
/// picture; the kitty protocol's pictures sit on a layer of their own and
/// stay). The kitty protocol's images are sent once each, by id, and moved
/// or swapped by their placements after that.
final class TerminalPictures {
    /// The way it draws: symbols until the terminal has answered (its
    /// device attributes, the last answer) or `--graphics` chose one.
    private(set) var graphics: TerminalGraphics
    /// Whether `graphics` is settled: chosen, or answered by the terminal.
    private(set) var isSettled: Bool
    private let choice: TerminalGraphics.Choice
    private var heardKitty = false
    /// The cell's size the terminal answered (`CSI 16 t`).
    private var answeredCell: Size?
    /// Where the bytes go (the terminal; a test's buffer).
    private let write: ([UInt8]) -> Void
    /// The cell's size from the window (`TIOCGWINSZ`); nil when unknown.
    private let windowCell: () -> Size?

    /// One picture on screen: which frame, over which cells.
    private struct Placement: Hashable {
        var key: String
        var cells: Rect
    }

    /// What is on screen now, left first, and at which cell size it was drawn.
    private var shown: [Placement] = []
    private var shownCell: Size?
    /// The kitty protocol's images the terminal holds, by the cells they
    /// were sized for and the frame, and the placements on screen (image
    /// id, placement id).
    private var kittyImages: [String: Int] = [:]
    private var kittyPlaced: [(id: Int, placement: Int)] = []
    private var nextKittyID = 1
    /// Frames decoded at full size, the latest few (a trace may have hundreds).
    private var pictures: [(key: String, picture: Picture)] = []
    private static let picturesKept = 8
    /// The last sixel sent, to send again when curses writes over it.
    private var sixelCache: [Placement: [UInt8]] = [:]
    /// Bytes written for pictures so far (the measure of `scripts/terminal-pictures`).
    private(set) var bytesWritten = 0

    init(
        choice: TerminalGraphics.Choice, write: @escaping ([UInt8]) -> Void = { _ = Output.writeAll($0, to: 1) },
        windowCell: @escaping () -> Size? = TerminalPictures.windowCell
    ) {
        self.choice = choice
        self.write = write
        self.windowCell = windowCell
        graphics = choice.forced ?? .symbols
        isSettled = choice.forced != nil
    }

    /// The cell's size in pixels from `TIOCGWINSZ` on standard output.
    static func windowCell() -> Size? {
        var width: Int32 = 0, height: Int32 = 0
        guard lt_cell_pixels(&width, &height) != 0, width > 0, height > 0 else { return nil }
        return Size(width: Int(width), height: Int(height))
    }

    /// The cell's size pictures are drawn at: the window's, else the answer to `CSI 16 t`.
    var cell: Size? { windowCell() ?? answeredCell }

    /// Takes in an answer of the terminal's (whenever it came): the device
    /// attributes, the last, settle the way when `--graphics` is `auto`.
    func heard(_ report: TerminalReport) {
        switch report {
        case .kittyGraphics: heardKitty = true
        case .cellSize(let size): answeredCell = size
        case .deviceAttributes(let sixel):
            guard choice == .auto else { break }
            graphics = TerminalGraphics.chosen(kitty: heardKitty, sixel: sixel)
            isSettled = true
        case .background: break
        }
    }

    /// Whether every cell must be written again before `frames` are shown:
    /// a sixel or iTerm2 picture that goes away or moves is in the cells
    /// themselves, and only text written over them takes it off.
    func clearsFirst(_ frames: [Stage.ShownFrame]) -> Bool {
        guard graphics == .sixel || graphics == .iterm else { return false }
        let cells = Set(frames.map(\.cells))
        return shown.contains { !cells.contains($0.cells) } || (!shown.isEmpty && cell != shownCell)
    }

    /// Shows `frames` over their cells, after curses drew `diff`.
    func show(_ frames: [Stage.ShownFrame], after diff: ScreenDiff) {
        let cell = cell
        let wanted =
            graphics.drawsPictures && (cell != nil || graphics == .kitty)
            ? frames.map { Placement(key: $0.frame.base64, cells: $0.cells) } : []
        let coveredByText =
            graphics != .kitty
            && diff.runs.contains { run in
                wanted.contains { $0.cells.intersection(Rect(x: run.x, y: run.y, width: run.cells.count, height: 1)).width > 0 }
            }
        guard wanted != shown || cell != shownCell || diff.isFull || coveredByText else { return }
        var out: [UInt8] = []
        if graphics == .kitty || !kittyPlaced.isEmpty {
            for placed in kittyPlaced { out += PictureBytes.kittyRemove(id: placed.id, placement: placed.placement) }
            kittyPlaced = []
        }
        for (index, placement) in wanted.enumerated() {
            guard let frame = frames.first(where: { $0.frame.base64 == placement.key && $0.cells == placement.cells })?.frame else {
                continue
            }
            out += picture(frame, at: placement, placement: index + 1, cell: cell)
        }
        shown = wanted
        shownCell = cell
        sixelCache = sixelCache.filter { wanted.contains($0.key) }
        send(out)
    }

    /// The bytes that draw `frame` over `at`'s cells, the cursor put back after.
    private func picture(_ frame: ReportFrame, at place: Placement, placement: Int, cell: Size?) -> [UInt8] {
        let cells = place.cells
        var body: [UInt8]
        switch graphics {
        case .kitty:
            body = []
            let id: Int
            // Sent at most at the cells' pixels: after a resize, sent again at the new size.
            let key = "\(cells.width)x\(cells.height) \(place.key)"
            if let known = kittyImages[key] {
                id = known
            } else {
                id = nextKittyID
                nextKittyID += 1
                // No more pixels than the cells show, when the frame has more.
                var sent = fullPicture(frame)
                if let cell, sent.width > cells.width * cell.width || sent.height > cells.height * cell.height {
                    sent = sent.areaAveraged(width: cells.width * cell.width, height: cells.height * cell.height)
                }
                body += PictureBytes.kittyTransmit(id: id, rgb: sent.rgb, width: sent.width, height: sent.height)
                kittyImages[key] = id
            }
            body +=
                PictureBytes.moveSaving(x: cells.x, y: cells.y)
                + PictureBytes.kittyPlace(id: id, placement: placement, columns: cells.width, rows: cells.height)
            kittyPlaced.append((id, placement))
            return body + PictureBytes.restore
        case .iterm:
            let count = (frame.base64.utf8.count * 3) / 4
            body = PictureBytes.iterm(base64: frame.base64, byteCount: count, columns: cells.width, rows: cells.height)
        case .sixel:
            guard let cell else { return [] }
            if let cached = sixelCache[place] {
                body = cached
            } else {
                body = PictureBytes.sixel(fullPicture(frame), columns: cells.width, rows: cells.height, cell: cell)
                sixelCache[place] = body
            }
        case .symbols:
            return []
        }
        guard !body.isEmpty else { return [] }
        return PictureBytes.moveSaving(x: cells.x, y: cells.y) + body + PictureBytes.restore
    }

    /// The frame decoded at full size (the stage's frames are decoded about
    /// as small as the symbols draw them); as decoded for the stage when it
    /// cannot be decoded again.
    private func fullPicture(_ frame: ReportFrame) -> Picture {
        if let kept = pictures.first(where: { $0.key == frame.base64 }) { return kept.picture }
        let picture = Base64.decode(frame.base64).flatMap { try? JPEG.decode($0) } ?? frame.picture
        pictures.append((frame.base64, picture))
        if pictures.count > Self.picturesKept { pictures.removeFirst() }
        return picture
    }

    /// Every picture off the screen and out of the terminal (on the way
    /// out, before Ctrl-Z stops the program): the next `show` draws anew.
    func remove() {
        if !kittyImages.isEmpty || !kittyPlaced.isEmpty { send(PictureBytes.kittyRemoveAll) }
        kittyImages = [:]
        kittyPlaced = []
        shown = []
        shownCell = nil
        sixelCache = [:]
    }

    private func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytesWritten += bytes.count
        write(bytes)
    }
}

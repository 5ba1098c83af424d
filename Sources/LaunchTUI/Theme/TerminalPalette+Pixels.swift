import Scenes

/// How a pixel cell of a report's own frame looks (`PixelPair`: an upper
/// half block, the top pixel its foreground, the bottom one its
/// background), at each colour level: in direct colour the pixels' own;
/// in 256 colours the nearest of xterm's 6x6x6 cube and grey ramp (its
/// sixteen system colours are left out: terminals give them colours of
/// their own); in 8 colours the nearest ANSI colour; without colour
/// (NO_COLOR) a character from a luminance ramp, denser where the pair is
/// brighter on a dark terminal and where it is darker on a light one.
extension TerminalPalette {
    /// Characters from the least ink to the most.
    static let ramp = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// The look of a pixel cell at this palette's level.
    func look(for pixels: PixelPair) -> Look {
        switch level {
        case .none: return Look.terminal
        case .eight: return Look(foreground: Self.nearestEight(pixels.top), background: Self.nearestEight(pixels.bottom), attributes: [])
        case .full:
            return Look(
                foreground: Self.nearest256(pixels.top), background: Self.nearest256(pixels.bottom), attributes: [],
                pixels: directColour ? pixels : nil)
        }
    }

    /// What a cell shows: its text, or for a pixel cell without colour its ramp character.
    func text(of cell: Cell) -> String {
        guard level == .none, let pixels = cell.style.pixels else { return cell.text }
        return rampCharacter(pixels)
    }

    /// The ramp's character for the pair's average luminance.
    func rampCharacter(_ pixels: PixelPair) -> String {
        let light = (pixels.top.luminance + pixels.bottom.luminance) / 2
        let ink = background == .dark ? light : 1 - light
        return Self.ramp[min(Self.ramp.count - 1, Int(ink * Double(Self.ramp.count)))]
    }

    /// The nearest of xterm's colours 16 to 255 (the cube and the greys), by
    /// the distance in sRGB.
    static func nearest256(_ colour: RGB) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(colour.red), nearestLevel(colour.green), nearestLevel(colour.blue))
        let cube = 16 + 36 * r + 6 * g + b
        let average = (Int(colour.red) + Int(colour.green) + Int(colour.blue)) / 3
        let grey = 232 + min(23, max(0, (average - 3) / 10))
        return distance(colour, XtermColor.rgb(grey)) < distance(colour, XtermColor.rgb(cube)) ? grey : cube
    }

    /// The nearest of the eight ANSI colours, as xterm draws them.
    static func nearestEight(_ colour: RGB) -> Int {
        (0..<8).min { distance(colour, XtermColor.rgb($0)) < distance(colour, XtermColor.rgb($1)) } ?? 0
    }

    private static func distance(_ colour: RGB, _ other: (Int, Int, Int)) -> Int {
        let (r, g, b) = (Int(colour.red) - other.0, Int(colour.green) - other.1, Int(colour.blue) - other.2)
        return r * r + g * g + b * b
    }

    /// "#2050d0".
    static func hex(_ colour: RGB) -> String { "#" + colour.hex }
}

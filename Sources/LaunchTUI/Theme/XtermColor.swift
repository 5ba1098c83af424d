#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// xterm's 256-colour palette as sRGB (its sixteen system colours, whose
/// first eight are the standard ANSI colours, the 6x6x6 cube and the grey
/// ramp), and WCAG 2's relative luminance: what the SVG and asciicast
/// writers, the terminal-background guess and the contrast test all read.
enum XtermColor {
    /// The sRGB colour of palette entry `index`, 0 to 255.
    static func rgb(_ index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16: system[index]
        case 16..<232:
            (cube[(index - 16) / 36], cube[(index - 16) / 6 % 6], cube[(index - 16) % 6])
        default:
            grey(8 + 10 * (min(255, max(232, index)) - 232))
        }
    }

    private static let system = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)
    ]
    private static let cube = [0, 95, 135, 175, 215, 255]

    private static func grey(_ level: Int) -> (Int, Int, Int) { (level, level, level) }

    /// WCAG 2's contrast ratio of two sRGB colours (channels 0 to 255):
    /// (lighter + 0.05) / (darker + 0.05), 1 to 21.
    static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        func luminance(_ c: (Int, Int, Int)) -> Double {
            Self.luminance(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// WCAG 2's relative luminance of sRGB channels from 0 to 1.
    static func luminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// A report's frame drawn as half-block pixels on every surface: at 100x30
/// the drawn pixels must be the frame, downscaled to the pane's pixel grid,
/// in direct colour and in 256 (their correlation 0.8 or better).
@Suite struct FramePixelsTests {
    /// 90x180, made for this test with ImageMagick (quality 80): a grey to
    /// navy gradient with a red disc, a green bar and a yellow block, a
    /// mid-load frame's sort of picture.
    static let midLoad =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAC0AFoDASIAAhEBAxEB/8QAHAABAQADAAMBAAAAAAAAAAAAAAQFBgcBAwgC/8QAQxAAAQMCAwMGDAEKBwAAAAAAAAECEwMEBRFhBhIhBxQVUoGhFzFBUVRVcZGTlNHSQiIkM2J0g5KywcMjMlOxwuLw/8QAGwEBAAIDAQEAAAAAAAAAAAAAAAUGAgMEAQf/xAA2EQACAQICBQoEBgMAAAAAAAAAAQIDEQQFFCFRkeEGEhUxQVJhcaHRImJjwRMWMlOBsSMz8P/aAAwDAQACEQMRAD8A+kZNRJqRyCQyseFkmok1I5BILAsk1EmpHIJBYFkmok1I5BILAsk1EmpHIJBYFkmok1I5BILAkk1EmpHIJDOx4WSaiTUjkMJtHtVh2AUvzuor67kzbQp5K9ddE1UxnKMFzpOyNlKlOtNQpq7Zs8mok1OH4tyk4xdOVLFKVjT8m61Hu7Vdw9yIYCttRjlV++7F75F/VrOanuRcjgnmVJO0U2WClyZxU1eclH14ep9HyaiTU+f7DbvaCzc38+nYn4K7Eci+1fH3m9bN8o9nfvbQxViWVdeCVN7Ok7tX/L28NTZSx1Go7dXmc2KyDF4dc5JSXh7HRpNRJqRpURUzRc0Eh22IQsk1EmpHIJBYEkgkJZNRJqbLHhids9pW4BhyOpoj7ytm2ixfEnncuifQ4pd3Na8ualxdVHVa1Rd5z3LmqqZTbDE3Yrj9zW3s6TFipebdbn/uua9phitYzEOtUaXUuo+kZNl0cHQTa+OWt+38AAHGTAAABv8Ayc7WVLatSwnEHq63eu7QqOX9Gvkaui+TzezxdRkPm87bsjiy4pgFtXqO3qyJHVX9ZOGfbwXtJvLcQ5p0pdnUUnlHl0aTWJpqyep+e3+TY5BISyaiTUlrFVI5CbErpbfDrqunjp0nvTsRVPzJqei9alxZXFDP9JTcz3oqGUk+a7HtNrnrndVzi4C8F4gph9fAAAAAAB0PkuuF5lf0PIyo1/8AEip/xOeG/wDJtTjsLyt/qVEZ/Cn/AGO/LU9IVvEg+ULWgTvtVt/sb3IJCSTUSallsfOSOQSEkgkNljw5/tVYrZYvVVE/wqyyMX2+NOxf6GHOk4zY0sTs1o1PyXpxY/qr9Dnl7a1rO4dRuGbr09yp500KvmGEdCbkv0v/AKx9GyPM44uiqcn8cVr8Vt9z0gAjydAAAPLGue5GsRXOVckRE4qp1TA7Xo7C6Ftw3mtzeqdZeKms7LYKtB7by8blUTjTpr+HVdTaZCxZZhJUk6s1rf8ARQ+UWZxxElh6TvGPW9r4FcgkJJBIS1isEcgkJJNRJqZ2MSuQ9F7b0L2lHc00e3yedPYp65NRJqeSgpK0taM4VJU5KUHZowN3sy5FVbSuip1anBfen0IH4DiDXZJSa5POj0/qbbJqJNSOnlOHk7q68ido8pcbTVm1LzXtY1mhs3dPVJalKm3y8d5f/dpncMwe1sXI9EWrWT8b/J7E8hTJqJNTdRy6hRd0rvxOXFZ3jMVHmSlZbFq4lcgkJJNRJqdliJK5BISSaiTUWBJIJCSQ/DrljVVFXj7DKcowV5uxhOpGCvN2LpBIQc6p9buHOqfW7jVpFHvrejVpVHvrei+QSEHOqfW7hzqn1u4aRR763oaVR763ovkEhBzqn1u4c6p9buGkUe+t6GlUe+t6L5BIQc6p9buHOqfW7hpFHvrehpVHvrei+QSEaVc0RU8SnmQ3rXrRvTvrRHIemoub1U9Uh+kXNMyNzdf4V5/ZkVm3+lef2YABXCugAAAAAAAAFDKmTUTQ8yEu/lwPEhdaS+CPki50v0LyJJCqgudJFMVIJDXjMJpUFC9tdzmxeH0mChe2u5mAYeQSEb0J9T04kf0R8/pxMwDDyCQdCfU9OI6I+f04mYBh5BIOhPqenEdEfP6cTMAw8gkHQn1PTiOiPn9OJa+pk9yan5kJJBITcIc2KjsJmK5sUiOTUSakkmok1N1gdO5I7KzxDpbntpb3O5FuzU0fu57+eWacPEh0PoDB/VOH/LM+hoHIe7e6a/cf3DqJ8c5VYmtTzWrGE2l8Pa+6iw4GEXQi2tv9sxvQGD+qcP8AlmfQdAYP6pw/5Zn0MkCvaZiP3Jb2df4cNiMb0Bg/qnD/AJZn0HQGD+qcP+WZ9DJAaZiP3Jb2Pw4bEa5tHguFUdnsUq0sMsWVGWtVzXNt2IrVRi5Ki5cFOFSan0JtXw2Xxj9jrfyOPnCTU+lchqs6uHqucm9a69fYQ+ZxUZRsiuTUSakkmok1L1YiyOQSEkgkM7Hh2PkHdvdOfuP7h1c+aNkNsr/ZXnfR9K1q853N+drly3d7LLJydZTYvDBjvomF/DqfefNc/wCS+Px+YVMRRS5srWu9kUvsTOEx1KlSUJda9zuoOFeGDHfRML+HU+8eGDHfRML+HU+8h/yVmmyO86OkqHid1BwrwwY76Jhfw6n3jwwY76Jhfw6n3j8lZpsjvHSVDxOv7XcNlMa/Yq38jj5mkNxxLlUxrEMOurKta4c2lcUnUXqym9HIjkVFyzf4+Jochd+SmT4nK6NSGJSvJpqzv2EZjsRCvJOHYVyCQkkEha7HCTZjMAzPBmMwABmMwABmMwABmMwABmMwAD//2Q=="

    /// The stage at 100x30, 1 s in, its left pane the report's frames.
    static func stage() throws -> ScreenBuffer {
        let report = ReportFramesTests.lighthouse(
            thumbnails: [
                ReportFramesTests.thumbnail(200, ReportFramesTests.blank),
                ReportFramesTests.thumbnail(500, midLoad)
            ],
            // Before the last thumbnail: left out.
            final: #"{"timing": 100, "data": "data:image/jpeg;base64,\#(midLoad)"}"#)
        let options = try FramesPaneTests.snapshot(["--left", try FramesPaneTests.file(report), "--frames", "--at", "1"])
        return Stage(scenario: options.scenario, size: Size(width: 100, height: 30)).render(at: .ms(1000))
    }

    /// The pixel cells' columns and rows (their bounding box).
    static func grid(_ buffer: ScreenBuffer) -> (x: Int, y: Int, width: Int, height: Int)? {
        var columns: [Int] = [], rows: [Int] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y].style.pixels != nil {
                columns.append(x)
                rows.append(y)
            }
        }
        guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max() else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// Pearson's correlation of two equally long series.
    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let meanA = a.reduce(0, +) / Double(a.count), meanB = b.reduce(0, +) / Double(b.count)
        var product = 0.0, squaresA = 0.0, squaresB = 0.0
        for (x, y) in zip(a, b) {
            product += (x - meanA) * (y - meanB)
            squaresA += (x - meanA) * (x - meanA)
            squaresB += (y - meanB) * (y - meanB)
        }
        return product / (squaresA * squaresB).squareRoot()
    }

    /// The drawn pixels, as the palette gives each cell's look, row by row
    /// (top pixel, then bottom), against the frame decoded and downscaled.
    static func correlationDrawn(with palette: TerminalPalette) throws -> Double {
        let buffer = try stage()
        let grid = try #require(Self.grid(buffer))
        let expected = try JPEG.decode(try #require(Base64.decode(midLoad))).areaAveraged(width: grid.width, height: grid.height * 2)
        var drawn: [Double] = [], wanted: [Double] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = buffer[grid.x + x, grid.y + y]
                #expect(cell.text == PixelPair.glyph)
                let look = palette.look(for: cell.style)
                let top = look.pixels.map { [Int($0.top.red), Int($0.top.green), Int($0.top.blue)] } ?? rgb(look.foreground)
                let bottom = look.pixels.map { [Int($0.bottom.red), Int($0.bottom.green), Int($0.bottom.blue)] } ?? rgb(look.background)
                for (half, colour) in [(0, top), (1, bottom)] {
                    let pixel = expected.pixel(x: x, y: y * 2 + half)
                    drawn += colour.map(Double.init)
                    wanted += [pixel.red, pixel.green, pixel.blue].map(Double.init)
                }
            }
        }
        return correlation(drawn, wanted)
    }

    static func rgb(_ index: Int) -> [Int] {
        let colour = XtermColor.rgb(index)
        return [colour.0, colour.1, colour.2]
    }

    @Test func thePaneHoldsTheFrameWholeItsAspectKept() throws {
        let grid = try #require(Self.grid(try Self.stage()))
        // 90x180 is 1:2; two pixels a cell, so as many columns as rows.
        #expect(abs(grid.width - grid.height) <= 1, "\(grid.width)x\(grid.height)")
        #expect(grid.height >= 18)
    }

    @Test func inDirectColourTheDrawnPixelsAreTheFrame() throws {
        let r = try Self.correlationDrawn(with: TerminalPalette(level: .full, directColour: true))
        #expect(r >= 0.8, "\(r)")
    }

    @Test func in256ColoursTheDrawnPixelsAreTheFrame() throws {
        let r = try Self.correlationDrawn(with: TerminalPalette(level: .full, directColour: false))
        #expect(r >= 0.8, "\(r)")
    }

    @Test func in8ColoursEachPixelIsItsNearestANSIColour() {
        let palette = TerminalPalette(level: .eight)
        let look = palette.look(for: CellStyle(.story, pixels: PixelPair(top: RGB(220, 30, 20), bottom: RGB(10, 10, 10))))
        #expect(look.foreground == 1 && look.background == 0 && look.pixels == nil)
    }

    @Test func withoutColourAPixelIsTheLuminanceRamp() {
        let dark = TerminalPalette(level: .none, background: .dark), light = TerminalPalette(level: .none, background: .light)
        let white = Cell(PixelPair.glyph, style: CellStyle(.story, pixels: PixelPair(top: RGB(255, 255, 255), bottom: RGB(255, 255, 255))))
        let black = Cell(PixelPair.glyph, style: CellStyle(.story, pixels: PixelPair(top: RGB(0, 0, 0), bottom: RGB(0, 0, 0))))
        #expect(dark.text(of: white) == "@" && dark.text(of: black) == " ")
        #expect(light.text(of: white) == " " && light.text(of: black) == "@")
        #expect(dark.look(for: white.style) == Look.terminal)
        // Other cells keep their text.
        #expect(dark.text(of: Cell("x")) == "x")
    }

    @Test func theNearest256ColourIsOfTheCubeOrTheGreys() {
        #expect(TerminalPalette.nearest256(RGB(255, 0, 0)) == 196)
        #expect(TerminalPalette.nearest256(RGB(128, 128, 128)) == 244)
        #expect(TerminalPalette.nearest256(RGB(0, 0, 0)) == 16)
        #expect(TerminalPalette.nearest256(RGB(95, 135, 175)) == 67)
    }

    @Test func aRecordingWritesThePixelsInDirectColourOr256() {
        let cell = Cell(PixelPair.glyph, style: CellStyle(.story, pixels: PixelPair(top: RGB(32, 80, 208), bottom: RGB(208, 48, 32))))
        var buffer = ScreenBuffer(size: Size(width: 2, height: 1))
        buffer.put(PixelPair.glyph, x: 0, y: 0, style: cell.style)
        let diff = ScreenDiff(from: nil, to: buffer)
        var direct = AnsiEncoder()
        #expect(direct.encode(diff).contains("\u{1B}[0;38;2;32;80;208;48;2;208;48;32m▀"))
        var indexed = AnsiEncoder(directColour: false)
        #expect(
            indexed.encode(diff).contains(
                "\u{1B}[0;38;5;\(TerminalPalette.nearest256(RGB(32, 80, 208)));48;5;\(TerminalPalette.nearest256(RGB(208, 48, 32)))m▀"))
        var none = AnsiEncoder(level: .none)
        let plain = none.encode(diff)
        #expect(!plain.contains("▀") && !plain.contains("38;"))
    }

    @Test func aDirectColourTerminalIsGivenRGBValues() {
        let look = Look(foreground: 252, background: 4, attributes: [], pixels: nil)
        #expect(CursesBackend.directValues(look) == (0xD0D0D0, 4))
        let pixels = Look(foreground: 0, background: 0, attributes: [], pixels: PixelPair(top: RGB(0, 0, 3), bottom: RGB(32, 80, 208)))
        #expect(CursesBackend.directValues(pixels) == (8, 0x2050D0))
    }

    @Test func anSVGPaintsEachPixel() {
        var buffer = ScreenBuffer(size: Size(width: 1, height: 1))
        buffer.put(
            PixelPair.glyph, x: 0, y: 0, style: CellStyle(.story, pixels: PixelPair(top: RGB(32, 80, 208), bottom: RGB(208, 48, 32))))
        let svg = SVGWriter.svg(buffer, theme: .dark)
        #expect(svg.contains("fill=\"#2050d0\"") && svg.contains("fill=\"#d03020\""))
    }
}

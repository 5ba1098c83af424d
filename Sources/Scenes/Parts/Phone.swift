/// The phone mock: a rounded frame around a screen. It draws a pane's frame
/// (as a style describes it) into a rectangle of the size the stage gives it;
/// parts that do not fit are clipped.
///
/// As a browser window (`Device.browser`, a desktop page), the same frame
/// and screen with an address bar in the status bar's row, and no app's
/// tab bar at the bottom.
public struct Phone: Hashable, Sendable {
    public var glyphs: Glyphs
    public var device: Device
    /// What the address bar shows (the page's host).
    public var address: String

    public init(glyphs: Glyphs = .unicode, device: Device = .phone, address: String = "") {
        self.glyphs = glyphs
        self.device = device
        self.address = address
    }

    /// The screen inside the frame.
    public static func screenRect(of phone: Rect) -> Rect { phone.inset(dx: 1, dy: 1) }

    /// Draws the frame and its screen.
    public func draw(_ pane: PaneState, in rect: Rect, into buffer: inout ScreenBuffer) {
        buffer.drawBox(rect, glyphs: glyphs, style: CellStyle(.frame, scheme: pane.scheme))
        drawScreen(pane, in: Self.screenRect(of: rect), into: &buffer)
    }

    /// Draws the frame and its screen, from `memo` when it has drawn them before.
    public func draw(_ pane: PaneState, in rect: Rect, into buffer: inout ScreenBuffer, memo: ScreenMemo?) {
        guard let memo else { return draw(pane, in: rect, into: &buffer) }
        buffer.paste(memo.phone(self, pane, size: Size(width: rect.width, height: rect.height)), x: rect.x, y: rect.y)
    }

    /// `screen(_:size:)`, from `memo` when it has drawn it before.
    public func screen(_ pane: PaneState, size: Size, memo: ScreenMemo?) -> ScreenBuffer {
        memo.map { $0.screen(self, pane, size: size) } ?? screen(pane, size: size)
    }

    /// The screen of a phone of `size` alone, without its frame: what
    /// `render(pane, size: size).cropped(to: screenRect(of:))` gives, drawn
    /// without the frame it would cut away (the observer looks at every
    /// frame of a launch this way).
    public func screen(_ pane: PaneState, size: Size) -> ScreenBuffer {
        let screen = Self.screenRect(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
        // Made in the screen's background, which drawing it would fill in first.
        var buffer = ScreenBuffer(size: Size(width: screen.width, height: screen.height), fill: .blank(Self.background(of: pane)))
        drawScreen(pane, in: buffer.bounds, into: &buffer, filled: true)
        // As cropping would, should a wide grapheme have reached the frame.
        buffer.mendWidePairs()
        return buffer
    }

    /// A screen's background: the app's, or the launch screen's before its first frame.
    private static func background(of pane: PaneState) -> CellStyle {
        CellStyle(pane.drawer == .app ? .screen : .launchScreen, scheme: pane.scheme)
    }

    /// Draws the screen inside the frame; `filled`: `screen` holds its background already.
    private func drawScreen(_ pane: PaneState, in screen: Rect, into buffer: inout ScreenBuffer, filled: Bool = false) {
        let background = Self.background(of: pane)
        if !filled { buffer.fill(screen, style: background) }
        let canvas = Canvas(background: background, glyphs: glyphs)

        switch device {
        case .phone: StatusBar().draw(in: screen.row(0), canvas: canvas, into: &buffer)
        case .browser: AddressBar(address: address).draw(in: screen.row(0), canvas: canvas, into: &buffer)
        }
        let below = Self.belowBar(screen)
        switch pane.screen {
        case .logo(let spinnerStep):
            Splash(spinnerStep: spinnerStep).draw(in: below, canvas: canvas, into: &buffer)
        case .feed(let feed):
            FeedView(feed: feed, tabBar: device == .phone).draw(in: below, canvas: canvas, into: &buffer)
        case .error:
            ErrorView().draw(in: below, canvas: canvas, into: &buffer)
        case .systemSplash:
            SystemSplash(shown: SplashIcon.steps).draw(in: below, canvas: canvas, into: &buffer)
        case .animatedSystemSplash(let step):
            SystemSplash(shown: step).draw(in: below, canvas: canvas, into: &buffer)
        case .map(let scene):
            MapView(scene: scene, map: .launch).draw(in: below, canvas: canvas, into: &buffer)
        case .blank:
            break
        case .reportFrame(let frame, let content):
            ScreenshotView(picture: frame.picture, content: content).draw(in: below, canvas: canvas, into: &buffer)
        }
        if pane.fading { buffer.restyle(below) { $0.with(.dim) } }
    }

    /// The screen below its status bar (or address bar), where its content goes.
    private static func belowBar(_ screen: Rect) -> Rect {
        Rect(x: screen.x, y: screen.y + 1, width: screen.width, height: screen.height - 1)
    }

    /// What a moving map shows at its moment, as the phone of `size` draws it
    /// (`MapView.Marks`): two states of a pane that differ only in how far
    /// its map has moved draw the same phone when these are equal. Nil for
    /// any other screen.
    func mapMarks(_ pane: PaneState, size: Size) -> MapView.Marks? {
        guard case .map(let scene) = pane.screen else { return nil }
        let screen = Self.screenRect(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
        return MapView(scene: scene, map: .launch).marks(in: Self.belowBar(screen))
    }

    /// Renders a pane alone into a buffer of the phone's size.
    public func render(_ pane: PaneState, size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        draw(pane, in: Rect(x: 0, y: 0, width: size.width, height: size.height), into: &buffer)
        return buffer
    }
}

/// What a part needs to draw inside a phone's screen (each is given its own
/// area): the screen's background style, whose scheme every part takes, and the glyphs.
struct Canvas {
    var background: CellStyle
    var glyphs: Glyphs

    /// A style in this screen's scheme.
    func style(_ role: Role, _ attributes: Attributes = []) -> CellStyle {
        CellStyle(role, attributes, scheme: background.scheme)
    }

    /// Text with one column of padding on the left, cut to fit with an ellipsis.
    func put(_ text: String, row: Rect, indent: Int = 1, style: CellStyle, into buffer: inout ScreenBuffer) {
        let room = row.width - indent - 1
        buffer.put(text.truncated(toColumns: room, ellipsis: glyphs.ellipsis), x: row.x + indent, y: row.y, style: style, clip: row)
    }

    /// Text centred in a row.
    func center(_ text: String, row: Rect, style: CellStyle, into buffer: inout ScreenBuffer) {
        buffer.putCentered(text, in: row, style: style, ellipsis: glyphs.ellipsis)
    }
}

import Scenes

@testable import LaunchTUI

/// A surface for tests: it applies every diff it is fed to a buffer of its
/// own, so a test sees exactly what a terminal fed the same diffs would show.
final class TestBackend: Backend {
    /// What the surface shows now.
    private(set) var shown: ScreenBuffer?
    /// Every draw: the surface after it, and whether the diff was full.
    private(set) var draws: [(screen: ScreenBuffer, full: Bool)] = []
    private(set) var clears = 0

    func draw(_ diff: ScreenDiff) {
        var screen = shown ?? ScreenBuffer(size: diff.size)
        screen.apply(diff)
        shown = screen
        draws.append((screen, diff.isFull))
    }

    func clear() { clears += 1 }
}

/// A terminal for the run loop, in-process: input and signals come from a
/// script at moments of an injected clock, which moves only when the loop
/// waits (to the wait's timeout, or the next scripted event, whichever is
/// first). When the loop would wait with nothing left to come, the terminal
/// hangs up, so a test never blocks.
final class TestTerminal: TerminalHost {
    enum Event {
        /// Bytes typed.
        case type([UInt8])
        /// The window takes this size (SIGWINCH).
        case resize(Size)
        /// A terminating signal.
        case signal(Int32)
        /// Ctrl-Z, and `fg` this many milliseconds later.
        case stop(milliseconds: Int)
    }

    private(set) var size: Size
    let backend = TestBackend()
    let display: Display
    private var clock: MonotonicTime
    private var script: [(at: MonotonicTime, event: Event)]
    private var typed: [UInt8] = []
    private var resized = false
    private var terminating: Int32?
    private var stops: [Int] = []
    /// When each frame was drawn, on the injected clock.
    private(set) var drawTimes: [MonotonicTime] = []
    /// The timeouts the loop waited with, in milliseconds (-1: none).
    private(set) var waits: [Int32] = []

    init(size: Size, start: MonotonicTime = .milliseconds(0), script: [(at: Int, event: Event)]) {
        self.size = size
        clock = start
        self.script = script.map { (MonotonicTime.milliseconds($0.at), $0.event) }.sorted { $0.at < $1.at }
        display = Display(backend)
        deliver()
    }

    /// Typing text at a moment, in milliseconds.
    static func type(_ text: String, at milliseconds: Int) -> (at: Int, event: Event) {
        (milliseconds, .type(Array(text.utf8)))
    }

    /// What the terminal shows now.
    var screen: ScreenBuffer? { backend.shown }

    func now() -> MonotonicTime { clock }

    func readInput() -> [UInt8]? {
        defer { typed = [] }
        return typed
    }

    func wait(milliseconds timeout: Int32) -> HostEnd? {
        waits.append(timeout)
        drawTimes.append(contentsOf: Array(repeating: clock, count: backend.draws.count - drawTimes.count))
        guard typed.isEmpty, !resized, terminating == nil, stops.isEmpty else { return nil }
        let deadline = timeout < 0 ? nil : clock + Int(timeout) * 1_000_000
        guard let next = script.first?.at ?? deadline else { return .hangup }
        clock = max(clock, min(next, deadline ?? next))
        deliver()
        return nil
    }

    /// Hands over every scripted event that is due.
    private func deliver() {
        while let first = script.first, first.at <= clock {
            script.removeFirst()
            switch first.event {
            case .type(let bytes): typed += bytes
            case .resize(let size): self.size = size; resized = true
            case .signal(let signal): terminating = terminating ?? signal
            case .stop(let milliseconds): stops.append(milliseconds)
            }
        }
    }

    func takeTerminating() -> Int32? {
        defer { terminating = nil }
        return terminating
    }
    func takeSuspend() -> Bool { !stops.isEmpty }
    func takeContinued() -> Bool { false }
    func takeResized() -> Bool {
        defer { resized = false }
        return resized
    }
    func suspend() -> Bool {
        guard !stops.isEmpty else { return false }
        clock = clock + stops.removeFirst() * 1_000_000
        display.clear()
        return true
    }
    func reenterProgramModes() {}

    func adoptWindowSize() -> Size {
        display.clear()
        return size
    }

    /// The background the palette is for, and every change the loop asked for.
    private(set) var background: TerminalTheme = .dark
    private(set) var backgroundChanges: [TerminalTheme] = []

    func adoptBackground(_ background: TerminalTheme) -> Bool {
        guard background != self.background else { return false }
        self.background = background
        backgroundChanges.append(background)
        return true
    }
}

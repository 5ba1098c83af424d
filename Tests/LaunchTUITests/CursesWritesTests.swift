import CNcurses
import Testing

@testable import LaunchTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How curses hands a frame to the terminal: whole, not a write for every
/// cursor move (`Curses.sendFramesWhole`).
@Suite struct CursesWritesTests {
    /// Curses writes into one end of a socket that keeps each write a
    /// packet of its own, so the other end counts the writes; a frame of
    /// thirty rows, each reached by a move, goes out in a write or two.
    @Test func aFrameGoesOutWhole() throws {
        var ends: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &ends) == 0)
        defer { _ = close(ends[0]) }
        let output = try #require(fdopen(ends[1], "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
        }
        let screen = try #require(newterm("xterm-256color", output, input))
        Curses.sendFramesWhole()
        Curses.configure()
        resizeterm(30, 100)
        let started = packets(ends[0])
        #expect(started.count >= 1)

        for row in 0..<30 { _ = mvwaddstr(lt_stdscr(), Int32(row), Int32(row * 2), "row \(row) of the frame") }
        wnoutrefresh(lt_stdscr())
        doupdate()
        let frame = packets(ends[0])
        endwin()
        delscreen(screen)
        // The frame's bytes (well under curses' buffer of about 3 KB at
        // 100x30: one or two writes), every row in them.
        let bytes = frame.joined()
        #expect(frame.count <= 2, "\(frame.count) writes: \(frame.map(\.count))")
        #expect(String(decoding: bytes, as: UTF8.self).contains("row 29 of the frame"))
    }

    /// Each packet waiting at `descriptor`, without waiting for more.
    private func packets(_ descriptor: Int32) -> [[UInt8]] {
        var found: [[UInt8]] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count <= 0 { return found }
            found.append(Array(buffer[..<count]))
        }
    }
}

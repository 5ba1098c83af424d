#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// The interactive demo's loop: read keys and signals, let the player act,
/// draw, then sleep until the player's next visible change or the next key.
/// Paused or settled, it sleeps without a timeout: no CPU at all.
struct RunLoop {
    /// How the loop ended.
    enum Outcome: Equatable {
        case quit
        case signal(Int32)
        /// The terminal went away without a SIGHUP reaching us.
        case hangup
        case failure(String)
    }

    /// At most 60 frames a second while something moves.
    static let frameInterval = 1_000_000_000 / 60

    let terminal: Terminal
    var player: Player
    /// The signal pipe's read end, polled beside standard input.
    let wakeDescriptor: Int32

    mutating func run() -> Outcome {
        while true {
            if let signal = Signals.takeTerminating() { return .signal(signal) }
            var resized = Signals.takeResized()
            var keys: [Key] = []
            for input in terminal.readInput() {
                switch input {
                case .resize: resized = true
                case .key(let key): keys.append(key)
                }
            }
            if resized { adoptWindowSize() }
            for key in keys {
                if key == .redraw {
                    terminal.repaintAll()
                } else {
                    handle(.key(key))
                }
                if player.wantsToQuit { return .quit }
            }

            let drawn = Moment.now()
            player.handle(.tick, at: drawn)
            terminal.present(PlayerView(player: player).render(at: drawn))

            var timeout: Int32 = -1
            if var wake = player.nextWake(after: drawn) {
                if player.mode == .playing { wake = max(wake, drawn + Self.frameInterval) }
                let nanoseconds = wake - Moment.now()
                timeout = nanoseconds <= 0 ? 0 : Int32(clamping: (nanoseconds + 999_999) / 1_000_000)
            }
            if let outcome = wait(milliseconds: timeout) { return outcome }
        }
    }

    /// Lays the stage out for the terminal's new size. Showing the old
    /// picture first keeps the screen tidy while the stage is measured again.
    private mutating func adoptWindowSize() {
        let size = terminal.adoptWindowSize()
        guard size != player.stage.size else { return }
        terminal.presentInterim()
        handle(.resize(size))
    }

    /// Hands the player an event. A scenario key or a resize measures a new
    /// stage, which takes a moment: that moment does not count on the clock,
    /// so a new launch starts from its tap and a resize skips nothing.
    private mutating func handle(_ event: PlayerEvent) {
        let start = Moment.now()
        player.handle(event, at: start)
        player.hold(nanoseconds: Moment.now() - start)
    }

    /// Sleeps until a key, a signal or the timeout (-1: no timeout).
    private func wait(milliseconds timeout: Int32) -> Outcome? {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let count = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if count < 0 {
            return errno == EINTR ? nil : .failure("waiting for input failed (errno \(errno))")
        }
        if descriptors[1].revents != 0 { Signals.drain() }
        if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hangup }
        return nil
    }
}

import CNcurses
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Curses writing for a named terminal type into a file instead of the
/// user's terminal, with every byte it writes counted: the bench presents
/// frames through the front's own `CursesBackend` here. The file (unlinked,
/// in the temporary folder) is emptied at each count, so it never grows
/// with the number of frames.
final class CursesCapture {
    let display: Display
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let descriptor: Int32

    /// Why a capture could not start: one line for stderr.
    struct Problem: Error {
        var message: String
    }

    /// Starts curses for `term` at `size`, in 256 colours on a dark
    /// background as the terminal type allows, input from /dev/null.
    init(term: String, size: Size, unicode: Bool) throws(Problem) {
        let (made, folder) = Files.unlinkedTemporaryFile(named: "bench")
        guard let descriptor = made else { throw Problem(message: "bench: could not make a file for curses to write to in \(folder)") }
        // Appending, so emptying the file (`takeBytes`) starts it over.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_APPEND)
        guard let output = fdopen(descriptor, "a") else {
            _ = closeDescriptor(descriptor)
            throw Problem(message: "bench: could not open a file for curses to write to")
        }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            throw Problem(message: "bench: could not open /dev/null")
        }
        guard let screen = newterm(term, output, input) else {
            fclose(output)
            fclose(input)
            throw Problem(message: "bench: curses does not know TERM=\(term) (is the terminfo database installed?)")
        }
        // Frames sent whole, as in the front; typeahead off too: /dev/null
        // always reads as ready, and curses would take it for typeahead and
        // cut every update short.
        Curses.sendFramesWhole()
        Curses.configure()
        resizeterm(Int32(size.height), Int32(size.width))
        self.screen = screen
        self.output = output
        self.input = input
        self.descriptor = descriptor
        display = Display(CursesBackend.start(unicode: unicode, noColor: nil, background: .dark))
    }

    /// The size curses took.
    var size: Size { Size(width: Int(lt_cols()), height: Int(lt_lines())) }

    /// The bytes curses wrote since the last call.
    func takeBytes() -> Int {
        fflush(output)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return 0 }
        _ = ftruncate(descriptor, 0)
        return Int(info.st_size)
    }

    /// Ends curses and closes the file.
    func close() {
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
    }
}

#if canImport(Glibc)
    private let closeDescriptor = Glibc.close
#else
    private let closeDescriptor = Darwin.close
#endif

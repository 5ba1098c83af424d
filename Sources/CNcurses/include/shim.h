// The one place launch-tui touches C: only what must be C. Swift 6 cannot
// read ncurses' global variables (stdscr, LINES, COLS, stdout) safely, and
// some entry points are macros; small stateless inline functions expose them
// as plain calls. What keeps state (signals, the wake pipe, the saved modes,
// crash cleanup) is compiled once, in shim.c; so are the calls that need
// curses' wide-character types (cchar_t, setcchar). The policy (which modes,
// what a read error means) is Swift's.
//
// The wide-character API needs _XOPEN_SOURCE_EXTENDED, which the build
// defines for shim.c (Package.swift's cSettings): this header uses no wide
// type, so it reads the same however curses is imported (on Darwin through
// the SDK's own module, which no #define here would reach).
#ifndef LAUNCH_TUI_CNCURSES_SHIM_H
#define LAUNCH_TUI_CNCURSES_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#if defined(__APPLE__)
#include <curses.h>
#elif __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

static inline WINDOW *lt_stdscr(void) { return stdscr; }
static inline int lt_lines(void) { return LINES; }
static inline int lt_cols(void) { return COLS; }
static inline int lt_color_pairs(void) { return COLOR_PAIRS; }
static inline int lt_err(void) { return ERR; }
static inline int lt_ok(void) { return OK; }

static inline attr_t lt_a_bold(void) { return A_BOLD; }
static inline attr_t lt_a_dim(void) { return A_DIM; }
static inline attr_t lt_a_reverse(void) { return A_REVERSE; }
static inline attr_t lt_a_underline(void) { return A_UNDERLINE; }
static inline attr_t lt_a_normal(void) { return A_NORMAL; }

/// Puts one grapheme (up to a few wide characters: a base and its combining
/// marks, NUL-terminated) at row y, column x of stdscr with the given
/// attributes and pair.
int lt_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, int pair);

/// Puts one character without combining marks, as `lt_put_cell` does.
int lt_put_character(int y, int x, wchar_t character, attr_t attrs, int pair);

/// Puts `count` characters without combining marks in consecutive columns
/// from row y, column x, all with the same attributes and pair: one call for
/// a run of cells that look alike (wadd_wchnstr), and what curses leaves is
/// what `lt_put_character` a cell at a time leaves, but for the cursor,
/// which stays where the last `lt_put_character` put it. A character that
/// is not one column wide to curses (wcwidth) is put alone, as
/// `lt_put_character` puts it.
int lt_put_run(int y, int x, const wchar_t *characters, int count, attr_t attrs, int pair);

/// The ncurses version string, e.g. "ncurses 6.4.20221231".
static inline const char *lt_curses_version(void) { return curses_version(); }

// MARK: - Session

/// Whether ncurses knows $TERM and the terminal can address the cursor:
/// asked of terminfo alone, before anything is written to the terminal.
int lt_terminal_can_drive(void);

/// newterm(3) for $TERM on stdout and stdin (globals Swift 6 cannot read).
static inline SCREEN *lt_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

/// newterm(3) for the terminal type `name` instead of $TERM.
static inline SCREEN *lt_newterm_named(const char *name) { return newterm(name, stdout, stdin); }

/// Whether terminfo's entry `name` ($TERM when NULL) says direct colour
/// (the RGB flag, or 2^24 colours): asked of terminfo alone.
int lt_terminal_is_direct(const char *name);

/// Makes the next refresh repaint every cell (Ctrl-L, or after a resize).
static inline void lt_clear_on_next_refresh(void) { clearok(curscr, TRUE); }

/// The window's size (TIOCGWINSZ on standard output); 0 when it cannot be
/// read or is zero.
int lt_window_size(int *rows, int *cols);

/// A cell's size in pixels, from TIOCGWINSZ's pixel fields (which xterm,
/// foot, kitty and others fill in); 0 when the terminal leaves them zero.
int lt_cell_pixels(int *width, int *height);

/// Re-reads the window size from the terminal and resizes curses to it, at
/// most most_rows by most_cols. Returns 1 when the size could be read.
int lt_adopt_window_size(int most_rows, int most_cols);

/// Waits in poll(2); on failure returns -1 with the errno read at once into
/// *error (a signal handler or a later call cannot overwrite it first).
int lt_poll(struct pollfd *descriptors, nfds_t count, int timeout, int *error);

/// read(2); on failure returns -1 with the errno read at once into *error.
static inline ssize_t lt_read(int descriptor, void *buffer, size_t capacity, int *error) {
    ssize_t result = read(descriptor, buffer, capacity);
    *error = result < 0 ? errno : 0;
    return result;
}

// MARK: - Colour

/// Starts colour; returns the number of colours, 0 when there is none.
static inline int lt_start_color(void) {
    if (!has_colors() || start_color() == ERR) return 0;
    return COLORS;
}

/// Lets -1 stand for the terminal's own foreground and background, so the
/// terminal's background shows outside the phones. 1 when the terminal allows it.
static inline int lt_use_default_colors(void) { return use_default_colors() == OK; }

static inline int lt_init_pair(short pair, short foreground, short background) {
    return init_pair(pair, foreground, background);
}

/// A colour pair of any number and colours of any value (in direct colour,
/// 0xRRGGBB): ncurses 6's extension; init_pair's shorts without it. In
/// shim.c, compiled with the wide-character API that brings the extension.
int lt_init_extended_pair(int pair, int foreground, int background);

/// Whether the terminal's colours are direct, 0xRRGGBB (terminfo's RGB
/// flag, as xterm-direct has, or 2^24 colours), once colour has started.
static inline int lt_direct_colour(void) {
    return tigetflag((char *)"RGB") > 0 || COLORS >= 0x1000000;
}

// MARK: - Signals
//
// The handlers only set flags and write a byte to a pipe that the run loop
// polls, so a wait wakes even when the signal lands just before it. The state
// lives once, in shim.c: a header's statics would exist once per object file
// that inlines a call, and an optimised build splits the handler, the drain
// and the flag readers across several.

/// Catches SIGINT, SIGQUIT (Ctrl-\\, which cbreak leaves on), SIGTERM, SIGHUP,
/// SIGWINCH, SIGTSTP and SIGCONT without SA_RESTART, so a blocking poll
/// returns; and, unless ignored when the program started, the signals whose
/// default action ends it without a core dump (SIGUSR1, SIGUSR2, SIGALRM,
/// SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE), as terminating ones. Call before newterm: curses then keeps these handlers instead of
/// installing its own (its SIGTSTP handler would save program modes as the
/// shell's). Ends lt_signal_hold, once the handlers are in place. Returns the
/// pipe's read end, or -1.
int lt_signal_install(void);

/// Blocks every signal lt_signal_install catches, so that one sent while the
/// program starts waits (pending) instead of ending it by its default
/// action. lt_signal_install delivers it to the handlers; lt_signal_release,
/// for a command that catches none, gives the mask the program started with back.
void lt_signal_hold(void);

/// Ends lt_signal_hold: the mask the program started with; a signal held
/// meanwhile then takes its default action. Does nothing when none are held.
void lt_signal_release(void);

/// Puts the default handlers back.
void lt_signal_uninstall(void);

/// The terminating signal that arrived (and clears it), or 0.
int lt_signal_take_terminating(void);

/// Whether SIGWINCH arrived since the last call.
int lt_signal_take_resized(void);

/// Whether a stop was asked for (SIGTSTP: Ctrl-Z) since the last call.
int lt_signal_take_suspend(void);

/// Whether SIGCONT arrived since the last call (the process was stopped by
/// someone else and goes on: what was on screen cannot be trusted).
int lt_signal_take_continued(void);

/// Empties the wake pipe.
void lt_signal_drain(void);

/// Whether a stop would surely be discarded: the process group is orphaned
/// (as under setsid, or a tmux pane's command), so no shell could continue
/// it. When unsure it says no: the stop is then tried, and may be discarded.
int lt_signal_stop_is_discarded(void);

/// Stops the process as SIGTSTP's default action would, and returns once it
/// is continued. In an orphaned process group (under setsid, or a tmux pane
/// command) the kernel discards the stop and this returns at once.
void lt_signal_stop_self(void);

// MARK: - Shell modes
//
// The terminal modes as the shell left them, saved before curses starts and
// put back after every endwin: on every exit, on suspend, and on a crash.

/// Saves the modes of standard input; call before newterm.
void lt_shell_modes_save(void);

/// Puts the saved modes back (after endwin). Does nothing when none were saved.
void lt_shell_modes_restore(void);

// MARK: - Mapped files
//
// A report is mapped rather than read. Should the file be cut short while it
// is mapped, reading a page past its new end raises SIGBUS: while the guard
// is up, that prints a note and exits with status 2 instead of crashing.

/// Puts the guard up with the line to print (cut to 1023 bytes).
void lt_bus_guard_begin(const char *note);

/// Takes the guard down, putting back the handler that was there before.
void lt_bus_guard_end(void);

// MARK: - Crash cleanup
//
// If the program crashes, a best-effort handler writes the terminal's own
// "leave" sequences (from terminfo, captured while curses was healthy) and
// restores the saved modes, then lets the crash proceed as before.

/// Captures the leave sequences and installs the crash handlers (SIGSEGV,
/// SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT); call after newterm.
void lt_crash_arm(void);

/// Puts the handlers that were there before lt_crash_arm back.
void lt_crash_disarm(void);

#endif

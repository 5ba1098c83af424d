// The state that must exist once in the program: the signal flags and the
// wake pipe, the shell's terminal modes, the crash cleanup. Compiled here, in
// one object file, so every caller sees the same copy whatever the optimiser
// inlines (a header's statics would be copied into each object file).
// wcwidth(3) is XSI: glibc declares it with every feature (macOS by default).
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE 1
#endif
#include "shim.h"
// setupterm and del_curterm; only here, since term.h defines a macro for
// every capability name (lines, columns, ...).
#if defined(__APPLE__)
#include <term.h>
#elif __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

// MARK: - Wide characters

int lt_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, int pair) {
    cchar_t cell;
#if defined(NCURSES_EXT_COLORS) && NCURSES_VERSION_MAJOR >= 6
    // A pair past a short's range (a frame's pixels take many) goes by the extension's pointer.
    if (setcchar(&cell, wch, attrs, 0, &pair) == ERR) return ERR;
#else
    if (setcchar(&cell, wch, attrs, (short)pair, NULL) == ERR) return ERR;
#endif
    return mvadd_wch(y, x, &cell);
}

int lt_init_extended_pair(int pair, int foreground, int background) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_VERSION_MAJOR >= 6
    return init_extended_pair(pair, foreground, background);
#else
    if (pair > SHRT_MAX || foreground > SHRT_MAX || background > SHRT_MAX) return ERR;
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

int lt_put_character(int y, int x, wchar_t character, attr_t attrs, int pair) {
    const wchar_t wch[2] = {character, 0};
    return lt_put_cell(y, x, wch, attrs, pair);
}

/// Cells made for `characters[0..<count]` and put from (y, x) in one call.
static int lt_put_same_width(int y, int x, const wchar_t *characters, int count, attr_t attrs, int pair) {
    cchar_t cells[256];
    int result = OK;
    while (count > 0) {
        int chunk = count < 256 ? count : 256;
        for (int i = 0; i < chunk; i++) {
            const wchar_t wch[2] = {characters[i], 0};
#if defined(NCURSES_EXT_COLORS) && NCURSES_VERSION_MAJOR >= 6
            if (setcchar(&cells[i], wch, attrs, 0, &pair) == ERR) return ERR;
#else
            if (setcchar(&cells[i], wch, attrs, (short)pair, NULL) == ERR) return ERR;
#endif
        }
        if (mvwadd_wchnstr(stdscr, y, x, cells, chunk) == ERR) result = ERR;
        characters += chunk;
        x += chunk;
        count -= chunk;
    }
    return result;
}

int lt_put_run(int y, int x, const wchar_t *characters, int count, attr_t attrs, int pair) {
    int result = OK;
    int start = 0;
    for (int i = 0; i <= count; i++) {
        // A character curses would not lay in one column (wide, a mark,
        // a control) ends the run so far and is put as one cell is.
        // Printable ASCII is one column: no need to ask.
        if (i < count && ((characters[i] >= 0x20 && characters[i] < 0x7F) || wcwidth(characters[i]) == 1)) continue;
        if (i > start && lt_put_same_width(y, x + start, characters + start, i - start, attrs, pair) == ERR) result = ERR;
        if (i < count && lt_put_character(y, x + i, characters[i], attrs, pair) == ERR) result = ERR;
        start = i + 1;
    }
    return result;
}

// MARK: - Session

int lt_terminal_is_direct(const char *name) {
    int error = 0;
    if (setupterm(name, STDOUT_FILENO, &error) != OK) return 0;
    int direct = tigetflag((char *)"RGB") > 0 || tigetnum((char *)"colors") >= 0x1000000;
    del_curterm(cur_term);
    return direct;
}

int lt_terminal_can_drive(void) {
    int error = 0;
    // setupterm with an error pointer reports instead of printing or exiting.
    if (setupterm(NULL, STDOUT_FILENO, &error) != OK) return 0;
    char *address = tigetstr((char *)"cup");
    int can = address != NULL && address != (char *)-1;
    del_curterm(cur_term);
    return can;
}

// (term.h makes `lines` and `columns` macros: the sizes here are rows and cols.)
int lt_window_size(int *rows, int *cols) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 1;
}

int lt_cell_pixels(int *width, int *height) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    if (size.ws_xpixel < size.ws_col || size.ws_ypixel < size.ws_row) return 0;
    *width = size.ws_xpixel / size.ws_col;
    *height = size.ws_ypixel / size.ws_row;
    return 1;
}

int lt_adopt_window_size(int most_rows, int most_cols) {
    int rows, cols;
    if (!lt_window_size(&rows, &cols)) return 0;
    if (rows > most_rows) rows = most_rows;
    if (cols > most_cols) cols = most_cols;
    if (rows != LINES || cols != COLS) resizeterm(rows, cols);
    return 1;
}

int lt_poll(struct pollfd *descriptors, nfds_t count, int timeout, int *error) {
    int result = poll(descriptors, count, timeout);
    *error = result < 0 ? errno : 0;
    return result;
}

// MARK: - Signals

static struct {
    volatile sig_atomic_t terminating;
    volatile sig_atomic_t resized;
    volatile sig_atomic_t suspend;
    volatile sig_atomic_t continued;
    int pipe[2];
} lt_signals = {0, 0, 0, 0, {-1, -1}};

static const int lt_caught_signals[] = {SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT};
#define LT_CAUGHT_COUNT (sizeof lt_caught_signals / sizeof lt_caught_signals[0])

// Signals whose default action ends the program without a core dump: sent
// to the demo (kill -USR1, a CPU limit's SIGXCPU), they end it through the
// one cleanup too, with 128+N, instead of leaving the terminal in the
// alternate screen with the cursor hidden. One ignored when the program
// started (nohup, a parent's choice) stays ignored.
static const int lt_ending_signals[] = {SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE};
#define LT_ENDING_COUNT (sizeof lt_ending_signals / sizeof lt_ending_signals[0])
static int lt_ending_caught[LT_ENDING_COUNT];

static void lt_signal_wake(void) {
    if (lt_signals.pipe[1] >= 0) {
        char byte = 0;
        ssize_t ignored = write(lt_signals.pipe[1], &byte, 1);
        (void)ignored;
    }
}

static void lt_signal_note(int sig) {
    int saved = errno;
    switch (sig) {
    case SIGWINCH: lt_signals.resized = 1; break;
    case SIGTSTP: lt_signals.suspend = 1; break;
    case SIGCONT: lt_signals.continued = 1; break;
    default:
        // The first terminating signal decides the exit status.
        if (lt_signals.terminating == 0) lt_signals.terminating = sig;
        break;
    }
    lt_signal_wake();
    errno = saved;
}

// The mask the program started with, while lt_signal_hold holds the signals.
static struct {
    sigset_t saved;
    int holding;
} lt_hold = {.holding = 0};

void lt_signal_hold(void) {
    sigset_t all;
    sigemptyset(&all);
    for (size_t i = 0; i < LT_CAUGHT_COUNT; i++) sigaddset(&all, lt_caught_signals[i]);
    for (size_t i = 0; i < LT_ENDING_COUNT; i++) sigaddset(&all, lt_ending_signals[i]);
    if (sigprocmask(SIG_BLOCK, &all, &lt_hold.saved) == 0) lt_hold.holding = 1;
}

void lt_signal_release(void) {
    if (!lt_hold.holding) return;
    lt_hold.holding = 0;
    sigprocmask(SIG_SETMASK, &lt_hold.saved, NULL);
}

int lt_signal_install(void) {
    if (lt_signals.pipe[0] < 0) {
        // Above the standard streams: with one closed, pipe(2) would take its
        // number, and the program would write to (or read) its own pipe.
        int made[2];
        if (pipe(made) != 0) return -1;
        int moved[2];
        for (int i = 0; i < 2; i++) {
            moved[i] = fcntl(made[i], F_DUPFD_CLOEXEC, 3);
            close(made[i]);
        }
        if (moved[0] < 0 || moved[1] < 0) {
            for (int i = 0; i < 2; i++) if (moved[i] >= 0) close(moved[i]);
            return -1;
        }
        for (int i = 0; i < 2; i++) {
            fcntl(moved[i], F_SETFL, fcntl(moved[i], F_GETFL) | O_NONBLOCK);
            lt_signals.pipe[i] = moved[i];
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lt_signal_note;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    // A parent may have left these blocked (spawned from a thread that
    // blocks them); blocked, they would never reach the handler.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (size_t i = 0; i < LT_CAUGHT_COUNT; i++) {
        sigaction(lt_caught_signals[i], &action, NULL);
        sigaddset(&wanted, lt_caught_signals[i]);
    }
    for (size_t i = 0; i < LT_ENDING_COUNT; i++) {
        struct sigaction current;
        if (sigaction(lt_ending_signals[i], NULL, &current) != 0 || current.sa_handler == SIG_IGN) continue;
        sigaction(lt_ending_signals[i], &action, NULL);
        sigaddset(&wanted, lt_ending_signals[i]);
        lt_ending_caught[i] = 1;
    }
    // With the handlers in place: a signal held since the start reaches them now.
    lt_signal_release();
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    return lt_signals.pipe[0];
}

void lt_signal_uninstall(void) {
    for (size_t i = 0; i < LT_CAUGHT_COUNT; i++) signal(lt_caught_signals[i], SIG_DFL);
    for (size_t i = 0; i < LT_ENDING_COUNT; i++) {
        if (lt_ending_caught[i]) signal(lt_ending_signals[i], SIG_DFL);
        lt_ending_caught[i] = 0;
    }
}

/// Reads a flag and clears it.
static int lt_signal_take(volatile sig_atomic_t *flag) {
    int value = *flag;
    *flag = 0;
    return value;
}

int lt_signal_take_terminating(void) { return lt_signal_take(&lt_signals.terminating); }
int lt_signal_take_resized(void) { return lt_signal_take(&lt_signals.resized); }
int lt_signal_take_suspend(void) { return lt_signal_take(&lt_signals.suspend); }
int lt_signal_take_continued(void) { return lt_signal_take(&lt_signals.continued); }

void lt_signal_drain(void) {
    char bytes[64];
    while (lt_signals.pipe[0] >= 0 && read(lt_signals.pipe[0], bytes, sizeof bytes) > 0) {}
}

int lt_signal_stop_is_discarded(void) {
    // POSIX: a stop signal's default action is discarded in an orphaned
    // process group, one in which no member's parent is in the same session
    // but another group (that parent, a job-control shell, could continue
    // it). Sure only when the program leads its session or its parent is in
    // another one; a parent in the same group (a script) may have a shell above.
    return getsid(0) == getpid() || getsid(getppid()) != getsid(0);
}

void lt_signal_stop_self(void) {
    // SIGTSTP with its default action, not SIGSTOP: the kernel discards it
    // in an orphaned process group, where no shell could ever continue us.
    // Blocked while the action changes, so that a Ctrl-Z still arriving (a
    // burst) and our own raise are one pending signal, delivered once when
    // it is unblocked: unblocked first, a Ctrl-Z landing between the two
    // steps would stop us, and our raise would stop us again after `fg`.
    struct sigaction previous, fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigset_t stop, saved;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    sigprocmask(SIG_BLOCK, &stop, &saved);
    sigaction(SIGTSTP, &fallback, &previous);
    raise(SIGTSTP);
    // Delivered before this returns: the process stops here, once.
    sigprocmask(SIG_UNBLOCK, &stop, NULL);
    // Continued (or the stop was discarded): catch Ctrl-Z again.
    sigaction(SIGTSTP, &previous, NULL);
    sigprocmask(SIG_SETMASK, &saved, NULL);
    // This stop was ours; a Ctrl-Z that came while stopping asked for the same.
    lt_signals.suspend = 0;
    lt_signals.continued = 0;
}

// MARK: - Shell modes

static struct {
    struct termios modes;
    volatile sig_atomic_t saved;
} lt_shell = {.saved = 0};

void lt_shell_modes_save(void) {
    lt_shell.saved = tcgetattr(STDIN_FILENO, &lt_shell.modes) == 0;
}

void lt_shell_modes_restore(void) {
    if (!lt_shell.saved) return;
    // TCSADRAIN: the leave sequences curses wrote go out first. Retried if
    // a signal interrupts it.
    while (tcsetattr(STDIN_FILENO, TCSADRAIN, &lt_shell.modes) != 0 && errno == EINTR) {}
}

// MARK: - Crash cleanup

static struct {
    char reset[256];
    size_t reset_length;
    struct sigaction previous[65];
} lt_crash;

static const int lt_crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT};
#define LT_CRASH_COUNT (sizeof lt_crash_signals / sizeof lt_crash_signals[0])

/// Whether a signal was sent (kill, raise, abort) rather than raised by a fault.
static int lt_crash_was_sent(const siginfo_t *info) {
    if (info == NULL) return 1;
#ifdef SI_TKILL
    if (info->si_code == SI_TKILL) return 1;
#endif
    return info->si_code == SI_USER || info->si_code == SI_QUEUE;
}

static void lt_crash_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    if (lt_crash.reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, lt_crash.reset, lt_crash.reset_length);
        (void)ignored;
    }
    if (lt_shell.saved) tcsetattr(STDIN_FILENO, TCSANOW, &lt_shell.modes);
    // Hand the signal back to whoever had it (the default, or Swift's
    // backtracer): a fault happens again when the instruction reruns; a
    // signal that was sent is sent again, and should whoever had it let the
    // program go on, the run loop sees it as a terminating signal and ends.
    if (sig > 0 && sig < 65) sigaction(sig, &lt_crash.previous[sig], NULL);
    if (lt_crash_was_sent(info)) {
        lt_signal_note(sig);
        raise(sig);
    }
}

static void lt_crash_append(const char *capability) {
    char *value = tigetstr((char *)capability);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (lt_crash.reset_length + length >= sizeof lt_crash.reset) return;
    memcpy(lt_crash.reset + lt_crash.reset_length, value, length);
    lt_crash.reset_length += length;
}

void lt_crash_arm(void) {
    lt_crash.reset_length = 0;
    lt_crash_append("sgr0");
    lt_crash_append("cnorm");
    lt_crash_append("rmkx");
    lt_crash_append("rmcup");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = lt_crash_handler;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < LT_CRASH_COUNT; i++) {
        int sig = lt_crash_signals[i];
        sigaction(sig, &action, &lt_crash.previous[sig]);
    }
}

void lt_crash_disarm(void) {
    for (size_t i = 0; i < LT_CRASH_COUNT; i++) {
        int sig = lt_crash_signals[i];
        sigaction(sig, &lt_crash.previous[sig], NULL);
    }
}

// MARK: - Mapped files

static char lt_bus_note[1024];
static size_t lt_bus_note_length;
static struct sigaction lt_bus_previous;

static void lt_bus_handler(int sig) {
    (void)sig;
    ssize_t ignored = write(STDERR_FILENO, lt_bus_note, lt_bus_note_length);
    (void)ignored;
    _exit(2);
}

void lt_bus_guard_begin(const char *note) {
    size_t length = strlen(note);
    if (length >= sizeof lt_bus_note) length = sizeof lt_bus_note - 1;
    memcpy(lt_bus_note, note, length);
    lt_bus_note_length = length;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lt_bus_handler;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &lt_bus_previous);
}

void lt_bus_guard_end(void) {
    sigaction(SIGBUS, &lt_bus_previous, NULL);
}

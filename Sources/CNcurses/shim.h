// The one place launch-tui touches C. Swift 6 cannot read ncurses' global
// variables (stdscr, LINES, COLS, COLORS) safely, and some entry points are
// macros; small inline functions expose them as plain calls.
#ifndef LAUNCH_TUI_CNCURSES_SHIM_H
#define LAUNCH_TUI_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <poll.h>
#include <limits.h>
#include <pthread.h>
#include <locale.h>
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
static inline int lt_colors(void) { return COLORS; }
static inline int lt_color_pairs(void) { return COLOR_PAIRS; }
static inline int lt_err(void) { return ERR; }
static inline int lt_ok(void) { return OK; }
static inline int lt_key_resize(void) { return KEY_RESIZE; }
static inline int lt_key_left(void) { return KEY_LEFT; }
static inline int lt_key_right(void) { return KEY_RIGHT; }
static inline int lt_key_up(void) { return KEY_UP; }
static inline int lt_key_down(void) { return KEY_DOWN; }
static inline int lt_key_code_yes(void) { return KEY_CODE_YES; }

static inline attr_t lt_a_bold(void) { return A_BOLD; }
static inline attr_t lt_a_dim(void) { return A_DIM; }
static inline attr_t lt_a_reverse(void) { return A_REVERSE; }
static inline attr_t lt_a_underline(void) { return A_UNDERLINE; }
static inline attr_t lt_a_normal(void) { return A_NORMAL; }

/// Puts one grapheme (up to a few wide characters: a base and its combining
/// marks) at the cursor position of stdscr with the given attributes and pair.
static inline int lt_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, wch, attrs, pair, NULL) == ERR) return ERR;
    return mvadd_wch(y, x, &cell);
}

/// The ncurses version string, e.g. "ncurses 6.4.20221231".
static inline const char *lt_curses_version(void) { return curses_version(); }

// MARK: - Locale and session

/// Adopts the user's locale (LC_ALL, LANG) and says whether it is UTF-8:
/// without it, wide characters cannot be shown and the front draws ASCII.
static inline int lt_adopt_locale_is_utf8(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// Starts curses on stdout/stdin for $TERM. Unlike initscr, which exits the
/// process when the terminal is unknown, this returns NULL; also for a
/// terminal that ncurses knows but that cannot address the cursor.
static inline SCREEN *lt_newterm(void) {
    // Esc must not wait a second for a sequence that never comes; 25 ms is
    // plenty for a terminal's own escape sequences. Respect a user's setting.
    setenv("ESCDELAY", "25", 0);
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return NULL;
    // A terminal that cannot move its cursor (TERM=dumb) cannot show the demo.
    char *address = tigetstr((char *)"cup");
    if (address == NULL || address == (char *)-1) {
        endwin();
        delscreen(screen);
        return NULL;
    }
    return screen;
}

/// The terminal modes the demo runs in: keys at once, no echo, arrow keys
/// decoded, reads that never block (the run loop waits in poll), no cursor.
static inline void lt_configure_screen(void) {
    cbreak();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    leaveok(stdscr, TRUE);
    scrollok(stdscr, FALSE);
    curs_set(0);
}

/// Reads one key without waiting. Returns OK with a character, KEY_CODE_YES
/// with a function key's code, or ERR when there is none.
static inline int lt_read_key(unsigned int *code) {
    wint_t value = 0;
    int status = wget_wch(stdscr, &value);
    *code = (unsigned int)value;
    return status;
}

/// Makes the next refresh repaint every cell (Ctrl-L, or after a resize).
static inline void lt_clear_on_next_refresh(void) { clearok(curscr, TRUE); }

/// Re-reads the window size from the terminal and resizes curses to it.
/// Returns 1 when the size could be read.
static inline int lt_adopt_window_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    if (size.ws_row != LINES || size.ws_col != COLS) resizeterm(size.ws_row, size.ws_col);
    return 1;
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

// MARK: - Signals
//
// The handlers only set flags and write a byte to a pipe that the run loop
// polls, so a wait wakes even when the signal lands just before it. The state
// lives in function-local statics (file-scope statics in an imported header
// are not reliably emitted), and a header's statics exist once per object
// file that uses them: only Front/Signals.swift may call these functions.

struct lt_signal_state {
    volatile sig_atomic_t terminating;
    volatile sig_atomic_t resized;
    int pipe[2];
};

static inline struct lt_signal_state *lt_signals(void) {
    static struct lt_signal_state state = {0, 0, {-1, -1}};
    return &state;
}

static void lt_signal_note(int sig) {
    int saved = errno;
    struct lt_signal_state *state = lt_signals();
    if (sig == SIGWINCH) {
        state->resized = 1;
    } else {
        state->terminating = sig;
    }
    if (state->pipe[1] >= 0) {
        char byte = 0;
        ssize_t ignored = write(state->pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

/// Catches SIGINT, SIGQUIT (Ctrl-\\, which cbreak leaves on), SIGTERM,
/// SIGHUP and SIGWINCH without SA_RESTART, so a
/// blocking poll returns. Call before newterm: curses then keeps these
/// handlers instead of installing its own. Returns the pipe's read end, or -1.
static inline int lt_signal_install(void) {
    struct lt_signal_state *state = lt_signals();
    if (state->pipe[0] < 0) {
        if (pipe(state->pipe) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(state->pipe[i], F_SETFL, fcntl(state->pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(state->pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lt_signal_note;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGQUIT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    sigaction(SIGWINCH, &action, NULL);
    // A parent may have left these blocked (spawned from a thread that
    // blocks them); blocked, they would never reach the handler.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGQUIT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    return state->pipe[0];
}

/// Puts the default handlers back.
static inline void lt_signal_uninstall(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGWINCH, SIG_DFL);
}

/// The terminating signal that arrived (and clears it), or 0.
static inline int lt_signal_take_terminating(void) {
    struct lt_signal_state *state = lt_signals();
    int sig = state->terminating;
    state->terminating = 0;
    return sig;
}

/// Whether the window was resized since the last call.
static inline int lt_signal_take_resized(void) {
    struct lt_signal_state *state = lt_signals();
    int resized = state->resized;
    state->resized = 0;
    return resized;
}

/// Empties the wake pipe.
static inline void lt_signal_drain(void) {
    struct lt_signal_state *state = lt_signals();
    char bytes[64];
    while (state->pipe[0] >= 0 && read(state->pipe[0], bytes, sizeof bytes) > 0) {}
}

// MARK: - Crash cleanup
//
// If the program crashes, a best-effort handler writes the terminal's own
// "leave" sequences (from terminfo, captured while curses was healthy) and
// restores the saved modes, then lets the crash proceed as before.

struct lt_crash_state {
    struct termios modes;
    int modes_saved;
    char reset[256];
    size_t reset_length;
    struct sigaction previous[32];
};

static inline struct lt_crash_state *lt_crash(void) {
    static struct lt_crash_state state;
    return &state;
}

#define LT_CRASH_SIGNAL_COUNT 6
static inline int lt_crash_signal(int index) {
    const int signals[LT_CRASH_SIGNAL_COUNT] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT};
    return signals[index];
}

/// Whether a signal was sent (kill, raise, abort) rather than raised by a fault.
static inline int lt_crash_was_sent(const siginfo_t *info) {
    if (info == NULL) return 1;
#ifdef SI_TKILL
    if (info->si_code == SI_TKILL) return 1;
#endif
    return info->si_code == SI_USER || info->si_code == SI_QUEUE;
}

static void lt_crash_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    struct lt_crash_state *state = lt_crash();
    if (state->reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, state->reset, state->reset_length);
        (void)ignored;
    }
    if (state->modes_saved) tcsetattr(STDIN_FILENO, TCSANOW, &state->modes);
    // Hand the signal back to whoever had it (the default, or Swift's
    // backtracer): a fault happens again when the instruction reruns; a
    // signal that was sent is sent again, and should whoever had it let the
    // program go on, the run loop sees it as a terminating signal and ends.
    if (sig > 0 && sig < 32) sigaction(sig, &state->previous[sig], NULL);
    if (lt_crash_was_sent(info)) {
        lt_signal_note(sig);
        raise(sig);
    }
}

/// Saves the terminal modes as the shell left them; call before newterm.
static inline void lt_crash_save_modes(void) {
    struct lt_crash_state *state = lt_crash();
    state->modes_saved = tcgetattr(STDIN_FILENO, &state->modes) == 0;
}

static inline void lt_crash_append(const char *capability) {
    struct lt_crash_state *state = lt_crash();
    char *value = tigetstr((char *)capability);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (state->reset_length + length >= sizeof state->reset) return;
    memcpy(state->reset + state->reset_length, value, length);
    state->reset_length += length;
}

/// Captures the leave sequences and installs the crash handlers; call after newterm.
static inline void lt_crash_arm(void) {
    struct lt_crash_state *state = lt_crash();
    state->reset_length = 0;
    lt_crash_append("sgr0");
    lt_crash_append("cnorm");
    lt_crash_append("rmkx");
    lt_crash_append("rmcup");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = lt_crash_handler;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < LT_CRASH_SIGNAL_COUNT; i++) {
        int sig = lt_crash_signal(i);
        sigaction(sig, &action, &state->previous[sig]);
    }
}

/// Puts the handlers that were there before lt_crash_arm back.
static inline void lt_crash_disarm(void) {
    struct lt_crash_state *state = lt_crash();
    for (int i = 0; i < LT_CRASH_SIGNAL_COUNT; i++) {
        int sig = lt_crash_signal(i);
        sigaction(sig, &state->previous[sig], NULL);
    }
}

// MARK: - Bench output
//
// `launch-tui bench` drives the front's real present path against a pipe
// instead of the user's terminal, and counts the bytes curses writes. A
// thread drains the pipe while curses writes (a full paint can be larger than
// the pipe holds); every read and count happens under a lock, so after a
// refresh returns, lt_bench_take_bytes drains what is left and the count is
// exact. The state lives in a malloc'd struct, not in statics.

struct lt_bench_output {
    int read_fd;
    FILE *write_file;
    FILE *input_file;
    SCREEN *screen;
    pthread_t thread;
    int thread_started;
    pthread_mutex_t lock;
    long long bytes;
};

/// Reads what is in the pipe now, without waiting; call with the lock held.
/// Returns 0 at end of file, 1 otherwise.
static inline int lt_bench_read_available(struct lt_bench_output *output) {
    char buffer[16384];
    for (;;) {
        ssize_t count = read(output->read_fd, buffer, sizeof buffer);
        if (count > 0) { output->bytes += count; continue; }
        if (count == 0) return 0;
        if (errno == EINTR) continue;
        return 1;
    }
}

static void *lt_bench_drain(void *argument) {
    struct lt_bench_output *output = (struct lt_bench_output *)argument;
    for (;;) {
        struct pollfd wanted = {output->read_fd, POLLIN, 0};
        if (poll(&wanted, 1, -1) < 0 && errno != EINTR) break;
        pthread_mutex_lock(&output->lock);
        int open = lt_bench_read_available(output);
        pthread_mutex_unlock(&output->lock);
        if (!open) break;
    }
    return NULL;
}

/// Starts curses for `term` at `columns` x `lines`, writing to a pipe that is
/// drained and counted. Input comes from /dev/null. NULL when it cannot.
static inline struct lt_bench_output *lt_bench_open(const char *term, int columns, int lines) {
    struct lt_bench_output *output = calloc(1, sizeof *output);
    if (output == NULL) return NULL;
    int fds[2];
    if (pipe(fds) != 0) { free(output); return NULL; }
#ifdef F_SETPIPE_SZ
    fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
#endif
    fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    output->read_fd = fds[0];
    output->write_file = fdopen(fds[1], "w");
    output->input_file = fopen("/dev/null", "r");
    pthread_mutex_init(&output->lock, NULL);
    if (output->write_file == NULL || output->input_file == NULL ||
        pthread_create(&output->thread, NULL, lt_bench_drain, output) != 0) {
        if (output->write_file) fclose(output->write_file); else close(fds[1]);
        if (output->input_file) fclose(output->input_file);
        close(fds[0]);
        pthread_mutex_destroy(&output->lock);
        free(output);
        return NULL;
    }
    output->thread_started = 1;
    output->screen = newterm(term, output->write_file, output->input_file);
    if (output->screen == NULL) return output;
    // /dev/null always reads as ready: without this, curses would take it
    // for typeahead and cut every update short.
    typeahead(-1);
    lt_configure_screen();
    resizeterm(lines, columns);
    return output;
}

static inline SCREEN *lt_bench_screen(struct lt_bench_output *output) { return output->screen; }

/// The bytes written since the last call, once everything written is counted.
static inline long long lt_bench_take_bytes(struct lt_bench_output *output) {
    fflush(output->write_file);
    pthread_mutex_lock(&output->lock);
    lt_bench_read_available(output);
    long long bytes = output->bytes;
    output->bytes = 0;
    pthread_mutex_unlock(&output->lock);
    return bytes;
}

/// Closes the pipe and waits for the drain thread; call after the screen
/// was ended (endwin, delscreen), or when newterm failed.
static inline void lt_bench_close(struct lt_bench_output *output) {
    if (output == NULL) return;
    fclose(output->write_file);
    if (output->thread_started) pthread_join(output->thread, NULL);
    fclose(output->input_file);
    close(output->read_fd);
    pthread_mutex_destroy(&output->lock);
    free(output);
}

/// Adopts the user's locale; when it is not UTF-8, tries a UTF-8 one for
/// character handling. Returns 1 when the locale's characters are UTF-8.
static inline int lt_bench_adopt_utf8_locale(void) {
    if (lt_adopt_locale_is_utf8()) return 1;
    const char *names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (setlocale(LC_CTYPE, names[i]) != NULL) {
            const char *codeset = nl_langinfo(CODESET);
            if (codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return 1;
        }
    }
    return 0;
}

#endif

// `launch-tui bench`: curses writing to a pipe that a thread drains and
// counts, instead of to the user's terminal. A full paint can be larger than
// the pipe holds, so the thread reads while curses writes; every read and
// count happens under a lock, so after a refresh returns, lt_bench_take_bytes
// drains what is left and the count is exact.
#include "shim.h"

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
static int lt_bench_read_available(struct lt_bench_output *output) {
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
struct lt_bench_output *lt_bench_open(const char *term, int columns, int lines) {
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

SCREEN *lt_bench_screen(struct lt_bench_output *output) { return output->screen; }

/// The bytes written since the last call, once everything written is counted.
long long lt_bench_take_bytes(struct lt_bench_output *output) {
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
void lt_bench_close(struct lt_bench_output *output) {
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
int lt_bench_adopt_utf8_locale(void) {
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

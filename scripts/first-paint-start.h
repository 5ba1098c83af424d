/* How both of scripts/first-paint's bare programs start ncursesw, the way
 * launch-tui does: newterm on the standard streams, keys at once, no echo,
 * no cursor, and colours with the terminal's own as -1. What launch-tui
 * does beyond that, these do not: it also leaves curses' screen and comes
 * back once, so that curses sends a frame whole (Curses.sendFramesWhole);
 * these send theirs as ncurses does unasked. Returns the screen, or NULL;
 * `colours` is set when the terminal has colours. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <wchar.h>

static SCREEN *start_curses(int *colours) {
    setlocale(LC_ALL, "");
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return NULL;
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    *colours = has_colors();
    if (*colours) {
        start_color();
        use_default_colors();
    }
    return screen;
}

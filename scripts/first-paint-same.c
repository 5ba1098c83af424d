/* The floor for scripts/first-paint: a bare C program that starts ncursesw
 * the way launch-tui does (newterm, colours with the terminal's own as -1,
 * keys at once, no echo, no cursor) and draws launch-tui's own first frame,
 * cell for cell: the script reads that frame off launch-tui's output in a
 * pseudo-terminal and writes it into frame.h as runs of one look (colour
 * pair and attributes) on a row, then checks that this program's screen is
 * the same. Then it waits for a key. Nothing is read or worked out: what
 * launch-tui does beyond this is its own cost. */
#include "first-paint-start.h"

/* PAIRS: each colour pair's foreground and background (-1: the terminal's
 * own), numbered from 1; RUNS: { row, column, pair (0: the terminal's
 * own colours), attributes, characters }. */
struct run { int y, x, pair; attr_t attributes; const wchar_t *text; };
#include "frame.h"

int main(void) {
    int colours = 0;
    SCREEN *screen = start_curses(&colours);
    if (screen == NULL) return 2;
    if (colours) {
        for (int pair = 0; pair < (int)(sizeof PAIRS / sizeof PAIRS[0]); pair++)
            init_extended_pair(pair + 1, PAIRS[pair][0], PAIRS[pair][1]);
    }
    for (int index = 0; index < (int)(sizeof RUNS / sizeof RUNS[0]); index++) {
        const struct run *run = &RUNS[index];
        attr_set(run->attributes, (short)run->pair, NULL);
        mvaddwstr(run->y, run->x, run->text);
    }
    refresh();
    while (getch() != 'q') {}
    endwin();
    delscreen(screen);
    return 0;
}

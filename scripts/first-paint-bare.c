/* The baseline for scripts/first-paint: a bare C program that starts
 * ncursesw the way launch-tui does (newterm, colours, keys at once, no echo,
 * no cursor), fills one whole screen with coloured text, ending its last row
 * with "q quit" as launch-tui's status line does, and waits for a key. */
#include <curses.h>
#include <locale.h>

int main(void) {
    setlocale(LC_ALL, "");
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return 2;
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
        init_pair(1, 81, -1);
        init_pair(2, 252, 237);
    }
    const char *text = "The same news app, launched two ways, side by side on one clock. ";
    int length = 0;
    while (text[length] != '\0') length++;
    for (int y = 0; y < LINES - 1; y++) {
        attrset(COLOR_PAIR(y % 2 ? 1 : 0));
        for (int x = 0; x < COLS; x++) mvaddch(y, x, (chtype)text[(x + y) % length]);
    }
    attrset(COLOR_PAIR(2));
    for (int x = 0; x < COLS; x++) mvaddch(LINES - 1, x, ' ');
    mvaddstr(LINES - 1, COLS - 8, "q quit");
    refresh();
    while (getch() != 'q') {}
    endwin();
    delscreen(screen);
    return 0;
}

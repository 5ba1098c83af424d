/* The baseline for scripts/first-paint: a bare C program that starts
 * ncursesw the way launch-tui does (newterm, colours, keys at once, no echo,
 * no cursor) and draws a screen like the demo's first frame at any size: two
 * phones framed in rounded box drawing with a status bar, a logo and a
 * word in one and a heading, a dashed card and shaded rows of skeleton text
 * in the other; three rows of numbers under each; a timeline of two rows of
 * heavy rules with markers under a ruler; and a status line in its own
 * colours ending with "q quit", as launch-tui's does. Then it waits for a
 * key. What it leaves out is what makes the demo a program: reading options,
 * a model of two launches, a clock. */
#include "first-paint-start.h"

enum { FRAME = 1, TEXT, DIM, LOGO, SKELETON, RULE, MARKER, STATUS };

/* `count` copies of `glyph` from (y, x), in `pair`. */
static void run(int y, int x, int count, wchar_t glyph, int pair) {
    wchar_t row[512];
    if (count > 511) count = 511;
    if (count < 0) count = 0;
    for (int i = 0; i < count; i++) row[i] = glyph;
    row[count] = L'\0';
    attrset(COLOR_PAIR(pair));
    mvaddwstr(y, x, row);
}

static void text(int y, int x, const wchar_t *words, int pair, attr_t attrs) {
    attrset(COLOR_PAIR(pair) | attrs);
    mvaddwstr(y, x, words);
}

/* A phone: a rounded frame with its title, its status bar, blank inside. */
static void phone(int top, int bottom, int x, int width, const wchar_t *title) {
    run(top, x + 1, width - 2, L'─', FRAME);
    text(top, x, L"╭", FRAME, 0);
    text(top, x + width - 1, L"╮", FRAME, 0);
    text(top, x + (width - (int)wcslen(title)) / 2 - 1, title, TEXT, A_BOLD);
    for (int y = top + 1; y < bottom; y++) {
        text(y, x, L"│", FRAME, 0);
        run(y, x + 1, width - 2, L' ', TEXT);
        text(y, x + width - 1, L"│", FRAME, 0);
    }
    text(bottom, x, L"╰", FRAME, 0);
    run(bottom, x + 1, width - 2, L'─', FRAME);
    text(bottom, x + width - 1, L"╯", FRAME, 0);
    text(top + 1, x + 2, L"9:41", TEXT, 0);
    text(top + 1, x + width - 8, L"▂▄▆ ▮", TEXT, 0);
}

static void numbers(int y, int x) {
    text(y, x, L"first frame –  tap –", TEXT, 0);
    text(y + 1, x, L"content –  fully drawn –", TEXT, 0);
    text(y + 2, x, L"layout shift 0.000 ✓ ≤0.1  speed index –", TEXT, 0);
}

int main(void) {
    int colours = 0;
    SCREEN *screen = start_curses(&colours);
    if (screen == NULL) return 2;
    if (colours) {
        init_pair(FRAME, 245, -1);
        init_pair(TEXT, 252, -1);
        init_pair(DIM, 244, -1);
        init_pair(LOGO, 231, 25);
        init_pair(SKELETON, 240, -1);
        init_pair(RULE, 67, -1);
        init_pair(MARKER, 214, -1);
        init_pair(STATUS, 252, 237);
    }
    int width = COLS / 3 > 51 ? 51 : COLS / 3;
    int gap = COLS / 6;
    int left = COLS / 2 - width - gap / 2, right = COLS / 2 + gap / 2;
    int top = LINES >= 40 ? 1 : 0, bottom = LINES - 10;

    phone(top, bottom, left, width, L" Logo splash ");
    int middle = (top + bottom) / 2;
    int logo = left + (width - 5) / 2;
    text(middle - 2, logo, L"▗▄▄▄▖", LOGO, 0);
    text(middle - 1, logo, L"▐ N ▌", LOGO, A_BOLD);
    text(middle, logo, L"▝▀▀▀▘", LOGO, 0);
    text(middle + 2, left + (width - 6) / 2, L"NEWSLY", TEXT, A_BOLD);

    phone(top, bottom, right, width, L" Content first ");
    text(top + 2, right + 2, L"Today", TEXT, A_BOLD);
    text(top + 4, right + 2, L"╭", DIM, 0);
    run(top + 4, right + 3, width - 6, L'┄', DIM);
    text(top + 4, right + width - 3, L"╮", DIM, 0);
    text(top + 5, right + 2, L"╰", DIM, 0);
    run(top + 5, right + 3, width - 6, L'┄', DIM);
    text(top + 5, right + width - 3, L"╯", DIM, 0);
    for (int y = top + 7; y < bottom - 1; y++) run(y, right + 2, (y % 2 ? 24 : 10) * (width - 4) / 29, L'░', SKELETON);
    for (int dot = 0; dot < 3; dot++) text(bottom - 1, right + 2 + dot * (width - 4) / 3, dot ? L"○" : L"●", DIM, 0);

    numbers(bottom + 1, left - 1);
    numbers(bottom + 1, right - 1);
    text(bottom + 4, 0, L"first frame: Apple, Android vitals (cold) · tap: Apple · content: LCP · layout shift: CLS", DIM, 0);

    int scale = COLS - 16;
    run(bottom + 5, 16, scale, L'─', RULE);
    text(bottom + 5, 15, L"▼0s", MARKER, 0);
    for (int second = 1; second * (scale / 4) < scale - 3; second++) {
        wchar_t label[8];
        swprintf(label, 8, L"%ds", second);
        text(bottom + 5, 15 + second * (scale / 4), label, TEXT, 0);
    }
    text(bottom + 6, 1, L"Logo splash", TEXT, A_BOLD);
    run(bottom + 6, 15, scale, L'━', RULE);
    text(bottom + 6, 15, L"▒▒logo", LOGO, 0);
    text(bottom + 6, 15 + scale / 3, L"spinner", TEXT, 0);
    text(bottom + 6, 15 + scale * 2 / 3, L"◆stories↯", MARKER, 0);
    text(bottom + 7, 1, L"Content first", TEXT, A_BOLD);
    run(bottom + 7, 15, scale, L'━', RULE);
    text(bottom + 7, 15, L"▒▒skele…◆cached", MARKER, 0);
    text(bottom + 7, 15 + scale / 4, L"fresh", TEXT, 0);

    run(LINES - 1, 0, COLS, L' ', STATUS);
    text(LINES - 1, 1, L"0.00 s typical · warm cache · light · ios · cold launch  ×1", STATUS, 0);
    /* The longest hints that fit after the scenario, as launch-tui's status line does. */
    const wchar_t *hints = L"space pause  ←/→ step  [/] events  s/S style  t tap  ? help  q quit";
    if ((int)wcslen(hints) > COLS - 64) hints = L"space pause  ←/→ step  ? help  q quit";
    text(LINES - 1, COLS - 1 - (int)wcslen(hints), hints, STATUS, 0);
    refresh();
    while (getch() != 'q') {}
    endwin();
    delscreen(screen);
    return 0;
}

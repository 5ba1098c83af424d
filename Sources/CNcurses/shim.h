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

#include <locale.h>
#include <wchar.h>
#include <stdlib.h>

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

#endif

#ifndef LAUNCH_TUI_PAGE_ASSETS_H
#define LAUNCH_TUI_PAGE_ASSETS_H

/* The web page's style and scripts, as the files beside assets.c hold them,
   each ending in a NUL: put into the executable when it is built, so the
   program stays one file and the sources stay readable. Functions, not
   arrays of unknown size, which Swift cannot import. */
const char *lt_page_css(void);
const char *lt_pictures_js(void);
const char *lt_page_js(void);
const char *lt_talk_js(void);
const char *lt_layout_js(void);
const char *lt_shown_js(void);

#endif

/* The page's style and scripts, embedded as they are in the files beside
   this one (C23's #embed: the compiler reads them when it builds, and the
   build's dependency file names them, so an edit rebuilds). */
#include "PageAssets.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char page_css[] = {
#embed "page.css"
    , 0};
const char *lt_page_css(void) { return page_css; }
static const char pictures_js[] = {
#embed "pictures.js"
    , 0};
const char *lt_pictures_js(void) { return pictures_js; }
static const char page_js[] = {
#embed "page.js"
    , 0};
const char *lt_page_js(void) { return page_js; }
static const char talk_js[] = {
#embed "talk.js"
    , 0};
const char *lt_talk_js(void) { return talk_js; }
static const char layout_js[] = {
#embed "layout.js"
    , 0};
const char *lt_layout_js(void) { return layout_js; }
static const char shown_js[] = {
#embed "shown.js"
    , 0};
const char *lt_shown_js(void) { return shown_js; }

#ifndef LT_CHAFA_SHIM_H
#define LT_CHAFA_SHIM_H

/* chafa (Debian's libchafa-dev): a picture as sixel, for a terminal that
 * draws sixel (xterm as a VT340, foot, mlterm, WezTerm). chafa chooses the
 * palette and dithers; the caller says how many cells the picture takes and
 * how many pixels a cell is, as the terminal said. One call, so that Swift
 * sees neither glib nor chafa's objects. */

#include <chafa.h>
#include <stdlib.h>
#include <string.h>

/* The sixel bytes (DCS ... ST) of `rgb` (`width` x `height` pixels, three
 * bytes a pixel, rows top to bottom) stretched over `columns` x `rows`
 * cells of `cell_width` x `cell_height` pixels; malloc'd, `*length` bytes,
 * freed with free(). NULL when chafa gives nothing. */
static inline char *lt_chafa_sixel(const unsigned char *rgb, int width, int height, int columns, int rows,
                                   int cell_width, int cell_height, size_t *length)
{
    *length = 0;
    if (!rgb || width <= 0 || height <= 0 || columns <= 0 || rows <= 0 || cell_width <= 0 || cell_height <= 0)
        return NULL;
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS);
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR);
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    if (!canvas)
        return NULL;
    /* As RGBA: chafa 1.12 reads RGB8 rows wrongly (the picture comes out
     * sheared), RGBA8 right. */
    size_t pixels = (size_t)width * (size_t)height;
    unsigned char *rgba = malloc(pixels * 4);
    if (!rgba) {
        chafa_canvas_unref(canvas);
        return NULL;
    }
    for (size_t i = 0; i < pixels; i++) {
        memcpy(rgba + i * 4, rgb + i * 3, 3);
        rgba[i * 4 + 3] = 255;
    }
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    free(rgba);
    /* The fallback's sequences are the standard ones (DEC's sixel DCS). */
    ChafaTermInfo *info = chafa_term_db_get_fallback_info(chafa_term_db_get_default());
    GString *printed = chafa_canvas_print(canvas, info);
    chafa_term_info_unref(info);
    chafa_canvas_unref(canvas);
    if (!printed)
        return NULL;
    char *bytes = malloc(printed->len ? printed->len : 1);
    if (bytes) {
        memcpy(bytes, printed->str, printed->len);
        *length = printed->len;
    }
    g_string_free(printed, TRUE);
    return bytes;
}

#endif

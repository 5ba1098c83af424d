/* A report's frame as chafa's symbols, for scripts/terminal-pictures
 * --symbol-modes: the RGBA pixels in FILE (W x H) drawn by chafa over COLS x
 * ROWS cells at cell (X, Y), in 256 colours (as the half blocks it is
 * measured against), with one of chafa's symbol sets; then it waits to be
 * screenshot.
 *
 *   symbol-modes FILE W H X Y COLS ROWS half|block|quad|sextant|all */
#include <chafa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 9) {
        fprintf(stderr, "usage: symbol-modes FILE W H X Y COLS ROWS half|block|quad|sextant|all\n");
        return 2;
    }
    int w = atoi(argv[2]), h = atoi(argv[3]), x = atoi(argv[4]), y = atoi(argv[5]);
    int cols = atoi(argv[6]), rows = atoi(argv[7]);
    const char *mode = argv[8];
    FILE *file = fopen(argv[1], "rb");
    unsigned char *pixels = malloc((size_t)w * h * 4);
    if (!file || !pixels || fread(pixels, 1, (size_t)w * h * 4, file) != (size_t)w * h * 4) return 1;
    ChafaSymbolTags tags = CHAFA_SYMBOL_TAG_SPACE;
    if (!strcmp(mode, "half")) tags |= CHAFA_SYMBOL_TAG_HALF;
    else if (!strcmp(mode, "block")) tags |= CHAFA_SYMBOL_TAG_BLOCK;
    else if (!strcmp(mode, "quad")) tags |= CHAFA_SYMBOL_TAG_QUAD | CHAFA_SYMBOL_TAG_HALF;
    else if (!strcmp(mode, "sextant")) tags |= CHAFA_SYMBOL_TAG_SEXTANT | CHAFA_SYMBOL_TAG_HALF;
    else tags = CHAFA_SYMBOL_TAG_ALL & ~CHAFA_SYMBOL_TAG_WIDE;
    ChafaSymbolMap *map = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(map, tags);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_INDEXED_240);
    chafa_canvas_config_set_geometry(config, cols, rows);
    chafa_canvas_config_set_symbol_map(config, map);
    chafa_canvas_config_set_work_factor(config, 1.0f);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, w, h, w * 4);
    GString *printed = chafa_canvas_print(canvas, chafa_term_db_get_fallback_info(chafa_term_db_get_default()));
    printf("\033[2J\033[?25l");
    int row = 0;
    for (char *line = strtok(printed->str, "\n"); line; line = strtok(NULL, "\n"))
        printf("\033[%d;%dH%s", y + 1 + row++, x + 1, line);
    printf("\033[0m");
    fflush(stdout);
    sleep(600);
    return 0;
}

// JPEG decoding through libjpeg-turbo (Debian's libjpeg62-turbo-dev), for
// the frames a report carries (Lighthouse's screenshot-thumbnails, a
// DevTools trace's Screenshot events). libjpeg reports a corrupt image by
// calling an error handler that must not return; C's setjmp and longjmp
// carry that back to a plain return, which Swift cannot do itself, so the
// one call lives here.
#ifndef LAUNCH_TUI_CJPEG_SHIM_H
#define LAUNCH_TUI_CJPEG_SHIM_H

#include <stddef.h>

/// The most pixels a side of a frame may have: a report's thumbnails are a
/// few hundred, its final screenshot about a thousand; more is not a frame.
#define LT_JPEG_MOST_SIDE 8192

/// Decodes the JPEG in `data` into `*pixels` (malloc'd, 3 bytes a pixel,
/// RGB, rows top to bottom; free it with lt_jpeg_free), its size in
/// `*width` and `*height`. Returns 0, or -1 with libjpeg's own message
/// (or the size limit's) in `message`, nothing allocated. `least_side`
/// above 0: scaled down in the decoding (libjpeg's scale_denom, 1/2 to
/// 1/8) as far as keeps both sides at least that many pixels.
int lt_jpeg_decode(const unsigned char *data, size_t size, unsigned char **pixels, int *width, int *height,
                   char *message, size_t message_size, int least_side);

void lt_jpeg_free(unsigned char *pixels);

#endif

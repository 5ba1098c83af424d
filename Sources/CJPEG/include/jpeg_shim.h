// JPEG decoding through libjpeg-turbo (Debian's libjpeg62-turbo-dev), for
// the frames a report carries (Lighthouse's screenshot-thumbnails, a
// DevTools trace's Screenshot events). libjpeg reports a corrupt image by
// calling an error handler that must not return; C's setjmp and longjmp
// carry that back to a plain return, which Swift cannot do itself, so the
// one call lives here. What a frame may cost is bounded before libjpeg
// allocates for it: its size from its header, its scans as they come, the
// memory a progressive image's coefficients take, and the pixels it is
// decoded to.
#ifndef LAUNCH_TUI_CJPEG_SHIM_H
#define LAUNCH_TUI_CJPEG_SHIM_H

#include <stddef.h>

/// The most pixels a side of a frame may have, as its header gives it
/// (checked before libjpeg allocates anything for the image): a report's
/// thumbnails are a few hundred, its final screenshot about a thousand;
/// more is not a frame.
#define LT_JPEG_MOST_SIDE 8192

/// The most scans a progressive frame may have (TurboJPEG's scan limit,
/// as its fuzzers set it): libjpeg's own progressions take 10 at most; an
/// image of thousands of empty scans is walked scan by scan.
#define LT_JPEG_MOST_SCANS 500

/// The most memory libjpeg may take for one frame (its max_memory_to_use):
/// a progressive image keeps every coefficient of the whole image, 2 bytes
/// a pixel a component, 1350x940 in colour about 8 MB.
#define LT_JPEG_MOST_MEMORY (64L << 20)

/// What `lt_jpeg_decode` returns when the pixels would be more than
/// `most_bytes`: `*width` and `*height` say how many they would be.
#define LT_JPEG_OVER_BUDGET (-2)

/// What `lt_jpeg_decode` returns when `*pixels_left` runs out.
#define LT_JPEG_OVER_WORK (-3)

/// What `lt_jpeg_decode` returns, with a message, for an image past one of
/// the limits above (its sides, its scans, libjpeg's memory).
#define LT_JPEG_OVER_LIMIT (-4)

/// Decodes the JPEG in `data` into `*pixels` (malloc'd, 3 bytes a pixel,
/// RGB, rows top to bottom; free it with lt_jpeg_free), its size in
/// `*width` and `*height`. Returns 0; -1 with libjpeg's own message in
/// `message`, or LT_JPEG_OVER_LIMIT with the limit's, nothing allocated;
/// or LT_JPEG_OVER_BUDGET or LT_JPEG_OVER_WORK.
/// A warning of libjpeg's (data cut short, a corrupt stretch) is a failure.
/// `box_width` and `box_height` above 0: scaled down in the decoding
/// (libjpeg's scale_denom, 1/2 to 1/8) as far as keeps the picture at least
/// as large as it is drawn fitted into a box of that many pixels, and of
/// at least `least_pixels` pixels (or all it has).
/// `most_bytes` above 0: the pixels' bytes at most, checked from the
/// header before anything is decoded. `pixels_left` not NULL: the pixels
/// libjpeg may still decode, each scan of a progressive image counted
/// (the image's pixels a scan); lowered by this frame's, and
/// LT_JPEG_OVER_WORK when they run out.
int lt_jpeg_decode(const unsigned char *data, size_t size, int box_width, int box_height, long least_pixels,
                   size_t most_bytes, unsigned long long *pixels_left, unsigned char **pixels, int *width, int *height,
                   char *message, size_t message_size);

void lt_jpeg_free(unsigned char *pixels);

/// Encodes `width` x `height` RGB pixels (3 bytes a pixel, rows top to
/// bottom) as a baseline JPEG of `quality` (1 to 100) into `*jpeg`
/// (malloc'd; free it with lt_jpeg_free), `*size` bytes: a recording's
/// frames, embedded as a report's are. Returns 0, or -1 with nothing
/// allocated (a side of 0 or past LT_JPEG_MOST_SIDE, out of memory).
int lt_jpeg_encode(const unsigned char *rgb, int width, int height, int quality, unsigned char **jpeg,
                   unsigned long *size);

#endif

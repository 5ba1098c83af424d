#include "jpeg_shim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg's error manager first, so that info->err leads to the rest.
struct lt_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char *message;
    size_t message_size;
    // What lt_jpeg_decode returns after the jump (volatile: set between
    // setjmp and a longjmp, read after it).
    volatile int status;
    // The scans charged to `pixels_left` so far.
    int charged;
    unsigned long long *pixels_left;
};

// Back to lt_jpeg_decode's setjmp with `text` as the message.
static void lt_jpeg_fail(j_common_ptr info, const char *text) {
    struct lt_jpeg_error *error = (struct lt_jpeg_error *)info->err;
    if (error->message_size > 0) snprintf(error->message, error->message_size, "%s", text);
    longjmp(error->escape, 1);
}

// libjpeg's error_exit must not return: keep its message, jump back. Out
// of memory for a progressive image's coefficients, libjpeg would use a
// backing store (it has none): the limit's own words instead.
static void lt_jpeg_error_exit(j_common_ptr info) {
    char text[JMSG_LENGTH_MAX + 80];
    if (info->err->msg_code == JERR_NO_BACKING_STORE) {
        j_decompress_ptr decompress = (j_decompress_ptr)info;
        ((struct lt_jpeg_error *)info->err)->status = LT_JPEG_OVER_LIMIT;
        snprintf(text, sizeof text, "a %ux%u image takes more than %ld MB to decode (at most %ld MB a frame)",
                 decompress->image_width, decompress->image_height, LT_JPEG_MOST_MEMORY >> 20, LT_JPEG_MOST_MEMORY >> 20);
    } else {
        (*info->err->format_message)(info, text);
    }
    lt_jpeg_fail(info, text);
}

// A warning (data cut short, a corrupt stretch libjpeg would step over and
// fill with grey) is a failure, as TurboJPEG's stop-on-warning makes it;
// libjpeg's trace messages (level 0 and up) are not printed to stderr,
// which is the program's.
static void lt_jpeg_emit_message(j_common_ptr info, int level) {
    if (level >= 0) return;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    lt_jpeg_fail(info, text);
}

// Called by libjpeg as it reads the image, at least once a scan: a
// progressive image is refused at its scan past the limit, and each scan
// is charged its image's pixels, whatever part of them it codes.
static void lt_jpeg_progress(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    struct lt_jpeg_error *error = (struct lt_jpeg_error *)info->err;
    if (decompress->input_scan_number > LT_JPEG_MOST_SCANS) {
        char text[120];
        snprintf(text, sizeof text, "the image has more than %d scans (at most %d a frame)", LT_JPEG_MOST_SCANS,
                 LT_JPEG_MOST_SCANS);
        error->status = LT_JPEG_OVER_LIMIT;
        lt_jpeg_fail(info, text);
    }
    if (error->pixels_left == NULL) return;
    unsigned long long pixels = (unsigned long long)decompress->image_width * decompress->image_height;
    while (error->charged < decompress->input_scan_number) {
        if (*error->pixels_left < pixels) {
            error->status = LT_JPEG_OVER_WORK;
            lt_jpeg_fail(info, "");
        }
        *error->pixels_left -= pixels;
        error->charged += 1;
    }
}

// The scale's denominator (1, 2, 4 or 8) that keeps the picture at least
// as large as it is drawn fitted into `box_width` by `box_height` (the side
// the box holds it by stays at least the box's), and at least
// `least_pixels` (or all it has).
static unsigned int lt_jpeg_denominator(unsigned int width, unsigned int height, int box_width, int box_height,
                                        long least_pixels) {
    if (box_width <= 0 || box_height <= 0) return 1;
    // Fitted by its width when box_width / width <= box_height / height.
    int by_width = (unsigned long long)box_width * height <= (unsigned long long)box_height * width;
    unsigned int box = (unsigned int)(by_width ? box_width : box_height);
    unsigned long long all = (unsigned long long)width * height;
    unsigned long long least = least_pixels <= 0                            ? 0
                               : (unsigned long long)least_pixels < all ? (unsigned long long)least_pixels
                                                                        : all;
    unsigned int denominator = 1;
    // libjpeg's scaled side is the side over the denominator, rounded up.
    while (denominator < 8) {
        unsigned int next = denominator * 2;
        unsigned long long across = (width + next - 1) / next, down = (height + next - 1) / next;
        if ((by_width ? across : down) < box || across * down < least) break;
        denominator = next;
    }
    return denominator;
}

int lt_jpeg_decode(const unsigned char *data, size_t size, int box_width, int box_height, long least_pixels,
                   size_t most_bytes, unsigned long long *pixels_left, unsigned char **pixels, int *width, int *height,
                   char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct lt_jpeg_error error;
    struct jpeg_progress_mgr progress;
    // volatile: set between setjmp and a longjmp, read after it.
    unsigned char *volatile out = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    if (message_size > 0) message[0] = 0;

    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = lt_jpeg_error_exit;
    error.manager.emit_message = lt_jpeg_emit_message;
    error.message = message;
    error.message_size = message_size;
    error.status = -1;
    error.charged = 0;
    error.pixels_left = pixels_left;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        free(out);
        return error.status;
    }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = LT_JPEG_MOST_MEMORY;
    memset(&progress, 0, sizeof progress);
    progress.progress_monitor = lt_jpeg_progress;
    info.progress = &progress;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    // From the header, before jpeg_start_decompress allocates for the image.
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > LT_JPEG_MOST_SIDE
        || info.image_height > LT_JPEG_MOST_SIDE) {
        snprintf(message, message_size, "a %ux%u image is not a frame (at most %d pixels a side)", info.image_width,
                 info.image_height, LT_JPEG_MOST_SIDE);
        jpeg_destroy_decompress(&info);
        return LT_JPEG_OVER_LIMIT;
    }
    info.out_color_space = JCS_RGB;
    info.scale_num = 1;
    info.scale_denom = lt_jpeg_denominator(info.image_width, info.image_height, box_width, box_height, least_pixels);
    jpeg_calc_output_dimensions(&info);
    if (info.output_components != 3) {
        snprintf(message, message_size, "a %ux%u image of %d components is not a frame (it must be in colour or grey)",
                 info.image_width, info.image_height, info.num_components);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    size_t stride = (size_t)info.output_width * 3;
    if (most_bytes > 0 && stride * info.output_height > most_bytes) {
        *width = (int)info.output_width;
        *height = (int)info.output_height;
        jpeg_destroy_decompress(&info);
        return LT_JPEG_OVER_BUDGET;
    }
    jpeg_start_decompress(&info);
    out = malloc(stride * info.output_height);
    if (out == NULL) {
        snprintf(message, message_size, "out of memory for a %ux%u image", info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = out;
    return 0;
}

void lt_jpeg_free(unsigned char *pixels) { free(pixels); }

// Encoding keeps libjpeg's own error handling away from Swift as decoding
// does: jpeg_mem_dest allocates the output as it grows, and a failure
// jumps back here, where what it had allocated is freed.
int lt_jpeg_encode(const unsigned char *rgb, int width, int height, int quality, unsigned char **jpeg,
                   unsigned long *size) {
    struct jpeg_compress_struct info;
    struct lt_jpeg_error error;
    memset(&error, 0, sizeof error);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = lt_jpeg_error_exit;
    error.manager.emit_message = lt_jpeg_emit_message;
    // Its address escapes into libjpeg, which updates it as the output
    // grows: after a jump it still holds what to free.
    unsigned char *destination = NULL;
    unsigned char **volatile holder = &destination;
    unsigned long output_size = 0;
    *jpeg = NULL;
    *size = 0;
    if (width <= 0 || height <= 0 || width > LT_JPEG_MOST_SIDE || height > LT_JPEG_MOST_SIDE) return -1;
    if (setjmp(error.escape)) {
        jpeg_destroy_compress(&info);
        free(*holder);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &destination, &output_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *jpeg = destination;
    *size = output_size;
    return 0;
}

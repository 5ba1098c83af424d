#include "jpeg_shim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct lt_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char *message;
    size_t message_size;
};

// libjpeg's error_exit must not return: keep its message, jump back.
static void lt_jpeg_error_exit(j_common_ptr info) {
    struct lt_jpeg_error *error = (struct lt_jpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(error->message, error->message_size, "%s", text);
    longjmp(error->escape, 1);
}

// Warnings (a corrupt stretch libjpeg could step over) are not printed to
// stderr, which is the program's; the picture decodes as libjpeg reads it.
static void lt_jpeg_output_message(j_common_ptr info) { (void)info; }

int lt_jpeg_decode(const unsigned char *data, size_t size, unsigned char **pixels, int *width, int *height,
                   char *message, size_t message_size, int least_side) {
    struct jpeg_decompress_struct info;
    struct lt_jpeg_error error;
    // volatile: set between setjmp and a longjmp, read after it.
    unsigned char *volatile out = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    if (message_size > 0) message[0] = 0;

    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = lt_jpeg_error_exit;
    error.manager.output_message = lt_jpeg_output_message;
    error.message = message;
    error.message_size = message_size;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        free(out);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    if (least_side > 0) {
        unsigned int denominator = 1;
        while (denominator < 8 && info.image_width / (denominator * 2) >= (unsigned int)least_side
               && info.image_height / (denominator * 2) >= (unsigned int)least_side) denominator *= 2;
        info.scale_num = 1;
        info.scale_denom = denominator;
    }
    jpeg_start_decompress(&info);
    if (info.output_width == 0 || info.output_height == 0 || info.output_width > LT_JPEG_MOST_SIDE
        || info.output_height > LT_JPEG_MOST_SIDE || info.output_components != 3) {
        snprintf(message, message_size, "a %ux%u image is not a frame (at most %d pixels a side, in colour)",
                 info.output_width, info.output_height, LT_JPEG_MOST_SIDE);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    size_t stride = (size_t)info.output_width * 3;
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

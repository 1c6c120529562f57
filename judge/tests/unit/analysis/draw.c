/*
 * draw: the pictures' text never overlaps. A grid's second axis's name ("b
 * ->") has a line of its own, under a subtitle or caption as long as the
 * picture is wide (hdu1850's explore picture drew it over its subtitle): in
 * the PNG, found by drawing each text and then the same picture without it
 * (blank, of the same length) and keeping the pixels that differ, the boxes
 * of ink do not meet; in the SVG, its baseline is a line below theirs.
 */
#define _GNU_SOURCE
#include <check.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/draw.h"
#include "testutil.h"
#include "util.h"

#define SIDE 10 /* the grid: SIDE by SIDE positions */

struct image {
	unsigned char *px; /* RGB, row by row */
	int w, h;
};

struct box {
	int x0, y0, x1, y1; /* inclusive; empty when x0 > x1 */
};

static long values[SIDE * SIDE];
static const char *const axes[] = { "a", "b" };
static const char *const blank_axes[] = { "a", " " };

static struct picture grid(const char *subtitle, const char *caption, const char *const *names)
{
	static struct table t = { .dims = 2, .lo = { 0, 0 }, .hi = { SIDE - 1, SIDE - 1 }, .v = values };
	for (long k = 0; k < SIDE * SIDE; k++)
		values[k] = k % SIDE != k / SIDE; /* P on the diagonal, as Nim of two heaps */
	return (struct picture){ .t = &t, .axes = names, .title = "hdu1850", .subtitle = subtitle, .caption = caption };
}

/* The PNG read from in, as RGB. */
static struct image decode(FILE *in)
{
	png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	png_infop info = png_create_info_struct(png);
	ck_assert(png && info);
	if (setjmp(png_jmpbuf(png)))
		ck_abort_msg("libpng cannot read the picture drawn");
	png_init_io(png, in);
	png_read_png(png, info, PNG_TRANSFORM_IDENTITY, NULL);
	struct image im = { .w = (int)png_get_image_width(png, info), .h = (int)png_get_image_height(png, info) };
	ck_assert_int_eq(png_get_color_type(png, info), PNG_COLOR_TYPE_RGB);
	png_bytepp rows = png_get_rows(png, info);
	im.px = xmalloc((size_t)im.w * (size_t)im.h * 3);
	for (int y = 0; y < im.h; y++)
		memcpy(im.px + (size_t)y * (size_t)im.w * 3, rows[y], (size_t)im.w * 3);
	png_destroy_read_struct(&png, &info, NULL);
	return im;
}

/* The PNG of the grid with this subtitle, caption and axes' names, decoded. */
static struct image png_of(const char *subtitle, const char *caption, const char *const *names)
{
	struct picture pic = grid(subtitle, caption, names);
	char *buf = NULL;
	size_t len = 0;
	struct diag d;
	FILE *out = open_memstream(&buf, &len);
	ck_assert_int_eq(draw_png(out, "grid.png", &pic, &d), 0);
	fclose(out);
	FILE *in = fmemopen(buf, len, "rb");
	ck_assert(in != NULL);
	struct image im = decode(in);
	fclose(in);
	free(buf);
	return im;
}

/* The box of the pixels where a and b (of one size) differ: the ink of what one has and the other lacks. */
static struct box ink(const struct image *a, const struct image *b)
{
	ck_assert(a->w == b->w && a->h == b->h);
	struct box bx = { a->w, a->h, -1, -1 };
	for (int y = 0; y < a->h; y++)
		for (int x = 0; x < a->w; x++)
			if (memcmp(a->px + ((size_t)y * (size_t)a->w + (size_t)x) * 3,
			           b->px + ((size_t)y * (size_t)b->w + (size_t)x) * 3, 3)) {
				bx.x0 = x < bx.x0 ? x : bx.x0, bx.y0 = y < bx.y0 ? y : bx.y0;
				bx.x1 = x > bx.x1 ? x : bx.x1, bx.y1 = y > bx.y1 ? y : bx.y1;
			}
	return bx;
}

static int meet(struct box a, struct box b)
{
	return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/* Each text of a grid's picture with a long subtitle (and caption), and the second axis's name: boxes apart. */
static void check_png(int with_caption)
{
	char text[121], spaces[121];
	memset(text, 'M', 120), memset(spaces, ' ', 120);
	text[120] = spaces[120] = '\0';
	const char *cap = with_caption ? text : NULL, *no_cap = with_caption ? spaces : NULL;
	struct image all = png_of(text, cap, axes);
	struct image no_sub = png_of(spaces, cap, axes);
	struct image no_name = png_of(text, cap, blank_axes);
	struct box name = ink(&all, &no_name), sub = ink(&all, &no_sub);
	ck_assert_msg(name.x0 <= name.x1 && sub.x0 <= sub.x1, "no text drawn (libgd's fonts not loaded?)");
	ck_assert_msg(!meet(name, sub), "the axis's name (%d,%d..%d,%d) meets the subtitle (%d,%d..%d,%d)", name.x0,
	              name.y0, name.x1, name.y1, sub.x0, sub.y0, sub.x1, sub.y1);
	free(no_sub.px);
	if (with_caption) {
		struct image bare = png_of(text, no_cap, axes);
		struct box caption = ink(&all, &bare);
		ck_assert_msg(!meet(name, caption), "the axis's name (%d,%d..%d,%d) meets the caption (%d,%d..%d,%d)",
		              name.x0, name.y0, name.x1, name.y1, caption.x0, caption.y0, caption.x1, caption.y1);
		free(bare.px);
	}
	free(all.px);
	free(no_name.px);
}

START_TEST(axis_name_clear_of_the_subtitle)
{
	check_png(0);
}
END_TEST

START_TEST(axis_name_clear_of_the_caption)
{
	check_png(1);
}
END_TEST

/* The SVG's baseline of a line of text: the y of the first <text> of class_attr that holds needle. */
static int baseline(const char *svg, const char *class_attr, const char *needle)
{
	for (const char *p = strstr(svg, "<text "); p; p = strstr(p + 1, "<text ")) {
		const char *end = strstr(p, "</text>");
		const char *cls = strstr(p, class_attr), *hit = strstr(p, needle), *y = strstr(p, " y=\"");
		if (end && cls && cls < end && hit && hit < end && y && y < end)
			return atoi(y + 4);
	}
	ck_abort_msg("no text '%s' in the SVG", needle);
	return 0;
}

START_TEST(svg_axis_name_a_line_below)
{
	char *svg = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&svg, &len);
	struct picture pic = grid("a subtitle", "a caption", axes);
	draw_svg(f, &pic);
	fclose(f);
	int sub = baseline(svg, "class=\"lab\"", "a subtitle"), cap = baseline(svg, "class=\"caption\"", "a caption");
	int name = baseline(svg, "class=\"lab\"", "b &#8594;");
	ck_assert_int_eq(cap - sub, 14);
	ck_assert_msg(name - cap >= 13, "the axis's name at y=%d, the caption at y=%d", name, cap);
	free(svg);
}
END_TEST

int main(void)
{
	const TTest *const tests[] = { axis_name_clear_of_the_subtitle, axis_name_clear_of_the_caption,
		                       svg_axis_name_a_line_below, NULL };
	return test_run_case("draw", "text apart", tests);
}

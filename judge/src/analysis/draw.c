/*
 * How this works: one layout serves every format. layout() fixes the size of
 * a square and where each position goes (a sequence wraps every `width`
 * positions; a grid is rows by columns, squares shrinking to keep the picture
 * within about 900 pixels), and square_rgb() its colour; the SVG and the PNG
 * walk the same positions with them.
 */
#define _GNU_SOURCE
#include "analysis/draw.h"

#include <gd.h>
#include <gdfontmb.h>
#include <gdfonts.h>
#include <gdfontt.h>
#include <math.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

#include "report/report.h"
#include "util.h"

#define MARGIN_LEFT 56
#define MARGIN_TOP  44 /* the title, the subtitle and a grid's column labels */
#define CAPTION_H   14 /* one more line under them: the caption */
#define AXIS_H      16 /* a grid's: one more line, its second axis's name, clear of every line above it */
#define ASCENT      11 /* an SVG text's baseline below where the PNG's same text starts (its top) */
#define SUBTITLE_Y  17 /* where the subtitle starts, under the title; the caption a line (14) lower */
#define MARGIN      12

struct layout {
	long cols, rows; /* squares across and down */
	int cell;        /* pixels per square */
	int top;         /* where the squares start */
	int axis_y;      /* a grid's: where its second axis's name starts (the PNG's top), under the caption */
	int w, h;        /* the picture */
};

static void layout(const struct picture *pic, struct layout *l)
{
	const struct table *t = pic->t;
	long n = (long)pattern_table_size(t);
	if (t->dims == 1) {
		l->cols = pic->width < n ? pic->width : n;
		l->rows = (n + l->cols - 1) / l->cols;
	} else {
		l->rows = t->hi[0] - t->lo[0] + 1;
		l->cols = t->hi[1] - t->lo[1] + 1;
	}
	long big = l->cols > l->rows ? l->cols : l->rows;
	l->cell = big * 18 <= 900 ? 18 : (int)(900 / big) < 2 ? 2 : (int)(900 / big);
	l->top = MARGIN_TOP + (pic->caption ? CAPTION_H : 0) + (t->dims == 2 ? AXIS_H : 0);
	l->axis_y = l->top - 30; /* above the column labels (l->top - 15), below the subtitle or the caption */
	l->w = MARGIN_LEFT + (int)l->cols * l->cell + MARGIN;
	l->h = l->top + (int)l->rows * l->cell + MARGIN;
	/* Wide enough for the lines of text above the squares (6 pixels a character at 10 pixels high, 7 at 12). */
	int text = 8 + 7 * (int)strlen(pic->title);
	const char *small[] = { pic->subtitle, pic->caption };
	for (size_t i = 0; i < 2; i++)
		if (small[i] && 8 + 6 * (int)strlen(small[i]) > text)
			text = 8 + 6 * (int)strlen(small[i]);
	if (l->w < text)
		l->w = text;
}

/* Position k of the table (table order) as its square's column and row. */
static void place(const struct layout *l, size_t k, long *col, long *row)
{
	*col = (long)k % l->cols;
	*row = (long)k / l->cols;
}

static void hsl_rgb(double h, double s, double lum, unsigned char rgb[3])
{
	double c = (1 - fabs(2 * lum - 1)) * s, hp = h / 60, x = c * (1 - fabs(fmod(hp, 2) - 1));
	double r = 0, g = 0, b = 0, m = lum - c / 2;
	int sector = (int)hp;
	if (sector == 0)
		r = c, g = x;
	else if (sector == 1)
		r = x, g = c;
	else if (sector == 2)
		g = c, b = x;
	else if (sector == 3)
		g = x, b = c;
	else if (sector == 4)
		r = x, b = c;
	else
		r = c, b = x;
	rgb[0] = (unsigned char)((r + m) * 255 + 0.5);
	rgb[1] = (unsigned char)((g + m) * 255 + 0.5);
	rgb[2] = (unsigned char)((b + m) * 255 + 0.5);
}

/* P red, N light grey; in a win/lose/draw table a draw blue, no position white; SG values above 0 by hue. */
static void square_rgb(const struct table *t, long v, unsigned char rgb[3])
{
	static const unsigned char p[3] = { 0xb3, 0x20, 0x2a }, n[3] = { 0xe4, 0xe4, 0xe4 };
	static const unsigned char draw[3] = { 0x4a, 0x7c, 0xc4 }, none[3] = { 0xff, 0xff, 0xff };
	int wld = t->values == VALUES_WLD;
	if (v == 0)
		memcpy(rgb, p, 3);
	else if (wld && v == VALUE_DRAW)
		memcpy(rgb, draw, 3);
	else if (wld && v == VALUE_NONE)
		memcpy(rgb, none, 3);
	else if (t->values != VALUES_SG)
		memcpy(rgb, n, 3);
	else
		hsl_rgb((double)((v * 47) % 360), 0.55, 0.78, rgb);
}

/* The square's class in the SVG: P, N, V (an SG value above 0), D (a draw) or X (no position). */
static const char *square_class(const struct table *t, long v)
{
	if (v == 0)
		return "P";
	if (t->values == VALUES_SG)
		return "V";
	return v == VALUE_DRAW ? "D" : v == VALUE_NONE ? "X" : "N";
}

static void svg_square(FILE *f, const struct picture *pic, const struct layout *l, size_t k)
{
	const struct table *t = pic->t;
	long col, row, v = t->v[k];
	unsigned char rgb[3];
	place(l, k, &col, &row);
	square_rgb(t, v, rgb);
	int x = MARGIN_LEFT + (int)col * l->cell, y = l->top + (int)row * l->cell;
	char mark = pic->marks ? pic->marks[k] : '=';
	const char *extra = mark == 'x' ? " bad" : mark == '?' ? " none" : mark == '-' ? " skip" : "";
	long cols = t->hi[1] - t->lo[1] + 1;
	fprintf(f, "<rect class=\"%s%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#%02x%02x%02x\"",
	        square_class(t, v), extra, x, y, l->cell, l->cell, rgb[0], rgb[1], rgb[2]);
	if (t->dims == 1)
		fprintf(f, " data-a=\"%ld\"", t->lo[0] + (long)k);
	else
		fprintf(f, " data-a=\"%ld\" data-b=\"%ld\"", t->lo[0] + (long)k / cols, t->lo[1] + (long)k % cols);
	fprintf(f, " data-v=\"%ld\"", v);
	if (mark == '?')
		fputs(" stroke=\"#000\" stroke-dasharray=\"2,2\"", f);
	fputs("/>\n", f);
	if (t->values == VALUES_SG && v > 0 && l->cell >= 16 && v < 1000)
		fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"n\">%ld</text>\n", x + l->cell / 2, y + l->cell / 2 + 3, v);
	if (mark == 'x')
		fprintf(f, "<path class=\"cross\" d=\"M%d %dl%d %dM%d %dl%d %d\"/>\n", x + 2, y + 2, l->cell - 4,
		        l->cell - 4, x + l->cell - 2, y + 2, 4 - l->cell, l->cell - 4);
	if (mark == '-')
		fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fff\" fill-opacity=\"0.7\"/>\n",
		        x, y, l->cell, l->cell);
}

void draw_svg(FILE *f, const struct picture *pic)
{
	const struct table *t = pic->t;
	struct layout l;
	layout(pic, &l);
	fprintf(f,
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"explore\" width=\"%d\" height=\"%d\" viewBox=\"0 0 "
	        "%d %d\" font-family=\"sans-serif\" font-size=\"10\">\n",
	        l.w, l.h, l.w, l.h);
	fputs("<style>.n{font-size:8px;text-anchor:middle}.lab{fill:#444}.caption{fill:#222}"
	      ".cross{stroke:#000;stroke-width:2}</style>\n",
	      f);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", l.w, l.h);
	fputs("<text x=\"4\" y=\"14\" font-size=\"12\">", f);
	report_html_escape(f, pic->title);
	fprintf(f, "</text>\n<text x=\"4\" y=\"%d\" class=\"lab\">", SUBTITLE_Y + ASCENT);
	report_html_escape(f, pic->subtitle);
	fputs("</text>\n", f);
	if (pic->caption) {
		fprintf(f, "<text x=\"4\" y=\"%d\" class=\"caption\">", SUBTITLE_Y + CAPTION_H + ASCENT);
		report_html_escape(f, pic->caption);
		fputs("</text>\n", f);
	}
	/* Labels: a sequence's rows start at a position; a grid's rows and columns each have one. */
	int step = l.cell >= 16 ? 1 : (16 + l.cell - 1) / l.cell * 2;
	for (long r = 0; r < l.rows; r += t->dims == 1 ? 1 : step) {
		long label = t->dims == 1 ? t->lo[0] + r * l.cols : t->lo[0] + r;
		fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"lab\" text-anchor=\"end\">%s%s%ld</text>\n",
		        MARGIN_LEFT - 4, l.top + (int)r * l.cell + l.cell / 2 + 3, r == 0 ? pic->axes[0] : "",
		        r == 0 ? " = " : "", label);
	}
	if (t->dims == 2)
		for (long c = 0; c < l.cols; c += step * 2)
			fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"lab\" text-anchor=\"middle\">%s%ld</text>\n",
			        MARGIN_LEFT + (int)c * l.cell + l.cell / 2, l.top - 4, c == 0 ? "" : "", t->lo[1] + c);
	if (t->dims == 2)
		fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"lab\">%s &#8594;</text>\n",
		        MARGIN_LEFT + (int)l.cols * l.cell - 30, l.axis_y + ASCENT, pic->axes[1]);
	for (size_t k = 0; k < pattern_table_size(t); k++)
		svg_square(f, pic, &l, k);
	fputs("</svg>\n", f);
}

/* An RGB image being drawn for the PNG. */
struct canvas {
	unsigned char *px;
	int w, h;
};

enum align { LEFT, RIGHT, CENTRE };

/*
 * Text in one of libgd's bitmap fonts, its top at y; x is its left edge, its
 * right edge or its middle. A byte outside ASCII (UTF-8 sequences) is one '?'.
 * What falls outside the canvas is cut.
 */
static void put_text(struct canvas *c, gdFontPtr font, int x, int y, enum align align, const char *s,
                     const unsigned char rgb[3])
{
	size_t n = 0;
	for (const char *p = s; *p; p++)
		n += ((unsigned char)*p & 0xc0) != 0x80;
	int width = (int)n * font->w;
	x -= align == RIGHT ? width : align == CENTRE ? width / 2 : 0;
	for (const char *p = s; *p; p++) {
		unsigned char ch = (unsigned char)*p;
		if ((ch & 0xc0) == 0x80)
			continue;
		if (ch >= 128 || ch < (unsigned)font->offset || ch >= (unsigned)(font->offset + font->nchars))
			ch = '?';
		const char *glyph = font->data + (size_t)(ch - font->offset) * (size_t)(font->w * font->h);
		for (int gy = 0; gy < font->h; gy++)
			for (int gx = 0; gx < font->w; gx++) {
				int px = x + gx, py = y + gy;
				if (glyph[gy * font->w + gx] && px >= 0 && py >= 0 && px < c->w && py < c->h)
					memcpy(c->px + ((size_t)py * (size_t)c->w + (size_t)px) * 3, rgb, 3);
			}
		x += font->w;
	}
}

/* The SVG's text, in the same places: title, subtitle, caption, labels. */
static void png_labels(struct canvas *c, const struct picture *pic, const struct layout *l)
{
	static const unsigned char ink[3] = { 0x22, 0x22, 0x22 }, lab[3] = { 0x44, 0x44, 0x44 };
	const struct table *t = pic->t;
	gdFontPtr big = gdFontGetMediumBold(), small = gdFontGetSmall();
	put_text(c, big, 4, 2, LEFT, pic->title, ink);
	put_text(c, small, 4, SUBTITLE_Y, LEFT, pic->subtitle, lab);
	if (pic->caption)
		put_text(c, small, 4, SUBTITLE_Y + CAPTION_H, LEFT, pic->caption, ink);
	int step = l->cell >= 16 ? 1 : (16 + l->cell - 1) / l->cell * 2;
	for (long r = 0; r < l->rows; r += t->dims == 1 ? 1 : step) {
		long label = t->dims == 1 ? t->lo[0] + r * l->cols : t->lo[0] + r;
		char text[96];
		snprintf(text, sizeof text, "%s%s%ld", r == 0 ? pic->axes[0] : "", r == 0 ? " = " : "", label);
		put_text(c, small, MARGIN_LEFT - 4, l->top + (int)r * l->cell + l->cell / 2 - small->h / 2, RIGHT, text,
		         lab);
	}
	if (t->dims == 2) {
		for (long col = 0; col < l->cols; col += step * 2) {
			char text[32];
			snprintf(text, sizeof text, "%ld", t->lo[1] + col);
			put_text(c, small, MARGIN_LEFT + (int)col * l->cell + l->cell / 2, l->top - 2 - small->h,
			         CENTRE, text, lab);
		}
		char text[96];
		snprintf(text, sizeof text, "%s ->", pic->axes[1]);
		put_text(c, small, MARGIN_LEFT + (int)l->cols * l->cell - 30, l->axis_y, LEFT, text, lab);
	}
}

int draw_png(FILE *f, const char *name, const struct picture *pic, struct diag *d)
{
	const struct table *t = pic->t;
	struct layout l;
	layout(pic, &l);
	png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	png_infop info = png ? png_create_info_struct(png) : NULL;
	unsigned char *img = xmalloc((size_t)l.w * (size_t)l.h * 3);
	png_bytep *rows = xmalloc((size_t)l.h * sizeof *rows);
	if (!info || setjmp(png_jmpbuf(png))) {
		diag_set(d, "cannot write '%s': libpng failed", name);
		png_destroy_write_struct(&png, &info);
		free(img);
		free(rows);
		return -1;
	}
	memset(img, 0xff, (size_t)l.w * (size_t)l.h * 3);
	for (size_t k = 0; k < pattern_table_size(t); k++) {
		long col, row;
		unsigned char rgb[3];
		place(&l, k, &col, &row);
		square_rgb(t, t->v[k], rgb);
		char mark = pic->marks ? pic->marks[k] : '=';
		int x0 = MARGIN_LEFT + (int)col * l.cell, y0 = l.top + (int)row * l.cell;
		for (int y = 0; y < l.cell; y++)
			for (int x = 0; x < l.cell; x++) {
				unsigned char *px = img + ((size_t)(y0 + y) * (size_t)l.w + (size_t)(x0 + x)) * 3;
				int edge = l.cell >= 6 && (x == l.cell - 1 || y == l.cell - 1);
				int cross = mark == 'x' && (x == y || x == l.cell - 1 - y);
				if (cross || (mark == '?' && (x == 0 || y == 0 || edge)))
					memset(px, 0, 3);
				else if (edge)
					memset(px, 0xff, 3);
				else if (mark == '-')
					for (int i = 0; i < 3; i++)
						px[i] = (unsigned char)((rgb[i] + 2 * 255) / 3);
				else
					memcpy(px, rgb, 3);
			}
	}
	struct canvas canvas = { .px = img, .w = l.w, .h = l.h };
	png_labels(&canvas, pic, &l);
	/* A Sprague-Grundy value above 0 in its square, as the SVG writes it. */
	gdFontPtr tiny = gdFontGetTiny();
	for (size_t k = 0; t->values == VALUES_SG && l.cell >= 16 && k < pattern_table_size(t); k++) {
		long col, row;
		place(&l, k, &col, &row);
		char text[8];
		if (t->v[k] > 0 && t->v[k] < 1000 && (!pic->marks || pic->marks[k] != 'x')) {
			static const unsigned char ink[3] = { 0x22, 0x22, 0x22 };
			snprintf(text, sizeof text, "%ld", t->v[k]);
			put_text(&canvas, tiny, MARGIN_LEFT + (int)col * l.cell + l.cell / 2,
			         l.top + (int)row * l.cell + (l.cell - tiny->h) / 2, CENTRE, text, ink);
		}
	}
	for (int y = 0; y < l.h; y++)
		rows[y] = img + (size_t)y * (size_t)l.w * 3;
	png_init_io(png, f);
	png_set_IHDR(png, info, (png_uint_32)l.w, (png_uint_32)l.h, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
	             PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	png_write_info(png, info);
	png_write_image(png, rows);
	png_write_end(png, NULL);
	png_destroy_write_struct(&png, &info);
	free(img);
	free(rows);
	return 0;
}

void draw_html(FILE *f, const struct picture *pic, const char *findings, const char *against)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>", f);
	report_html_escape(f, pic->title);
	fputs("</title>\n<style>\nbody{font-family:sans-serif;margin:1.5em;color:#222}\n"
	      "pre{background:#f6f6f6;padding:.6em;white-space:pre-wrap}\n"
	      ".key span{display:inline-block;width:1em;height:1em;vertical-align:middle;margin:0 .3em 0 1em}\n"
	      "</style>\n</head>\n<body>\n<h1>",
	      f);
	report_html_escape(f, pic->title);
	fputs("</h1>\n<p>", f);
	report_html_escape(f, pic->subtitle);
	fputs("</p>\n<h2>What the table shows</h2>\n<pre id=\"findings\">", f);
	report_html_escape(f, findings);
	fputs("</pre>\n<p class=\"key\"><span style=\"background:#b3202a\"></span>P position: the player to move "
	      "loses",
	      f);
	fputs(pic->t->values == VALUES_SG
	              ? "<span style=\"background:#9cc\"></span>other colours: Sprague-Grundy values above 0"
	              : "<span style=\"background:#e4e4e4\"></span>N position: the player to move wins",
	      f);
	if (pic->t->values == VALUES_WLD)
		fputs("<span style=\"background:#4a7cc4\"></span>D: a draw under perfect play"
		      "<span style=\"border:1px solid #999\"></span>white: not a position",
		      f);
	if (pic->marks)
		fputs("<span style=\"border:2px solid #000\"></span>crossed: the program's answer is not the rules'",
		      f);
	fputs("</p>\n", f);
	draw_svg(f, pic);
	if (against) {
		fputs("<h2>Against the program</h2>\n<pre id=\"against\">", f);
		report_html_escape(f, against);
		fputs("</pre>\n", f);
	}
	fputs("</body>\n</html>\n", f);
}

/*
 * libgd, loaded when first used.
 *
 * The judge takes three bitmap fonts from libgd, for the text of `judge
 * explore --png` (draw.c). Linked as usual, libgd brings some sixty shared
 * libraries (image codecs down to AV1 and HEIF encoders, X11, fontconfig),
 * and every start of every command paid about 10 ms of CPU time to map and
 * relocate them, more than a whole submission's start-up. So the judge links
 * these wrappers instead: the first call loads libgd (GD_SONAME, the library
 * the build found) and takes the font from it.
 *
 * When libgd cannot be loaded, each font is an empty one of the same size: the
 * picture keeps its layout and loses its text, and the command does not fail.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <gd.h>
#include <gdfontmb.h>
#include <gdfonts.h>
#include <gdfontt.h>

#ifndef GD_SONAME
#define GD_SONAME "libgd.so"
#endif

static struct {
	gdFontPtr (*medium_bold)(void);
	gdFontPtr (*small)(void);
	gdFontPtr (*tiny)(void);
} gl;
static int gl_loaded;
static pthread_once_t gl_once = PTHREAD_ONCE_INIT;

static void gl_load(void)
{
	void *h = dlopen(GD_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		h = dlopen("libgd.so", RTLD_NOW | RTLD_LOCAL);
	if (h && (*(void **)&gl.medium_bold = dlsym(h, "gdFontGetMediumBold")) &&
	    (*(void **)&gl.small = dlsym(h, "gdFontGetSmall")) && (*(void **)&gl.tiny = dlsym(h, "gdFontGetTiny")))
		gl_loaded = 1;
}

/* The fonts' sizes, for the empty stand-ins: no glyphs (nchars 0), so nothing is drawn. */
static char no_glyphs[1];
static gdFont empty_medium_bold = { 0, 0, 7, 13, no_glyphs }, empty_small = { 0, 0, 6, 13, no_glyphs },
              empty_tiny = { 0, 0, 5, 8, no_glyphs };

static int loaded(void)
{
	pthread_once(&gl_once, gl_load);
	return gl_loaded;
}

gdFontPtr gdFontGetMediumBold(void)
{
	return loaded() ? gl.medium_bold() : &empty_medium_bold;
}

gdFontPtr gdFontGetSmall(void)
{
	return loaded() ? gl.small() : &empty_small;
}

gdFontPtr gdFontGetTiny(void)
{
	return loaded() ? gl.tiny() : &empty_tiny;
}

/*
** texts.c — runs the text tables of a game's suite (texts.h).
*/
#include <string.h>
#include "texts.h"
#include "test.h"

void test_text_canon(gr_ctx *ctx, const text_canon *t, size_t n) {
  size_t c;
  for (c = 0; c < n; c++) {
    const char *out;
    gr_status st = gr_canonical(ctx, t[c].text, &out);
    test_condf(st == GR_OK && strcmp(out, t[c].want) == 0, "canonical \"%s\": \"%s\", want \"%s\"",
               t[c].text, st == GR_OK ? out : gr_error(ctx), t[c].want);
  }
}

void test_text_bad(gr_ctx *ctx, const text_bad *t, size_t n) {
  size_t c;
  for (c = 0; c < n; c++) {
    const char *out;
    gr_status st = gr_canonical(ctx, t[c].text, &out);
    test_condf(st == t[c].st && strstr(gr_error(ctx), t[c].has1) &&
                   (!t[c].has2 || strstr(gr_error(ctx), t[c].has2)),
               "canonical \"%s\": status %d \"%s\", want %d with \"%s\" and \"%s\"", t[c].text,
               (int)st, gr_error(ctx), (int)t[c].st, t[c].has1, t[c].has2 ? t[c].has2 : "");
  }
}

void test_text_play(gr_ctx *ctx, const text_play *t, size_t n) {
  size_t c;
  for (c = 0; c < n; c++) {
    const char *out;
    gr_status st = gr_play(ctx, t[c].pos, t[c].move, &out);
    test_condf(st == GR_OK && strcmp(out, t[c].want) == 0, "play \"%s\" \"%s\": %s, want %s",
               t[c].pos, t[c].move, st == GR_OK ? out : gr_error(ctx), t[c].want);
  }
}

void test_text_refused(gr_ctx *ctx, const text_refused *t, size_t n) {
  size_t c;
  for (c = 0; c < n; c++) {
    const char *out;
    gr_status st = gr_play(ctx, t[c].pos, t[c].move, &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(ctx), t[c].has),
               "play \"%s\" \"%s\": %d \"%s\", want a refusal with \"%s\"", t[c].pos, t[c].move,
               (int)st, gr_error(ctx), t[c].has);
  }
}

/*
** texts.h — the text cases a game's suite lists in tables: positions that
** read back in canonical form, texts refused with what the message says,
** moves played and moves refused (texts.c runs them).
*/
#ifndef GR_TEST_TEXTS_H
#define GR_TEST_TEXTS_H

#include <stddef.h>
#include "../../c/grundy.h"

/* A text and its canonical form. */
typedef struct { const char *text, *want; } text_canon;
/* A text refused with status st, its message holding has1 (and has2 when set). */
typedef struct { const char *text; gr_status st; const char *has1, *has2; } text_bad;
/* A move played in pos, and the position it leaves. */
typedef struct { const char *pos, *move, *want; } text_play;
/* A move refused in pos, the message holding has. */
typedef struct { const char *pos, *move, *has; } text_refused;

#define TEXT_COUNT(a) (sizeof (a) / sizeof (a)[0])

void test_text_canon(gr_ctx *ctx, const text_canon *t, size_t n);
void test_text_bad(gr_ctx *ctx, const text_bad *t, size_t n);
void test_text_play(gr_ctx *ctx, const text_play *t, size_t n);
void test_text_refused(gr_ctx *ctx, const text_refused *t, size_t n);

#endif

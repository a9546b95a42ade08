/*
** fuzz_position.c — libFuzzer target for the position text and the public
** calls built on it. The input is up to three lines:
**   POSITION \n MOVE \n N
** and the target checks, for whatever bytes arrive:
**   - gr_canonical either fails with a message (parse errors name the
**     character: "at character K") or returns text that is its own canonical
**     form: canonical(canonical(x)) == canonical(x);
**   - gr_analyze fails exactly when the text does not parse, and otherwise
**     returns JSON whose "position" is that canonical text;
**   - gr_play with MOVE either fails with a message or returns a canonical
**     position with the other player to move and the same play convention
**     (";misere" or not), and gr_play_analyze gives the analysis of that same
**     position;
**   - gr_sequence(POSITION, N) never misbehaves when POSITION names a family;
**   - gr_cost fails exactly as gr_canonical does, or refuses a position
**     whose moves are too many to count, which gr_analyze refuses too; and
**     it chooses the listing gr_analyze's GR_MOVES_AUTO chooses;
**   - every analysis runs with the engine's self-checks on (gr_set_checks:
**     the verdict against the nim-sum, each move's value and verdict after,
**     SG = mex of the options of small components, legal against the moves
**     listed): an inconsistency (GR_ECHECK) is a failure like any other;
**   - (every call's work on value tables is bounded, gr_set_work, so each
**     input stays fast under the sanitizers)
**   - a context with a tiny memory limit gives the same answer or refuses
**     with GR_ENOMEM/GR_ELIMIT, from wherever in the engine the limit bites
**     (or GR_EWORK: an analysis far past the default work bound, refused
**     before the work);
**   - the contexts' memory returns to the same level after every input.
** A broken property calls __builtin_trap(), which libFuzzer reports as a crash.
*/
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "../../c/grconf.h" /* the shares of the limit that kept memory may hold */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static gr_ctx *ctx, *tiny;
static size_t steady, tiny_steady; /* bytes the contexts hold between inputs */

#define CHECK(c)                                                              \
  do {                                                                        \
    if (!(c)) {                                                               \
      fprintf(stderr, "fuzz_position: property failed: %s (line %d)\n", #c,  \
              __LINE__);                                                      \
      __builtin_trap();                                                       \
    }                                                                         \
  } while (0)

static char *dup_str(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d != NULL) memcpy(d, s, n);
  return d;
}

/* A failed call on c leaves a message. */
static void check_error_on(gr_ctx *c, gr_status st) {
  const char *msg = gr_error(c);
  CHECK(st == GR_EINPUT || st == GR_ELIMIT || st == GR_ENOMEM || st == GR_EWORK);
  CHECK(msg != NULL && msg[0] != '\0');
  CHECK(strlen(msg) < 512);
}

static void check_error(gr_status st) { check_error_on(ctx, st); }

/* Whether canonical text s is in misère play, and whether the second player
** is to move ("…@2" or "…@2;misere"). */
static int is_misere(const char *s) {
  size_t n = strlen(s);
  return n > 7 && strcmp(s + n - 7, ";misere") == 0;
}

static int second_to_move(const char *s) {
  size_t n = strlen(s) - (is_misere(s) ? 7 : 0);
  return n > 2 && strncmp(s + n - 2, "@2", 2) == 0;
}

/* Memory after a trivial call: never above the lowest level seen plus what
** the one share of memory kept between calls may hold: its pool of family
** value tables with the position caches, and its pool of misère quotients. */
static void check_steady(gr_ctx *c, size_t *level, size_t limit) {
  const char *out;
  gr_canonical(c, "nim:1", &out);
  if (*level == 0 || gr_mem_used(c) < *level) *level = gr_mem_used(c);
  CHECK(gr_mem_used(c) <= *level + limit / GR_TABLE_SHARE + limit / GR_QUOTIENT_SHARE + 4096);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *buf, *pos, *move = NULL, *num = NULL, *nl;
  const char *out = NULL;
  char *canon = NULL;
  gr_status st, st2;

  if (ctx == NULL) {
    ctx = gr_open((size_t)64 << 20);
    tiny = gr_open((size_t)160 << 10); /* a little over one arena chunk */
    if (ctx == NULL || tiny == NULL) return 0;
    gr_set_work(ctx, 1 << 16); /* the instrumented build is far slower: bound every call */
    gr_set_work(tiny, 1 << 16);
    gr_set_checks(ctx, 1);
    gr_set_checks(tiny, 1);
  }
  buf = malloc(size + 1);
  if (buf == NULL) return 0;
  memcpy(buf, data, size);
  buf[size] = '\0'; /* bytes after a NUL are simply not part of the text */
  pos = buf;
  if ((nl = strchr(pos, '\n')) != NULL) {
    *nl = '\0';
    move = nl + 1;
    if ((nl = strchr(move, '\n')) != NULL) {
      *nl = '\0';
      num = nl + 1;
    }
  }

  /* canonical, and canonical of canonical */
  st = gr_canonical(ctx, pos, &out);
  if (st == GR_OK) {
    CHECK(out != NULL && gr_error(ctx)[0] == '\0');
    canon = dup_str(out);
    if (canon == NULL) goto done;
    st2 = gr_canonical(ctx, canon, &out);
    CHECK(st2 == GR_OK);
    CHECK(strcmp(out, canon) == 0);
  } else {
    check_error(st);
    if (st == GR_EINPUT) CHECK(strstr(gr_error(ctx), "at character ") != NULL);
  }

  /* analyze: fails exactly when the text does not parse (or on memory) */
  st2 = gr_analyze(ctx, pos, GR_MOVES_WINNING, &out);
  if (st == GR_OK) {
    if (st2 == GR_OK) {
      size_t n = strlen(canon);
      CHECK(strncmp(out, "{\"position\":\"", 13) == 0);
      CHECK(strncmp(out + 13, canon, n) == 0 && out[13 + n] == '"');
      CHECK(out[strlen(out) - 1] == '}');
      { /* the tiny context: the same JSON, or a refusal */
        const char *small = NULL;
        gr_status st3 = gr_analyze(tiny, pos, GR_MOVES_WINNING, &small);
        if (st3 == GR_OK) CHECK(strcmp(small, out) == 0);
        else check_error_on(tiny, st3); /* EINPUT impossible: the text parsed */
        CHECK(st3 != GR_EINPUT);
      }
    } else {
      CHECK(st2 == GR_ENOMEM || st2 == GR_ELIMIT || st2 == GR_EWORK);
      check_error(st2);
    }
    { /* the cost, then the analysis it describes */
      int all = -1;
      int refused; /* the estimate refused past a bound (not for memory) */
      st2 = gr_cost(ctx, pos, GR_MOVES_AUTO, -1, &out);
      if (st2 == GR_OK) {
        CHECK(strncmp(out, "{\"components\":", 14) == 0);
        all = strstr(out, "\"listed\":\"all\"") != NULL;
      } else { /* memory, or moves too many to count: the analysis counts them too */
        CHECK(st2 == GR_ENOMEM || st2 == GR_ELIMIT || st2 == GR_EWORK);
        check_error(st2);
      }
      refused = st2 == GR_ELIMIT || st2 == GR_EWORK;
      st2 = gr_analyze(ctx, pos, GR_MOVES_AUTO, &out); /* a winning listing may not fit */
      if (st2 != GR_OK) {
        CHECK(st2 == GR_ENOMEM || st2 == GR_ELIMIT || st2 == GR_EWORK);
        check_error(st2);
      } else {
        CHECK(!refused); /* the estimate refuses only what the analysis refuses */
        if (all >= 0) CHECK(all == (strstr(out, "\"listed\":\"all\"") != NULL));
      }
    }
    if (size < 512) { /* every move, for small texts */
      st2 = gr_analyze(ctx, pos, GR_MOVES_ALL, &out);
      if (st2 != GR_OK) {
        CHECK(st2 == GR_ENOMEM || st2 == GR_ELIMIT || st2 == GR_EWORK);
        check_error(st2);
      }
    }
  } else {
    CHECK(st2 == st);
    CHECK(gr_cost(ctx, pos, GR_MOVES_AUTO, -1, &out) == st);
  }

  /* play: a canonical position with the other player to move */
  if (move != NULL) {
    st2 = gr_play(ctx, pos, move, &out);
    if (st2 == GR_OK) {
      char *after = dup_str(out);
      size_t n;
      CHECK(st == GR_OK);
      if (after != NULL) {
        n = strlen(after);
        CHECK(second_to_move(after) != second_to_move(canon));
        CHECK(is_misere(after) == is_misere(canon));
        CHECK(gr_canonical(ctx, after, &out) == GR_OK);
        CHECK(strcmp(out, after) == 0);
        /* the same move and its analysis in one call: the same position */
        st2 = gr_play_analyze(ctx, pos, move, GR_MOVES_AUTO, &out);
        if (st2 == GR_OK) {
          CHECK(strncmp(out, "{\"position\":\"", 13) == 0);
          CHECK(strncmp(out + 13, after, n) == 0 && out[13 + n] == '"');
        } else {
          CHECK(st2 == GR_ENOMEM || st2 == GR_ELIMIT || st2 == GR_EWORK);
          check_error(st2);
        }
        free(after);
      }
    } else {
      check_error(st2);
    }
  }

  /* sequences of whatever family the first line names */
  if (num != NULL) {
    long n = strtol(num, NULL, 10) % 3001;
    st2 = gr_sequence(ctx, pos, n, &out);
    if (st2 == GR_OK) CHECK(strncmp(out, "{\"family\":\"", 11) == 0);
    else check_error(st2);
  }

  if (move != NULL) { /* play and every move on the tiny context */
    st2 = gr_play(tiny, pos, move, &out);
    if (st2 != GR_OK) check_error_on(tiny, st2);
    st2 = gr_analyze(tiny, pos, GR_MOVES_ALL, &out);
    if (st2 != GR_OK) check_error_on(tiny, st2);
  }

done:
  check_steady(ctx, &steady, (size_t)64 << 20);
  check_steady(tiny, &tiny_steady, (size_t)160 << 10);
  free(canon);
  free(buf);
  return 0;
}

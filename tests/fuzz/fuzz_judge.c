/*
** fuzz_judge.c — libFuzzer target for the judges' input readers, through the
** public gr_judge API. The first input byte picks the judge, how the input
** is cut into reads and the mode (lenient or GR_JUDGE_STRICT); the rest is
** standard input. Checks:
**   - never a crash, hang or sanitizer report, whatever the bytes;
**   - a failure returns a known status with a one-line message;
**   - the answers and the status do not depend on how the input arrives:
**     all at once, or in reads of 1..16 bytes;
**   - a failing output callback ends the run with GR_EIO;
**   - gr_judge_cases on the same input: the same output and message, and
**     every case's position text is one the engine accepts;
**   - the context's memory returns to the same level after every input.
*/
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const judges[] = {"nim", "chess", "northcott", "treblecross",
                                     "treblecross-uva"};

#define CHECK(c)                                                              \
  do {                                                                        \
    if (!(c)) {                                                               \
      fprintf(stderr, "fuzz_judge: property failed: %s (line %d)\n", #c,     \
              __LINE__);                                                      \
      __builtin_trap();                                                       \
    }                                                                         \
  } while (0)

typedef struct src {
  const uint8_t *p;
  size_t left, step; /* step 0: as much as asked */
} src;

static size_t rd(void *ud, char *buf, size_t cap) {
  src *s = ud;
  size_t n = s->left < cap ? s->left : cap;
  if (s->step && n > s->step) n = s->step;
  memcpy(buf, s->p, n);
  s->p += n;
  s->left -= n;
  return n;
}

typedef struct sink {
  char *s;
  size_t n, cap;
  long calls, fail_at; /* fail_at >= 0: the write with that index fails */
} sink;

static int wr(void *ud, const char *buf, size_t len) {
  sink *k = ud;
  if (k->fail_at >= 0 && k->calls++ >= k->fail_at) return 1;
  if (k->n + len + 1 > k->cap) {
    size_t cap = (k->n + len + 1) * 2;
    char *t = realloc(k->s, cap);
    if (t == NULL) return 1;
    k->s = t;
    k->cap = cap;
  }
  memcpy(k->s + k->n, buf, len);
  k->n += len;
  return 0;
}

static gr_ctx *ctx;
static size_t steady;

/* Runs judge j with flags over in[0..n) read `step` bytes at a time. */
static gr_status run(int j, unsigned flags, const uint8_t *in, size_t n, size_t step, sink *out,
                     char *msg) {
  src s;
  gr_status st;
  s.p = in;
  s.left = n;
  s.step = step;
  st = gr_judge(ctx, judges[j], flags, rd, &s, wr, out);
  snprintf(msg, 512, "%s", gr_error(ctx));
  if (st != GR_OK) {
    CHECK(st == GR_EINPUT || st == GR_ELIMIT || st == GR_ENOMEM || st == GR_EIO);
    CHECK(msg[0] != '\0' && strchr(msg, '\n') == NULL);
  } else {
    CHECK(msg[0] == '\0');
  }
  return st;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  int j;
  unsigned flags;
  size_t step;
  sink a, b;
  char ma[512], mb[512];
  gr_status sa, sb;
  const char *out;

  if (size < 1) return 0;
  if (ctx == NULL) {
    ctx = gr_open((size_t)64 << 20);
    if (ctx == NULL) return 0;
  }
  j = data[0] % 5;
  step = 1 + (size_t)(data[0] / 5 % 16);
  flags = data[0] / 80 % 2 ? GR_JUDGE_STRICT : 0;
  memset(&a, 0, sizeof a);
  memset(&b, 0, sizeof b);
  a.fail_at = b.fail_at = -1;

  sa = run(j, flags, data + 1, size - 1, 0, &a, ma);
  sb = run(j, flags, data + 1, size - 1, step, &b, mb);
  CHECK(sa == sb);
  CHECK(strcmp(ma, mb) == 0);
  CHECK(a.n == b.n && (a.n == 0 || memcmp(a.s, b.s, a.n) == 0));

  if (a.n > 0) { /* the output callback fails: GR_EIO, unless the input is
                  ** malformed, whose error is the one reported */
    sink c;
    gr_status sc;
    memset(&c, 0, sizeof c);
    c.fail_at = 0;
    sc = run(j, flags, data + 1, size - 1, 0, &c, mb);
    CHECK(sa == GR_OK ? sc == GR_EIO : (sc == GR_EIO || sc == sa));
    free(c.s);
  }

  { /* every case at once: the same answers and message; positions the engine takes */
    char *in = malloc(size);
    const char *js = NULL, *p;
    if (in == NULL) return 0;
    memcpy(in, data + 1, size - 1);
    sb = gr_judge_cases(ctx, judges[j], flags, in, size - 1, &js);
    CHECK(sb == GR_OK || sb == GR_ENOMEM);
    if (sb == GR_OK) {
      char *copy = strdup(js);
      CHECK(copy != NULL);
      CHECK(sa == GR_OK ? strstr(copy, "\"error\":null}") != NULL
                        : strstr(copy, "\"error\":{") != NULL);
      for (p = copy; (p = strstr(p, "\"position\":\"")) != NULL;) {
        char *end;
        p += 12;
        end = strchr(p, '"');
        CHECK(end != NULL);
        *end = '\0';
        CHECK(gr_canonical(ctx, p, &out) == GR_OK);
        p = end + 1;
      }
      free(copy);
    }
    free(in);
  }

  gr_canonical(ctx, "nim:1", &out);
  if (steady == 0 || gr_mem_used(ctx) < steady) steady = gr_mem_used(ctx);
  CHECK(gr_mem_used(ctx) <= steady + ((size_t)20001 * 2) + 64);
  free(a.s);
  free(b.s);
  return 0;
}

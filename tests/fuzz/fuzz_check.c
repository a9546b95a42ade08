/*
** fuzz_check.c — libFuzzer target for the certificate reader and the
** independent checker, through the public gr_check API. The first input byte
** picks how the input is cut into reads; the rest is the certificate.
** Checks:
**   - never a crash, hang or sanitizer report, whatever the bytes;
**   - a known status with a one-line message (a verdict that is one JSON
**     line when verified);
**   - the status and the words do not depend on how the input arrives: all
**     at once, or in reads of 1..16 bytes;
**   - the context's memory returns to the same level after every input.
** The context's memory limit (16 MiB) and work bound keep every input quick:
** a claim past them is refused before its work, with a message; a refusal
** for work names the check's work bound.
*/
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                              \
  do {                                                                        \
    if (!(c)) {                                                               \
      fprintf(stderr, "fuzz_check: property failed: %s (line %d)\n", #c,     \
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

static gr_ctx *ctx;
static size_t steady;

static gr_status run(const uint8_t *in, size_t n, size_t step, char *msg) {
  src s;
  const char *out = NULL;
  gr_status st;
  s.p = in;
  s.left = n;
  s.step = step;
  st = gr_check(ctx, rd, &s, &out);
  if (st == GR_OK) {
    CHECK(out != NULL && strncmp(out, "{\"verified\":true,", 17) == 0);
    CHECK(strchr(out, '\n') == NULL);
    snprintf(msg, 1024, "%s", out);
  } else {
    CHECK(st == GR_EINPUT || st == GR_ENOMEM || st == GR_EWORK);
    snprintf(msg, 1024, "%s", gr_error(ctx));
    CHECK(msg[0] != '\0' && strchr(msg, '\n') == NULL);
    if (st == GR_EWORK) CHECK(strstr(msg, "the check's work bound, 2000000") != NULL);
  }
  return st;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char ma[1024], mb[1024];
  gr_status sa, sb;
  if (size < 1) return 0;
  if (ctx == NULL) {
    ctx = gr_open((size_t)16 << 20);
    if (ctx == NULL) return 0;
    gr_set_work(ctx, 2000000);
  }
  sa = run(data + 1, size - 1, 0, ma);
  sb = run(data + 1, size - 1, 1 + (size_t)(data[0] % 16), mb);
  CHECK(sa == sb);
  if (sa != GR_EWORK) CHECK(strcmp(ma, mb) == 0); /* work counts may differ by a read */
  if (steady == 0) steady = gr_mem_used(ctx);
  CHECK(gr_mem_used(ctx) <= steady + ((size_t)64 << 10));
  return 0;
}

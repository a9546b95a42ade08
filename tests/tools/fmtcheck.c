/*
** fmtcheck.c — the engine's own formatter (gr_printf in c/mem.c, which
** appends %s %.Ns %.*s %c %d %ld %lld %zu %% itself and hands any other format to
** vsnprintf) must print exactly what the C library prints. Every supported
** conversion over edge values, mixed with literal text and UTF-8, plus
** formats that take the vsnprintf path. Prints "fmtcheck: N ok" or the first
** mismatches and exits 1. Run by tests/js/format.test.mjs.
*/
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "../../c/grint.h"

static long checked, bad;
static gr_ctx *ctx;

static void check(const char *fmt, ...) {
  char want[512];
  gr_buf b;
  va_list ap;
  gr_buf_init(&b, ctx);
  gr_puts(&b, "prefix|"); /* appending must keep what is there */
  va_start(ap, fmt);
  gr_vprintf(&b, fmt, ap);
  va_end(ap);
  strcpy(want, "prefix|");
  va_start(ap, fmt);
  vsnprintf(want + 7, sizeof want - 7, fmt, ap);
  va_end(ap);
  checked++;
  if (strcmp(b.s, want) != 0 && bad++ < 10)
    fprintf(stderr, "fmtcheck: \"%s\": ours \"%s\", libc \"%s\"\n", fmt, b.s, want);
}

int main(void) {
  static const long lv[] = {0, 1, -1, 9, 10, -10, 99, 100, 12345, -98765, LONG_MAX, LONG_MIN};
  static const int iv[] = {0, 1, -1, 7, -42, 1000000, INT_MAX, INT_MIN};
  static const size_t zv[] = {0, 1, 10, 123456, (size_t)-1};
  static const char *sv[] = {"", "a", "nim:3,4,5", "take 2 (3 → 1)", "\"quoted\""};
  static const int pv[] = {-1, 0, 1, 3, 40};
  size_t i, j;
  jmp_buf jb;
  ctx = gr_open(0);
  if (ctx == NULL || setjmp(jb)) {
    fprintf(stderr, "fmtcheck: the engine failed: %s\n", ctx ? gr_error(ctx) : "no memory");
    return 1;
  }
  ctx->onerr = &jb;
  for (i = 0; i < sizeof lv / sizeof lv[0]; i++) {
    check("%ld", lv[i]);
    check("%ld>%ld", lv[i], lv[(i + 3) % 12]);
    check("heap %ld: take %ld (%ld → %ld)%%", lv[i], lv[i], -lv[i], lv[0]);
  }
  {
    static const long long llv[] = {0, 1, -1, 9223372036854775807LL, -9223372036854775807LL - 1,
                                    1000000000000LL, 4294967296LL, -4294967297LL};
    for (i = 0; i < sizeof llv / sizeof llv[0]; i++) {
      check("%lld", llv[i]);
      check("%lld>%lld (%ld)", llv[i], llv[(i + 1) % 8], lv[i % 12]);
    }
  }
  for (i = 0; i < sizeof iv / sizeof iv[0]; i++) check("[%d|%c]", iv[i], 'A' + (int)i);
  for (i = 0; i < sizeof zv / sizeof zv[0]; i++) check("%zu MiB", zv[i]);
  for (i = 0; i < sizeof sv / sizeof sv[0]; i++) {
    check("<%s>", sv[i]);
    check("%.40s|%.3s|%.0s", sv[i], sv[i], sv[i]);
    for (j = 0; j < sizeof pv / sizeof pv[0]; j++) check("%.*s.", pv[j], sv[i]);
  }
  check("no conversions at all → ok");
  check("%s%s%s%d%ld%c%%", "a", "", "b", 5, -6L, 'z');
  /* formats the quick path does not take: vsnprintf prints them */
  check("\\u%04x", 0x1f);
  check("byte 0x%02X at column %ld", 0xabu, 17L);
  check("%5d|%-4s|%+ld", 42, "ab", 7L);
  check("%.0f MB", 12.5);
  gr_close(ctx);
  if (bad) {
    fprintf(stderr, "fmtcheck: %ld of %ld differ\n", bad, checked);
    return 1;
  }
  printf("fmtcheck: %ld ok\n", checked);
  return 0;
}

/*
** fmtcheck.c — compares c/wasm.c's grw_format (the wasm build's vsnprintf)
** with the C library's on every combination of flags, width, precision,
** length and conversion it claims, over edge values and buffer sizes.
** Prints the first mismatches and exits 1; prints "fmtcheck: N ok" otherwise.
** Built natively (tests/js/format.test.mjs runs it).
*/
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int grw_format(char *s, size_t n, const char *fmt, va_list ap);

static long checked, bad;

/* Both formatters on the same arguments, into buffers of size n. */
static void check(size_t n, const char *fmt, ...) {
  char a[256], b[256];
  va_list ap;
  int ra, rb;
  memset(a, '#', sizeof a);
  memset(b, '#', sizeof b);
  va_start(ap, fmt);
  ra = grw_format(a, n, fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  rb = vsnprintf(b, n, fmt, ap);
  va_end(ap);
  checked++;
  if (ra != rb || memcmp(a, b, sizeof a) != 0) {
    if (bad++ < 10)
      fprintf(stderr, "fmtcheck: \"%s\" (size %zu): ours %d \"%.*s\", libc %d \"%.*s\"\n",
              fmt, n, ra, (int)(n < sizeof a ? n : sizeof a), a, rb,
              (int)(n < sizeof b ? n : sizeof b), b);
  }
}

static const char *flagsets[] = {"", "-", "0", "+", " ", "#", "-0", "+0", " 0",
                                 "-+", "#0", "-#", "+ ", "-+ #0"};
static const char *widths[] = {"", "1", "3", "7", "25", "*"};
static const char *precs[] = {"", ".", ".0", ".1", ".4", ".22", ".*"};
static const long long ivals[] = {0, 1, -1, 7, -42, 255, 256, 65535, -32768, 1000000,
                                  INT_MAX, INT_MIN, LLONG_MAX, LLONG_MIN, 0x1234abcdLL};
static const char *svals[] = {"", "a", "nim:3,4,5", "take 2 (3 → 1)", NULL};
static const size_t sizes[] = {0, 1, 4, 200};

/* One integer conversion with every value, each argument in its type. */
static void ints(const char *fmt, const char *len, char conv, int star_w, int star_p) {
  size_t v, z;
  for (v = 0; v < sizeof ivals / sizeof ivals[0]; v++)
    for (z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
      long long x = ivals[v];
      size_t n = sizes[z];
      int w = star_w ? (int)(v % 5) * 4 - 6 : 0, p = star_p ? (int)(v % 4) * 3 - 2 : 0;
#define ARGS(T) \
  if (star_w && star_p) check(n, fmt, w, p, (T)x); \
  else if (star_w) check(n, fmt, w, (T)x);         \
  else if (star_p) check(n, fmt, p, (T)x);         \
  else check(n, fmt, (T)x)
      int sig = conv == 'd' || conv == 'i';
      if (strcmp(len, "hh") == 0 || strcmp(len, "h") == 0 || *len == '\0') {
        if (sig) { ARGS(int); } else { ARGS(unsigned); }
      } else if (strcmp(len, "l") == 0) {
        if (sig) { ARGS(long); } else { ARGS(unsigned long); }
      } else if (strcmp(len, "ll") == 0) {
        if (sig) { ARGS(long long); } else { ARGS(unsigned long long); }
      } else if (strcmp(len, "j") == 0) {
        if (sig) { ARGS(intmax_t); } else { ARGS(uintmax_t); }
      } else if (strcmp(len, "z") == 0) {
        ARGS(size_t);
      } else {
        ARGS(ptrdiff_t);
      }
#undef ARGS
    }
}

int main(void) {
  static const char *lens[] = {"", "hh", "h", "l", "ll", "j", "z", "t"};
  static const char convs[] = "diuoxX";
  size_t f, w, p, l, c, v, z;
  char fmt[64];
  for (f = 0; f < sizeof flagsets / sizeof flagsets[0]; f++)
    for (w = 0; w < sizeof widths / sizeof widths[0]; w++)
      for (p = 0; p < sizeof precs / sizeof precs[0]; p++) {
        for (l = 0; l < sizeof lens / sizeof lens[0]; l++)
          for (c = 0; convs[c]; c++) {
            int sig = convs[c] == 'd' || convs[c] == 'i';
            if (strchr(flagsets[f], '#') && (sig || convs[c] == 'u')) continue; /* undefined */
            snprintf(fmt, sizeof fmt, "<%%%s%s%s%s%c>", flagsets[f], widths[w], precs[p],
                     lens[l], convs[c]);
            ints(fmt, lens[l], convs[c], widths[w][0] == '*', strcmp(precs[p], ".*") == 0);
          }
        /* strings and characters: only "-" is defined among the flags */
        if (strcmp(flagsets[f], "") != 0 && strcmp(flagsets[f], "-") != 0) continue;
        for (v = 0; v < sizeof svals / sizeof svals[0]; v++)
          for (z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            int sw = widths[w][0] == '*', sp = strcmp(precs[p], ".*") == 0;
            int a1 = 9, a2 = 3;
            const char *s = svals[v];
            if (s == NULL && precs[p][0] != '\0') continue; /* glibc: "" or "(null)" */
            snprintf(fmt, sizeof fmt, "[%%%s%s%ss|", flagsets[f], widths[w], precs[p]);
            strcat(fmt, sw ? "%-*c]" : "%c]");
            if (sw && sp) check(sizes[z], fmt, a1, a2, s, -a1, 'q');
            else if (sw) check(sizes[z], fmt, a1, s, a1, 'q');
            else if (sp) check(sizes[z], fmt, a2, s, 'q');
            else check(sizes[z], fmt, s, 'q');
          }
      }
  check(200, "100%% plain, %%d %s", "x");
  check(200, "%.*s|%.40s|%zu|%02X|%04x|%c", 3, "abcdef", "short", (size_t)123456, 0xab, 0x1f, 'z');
  if (bad) {
    fprintf(stderr, "fmtcheck: %ld of %ld differ\n", bad, checked);
    return 1;
  }
  printf("fmtcheck: %ld ok\n", checked);
  return 0;
}

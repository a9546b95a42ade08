/*
** wasm.c — the WebAssembly glue over the ordinary engine (wasm build only).
**
** The whole boundary is text: C strings in, JSON or position text out.
** Each grw_* call returns a pointer to its result, or 0 when it failed; then
** grw_status() and grw_error() say why. Results live in the engine's scratch
** memory until the next call, so web/engine/engine.js copies them at once.
** Arguments are allocated by JS with malloc and freed by JS.
**
** One context serves the module, opened on the first call and kept (it also
** keeps the Treblecross table between calls). The exported names are listed
** in c/wasm.exports.
*/
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#ifdef __EMSCRIPTEN__
#include <malloc.h>
#endif
#include "grundy.h"

static gr_ctx *ctx;          /* the module's context, opened on first use */
static gr_status last;       /* status of the last grw_* call */
static const char *nomem = "out of memory: the engine could not start";

/* The context, opened on first use; NULL when the system has no memory. */
static gr_ctx *context(void) {
  if (ctx == NULL) ctx = gr_open(0);
  return ctx;
}

/* Records a call's status; the result pointer, or 0 on failure. */
static const char *done(gr_status st, const char *out) {
  last = st;
  return st == GR_OK ? out : 0;
}

const char *grw_analyze(const char *position, int winning);
const char *grw_canonical(const char *position);
const char *grw_play(const char *position, const char *move);
const char *grw_sequence(const char *family, long n);
const char *grw_info(void);
int grw_status(void);
const char *grw_error(void);
size_t grw_mem_used(void);
size_t grw_mem_peak(void);
size_t grw_heap_used(void);

const char *grw_analyze(const char *position, int winning) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_analyze(ctx, position, winning ? GR_MOVES_WINNING : GR_MOVES_ALL, &out),
              out);
}

const char *grw_canonical(const char *position) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_canonical(ctx, position, &out), out);
}

const char *grw_play(const char *position, const char *move) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_play(ctx, position, move, &out), out);
}

const char *grw_sequence(const char *family, long n) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_sequence(ctx, family, n, &out), out);
}

/* Games, notation and limits as JSON: JS never retypes a C constant. */
const char *grw_info(void) {
  const char *out = 0;
  if (context() == NULL) return done(GR_ENOMEM, 0);
  return done(gr_info(ctx, &out), out);
}

int grw_status(void) { return (int)last; }

const char *grw_error(void) {
  if (ctx == NULL) return last == GR_OK ? "" : nomem;
  return gr_error(ctx);
}

/* Bytes the engine's context holds now / at most (its own accounting). */
size_t grw_mem_used(void) { return ctx ? gr_mem_used(ctx) : 0; }
size_t grw_mem_peak(void) { return ctx ? gr_mem_peak(ctx) : 0; }

/* Bytes malloc has handed out and not had back: leaks of arguments show
** here even when the wasm memory itself does not need to grow. */
size_t grw_heap_used(void) {
#ifdef __EMSCRIPTEN__
  return (size_t)mallinfo().uordblks;
#else
  return 0;
#endif
}

/* ---- a fast vsnprintf ------------------------------------------------------
** musl's vsnprintf, which emscripten links, writes through a one-byte buffer
** and reads every format twice; the engine formats each move's text with it,
** and that alone made the wasm engine 2-3x slower than native. The Makefile
** links with --wrap=vsnprintf --wrap=snprintf, so the engine's calls land
** here. The common conversions (d i u o x X c s %% with flags, width and
** precision) are handled here; any other format (floating point, %p, %n,
** positional or wide arguments) goes to musl's own, unchanged.
** tests/tools/fmtcheck.c compares grw_format with the C library's. */
typedef struct grw_out {
  char *s;
  size_t room, len; /* characters that fit (before the NUL), written so far */
} grw_out;

static void put(grw_out *o, const char *p, size_t k) {
  if (o->len < o->room) {
    size_t c = o->room - o->len < k ? o->room - o->len : k;
    memcpy(o->s + o->len, p, c);
  }
  o->len += k;
}

static void fill(grw_out *o, char c, size_t k) {
  while (k > 0 && o->len < o->room) {
    o->s[o->len++] = c;
    k--;
  }
  o->len += k;
}

/* vsnprintf for the common conversions; GRW_OTHER (before reading any
** argument it cannot handle) for a format it does not know, which the caller
** then gives to the C library. */
#define GRW_OTHER (-2)
int grw_format(char *s, size_t n, const char *fmt, va_list ap);
int grw_format(char *s, size_t n, const char *fmt, va_list ap) {
  grw_out o;
  o.s = s;
  o.room = n ? n - 1 : 0;
  o.len = 0;
  for (;;) {
    const char *lit = fmt, *pre = "";
    char buf[3 * sizeof(unsigned long long) + 2], *d, len = 0, conv;
    int left = 0, zero = 0, plus = 0, space = 0, alt = 0, neg = 0;
    long width = 0, prec = -1;
    size_t nd, zeros = 0, npre, total;
    unsigned long long u = 0;
    while (*fmt && *fmt != '%') fmt++;
    put(&o, lit, (size_t)(fmt - lit));
    if (*fmt == '\0') break;
    if (fmt[1] == '%') {
      put(&o, "%", 1);
      fmt += 2;
      continue;
    }
    for (fmt++;; fmt++) { /* flags */
      if (*fmt == '-') left = 1;
      else if (*fmt == '0') zero = 1;
      else if (*fmt == '+') plus = 1;
      else if (*fmt == ' ') space = 1;
      else if (*fmt == '#') alt = 1;
      else break;
    }
    if (*fmt == '*') {
      int w = va_arg(ap, int);
      fmt++;
      if (w < 0) left = 1, width = -(long)w;
      else width = w;
    } else {
      while (*fmt >= '0' && *fmt <= '9' && width < INT_MAX / 10)
        width = width * 10 + (*fmt++ - '0');
    }
    if (*fmt == '.') {
      fmt++;
      prec = 0;
      if (*fmt == '*') {
        int p = va_arg(ap, int);
        fmt++;
        prec = p < 0 ? -1 : p;
      } else {
        while (*fmt >= '0' && *fmt <= '9' && prec < INT_MAX / 10)
          prec = prec * 10 + (*fmt++ - '0');
      }
    }
    if ((fmt[0] == 'h' || fmt[0] == 'l') && fmt[1] == fmt[0]) {
      len = (char)(fmt[0] == 'h' ? 'H' : 'L'); /* hh, ll */
      fmt += 2;
    } else if (*fmt == 'h' || *fmt == 'l' || *fmt == 'j' || *fmt == 'z' || *fmt == 't') {
      len = *fmt++;
    }
    conv = *fmt++;
    switch (conv) { /* what is not here goes to the C library */
    case 'c': case 's':
      if (len) return GRW_OTHER; /* wide characters */
      break;
    case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
      break;
    default: /* floating point, %p, %n, positional, digits past INT_MAX… */
      return GRW_OTHER;
    }
    if (conv == 'c' || conv == 's') {
      char ch;
      const char *str;
      size_t k;
      if (conv == 'c') {
        ch = (char)va_arg(ap, int);
        str = &ch;
        k = 1;
      } else {
        str = va_arg(ap, const char *);
        if (str == NULL) str = "(null)";
        if (prec >= 0) {
          const char *z = memchr(str, '\0', (size_t)prec);
          k = z ? (size_t)(z - str) : (size_t)prec;
        } else {
          k = strlen(str);
        }
      }
      if (!left && (size_t)width > k) fill(&o, ' ', (size_t)width - k);
      put(&o, str, k);
      if (left && (size_t)width > k) fill(&o, ' ', (size_t)width - k);
      continue;
    }
    if (conv == 'd' || conv == 'i') { /* signed: read, then split off the sign */
      long long v;
      switch (len) {
      case 'H': v = (signed char)va_arg(ap, int); break;
      case 'h': v = (short)va_arg(ap, int); break;
      case 'l': v = va_arg(ap, long); break;
      case 'L': v = va_arg(ap, long long); break;
      case 'j': v = va_arg(ap, intmax_t); break;
      case 'z': v = (long long)(ptrdiff_t)va_arg(ap, size_t); break;
      case 't': v = va_arg(ap, ptrdiff_t); break;
      default: v = va_arg(ap, int); break;
      }
      neg = v < 0;
      u = neg ? 0ULL - (unsigned long long)v : (unsigned long long)v;
      pre = neg ? "-" : plus ? "+" : space ? " " : "";
    } else {
      switch (len) {
      case 'H': u = (unsigned char)va_arg(ap, unsigned); break;
      case 'h': u = (unsigned short)va_arg(ap, unsigned); break;
      case 'l': u = va_arg(ap, unsigned long); break;
      case 'L': u = va_arg(ap, unsigned long long); break;
      case 'j': u = va_arg(ap, uintmax_t); break;
      case 'z': u = va_arg(ap, size_t); break;
      case 't': u = (size_t)va_arg(ap, ptrdiff_t); break;
      default: u = va_arg(ap, unsigned); break;
      }
    }
    d = buf + sizeof buf; /* digits, right to left */
    {
      unsigned base = conv == 'o' ? 8 : (conv == 'x' || conv == 'X') ? 16 : 10;
      const char *dig = conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
      unsigned long long t = u;
      while (t) {
        *--d = dig[t % base];
        t /= base;
      }
      if (u == 0 && prec != 0) *--d = '0';
    }
    nd = (size_t)(buf + sizeof buf - d);
    if (prec >= 0) {
      zero = 0;
      if ((size_t)prec > nd) zeros = (size_t)prec - nd;
    }
    if (alt && conv == 'o' && zeros == 0 && (nd == 0 || *d != '0')) zeros = 1;
    if (alt && u != 0 && conv == 'x') pre = "0x";
    if (alt && u != 0 && conv == 'X') pre = "0X";
    npre = strlen(pre);
    total = npre + zeros + nd;
    if ((size_t)width > total && !left && !zero) fill(&o, ' ', (size_t)width - total);
    put(&o, pre, npre);
    if ((size_t)width > total && !left && zero) fill(&o, '0', (size_t)width - total);
    fill(&o, '0', zeros);
    put(&o, d, nd);
    if ((size_t)width > total && left) fill(&o, ' ', (size_t)width - total);
  }
  if (n) s[o.len < o.room ? o.len : o.room] = '\0';
  return o.len > INT_MAX ? -1 : (int)o.len;
}

#ifdef __EMSCRIPTEN__
int __real_vsnprintf(char *s, size_t n, const char *fmt, va_list ap);
int __wrap_vsnprintf(char *s, size_t n, const char *fmt, va_list ap);
int __wrap_snprintf(char *s, size_t n, const char *fmt, ...);

int __wrap_vsnprintf(char *s, size_t n, const char *fmt, va_list ap) {
  va_list aq;
  int r = GRW_OTHER;
  if (n <= INT_MAX) {
    va_copy(aq, ap);
    r = grw_format(s, n, fmt, aq);
    va_end(aq);
  }
  return r == GRW_OTHER ? __real_vsnprintf(s, n, fmt, ap) : r;
}

int __wrap_snprintf(char *s, size_t n, const char *fmt, ...) {
  va_list ap;
  int r;
  va_start(ap, fmt);
  r = __wrap_vsnprintf(s, n, fmt, ap);
  va_end(ap);
  return r;
}
#endif

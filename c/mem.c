/*
** mem.c — the one place the engine allocates: counted memory with a limit,
** a scratch arena emptied at every public call, text buffers, and errors
** (worded by the context's ctx->say, from the messages above).
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "grint.h"

struct gr_chunk {
  gr_chunk *next;
  size_t size, used;  /* bytes of data[] and how many are handed out */
  int kept;           /* from gr_alloc_kept: a release leaves it */
  max_align_t data[]; /* aligned payload */
};

#define CHUNK_MIN ((size_t)64 << 10)

void *gr_malloc(gr_ctx *ctx, size_t n) {
  void *p;
  if (n > ctx->limit || ctx->used > ctx->limit - n) return NULL; /* over the limit */
  p = malloc(n ? n : 1);
  if (p == NULL) return NULL;
  ctx->used += n;
  if (ctx->used > ctx->peak) ctx->peak = ctx->used;
  return p;
}

void gr_mfree(gr_ctx *ctx, void *p, size_t n) {
  if (p == NULL) return;
  free(p);
  ctx->used -= n;
}

void *gr_mrealloc(gr_ctx *ctx, void *p, size_t n0, size_t n) {
  void *q;
  size_t rest = ctx->used - n0;
  if (n > ctx->limit || rest > ctx->limit - n) return NULL; /* over the limit */
  q = realloc(p, n ? n : 1);
  if (q == NULL) return NULL;
  ctx->used = rest + n;
  if (ctx->used > ctx->peak) ctx->peak = ctx->used;
  return q;
}

/* Out of memory: a message made without memory. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void nomem(gr_ctx *ctx, int over_limit, size_t v) {
  ctx->say->nomem(ctx, over_limit, v);
  gr_rethrow(ctx, GR_ENOMEM); /* not reached: say->nomem throws */
}

void *gr_alloc(gr_ctx *ctx, size_t n) {
  gr_chunk *c = ctx->scratch;
  size_t a = sizeof(max_align_t);
  n = (n + a - 1) / a * a; /* keep every block aligned */
  if (n / a > ((size_t)-1) / 4 / a) /* absurd sizes never reach malloc */
    nomem(ctx, 0, n);
  if (c == NULL || c->size - c->used < n) {
    size_t size = n > CHUNK_MIN ? n : CHUNK_MIN;
    c = gr_malloc(ctx, sizeof(gr_chunk) + size);
    if (c == NULL)
      nomem(ctx, 1, ctx->limit >> 20);
    c->size = size;
    c->used = 0;
    c->kept = 0;
    c->next = ctx->scratch;
    ctx->scratch = c;
  }
  c->used += n;
  return (char *)c->data + c->used - n;
}

gr_mark gr_scratch_mark(gr_ctx *ctx) {
  gr_mark m;
  m.chunk = ctx->scratch;
  m.used = m.chunk != NULL ? m.chunk->used : 0;
  return m;
}

/* With the self-checks on, released memory is overwritten: whatever still
** points into it (a copy that shares what it should own) reads garbage at
** once instead of what happens to stay there. */
#define POISON 0xA5

void gr_scratch_release(gr_ctx *ctx, gr_mark m) {
  gr_chunk *c = ctx->scratch;
  while (c != NULL && c != m.chunk && !c->kept) { /* the chunks begun since the mark */
    gr_chunk *next = c->next;
    if (ctx->checks) memset(c->data, POISON, c->used);
    gr_mfree(ctx, c, sizeof(gr_chunk) + c->size);
    c = next;
  }
  ctx->scratch = c;
  if (c != NULL && c == m.chunk) {
    if (ctx->checks && c->used > m.used)
      memset((char *)c->data + m.used, POISON, c->used - m.used);
    c->used = m.used;
  }
}

void *gr_alloc_kept(gr_ctx *ctx, size_t n) {
  gr_chunk *c, **end = &ctx->scratch;
  size_t a = sizeof(max_align_t);
  n = (n + a - 1) / a * a;
  if (n / a > ((size_t)-1) / 4 / a)
    nomem(ctx, 0, n);
  c = gr_malloc(ctx, sizeof(gr_chunk) + n);
  if (c == NULL)
    nomem(ctx, 1, ctx->limit >> 20);
  c->size = n;
  c->used = n;
  c->kept = 1;
  c->next = NULL;
  while (*end != NULL) end = &(*end)->next; /* oldest: below every mark */
  *end = c;
  return c->data;
}

char *gr_strndup(gr_ctx *ctx, const char *s, size_t n) {
  char *d = gr_alloc(ctx, n + 1);
  memcpy(d, s, n);
  d[n] = '\0';
  return d;
}

void gr_scratch_reset(gr_ctx *ctx) {
  gr_chunk *c = ctx->scratch, *keep = NULL;
  while (c != NULL) { /* keep one small chunk so tiny calls never malloc */
    gr_chunk *next = c->next;
    if (keep == NULL && c->size == CHUNK_MIN) {
      keep = c;
      keep->next = NULL;
      keep->used = 0;
      keep->kept = 0;
    } else {
      gr_mfree(ctx, c, sizeof(gr_chunk) + c->size);
    }
    c = next;
  }
  ctx->scratch = keep;
}

/* Length of the well-formed UTF-8 sequence of two or more bytes at s (at most
** n bytes available), or 0 when there is none. */
size_t gr_utf8_len(const unsigned char *s, size_t n) {
  size_t len, i;
  unsigned char lo = 0x80, hi = 0xBF;
  if (s[0] >= 0xC2 && s[0] <= 0xDF) len = 2;
  else if (s[0] >= 0xE0 && s[0] <= 0xEF) len = 3;
  else if (s[0] >= 0xF0 && s[0] <= 0xF4) len = 4;
  else return 0;
  if (s[0] == 0xE0) lo = 0xA0;      /* no overlong forms */
  else if (s[0] == 0xED) hi = 0x9F; /* no surrogates */
  else if (s[0] == 0xF0) lo = 0x90;
  else if (s[0] == 0xF4) hi = 0x8F; /* nothing past U+10FFFF */
  if (n < len || s[1] < lo || s[1] > hi) return 0;
  for (i = 2; i < len; i++)
    if (s[i] < 0x80 || s[i] > 0xBF) return 0;
  return len;
}

/* Copies s[0..n) to out (cap bytes, NUL-terminated) with every byte that could
** drive a terminal shown as \xHH: control bytes (0x00-0x1F, 0x7F), C1 controls
** (U+0080-U+009F) and bytes that are not well-formed UTF-8. Printable UTF-8 is
** kept as it is. When s was cut short (`cut`), a sequence it ends inside is
** dropped rather than shown as bytes; an escape never goes in half. */
static void escape_message(char *out, size_t cap, const char *s, size_t n, int cut) {
  static const char hex[] = "0123456789abcdef";
  const unsigned char *u = (const unsigned char *)s;
  size_t i = 0, o = 0;
  while (i < n) {
    size_t len = u[i] >= 0x80 ? gr_utf8_len(u + i, n - i) : 1;
    if (len == 0 && cut && u[i] >= 0xC2 && u[i] <= 0xF4 && n - i < 4) {
      size_t k = i + 1;
      while (k < n && u[k] >= 0x80 && u[k] <= 0xBF) k++;
      if (k == n) break; /* the start of a sequence the cut ended */
    }
    if (len == 0 || u[i] < 0x20 || u[i] == 0x7F || (u[i] == 0xC2 && u[i + 1] < 0xA0)) {
      size_t k, m = len ? len : 1; /* a C1 control's two bytes, else one */
      if (o + 4 * m >= cap) break;
      for (k = 0; k < m; k++, i++) {
        out[o++] = '\\';
        out[o++] = 'x';
        out[o++] = hex[u[i] >> 4];
        out[o++] = hex[u[i] & 15];
      }
    } else {
      if (o + len >= cap) break;
      memcpy(out + o, s + i, len);
      o += len;
      i += len;
    }
  }
  out[o] = '\0';
}

/* Sets the call's message from its English text (cut to fit ctx->msg and
** escaped) and its JSON, then unwinds. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void fail(gr_ctx *ctx, gr_status st, const char *en, size_t n, char *json) {
  escape_message(ctx->msg, sizeof ctx->msg, en, n < sizeof ctx->msg ? n : sizeof ctx->msg - 1,
                 n >= sizeof ctx->msg);
  free(ctx->msg_json);
  ctx->msg_json = json;
  ctx->status = st;
  longjmp(*ctx->onerr, 1);
}

void gr_throw(gr_ctx *ctx, gr_status st, const gr_msg *m) {
  gr_buf en, js;
  char msg[sizeof ctx->msg];
  /* outside the scratch arena, which may be what failed */
  gr_buf_heap(&en);
  gr_buf_heap(&js);
  ctx->say->write(&en, &js, m);
  if (js.lost) gr_buf_free(&js);
  memcpy(msg, en.s, en.n < sizeof msg ? en.n : sizeof msg);
  {
    size_t n = en.n;
    gr_buf_free(&en);
    fail(ctx, st, msg, n, js.s);
  }
}

void gr_rethrow(gr_ctx *ctx, gr_status st) {
  ctx->status = st;
  longjmp(*ctx->onerr, 1);
}

#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* Kept small and out of line: in the wasm build the calls a function that
** calls setjmp makes are slow. */
NOINLINE gr_status gr_try(gr_ctx *ctx, gr_int work, void (*fn)(gr_ctx *ctx, void *ud), void *ud,
                          gr_int *left) {
  jmp_buf jb, *outer = ctx->onerr;
  volatile gr_int saved = ctx->work;
  gr_int spent;
  volatile gr_status before = ctx->status, st = GR_OK;
  ctx->work = work;
  ctx->onerr = &jb;
  if (setjmp(jb) == 0) fn(ctx, ud);
  else st = ctx->status;
  ctx->onerr = outer;
  ctx->status = before;
  if (left != NULL) *left = ctx->work;
  spent = work < 0 ? 0 : work - (ctx->work >= 0 ? ctx->work : 0);
  ctx->work = saved < 0 ? saved : saved > spent ? saved - spent : 0;
  return st;
}

/* ---- buffers ------------------------------------------------------------- */

void gr_buf_init(gr_buf *b, gr_ctx *ctx) {
  b->ctx = ctx;
  b->cap = 64;
  b->n = 0;
  b->lost = 0;
  b->s = gr_alloc(ctx, b->cap);
  b->s[0] = '\0';
}

static char empty_heap[1];

void gr_buf_heap(gr_buf *b) {
  b->ctx = NULL;
  b->n = 0;
  b->lost = 0;
  b->cap = 64;
  b->s = malloc(b->cap);
  if (b->s == NULL) {
    b->s = empty_heap;
    b->cap = 0;
    b->lost = 1;
  }
  b->s[0] = '\0';
}

void gr_buf_free(gr_buf *b) {
  if (b->ctx == NULL && b->cap > 0) free(b->s);
  b->s = NULL;
  b->n = b->cap = 0;
}

/* Room for `extra` more bytes; 0 when a malloc'd buffer could not grow. */
static int grow(gr_buf *b, size_t extra) {
  size_t cap = b->cap;
  char *s;
  if (b->n + extra < cap) return 1;
  if (cap == 0) cap = 64;
  while (b->n + extra >= cap) cap *= 2;
  if (b->ctx == NULL) {
    if (b->lost || (s = b->cap ? realloc(b->s, cap) : NULL) == NULL) {
      b->lost = 1;
      return 0;
    }
  } else {
    s = gr_alloc(b->ctx, cap); /* old block stays in the arena until reset */
    memcpy(s, b->s, b->n + 1);
  }
  b->s = s;
  b->cap = cap;
  return 1;
}

void gr_putn(gr_buf *b, const char *s, size_t n) {
  if (!grow(b, n)) return;
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = '\0';
}

void gr_puts(gr_buf *b, const char *s) { gr_putn(b, s, strlen(s)); }

void gr_putc(gr_buf *b, char c) { gr_putn(b, &c, 1); }

void gr_puti(gr_buf *b, gr_int v) {
  char t[24], *e = t + sizeof t, *d = e;
  unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
  do *--d = (char)('0' + u % 10); while ((u /= 10) != 0);
  if (v < 0) *--d = '-';
  gr_putn(b, d, (size_t)(e - d));
}

/* The formats the engine's hot paths use — %s %.Ns %.*s %c %d %ld %lld %zu %% —
** appended directly: the C library's vsnprintf is slow (notably musl's, in
** the wasm build) and needs two passes. Returns 0 at any other conversion,
** having appended nothing, so the caller can use vsnprintf instead. */
static int quick_format(gr_buf *b, const char *fmt, va_list ap) {
  const char *f;
  for (f = fmt; *f; f++) { /* check every conversion first */
    if (*f != '%') continue;
    f++;
    if (*f == '.') {
      f++;
      if (*f == '*') f++;
      else while (*f >= '0' && *f <= '9') f++;
      if (*f != 's') return 0;
    } else if (*f == 'l' || *f == 'z') {
      f++;
      if (f[-1] == 'l' && *f == 'l') f++;
      if (*f != 'd' && (f[-1] != 'z' || *f != 'u')) return 0;
    } else if (*f != 's' && *f != 'c' && *f != 'd' && *f != '%') {
      return 0;
    }
  }
  for (f = fmt; *f;) {
    const char *lit = f;
    while (*f && *f != '%') f++;
    gr_putn(b, lit, (size_t)(f - lit));
    if (*f == '\0') break;
    f++;
    if (*f == '.') { /* %.Ns or %.*s */
      long prec = 0;
      const char *s;
      f++;
      if (*f == '*') {
        prec = va_arg(ap, int);
        f++;
      } else {
        while (*f >= '0' && *f <= '9') prec = prec * 10 + (*f++ - '0');
      }
      s = va_arg(ap, const char *);
      gr_putn(b, s, prec < 0 ? strlen(s) : strnlen(s, (size_t)prec));
      f++;
    } else if (*f == 's') {
      gr_puts(b, va_arg(ap, const char *));
      f++;
    } else if (*f == 'c') {
      gr_putc(b, (char)va_arg(ap, int));
      f++;
    } else if (*f == 'd') {
      gr_puti(b, va_arg(ap, int));
      f++;
    } else if (*f == 'l' && f[1] == 'l') {
      gr_puti(b, va_arg(ap, long long));
      f += 3;
    } else if (*f == 'l') {
      gr_puti(b, va_arg(ap, long));
      f += 2;
    } else if (*f == 'z') {
      size_t z = va_arg(ap, size_t);
      char t[24], *e = t + sizeof t, *d = e;
      do *--d = (char)('0' + z % 10); while ((z /= 10) != 0);
      gr_putn(b, d, (size_t)(e - d));
      f += 2;
    } else { /* %% */
      gr_putc(b, '%');
      f++;
    }
  }
  return 1;
}

void gr_vprintf(gr_buf *b, const char *fmt, va_list ap) {
  va_list aq;
  int n;
  va_copy(aq, ap);
  n = quick_format(b, fmt, aq);
  va_end(aq);
  if (n) return;
  va_copy(aq, ap);
  n = vsnprintf(NULL, 0, fmt, aq);
  va_end(aq);
  if (n < 0 || !grow(b, (size_t)n + 1)) return;
  vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
  b->n += (size_t)n;
}

void gr_printf(gr_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  gr_vprintf(b, fmt, ap);
  va_end(ap);
}

char *gr_vfmt(gr_ctx *ctx, const char *fmt, va_list ap) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_vprintf(&b, fmt, ap);
  return b.s;
}

char *gr_fmt(gr_ctx *ctx, const char *fmt, ...) {
  va_list ap;
  char *s;
  va_start(ap, fmt);
  s = gr_vfmt(ctx, fmt, ap);
  va_end(ap);
  return s;
}

/* \uXXXX for the UTF-16 code unit u. */
static void put_u(gr_buf *b, unsigned u) {
  static const char hex[] = "0123456789abcdef";
  char t[6];
  t[0] = '\\';
  t[1] = 'u';
  t[2] = hex[(u >> 12) & 15];
  t[3] = hex[(u >> 8) & 15];
  t[4] = hex[(u >> 4) & 15];
  t[5] = hex[u & 15];
  gr_putn(b, t, sizeof t);
}

/* The UTF-8 sequence at s (lead byte >= 0x80) as \u escapes (a surrogate
** pair past U+FFFF; U+FFFD for a malformed one); returns the bytes read. */
static size_t put_utf8(gr_buf *b, const unsigned char *s) {
  unsigned cp, len = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC0 ? 2 : 1, k;
  cp = len == 4 ? s[0] & 0x07u : len == 3 ? s[0] & 0x0Fu : s[0] & 0x1Fu;
  if (len == 1) cp = 0xFFFD;
  for (k = 1; k < len; k++) {
    if ((s[k] & 0xC0) != 0x80) { /* cut short (the NUL ends it too) */
      cp = 0xFFFD;
      len = k;
      break;
    }
    cp = (cp << 6) | (s[k] & 0x3Fu);
  }
  if (cp >= 0x10000) {
    put_u(b, 0xD800 + ((cp - 0x10000) >> 10));
    cp = 0xDC00 + ((cp - 0x10000) & 0x3FF);
  }
  put_u(b, cp);
  return len;
}

/* A JSON string; plain characters go in runs (one append each). With
** GR_JSON_ASCII every character past ASCII is written as its \u escape. */
void gr_put_json_string(gr_buf *b, const char *s) {
  const char *run = s;
  gr_putc(b, '"');
  for (;;) {
    unsigned char ch = (unsigned char)*s;
    if (ch >= 0x20 && ch != '"' && ch != '\\' && (!GR_JSON_ASCII || ch < 0x80)) {
      s++;
      continue;
    }
    gr_putn(b, run, (size_t)(s - run));
    if (ch == 0) break;
    if (ch >= 0x80) {
      s += put_utf8(b, (const unsigned char *)s);
    } else if (ch < 0x20) {
      put_u(b, ch);
      s++;
    } else {
      char esc[2];
      esc[0] = '\\';
      esc[1] = (char)ch;
      gr_putn(b, esc, 2);
      s++;
    }
    run = s;
  }
  gr_putc(b, '"');
}

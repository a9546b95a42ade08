/*
** mem.c — the one place the engine allocates: counted memory with a limit,
** a scratch arena emptied at every public call, text buffers, and errors.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "grint.h"

struct gr_chunk {
  gr_chunk *next;
  size_t size, used;  /* bytes of data[] and how many are handed out */
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

void *gr_alloc(gr_ctx *ctx, size_t n) {
  gr_chunk *c = ctx->scratch;
  size_t a = sizeof(max_align_t);
  n = (n + a - 1) / a * a; /* keep every block aligned */
  if (n / a > ((size_t)-1) / 4 / a) /* absurd sizes never reach malloc */
    gr_throw(ctx, GR_ENOMEM, "out of memory: a block of %zu bytes was asked for", n);
  if (c == NULL || c->size - c->used < n) {
    size_t size = n > CHUNK_MIN ? n : CHUNK_MIN;
    c = gr_malloc(ctx, sizeof(gr_chunk) + size);
    if (c == NULL)
      gr_throw(ctx, GR_ENOMEM,
               "out of memory: the position needs more than the %zu MiB limit",
               ctx->limit >> 20);
    c->size = size;
    c->used = 0;
    c->next = ctx->scratch;
    ctx->scratch = c;
  }
  c->used += n;
  return (char *)c->data + c->used - n;
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
    } else {
      gr_mfree(ctx, c, sizeof(gr_chunk) + c->size);
    }
    c = next;
  }
  ctx->scratch = keep;
}

void gr_throw(gr_ctx *ctx, gr_status st, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(ctx->msg, sizeof ctx->msg, fmt, ap);
  va_end(ap);
  ctx->status = st;
  longjmp(*ctx->onerr, 1);
}

/* ---- buffers ------------------------------------------------------------- */

void gr_buf_init(gr_buf *b, gr_ctx *ctx) {
  b->ctx = ctx;
  b->cap = 64;
  b->n = 0;
  b->s = gr_alloc(ctx, b->cap);
  b->s[0] = '\0';
}

static void grow(gr_buf *b, size_t extra) {
  size_t cap = b->cap;
  char *s;
  if (b->n + extra < cap) return;
  while (b->n + extra >= cap) cap *= 2;
  s = gr_alloc(b->ctx, cap); /* old block stays in the arena until reset */
  memcpy(s, b->s, b->n + 1);
  b->s = s;
  b->cap = cap;
}

void gr_putn(gr_buf *b, const char *s, size_t n) {
  grow(b, n);
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
  if (n < 0) return;
  grow(b, (size_t)n + 1);
  vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
  b->n += (size_t)n;
}

void gr_printf(gr_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  gr_vprintf(b, fmt, ap);
  va_end(ap);
}

char *gr_fmt(gr_ctx *ctx, const char *fmt, ...) {
  va_list ap;
  gr_buf b;
  gr_buf_init(&b, ctx);
  va_start(ap, fmt);
  gr_vprintf(&b, fmt, ap);
  va_end(ap);
  return b.s;
}

void gr_put_json_string(gr_buf *b, const char *s) {
  gr_putc(b, '"');
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') {
      gr_putc(b, '\\');
      gr_putc(b, (char)ch);
    } else if (ch < 0x20) {
      gr_printf(b, "\\u%04x", ch);
    } else {
      gr_putc(b, (char)ch);
    }
  }
  gr_putc(b, '"');
}

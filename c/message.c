/*
** message.c — messages: every entry of the core's catalog (msg.h) defined
** once (kit/code.c defines the kit's, games/words.c the games'), messages built
** from them with their arguments, and written as English or as JSON; and
** the words of errors (gr_msg_say), which memory and errors (mem.c, below
** messages) take from every context.
**
** Each entry is an object of its own, so that a build links only the
** entries its code names (the page's first module carries the words of the
** few calls it makes, not the whole catalog); gr_messages lists them all
** (info.c).
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "message.h"

#define GR_MSG(sym, n, id, en) GR_MSG_DEFINE(sym, n, id, en)
#include "msg.h"
#undef GR_MSG

const gr_msg *gr_msgv(gr_ctx *ctx, const gr_msgdef *def, int n, const gr_arg *a) {
  gr_msg *m = gr_alloc(ctx, sizeof *m + (size_t)n * sizeof *a);
  gr_arg *copy = (gr_arg *)(m + 1);
  memcpy(copy, a, (size_t)n * sizeof *a);
  m->def = def;
  m->n = n;
  m->a = copy;
  return m;
}

gr_arg gr_tn(gr_ctx *ctx, const char *s, size_t max) {
  size_t cut = max;
  if (strlen(s) <= max) return gr_t(s);
  while (cut > 0 && ((unsigned char)s[cut] & 0xC0) == 0x80) cut--; /* between characters */
  return gr_tf(ctx, "%.*s…", (int)cut, s); /* cut short, and said so */
}

gr_arg gr_tc(gr_ctx *ctx, char c) { return gr_t(gr_strndup(ctx, &c, 1)); }

gr_arg gr_tf(gr_ctx *ctx, const char *fmt, ...) {
  va_list ap;
  const char *s;
  va_start(ap, fmt);
  s = gr_vfmt(ctx, fmt, ap);
  va_end(ap);
  return gr_t(s);
}

/* The placeholder {k} at t (k < 100), or -1 when t holds none. */
static int placeholder(const char *t, const char **end) {
  int k = 0;
  const char *p = t + 1;
  if (*t != '{' || *p < '0' || *p > '9') return -1;
  while (*p >= '0' && *p <= '9' && k < 100) k = k * 10 + (*p++ - '0');
  if (*p != '}') return -1;
  *end = p + 1;
  return k;
}

static void arg_en(gr_buf *b, const gr_arg *a) {
  int k;
  switch (a->type) {
  case GR_ARG_INT: gr_puti(b, a->u.i); break;
  case GR_ARG_TEXT: gr_puts(b, a->u.p); break;
  case GR_ARG_MSG: gr_msg_en(b, a->u.p); break;
  default:
    for (k = 0; k < a->n; k++) {
      if (k) gr_puts(b, ", ");
      gr_msg_en(b, ((const gr_msg *const *)a->u.p)[k]);
    }
  }
}

void gr_msg_en(gr_buf *b, const gr_msg *m) {
  const char *t = m->def->en, *lit = t, *end;
  while (*t) {
    int k = placeholder(t, &end);
    if (k < 0) {
      t++;
      continue;
    }
    gr_putn(b, lit, (size_t)(t - lit));
    if (k < m->n) arg_en(b, &m->a[k]);
    t = lit = end;
  }
  gr_putn(b, lit, (size_t)(t - lit));
}

const char *gr_msg_text(gr_ctx *ctx, const gr_msg *m) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_msg_en(&b, m);
  return b.s;
}

/* A whole number JSON reads exactly: up to 2^53 - 1 a number, else text. */
static void int_json(gr_buf *b, gr_int v) {
  const gr_int safe = 9007199254740991LL;
  if (v >= -safe && v <= safe) {
    gr_puti(b, v);
    return;
  }
  gr_putc(b, '"');
  gr_puti(b, v);
  gr_putc(b, '"');
}

/* Text as gr_throw shows it: control bytes and broken UTF-8 as \xHH. */
static void plain_json(gr_buf *b, const char *s) {
  static const char hex[] = "0123456789abcdef";
  const unsigned char *u = (const unsigned char *)s;
  gr_buf t;
  gr_buf_heap(&t);
  while (*u) {
    int bad = *u < 0x20 || *u == 0x7F || (*u == 0xC2 && u[1] >= 0x80 && u[1] < 0xA0);
    size_t len = 1, k;
    if (*u >= 0x80 && !bad) {
      len = *u >= 0xC2 && *u <= 0xDF ? 2 : *u >= 0xE0 && *u <= 0xEF ? 3
            : *u >= 0xF0 && *u <= 0xF4 ? 4 : 0;
      for (k = 1; k < len; k++)
        if (u[k] < 0x80 || u[k] > 0xBF) break;
      if (len == 0 || k < len || (u[0] == 0xE0 && u[1] < 0xA0) || (u[0] == 0xED && u[1] > 0x9F) ||
          (u[0] == 0xF0 && u[1] < 0x90) || (u[0] == 0xF4 && u[1] > 0x8F))
        bad = 1, len = 1;
    }
    if (bad) {
      size_t m = *u == 0xC2 && u[1] >= 0x80 && u[1] < 0xA0 ? 2 : 1;
      for (k = 0; k < m; k++, u++) {
        char e[4];
        e[0] = '\\', e[1] = 'x', e[2] = hex[*u >> 4], e[3] = hex[*u & 15];
        gr_putn(&t, e, 4);
      }
    } else {
      gr_putn(&t, (const char *)u, len);
      u += len;
    }
  }
  gr_put_json_string(b, t.s);
  gr_buf_free(&t);
}

void gr_msg_json(gr_buf *b, const gr_msg *m, int plain) {
  int k, j;
  gr_puts(b, "{\"id\":\"");
  gr_puts(b, m->def->id); /* ids are plain: lower-case letters, digits and dots */
  gr_puts(b, "\",\"args\":[");
  for (k = 0; k < m->n; k++) {
    const gr_arg *a = &m->a[k];
    if (k) gr_putc(b, ',');
    switch (a->type) {
    case GR_ARG_INT: int_json(b, a->u.i); break;
    case GR_ARG_TEXT:
      if (plain) plain_json(b, a->u.p);
      else gr_put_json_string(b, a->u.p);
      break;
    case GR_ARG_MSG: gr_msg_json(b, a->u.p, plain); break;
    default:
      gr_putc(b, '[');
      for (j = 0; j < a->n; j++) {
        if (j) gr_putc(b, ',');
        gr_msg_json(b, ((const gr_msg *const *)a->u.p)[j], plain);
      }
      gr_putc(b, ']');
    }
  }
  gr_puts(b, "]}");
}

void gr_put_msg(gr_buf *b, const char *key, const gr_msg *m) {
  gr_putc(b, '"');
  gr_puts(b, key);
  gr_puts(b, "\":");
  if (m == NULL) {
    gr_puts(b, "null,\"");
    gr_puts(b, key);
    gr_puts(b, "_msg\":null");
    return;
  }
  if (m->n == 0) {
    gr_put_json_string(b, m->def->en);
  } else {
    gr_buf t;
    gr_buf_init(&t, b->ctx);
    gr_msg_en(&t, m);
    gr_put_json_string(b, t.s);
  }
  gr_puts(b, ",\"");
  gr_puts(b, key);
  gr_puts(b, "_msg\":");
  gr_msg_json(b, m, 0);
}

/* ---- the words of errors (grint.h's gr_say) ------------------------------------ */

static void write_error(gr_buf *en, gr_buf *js, const gr_msg *m) {
  gr_msg_en(en, m);
  gr_msg_json(js, m, 1);
}

#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void nomem(gr_ctx *ctx, int over_limit, size_t v) {
  gr_arg a = gr_i((gr_int)v);
  gr_msg m;
  m.def = over_limit ? &GR_M(err_mem_limit)->d : &GR_M(err_mem_block)->d;
  m.n = 1;
  m.a = &a;
  gr_throw(ctx, GR_ENOMEM, &m);
}

const gr_say gr_msg_say = {write_error, nomem};

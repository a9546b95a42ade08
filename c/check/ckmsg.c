/*
** ckmsg.c — the checker's messages: its catalog (ckmsg.h) defined once,
** messages built with their arguments (a nested message copied in), said in
** English and written as JSON. Like the rest of the checker it includes
** nothing of the engine; the engine reads a ck_msg through check.h.
*/
#include <stdio.h>
#include <string.h>
#include "ckint.h"

typedef struct ck_def {
  const char *id, *en;
  int n;
} ck_def;

static const ck_def defs[] = {
#define CK_MSG(sym, n, id, en) {id, en, n},
#include "ckmsg.h"
#undef CK_MSG
};

int ck_msg_count(void) { return (int)(sizeof defs / sizeof defs[0]); }
const char *ck_msg_id(int k) { return k >= 0 && k < ck_msg_count() ? defs[k].id : ""; }
const char *ck_msg_en(int k) { return k >= 0 && k < ck_msg_count() ? defs[k].en : ""; }
int ck_msg_args(int k) { return k >= 0 && k < ck_msg_count() ? defs[k].n : 0; }

/* ---- building ------------------------------------------------------------------------ */

/* Copies s into m's text (cut to what is left, at a character's start) and
** returns its offset; the last byte of text stays a NUL for an empty one. */
static int64_t add_text(ck_msg *m, const char *s) {
  size_t room = CK_MSG_TEXT - 1 - m->used, n = strlen(s);
  int64_t at = (int64_t)m->used;
  if (room == 0) return CK_MSG_TEXT - 1;
  if (n >= room) {
    n = room - 1;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80) n--; /* not inside a character */
  }
  memcpy(m->text + m->used, s, n);
  m->text[m->used + n] = '\0';
  m->used += n + 1;
  return at;
}

/* Copies node `at` of src, and the nodes nested in it, into dst: the new
** node's index, or -1 when dst has no node left. */
static int graft(ck_msg *dst, const ck_msg *src, int at) {
  int me, k;
  if (dst->nodes == CK_MSG_NODES) return -1;
  me = dst->nodes++;
  dst->node[me].id = src->node[at].id;
  dst->node[me].n = src->node[at].n;
  for (k = 0; k < src->node[at].n; k++) {
    int kind = src->node[at].a[k].kind;
    int64_t v = src->node[at].a[k].v;
    if (kind == CK_ARG_TEXT) v = add_text(dst, src->text + v);
    if (kind == CK_ARG_MSG && (v = graft(dst, src, (int)v)) < 0) { /* too deep: an ellipsis */
      kind = CK_ARG_TEXT;
      v = add_text(dst, "…");
    }
    dst->node[me].a[k].kind = kind;
    dst->node[me].a[k].v = v;
  }
  return me;
}

void ck_msgv(ck_msg *m, int id, int n, const ck_a *a) {
  ck_msg t; /* built apart: an argument may be *m itself */
  int k;
  t.nodes = 1;
  t.used = 0;
  t.text[CK_MSG_TEXT - 1] = '\0';
  t.node[0].id = id;
  t.node[0].n = n < CK_MSG_ARGS ? n : CK_MSG_ARGS;
  for (k = 0; k < t.node[0].n; k++) {
    int kind = a[k].kind;
    int64_t v = a[k].i;
    if (kind == CK_ARG_TEXT) v = add_text(&t, a[k].t != NULL ? a[k].t : "");
    if (kind == CK_ARG_MSG) {
      if (a[k].m == NULL || a[k].m->nodes == 0 || (v = graft(&t, a[k].m, 0)) < 0) {
        kind = CK_ARG_TEXT;
        v = add_text(&t, "");
      }
    }
    t.node[0].a[k].kind = kind;
    t.node[0].a[k].v = v;
  }
  *m = t;
}

const char *ck_num(char *buf, size_t cap, double x) {
  snprintf(buf, cap, "%.2g", x);
  return buf;
}

void ck_said_set(ck_family *f, const ck_msg *m) {
  if (m != &f->said) f->said = *m;
  ck_msg_text(&f->said, f->msg, sizeof f->msg);
}

/* ---- writing -------------------------------------------------------------------------- */

typedef struct wr {
  char *out;
  size_t cap, n; /* n: the length the whole text has */
} wr;

static void put(wr *w, const char *s, size_t len) {
  if (w->n < w->cap) {
    size_t k = w->cap - 1 - w->n < len ? w->cap - 1 - w->n : len;
    memcpy(w->out + w->n, s, k);
    w->out[w->n + k] = '\0';
  }
  w->n += len;
}

static void put_int(wr *w, int64_t v) {
  char t[32];
  int len = snprintf(t, sizeof t, "%lld", (long long)v);
  put(w, t, (size_t)len);
}

/* The placeholder {k} at t, or -1 (end: just past it). */
static int placeholder(const char *t, const char **end) {
  int k = 0;
  const char *p = t + 1;
  if (*t != '{' || *p < '0' || *p > '9') return -1;
  while (*p >= '0' && *p <= '9' && k < 100) k = k * 10 + (*p++ - '0');
  if (*p != '}') return -1;
  *end = p + 1;
  return k;
}

static void node_en(wr *w, const ck_msg *m, int at, int depth) {
  const char *t = ck_msg_en(m->node[at].id), *lit = t, *end;
  while (*t) {
    int k = placeholder(t, &end);
    if (k < 0) {
      t++;
      continue;
    }
    put(w, lit, (size_t)(t - lit));
    if (k < m->node[at].n) {
      int64_t v = m->node[at].a[k].v;
      switch (m->node[at].a[k].kind) {
      case CK_ARG_INT: put_int(w, v); break;
      case CK_ARG_TEXT: put(w, m->text + v, strlen(m->text + v)); break;
      default:
        if (depth < CK_MSG_NODES && v > at && v < m->nodes) node_en(w, m, (int)v, depth + 1);
      }
    }
    t = lit = end;
  }
  put(w, lit, (size_t)(t - lit));
}

size_t ck_msg_text(const ck_msg *m, char *out, size_t cap) {
  wr w;
  w.out = out;
  w.cap = cap;
  w.n = 0;
  if (cap) out[0] = '\0';
  if (m != NULL && m->nodes > 0) node_en(&w, m, 0, 0);
  return w.n;
}

static void json_text(wr *w, const char *s) {
  static const char hex[] = "0123456789abcdef";
  put(w, "\"", 1);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      char e[2];
      e[0] = '\\', e[1] = (char)c;
      put(w, e, 2);
    } else if (c < 0x20 || c == 0x7F) {
      char e[6];
      e[0] = '\\', e[1] = 'u', e[2] = '0', e[3] = '0', e[4] = hex[c >> 4], e[5] = hex[c & 15];
      put(w, e, 6);
    } else {
      put(w, s, 1);
    }
  }
  put(w, "\"", 1);
}

static void node_json(wr *w, const ck_msg *m, int at, int depth) {
  int k;
  put(w, "{\"id\":", 6);
  json_text(w, ck_msg_id(m->node[at].id));
  put(w, ",\"args\":[", 9);
  for (k = 0; k < m->node[at].n; k++) {
    int64_t v = m->node[at].a[k].v;
    const int64_t safe = 9007199254740991LL;
    if (k) put(w, ",", 1);
    switch (m->node[at].a[k].kind) {
    case CK_ARG_INT:
      if (v < -safe || v > safe) put(w, "\"", 1);
      put_int(w, v);
      if (v < -safe || v > safe) put(w, "\"", 1);
      break;
    case CK_ARG_TEXT: json_text(w, m->text + v); break;
    default:
      if (depth < CK_MSG_NODES && v > at && v < m->nodes) node_json(w, m, (int)v, depth + 1);
      else json_text(w, "");
    }
  }
  put(w, "]}", 2);
}

size_t ck_msg_json(const ck_msg *m, char *out, size_t cap) {
  wr w;
  w.out = out;
  w.cap = cap;
  w.n = 0;
  if (cap) out[0] = '\0';
  if (m != NULL && m->nodes > 0) node_json(&w, m, 0, 0);
  else put(&w, "null", 4);
  return w.n;
}

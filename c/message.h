/*
** message.h — messages: every text the engine writes for people is an entry
** of the catalog (msg.h, games/msg.h) and its arguments (message.c).
*/
#ifndef GR_MESSAGE_H
#define GR_MESSAGE_H

#include "grint.h"

/* ---- messages (message.c; the catalog is msg.h) ----------------------------
** Every text the engine writes for people — errors and refusals, move labels,
** the analysis's "why", rule words, the games' titles and notation lines — is
** a message: an entry of the catalog (a stable id such as "move.take" and
** an English template with numbered placeholders, "take {0} ({1} → {2})")
** and its arguments, each a whole number, verbatim text (notation, names,
** position text: never translated), another message, or a list of messages.
** The command line prints its English; JSON carries both, the English where
** it always was and the message beside it ("label" and "label_msg":
** {"id":"move.take","args":[2,3,1]}), so that a front end can say it in
** its reader's language. No id is ever made from pieces: the catalog lists
** them all (gr_messages).
**
** A catalog entry GR_MSG(sym, n, id, template) declares gr_m_<sym>, of type
** gr_md<n> for its n arguments: gr_m<n>() takes exactly n, so a message built
** with too few or too many arguments does not compile. An entry of no
** arguments (a word) is a message as it stands: GR_W(sym). Messages and
** their arguments live in scratch memory (GR_W's are static). */
typedef struct gr_msgdef {
  const char *id;  /* "move.take" */
  const char *en;  /* its English template */
} gr_msgdef;

enum { GR_ARG_INT, GR_ARG_TEXT, GR_ARG_MSG, GR_ARG_LIST };
typedef struct gr_arg {
  int type;          /* GR_ARG_* */
  int n;             /* a list's length */
  union {
    gr_int i;        /* a whole number */
    const void *p;   /* the text, the message, or the list (const gr_msg *const *) */
  } u;
} gr_arg;

struct gr_msg {
  const gr_msgdef *def;
  int n;               /* arguments */
  const gr_arg *a;
};

typedef struct gr_md0 { gr_msgdef d; gr_msg m; } gr_md0; /* a word: its own message */
typedef struct gr_md1 { gr_msgdef d; } gr_md1;
typedef struct gr_md2 { gr_msgdef d; } gr_md2;
typedef struct gr_md3 { gr_msgdef d; } gr_md3;
typedef struct gr_md4 { gr_msgdef d; } gr_md4;
typedef struct gr_md5 { gr_msgdef d; } gr_md5;
typedef struct gr_md6 { gr_msgdef d; } gr_md6;

/* A catalog's entries declared (GR_MSG_DECLARE) and defined (GR_MSG_DEFINE,
** once in a build): each list is read with GR_MSG set to one of them. This
** header declares the core's catalog; the kit's words (kit/msg.h) and the
** games' (games/msg.h) are declared by kit/code.h and games/words.h. */
#define GR_MSG_DECLARE(sym, n, id, en) extern const gr_md##n gr_m_##sym;
#define GR_MSG_DEFINE(sym, n, id, en) GR_MSG_DEF_##n(sym, id, en)
#define GR_MSG_DEF_0(sym, id, en) const gr_md0 gr_m_##sym = {{id, en}, {&gr_m_##sym.d, 0, NULL}};
#define GR_MSG_DEF_N(sym, n, id, en) const gr_md##n gr_m_##sym = {{id, en}};
#define GR_MSG_DEF_1(sym, id, en) GR_MSG_DEF_N(sym, 1, id, en)
#define GR_MSG_DEF_2(sym, id, en) GR_MSG_DEF_N(sym, 2, id, en)
#define GR_MSG_DEF_3(sym, id, en) GR_MSG_DEF_N(sym, 3, id, en)
#define GR_MSG_DEF_4(sym, id, en) GR_MSG_DEF_N(sym, 4, id, en)
#define GR_MSG_DEF_5(sym, id, en) GR_MSG_DEF_N(sym, 5, id, en)
#define GR_MSG_DEF_6(sym, id, en) GR_MSG_DEF_N(sym, 6, id, en)

#define GR_MSG(sym, n, id, en) GR_MSG_DECLARE(sym, n, id, en)
#include "msg.h"
#undef GR_MSG
#define GR_M(sym) (&gr_m_##sym)
#define GR_W(sym) ((const gr_msg *)&gr_m_##sym.m)

/* Arguments. */
static inline gr_arg gr_i(gr_int v) {
  gr_arg a;
  a.type = GR_ARG_INT, a.n = 0, a.u.i = v;
  return a;
}
static inline gr_arg gr_t(const char *s) {
  gr_arg a;
  a.type = GR_ARG_TEXT, a.n = 0, a.u.p = s;
  return a;
}
static inline gr_arg gr_n(const gr_msg *m) {
  gr_arg a;
  a.type = GR_ARG_MSG, a.n = 0, a.u.p = m;
  return a;
}
static inline gr_arg gr_l(const gr_msg *const *v, int n) {
  gr_arg a;
  a.type = GR_ARG_LIST, a.n = n, a.u.p = v;
  return a;
}
/* Text of at most max bytes of s, quoting what someone typed: when cut, a
** scratch copy cut between characters and ended with "…". */
gr_arg gr_tn(gr_ctx *ctx, const char *s, size_t max);
/* One character as text. */
gr_arg gr_tc(gr_ctx *ctx, char c);
/* A number written with a printf format ("%.2g" steps): text. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
gr_arg gr_tf(gr_ctx *ctx, const char *fmt, ...);

/* A message of def's n arguments a[] (copied; scratch). */
const gr_msg *gr_msgv(gr_ctx *ctx, const gr_msgdef *def, int n, const gr_arg *a);
static inline const gr_msg *gr_m0(const gr_md0 *d) { return &d->m; }
static inline const gr_msg *gr_m1(gr_ctx *ctx, const gr_md1 *d, gr_arg a0) {
  return gr_msgv(ctx, &d->d, 1, &a0);
}
static inline const gr_msg *gr_m2(gr_ctx *ctx, const gr_md2 *d, gr_arg a0, gr_arg a1) {
  gr_arg a[2];
  a[0] = a0, a[1] = a1;
  return gr_msgv(ctx, &d->d, 2, a);
}
static inline const gr_msg *gr_m3(gr_ctx *ctx, const gr_md3 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2) {
  gr_arg a[3];
  a[0] = a0, a[1] = a1, a[2] = a2;
  return gr_msgv(ctx, &d->d, 3, a);
}
static inline const gr_msg *gr_m4(gr_ctx *ctx, const gr_md4 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2, gr_arg a3) {
  gr_arg a[4];
  a[0] = a0, a[1] = a1, a[2] = a2, a[3] = a3;
  return gr_msgv(ctx, &d->d, 4, a);
}
static inline const gr_msg *gr_m5(gr_ctx *ctx, const gr_md5 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2, gr_arg a3, gr_arg a4) {
  gr_arg a[5];
  a[0] = a0, a[1] = a1, a[2] = a2, a[3] = a3, a[4] = a4;
  return gr_msgv(ctx, &d->d, 5, a);
}
static inline const gr_msg *gr_m6(gr_ctx *ctx, const gr_md6 *d, gr_arg a0, gr_arg a1,
                                  gr_arg a2, gr_arg a3, gr_arg a4, gr_arg a5) {
  gr_arg a[6];
  a[0] = a0, a[1] = a1, a[2] = a2, a[3] = a3, a[4] = a4, a[5] = a5;
  return gr_msgv(ctx, &d->d, 6, a);
}

/* The English text of m: its template with each {k} replaced by argument k
** (a list: its items' English joined by ", "). */
void gr_msg_en(gr_buf *b, const gr_msg *m);
const char *gr_msg_text(gr_ctx *ctx, const gr_msg *m); /* the same, in scratch */
/* m as JSON: {"id":"…","args":[…]}: a whole number as a JSON number (a string
** of digits past 2^53 - 1), text as a string, a message as such an object,
** a list as an array of them. With `plain`, text is written as gr_throw
** shows it (control bytes as \xHH). */
void gr_msg_json(gr_buf *b, const gr_msg *m, int plain);
/* "key":"<English>","key_msg":{…} — or both null when m is NULL. */
void gr_put_msg(gr_buf *b, const char *key, const gr_msg *m);
/* How a context's errors are worded (gr_open gives it to every context). */
extern const gr_say gr_msg_say;
/* The catalog as JSON, {"<id>":"<English template>",…} (gr_messages). */
void gr_do_messages(gr_ctx *ctx, gr_buf *out);

#endif

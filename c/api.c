/*
** api.c — the public entry points: context, analysis, play, sequences.
** Every entry empties the scratch arena, catches gr_throw and returns a
** status; results live in the arena until the next call.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "grint.h"

gr_ctx *gr_open(size_t mem_limit) {
  gr_ctx *ctx = calloc(1, sizeof *ctx);
  if (ctx == NULL) return NULL;
  ctx->limit = mem_limit ? mem_limit : GR_DEFAULT_MEM_LIMIT;
  return ctx;
}

void gr_close(gr_ctx *ctx) {
  if (ctx == NULL) return;
  ctx->limit = (size_t)-1;
  gr_scratch_reset(ctx);
  gr_mfree(ctx, ctx->scratch, 0); /* the kept chunk */
  gr_mfree(ctx, ctx->tc_sg, 0);
  free(ctx);
}

const char *gr_error(const gr_ctx *ctx) { return ctx->msg; }
size_t gr_mem_used(const gr_ctx *ctx) { return ctx->used; }
size_t gr_mem_peak(const gr_ctx *ctx) { return ctx->peak; }

/* A public call's arguments and result. */
typedef struct call {
  const char *a, *b;   /* text arguments */
  long n;              /* number argument */
  int mode;            /* gr_moves_mode */
  const char *out;     /* the result, in scratch memory */
  gr_read_fn read;     /* judge input and output */
  void *rud;
  gr_write_fn write;
  void *wud;
} call;

#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* Runs fn on a fresh scratch arena; gr_throw inside lands here. Only this
** function calls setjmp, and the work stays out of line: in the wasm build
** every call made from a function that calls setjmp goes through a slow JS
** trampoline. */
static gr_status protect(gr_ctx *ctx, void (*fn)(gr_ctx *, call *), call *c) {
  jmp_buf jb;
  gr_scratch_reset(ctx);
  ctx->status = GR_OK;
  ctx->msg[0] = '\0';
  ctx->onerr = &jb;
  if (setjmp(jb) == 0) fn(ctx, c);
  ctx->onerr = NULL;
  return ctx->status;
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

gr_move *gr_move_push(gr_movelist *ml, gr_value after, long from, long to, long count) {
  gr_move *m;
  if (ml->only_over && !(after.flags & GR_OVER)) return NULL;
  if (ml->want >= 0 && (after.flags != 0 || after.sg != ml->want)) return NULL;
  if (ml->match && ((ml->m_from >= 0 && from != ml->m_from) ||
                    (ml->m_to >= 0 && to != ml->m_to) ||
                    (ml->m_count >= 0 && count != ml->m_count)))
    return NULL;
  if (ml->n == ml->cap) {
    long cap = ml->cap ? ml->cap * 2 : 16;
    gr_move *nm = gr_alloc(ml->ctx, (size_t)cap * sizeof *nm);
    if (ml->n) memcpy(nm, ml->m, (size_t)ml->n * sizeof *nm);
    ml->m = nm;
    ml->cap = cap;
  }
  m = &ml->m[ml->n++];
  memset(m, 0, sizeof *m);
  m->value = after;
  m->from = from;
  m->to = to;
  m->count = count;
  return m;
}

/* ---- analysis ------------------------------------------------------------- */

static void put_value(gr_buf *b, gr_value v) {
  if (v.flags) gr_puts(b, "null");
  else gr_putl(b, v.sg);
}

/* One entry of "moves"; nimsum_after is null unless the position after the
** move is in normal play (no threat, not over). */
static void put_move(gr_buf *b, long ci, const gr_move *m, int normal, long nimsum_after,
                     int winning, int wins) {
  gr_printf(b, "{\"move\":\"%ld:%s\",\"component\":%ld,\"label\":", ci + 1, m->text, ci + 1);
  gr_put_json_string(b, m->label);
  gr_printf(b, ",\"from\":%ld,\"to\":%ld,\"count\":%ld,\"after\":\"", m->from, m->to,
            m->count);
  gr_format_comp(b, &m->after); /* component texts need no escaping */
  gr_puts(b, "\",\"sg_after\":");
  put_value(b, m->value);
  gr_puts(b, ",\"nimsum_after\":");
  if (normal) gr_putl(b, nimsum_after);
  else gr_puts(b, "null");
  gr_printf(b, ",\"winning\":%s,\"wins\":%s}", winning ? "true" : "false",
            wins ? "true" : "false");
}

static void analyze(gr_ctx *ctx, const char *text, gr_moves_mode mode, gr_buf *b) {
  gr_pos pos;
  gr_value *v;
  long i, s = 0, flagged = 0, nwin = 0;
  int over = 0, threat = 0;
  gr_buf win;

  gr_parse_pos(ctx, text, &pos);
  v = gr_alloc(ctx, (size_t)pos.n * sizeof *v);
  for (i = 0; i < pos.n; i++) {
    v[i] = pos.comp[i].game->value(ctx, &pos.comp[i]);
    if (v[i].flags & GR_OVER) over = 1;
    if (v[i].flags & GR_THREAT) threat = 1;
    if (v[i].flags) flagged++;
    else s ^= v[i].sg;
  }
  if (mode == GR_MOVES_ALL && !over) { /* refuse huge listings up front */
    double moves = 0, bytes = 0;
    for (i = 0; i < pos.n; i++) {
      const gr_comp *x = &pos.comp[i];
      double k = (double)x->game->count_moves(x, pos.turn);
      moves += k;
      bytes += k * (200.0 + x->len);
    }
    if (moves > GR_MAX_MOVES || bytes > (double)ctx->limit / 2)
      gr_throw(ctx, GR_ELIMIT,
               "listing all %.0f moves of this position would take too much memory "
               "(limit %ld moves, %zu MiB); ask for the winning moves only",
               moves, GR_MAX_MOVES, ctx->limit >> 20);
  }

  gr_puts(b, "{\"position\":");
  {
    gr_buf t;
    gr_buf_init(&t, ctx);
    gr_format_pos(&t, &pos);
    gr_put_json_string(b, t.s);
  }
  gr_printf(b, ",\"turn\":%d,\"components\":[", pos.turn + 1);
  for (i = 0; i < pos.n; i++) {
    gr_buf t;
    const gr_comp *x = &pos.comp[i];
    gr_buf_init(&t, ctx);
    gr_format_comp(&t, x);
    gr_printf(b, "%s{\"index\":%ld,\"game\":\"%s\",\"text\":", i ? "," : "", i + 1,
              x->game->name);
    gr_put_json_string(b, t.s);
    gr_puts(b, ",\"sg\":");
    put_value(b, v[i]);
    gr_printf(b, ",\"threat\":%s,\"over\":%s", (v[i].flags & GR_THREAT) ? "true" : "false",
              (v[i].flags & GR_OVER) ? "true" : "false");
    if (x->game->detail != NULL) x->game->detail(ctx, b, x);
    gr_putc(b, '}');
  }
  gr_puts(b, "],\"nimsum\":");
  if (flagged) gr_puts(b, "null");
  else gr_putl(b, s);
  gr_printf(b, ",\"verdict\":\"%s\",\"over\":%s,\"threat\":%s,\"listed\":\"%s\",\"moves\":[",
            over ? "P" : (threat || s != 0) ? "N" : "P", over ? "true" : "false",
            threat ? "true" : "false", mode == GR_MOVES_ALL ? "all" : "winning");

  gr_buf_init(&win, ctx);
  for (i = 0; i < pos.n && !over; i++) {
    gr_movelist ml;
    long j;
    const gr_comp *x = &pos.comp[i];
    long others = flagged - (v[i].flags ? 1 : 0); /* flagged components left */
    memset(&ml, 0, sizeof ml);
    ml.ctx = ctx;
    ml.want = -1;
    if (mode == GR_MOVES_WINNING) {
      if (threat) ml.only_over = 1;
      else if (s == 0) break; /* a P-position: no winning move anywhere */
      else ml.want = v[i].sg ^ s;
    }
    x->game->moves(ctx, x, pos.turn, &ml);
    for (j = 0; j < ml.n; j++) {
      const gr_move *m = &ml.m[j];
      int wins = (m->value.flags & GR_OVER) != 0;
      int normal = others == 0 && m->value.flags == 0;
      long after = s ^ (v[i].flags ? 0 : v[i].sg) ^ m->value.sg;
      int winning = threat ? wins : (normal && after == 0);
      if (b->s[b->n - 1] != '[') gr_putc(b, ',');
      put_move(b, i, m, normal, after, winning, wins);
      if (winning) {
        gr_printf(&win, "%s\"%ld:", nwin++ ? "," : "", i + 1);
        gr_puts(&win, m->text);
        gr_putc(&win, '"');
      }
    }
  }
  gr_puts(b, "],\"winning\":[");
  gr_puts(b, win.s);
  gr_puts(b, "]}");
}

static NOINLINE void call_analyze(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  analyze(ctx, c->a, (gr_moves_mode)c->mode, &b);
  c->out = b.s;
}

gr_status gr_analyze(gr_ctx *ctx, const char *position, gr_moves_mode mode,
                     const char **json) {
  call c = {0};
  gr_status st;
  c.a = position;
  c.mode = (int)mode;
  st = protect(ctx, call_analyze, &c);
  *json = st ? NULL : c.out;
  return st;
}

static NOINLINE void call_canonical(gr_ctx *ctx, call *c) {
  gr_pos pos;
  gr_buf b;
  gr_parse_pos(ctx, c->a, &pos);
  gr_buf_init(&b, ctx);
  gr_format_pos(&b, &pos);
  c->out = b.s;
}

gr_status gr_canonical(gr_ctx *ctx, const char *position, const char **text) {
  call c = {0};
  gr_status st;
  c.a = position;
  st = protect(ctx, call_canonical, &c);
  *text = st ? NULL : c.out;
  return st;
}

/* ---- play ------------------------------------------------------------------ */

/* Reads a whole number (at most 18 digits); -1 when there is none. */
static long move_number(const char **s) {
  long v = 0;
  int k = 0;
  if (**s < '0' || **s > '9') return -1;
  while (**s >= '0' && **s <= '9') {
    if (++k > 18) return -1;
    v = v * 10 + (*(*s)++ - '0');
  }
  return v;
}

/* The numbers of a move's notation, "A>B", "A-B", "AxK" or "A", as the from,
** to and count a game gives its moves (-1: not named). 0 when it is none. */
static int move_numbers(const char *s, long *from, long *to, long *count) {
  *to = *count = -1;
  if ((*from = move_number(&s)) < 0) return 0;
  if (*s == '\0') *to = *from;
  else if ((*s == '>' || *s == '-') && (s++, (*to = move_number(&s)) >= 0) && *s == '\0')
    return 1;
  else if (*s == 'x' && (s++, (*count = move_number(&s)) >= 0) && *s == '\0') return 1;
  return *s == '\0';
}

static void play(gr_ctx *ctx, const char *position, const char *move, gr_buf *b) {
  gr_pos pos;
  gr_movelist ml;
  const char *p = move, *body, *digits;
  gr_comp *x;
  long ci = 0, j;
  int over = 0, listed;
  gr_parse_pos(ctx, position, &pos);
  while (*p == ' ') p++;
  if (*p < '0' || *p > '9')
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": expected a component number, then \":\" "
                             "(e.g. \"1:3>1\")", move);
  digits = p;
  for (; *p >= '0' && *p <= '9'; p++) /* past pos.n: stop counting, keep reading */
    if (ci <= pos.n) ci = ci * 10 + (*p - '0');
  if (*p != ':')
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": expected \":\" after the component "
                             "number (e.g. \"1:3>1\")", move);
  if (ci < 1 || ci > pos.n)
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": there is no component %.*s (the position "
                             "has %ld)", move, (int)(p - digits > 24 ? 24 : p - digits),
             digits, pos.n);
  body = p + 1;
  x = &pos.comp[ci - 1];
  for (j = 0; j < pos.n; j++)
    if (pos.comp[j].game->value(ctx, &pos.comp[j]).flags & GR_OVER) over = 1;
  if (over)
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": the game is over (three in a row)", move);
  memset(&ml, 0, sizeof ml);
  ml.ctx = ctx;
  ml.want = -1;
  ml.match = 1; /* build only the move named, however many the component has */
  if (move_numbers(body, &ml.m_from, &ml.m_to, &ml.m_count))
    x->game->moves(ctx, x, pos.turn, &ml);
  for (j = 0; j < ml.n; j++) {
    if (strcmp(ml.m[j].text, body) == 0) {
      *x = ml.m[j].after;
      pos.turn ^= 1;
      gr_format_pos(b, &pos);
      return;
    }
  }
  ml.n = 0; /* not legal: show some moves that are, when there are few enough */
  ml.match = 0;
  listed = x->game->count_moves(x, pos.turn) <= 10000;
  if (listed) x->game->moves(ctx, x, pos.turn, &ml);
  {
    gr_buf legal;
    gr_buf_init(&legal, ctx);
    for (j = 0; j < ml.n && j < 8; j++) {
      gr_printf(&legal, "%s%ld:", j ? ", " : "", ci);
      gr_puts(&legal, ml.m[j].text);
    }
    if (ml.n > 8) gr_puts(&legal, ", …");
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\" is not legal in component %ld (%s)", move,
             ci, ml.n ? legal.s
                 : listed ? "it has no moves"
                          : "legal moves look like the \"move\" field of the analysis");
  }
}

static NOINLINE void call_play(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  play(ctx, c->a, c->b, &b);
  c->out = b.s;
}

gr_status gr_play(gr_ctx *ctx, const char *position, const char *move,
                  const char **text) {
  call c = {0};
  gr_status st;
  c.a = position;
  c.b = move;
  st = protect(ctx, call_play, &c);
  *text = st ? NULL : c.out;
  return st;
}

/* ---- sequences ---------------------------------------------------------------- */

static void list_families(gr_buf *b) {
  int i, k = 0;
  for (i = 0; gr_games[i] != NULL; i++) {
    if (gr_games[i]->sequence == NULL) continue;
    gr_printf(b, "%s%s%s", k++ ? ", " : "", gr_games[i]->name,
              gr_games[i]->parse_param ? "(…)" : "");
  }
}

int gr_find_period(gr_ctx *ctx, const gr_game *g, const gr_param *param, const long *v,
                   long n, long *pre, long *per) {
  /* z[p]: how many m, counting down from n-p, have v[m+p] = v[m] — the
  ** Z-function of v read backwards, so every p costs O(1) (linear in all). */
  long *z, p, l = 0, r = 0;
  if (g->period_bound == NULL || n < 1) return 0;
  z = gr_alloc(ctx, (size_t)(n + 1) * sizeof *z);
#define REV(i) v[n - (i)]
  z[0] = n + 1;
  for (p = 1; p <= n; p++) {
    long k = 0;
    if (p < r) k = z[p - l] < r - p ? z[p - l] : r - p;
    while (p + k <= n && REV(k) == REV(p + k)) k++;
    z[p] = k;
    if (p + k > r) {
      l = p;
      r = p + k;
    }
  }
#undef REV
  for (p = 1; p <= n; p++) {
    long n0 = n - p - z[p] + 1; /* matches hold for m = n0..n-p */
    if (z[p] == 0) continue;
    if (g->period_bound(param, n0, p) - 1 <= n - p) {
      *pre = n0;
      *per = p;
      return 1;
    }
  }
  return 0;
}

long gr_family_sg(gr_ctx *ctx, const gr_game *g, gr_param *p, long h, long limit,
                  gr_extend_fn extend) {
  while (h >= p->sg_n && !(p->per > 0 && h >= p->pre)) {
    long n = p->sg_n ? p->sg_n * 2 : 64;
    long *v;
    if (p->sg_n > limit)
      gr_throw(ctx, GR_ELIMIT, "%s values are computed up to size %ld, and no period is "
               "proven there", g->title, limit);
    if (n > limit + 1) n = limit + 1;
    v = gr_alloc(ctx, (size_t)n * sizeof *v); /* the old table stays in scratch */
    if (p->sg_n) memcpy(v, p->sg, (size_t)p->sg_n * sizeof *v);
    extend(ctx, p, v, p->sg_n, n - 1);
    p->sg = v;
    p->sg_n = n;
    gr_find_period(ctx, g, p, v, n - 1, &p->pre, &p->per);
  }
  if (p->per > 0 && h >= p->pre) h = p->pre + (h - p->pre) % p->per;
  return p->sg[h];
}

static void sequence(gr_ctx *ctx, const char *family, long n, gr_buf *b) {
  gr_cursor c;
  const char *name = family;
  const gr_game *g;
  gr_param *param = NULL;
  long *v, i, pre = 0, per = 0;
  c.ctx = ctx;
  c.text = family;
  c.p = family;
  while ((*c.p >= 'a' && *c.p <= 'z') || (*c.p >= 'A' && *c.p <= 'Z')) c.p++;
  g = gr_find_game(name, (size_t)(c.p - name));
  if (g == NULL || g->sequence == NULL) {
    gr_buf fl;
    gr_buf_init(&fl, ctx);
    list_families(&fl);
    gr_throw(ctx, GR_EINPUT, "\"%.40s\" is not a one-parameter family (families: %s)",
             family, fl.s);
  }
  if (g->parse_param != NULL) {
    if (*c.p != '(') gr_syntax(&c, "expected \"(\" and the parameters of %s", g->name);
    param = g->parse_param(&c);
  }
  if (*c.p != '\0') gr_syntax(&c, "unexpected text after the family name");
  if (n < 0 || n > GR_MAX_SEQUENCE)
    gr_throw(ctx, GR_ELIMIT, "n = %ld is out of range (0..%ld)", n, GR_MAX_SEQUENCE);
  v = gr_alloc(ctx, (size_t)(n + 1) * sizeof *v);
  g->sequence(ctx, param, n, v);
  gr_puts(b, "{\"family\":\"");
  gr_puts(b, g->name);
  if (param != NULL) g->format_param(b, param);
  gr_printf(b, "\",\"game\":\"%s\",\"size\":", g->name);
  gr_put_json_string(b, g->family);
  gr_printf(b, ",\"n\":%ld,\"values\":[", n);
  for (i = 0; i <= n; i++) {
    if (i) gr_putc(b, ',');
    gr_putl(b, v[i]);
  }
  gr_puts(b, "],");
  if (gr_find_period(ctx, g, param, v, n, &pre, &per))
    gr_printf(b, "\"preperiod\":%ld,\"period\":%ld,", pre, per);
  else
    gr_puts(b, "\"preperiod\":null,\"period\":null,");
  gr_puts(b, "\"rule\":");
  gr_put_json_string(b, g->period_rule ? g->period_rule : "no periodicity rule is known");
  gr_putc(b, '}');
}

static NOINLINE void call_sequence(gr_ctx *ctx, call *c) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  sequence(ctx, c->a, c->n, &b);
  c->out = b.s;
}

gr_status gr_sequence(gr_ctx *ctx, const char *family, long n, const char **json) {
  call c = {0};
  gr_status st;
  c.a = family;
  c.n = n;
  st = protect(ctx, call_sequence, &c);
  *json = st ? NULL : c.out;
  return st;
}

/* ---- info --------------------------------------------------------------------- */

static NOINLINE void call_info(gr_ctx *ctx, call *c) {
  gr_buf b;
  int i;
  gr_buf_init(&b, ctx);
  gr_puts(&b, "{\"version\":\"" GR_VERSION "\",\"games\":[");
  for (i = 0; gr_games[i] != NULL; i++) {
    const gr_game *g = gr_games[i];
    gr_printf(&b, "%s{\"name\":\"%s\",\"title\":", i ? "," : "", g->name);
    gr_put_json_string(&b, g->title);
    gr_puts(&b, ",\"notation\":");
    gr_put_json_string(&b, g->notation);
    gr_puts(&b, ",\"example\":");
    gr_put_json_string(&b, g->example);
    gr_printf(&b, ",\"params\":%s,\"family\":", g->parse_param ? "true" : "false");
    if (g->family) gr_put_json_string(&b, g->family);
    else gr_puts(&b, "null");
    gr_putc(&b, '}');
  }
  gr_printf(&b, "],\"limits\":{\"mem\":%zu,\"text\":%ld,\"components\":%ld,\"heap\":%ld,"
                "\"subset\":%d,\"subtract\":%ld,\"width\":%d,\"strip\":%ld,\"stairs\":%d,"
                "\"coins\":%ld,\"moves\":%ld,\"sequence\":%ld,\"octal_digits\":%d,"
                "\"octal_direct\":%ld}}",
            ctx->limit, GR_MAX_TEXT, GR_MAX_COMPONENTS, GR_MAX_HEAP, GR_MAX_SUBSET,
            GR_MAX_SUBTRACT, GR_MAX_WIDTH, GR_MAX_STRIP, GR_MAX_STAIRS, GR_MAX_COINS,
            GR_MAX_MOVES, GR_MAX_SEQUENCE, GR_MAX_OCTAL_DIGITS, GR_MAX_OCTAL_DIRECT);
  c->out = b.s;
}

gr_status gr_info(gr_ctx *ctx, const char **json) {
  call c = {0};
  gr_status st = protect(ctx, call_info, &c);
  *json = st ? NULL : c.out;
  return st;
}

/* ---- judges ------------------------------------------------------------------- */

#include "judge.h"

static NOINLINE void call_judge(gr_ctx *ctx, call *c) { /* c->mode: the flags */
  gr_judge_stream(ctx, c->a, (unsigned)c->mode, c->read, c->rud, c->write, c->wud);
}

gr_status gr_judge(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                   void *read_ud, gr_write_fn write, void *write_ud) {
  call c = {0};
  c.a = judge;
  c.mode = (int)flags;
  c.read = read;
  c.rud = read_ud;
  c.write = write;
  c.wud = write_ud;
  return protect(ctx, call_judge, &c);
}

/*
** family.c — value tables of one-parameter game families (subtraction
** heaps, octal heaps, Treblecross stretches, …), the period proofs, and the
** sequence JSON.
**
** One table per (game, parameters), kept in the context between calls and
** shared by every group and call. A table doubles until it covers the size
** asked for or the game's rule proves a period; then sizes past the
** pre-period are folded, so a heap of 10^18 costs no more than the period.
** Values take 4 bytes each. All tables together hold at most
** limit / GR_TABLE_SHARE bytes: when a table must grow past that, the least
** recently used tables not used by the current call are dropped first.
*/
#include <string.h>
#include "grint.h"

struct gr_table {
  gr_table *next;
  const gr_game *game;
  char *key;            /* the parameters' canonical text ("" for none) */
  size_t keylen;
  uint32_t *v;          /* values 0..n-1, room for cap */
  gr_int n, cap;
  gr_int pre, per;      /* proven pre-period and period; per = 0 until proven */
  unsigned long used;   /* ctx->call at the last use */
  size_t bytes;         /* what the table holds: struct, key and values */
};

static void table_free(gr_ctx *ctx, gr_table *t) {
  ctx->table_bytes -= t->bytes;
  gr_mfree(ctx, t->v, (size_t)t->cap * sizeof *t->v);
  gr_mfree(ctx, t->key, t->keylen + 1);
  gr_mfree(ctx, t, sizeof *t);
}

void gr_family_free_all(gr_ctx *ctx) {
  while (ctx->tables != NULL) {
    gr_table *t = ctx->tables;
    ctx->tables = t->next;
    table_free(ctx, t);
  }
}

/* Drops least recently used tables (not used in this call) until `bytes`
** more fit in the tables' share of the limit. */
static void make_room(gr_ctx *ctx, size_t bytes) {
  size_t share = ctx->limit / GR_TABLE_SHARE;
  while (ctx->table_bytes + bytes > share) {
    gr_table **pp = &ctx->tables, **victim = NULL;
    for (; *pp != NULL; pp = &(*pp)->next)
      if ((*pp)->used != ctx->call) victim = pp; /* the last such one is the oldest */
    if (victim == NULL) return;
    {
      gr_table *t = *victim;
      *victim = t->next;
      table_free(ctx, t);
    }
  }
}

static void *table_malloc(gr_ctx *ctx, size_t bytes, const gr_game *g) {
  void *p;
  make_room(ctx, bytes);
  p = gr_malloc(ctx, bytes);
  if (p == NULL)
    gr_throw(ctx, GR_ENOMEM, "out of memory: the %s value table needs %zu MiB more than the "
             "%zu MiB limit allows", g->title, (bytes >> 20) + 1, ctx->limit >> 20);
  return p;
}

/* The table of (g, p), made when missing, moved to the front and marked used. */
static gr_table *table_of(gr_ctx *ctx, const gr_game *g, const gr_param *p) {
  const char *key = p != NULL && p->text != NULL ? p->text : "";
  size_t len = strlen(key);
  gr_table **pp, *t;
  for (pp = &ctx->tables; *pp != NULL; pp = &(*pp)->next) {
    t = *pp;
    if (t->game == g && t->keylen == len && memcmp(t->key, key, len) == 0) {
      *pp = t->next;
      t->next = ctx->tables;
      ctx->tables = t;
      t->used = ctx->call;
      return t;
    }
  }
  t = table_malloc(ctx, sizeof *t, g);
  memset(t, 0, sizeof *t);
  t->key = gr_malloc(ctx, len + 1);
  if (t->key == NULL) {
    gr_mfree(ctx, t, sizeof *t);
    gr_throw(ctx, GR_ENOMEM, "out of memory for a value table");
  }
  memcpy(t->key, key, len + 1);
  t->keylen = len;
  t->game = g;
  t->bytes = sizeof *t + len + 1;
  t->used = ctx->call;
  t->next = ctx->tables;
  ctx->tables = t;
  ctx->table_bytes += t->bytes;
  return t;
}

/* Grows t until it holds value h, or (unless `all`) a proven period covers it. */
static void cover(gr_ctx *ctx, gr_table *t, const gr_param *p, gr_int h, int all) {
  const gr_game *g = t->game;
  while (h >= t->n && (all || !(t->per > 0 && h >= t->pre))) {
    gr_int n = t->n ? t->n * 2 : 64, from = t->n;
    uint32_t *v;
    if (t->n > g->table_limit) /* full, and h is past it */
      gr_throw(ctx, GR_ELIMIT, "%s values are computed up to size %lld, and no period is "
               "proven there", g->title, (long long)g->table_limit);
    if (n > g->table_limit + 1) n = g->table_limit + 1;
    v = table_malloc(ctx, (size_t)n * sizeof *v, g);
    if (from) memcpy(v, t->v, (size_t)from * sizeof *v);
    gr_mfree(ctx, t->v, (size_t)t->cap * sizeof *v);
    ctx->table_bytes += (size_t)(n - t->cap) * sizeof *v;
    t->bytes += (size_t)(n - t->cap) * sizeof *v;
    t->v = v;
    t->cap = n;
    g->extend(ctx, p, v, from, n - 1);
    t->n = n;
    if (!gr_find_period(ctx, g, p, t->v, t->n - 1, &t->pre, &t->per)) t->per = 0;
  }
}

gr_int gr_family_value(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int h) {
  gr_table *t = table_of(ctx, g, p);
  cover(ctx, t, p, h, 0);
  if (t->per > 0 && h >= t->pre) h = t->pre + (h - t->pre) % t->per;
  return t->v[h];
}

const uint32_t *gr_family_values(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int n,
                                 gr_int *pre, gr_int *per) {
  gr_table *t = table_of(ctx, g, p);
  if (n > g->table_limit)
    gr_throw(ctx, GR_ELIMIT, "%s values are computed up to size %lld", g->title,
             (long long)g->table_limit);
  cover(ctx, t, p, n, 1); /* every value up to n, even past a proven period */
  *pre = t->per ? t->pre : 0;
  *per = t->per;
  return t->v;
}

int gr_find_period(gr_ctx *ctx, const gr_game *g, const gr_param *param, const uint32_t *v,
                   gr_int n, gr_int *pre, gr_int *per) {
  /* z[p]: how many m, counting down from n-p, have v[m+p] = v[m] — the
  ** Z-function of v read backwards, so every p costs O(1) (linear in all). */
  int32_t *z;
  gr_int p, l = 0, r = 0;
  if (g->period_bound == NULL || n < 1) return 0;
  z = gr_alloc(ctx, (size_t)(n + 1) * sizeof *z);
#define REV(i) v[n - (i)]
  z[0] = (int32_t)(n + 1);
  for (p = 1; p <= n; p++) {
    gr_int k = 0;
    if (p < r) k = z[p - l] < r - p ? z[p - l] : r - p;
    while (p + k <= n && REV(k) == REV(p + k)) k++;
    z[p] = (int32_t)k;
    if (p + k > r) {
      l = p;
      r = p + k;
    }
  }
#undef REV
  for (p = 1; p <= n; p++) {
    gr_int n0 = n - p - z[p] + 1; /* matches hold for m = n0..n-p */
    if (z[p] == 0) continue;
    if (g->period_bound(param, n0, p) - 1 <= n - p) {
      *pre = n0;
      *per = p;
      return 1;
    }
  }
  return 0;
}

/* ---- sequences ---------------------------------------------------------------- */

static void list_families(gr_buf *b) {
  int i, k = 0;
  for (i = 0; gr_games[i] != NULL; i++) {
    if (gr_games[i]->extend == NULL || gr_games[i]->family == NULL) continue;
    gr_printf(b, "%s%s%s", k++ ? ", " : "", gr_games[i]->name,
              gr_games[i]->parse_param ? "(…)" : "");
  }
}

void gr_do_sequence(gr_ctx *ctx, const char *family, gr_int n, gr_buf *b) {
  gr_cursor c;
  const char *name = family;
  const gr_game *g;
  gr_param *param = NULL;
  gr_int i, pre = 0, per = 0, upto;
  const uint32_t *v;
  c.ctx = ctx;
  c.text = family;
  c.p = family;
  while ((*c.p >= 'a' && *c.p <= 'z') || (*c.p >= 'A' && *c.p <= 'Z')) c.p++;
  g = gr_find_game(name, (size_t)(c.p - name));
  if (g == NULL || g->extend == NULL || g->family == NULL) { /* a table, not a family */
    gr_buf fl;
    gr_buf_init(&fl, ctx);
    list_families(&fl);
    gr_throw(ctx, GR_EINPUT, "\"%.40s\" is not a one-parameter family (families: %s)",
             family, fl.s);
  }
  if (g->parse_param != NULL) {
    gr_buf t;
    if (*c.p != '(') gr_syntax(&c, "expected \"(\" and the parameters of %s", g->name);
    c.p++;
    param = g->parse_param(&c);
    if (*c.p != ')') gr_syntax(&c, "expected \")\" after the parameters of %s", g->name);
    c.p++;
    gr_buf_init(&t, ctx);
    g->format_param(&t, param);
    param->text = t.s;
  }
  if (*c.p != '\0') gr_syntax(&c, "unexpected text after the family name");
  if (n < 0 || n > GR_MAX_SEQUENCE)
    gr_throw(ctx, GR_ELIMIT, "n = %lld is out of range (0..%ld)", (long long)n,
             GR_MAX_SEQUENCE);
  /* Values up to the table's reach; past it, from the proven period. */
  gr_family_value(ctx, g, param, n); /* throws when n is out of reach */
  upto = n < g->table_limit ? n : g->table_limit;
  v = gr_family_values(ctx, g, param, upto, &pre, &per);
  gr_puts(b, "{\"family\":\"");
  gr_puts(b, g->name);
  if (param != NULL) gr_printf(b, "(%s)", param->text);
  gr_printf(b, "\",\"game\":\"%s\",\"size\":", g->name);
  gr_put_json_string(b, g->family);
  gr_printf(b, ",\"n\":%lld,\"values\":[", (long long)n);
  for (i = 0; i <= n; i++) {
    gr_int h = i;
    if (h > upto) h = pre + (h - pre) % per;
    if (i) gr_putc(b, ',');
    gr_puti(b, v[h]);
  }
  gr_puts(b, "],");
  /* The claim rests on the values shown: 0..n must prove it. */
  if (upto == n ? gr_find_period(ctx, g, param, v, n, &pre, &per) : per > 0)
    gr_printf(b, "\"preperiod\":%lld,\"period\":%lld,", (long long)pre, (long long)per);
  else
    gr_puts(b, "\"preperiod\":null,\"period\":null,");
  gr_puts(b, "\"rule\":");
  gr_put_json_string(b, g->period_rule ? g->period_rule : "no periodicity rule is known");
  gr_putc(b, '}');
}

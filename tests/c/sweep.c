/*
** sweep.c — the oracle comparison (see sweep.h). The engine is asked through
** its public calls only; the oracle knows the rules and nothing else.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sweep.h"
#include "test.h"

double sw_now(void) { return (double)clock() / CLOCKS_PER_SEC; }

void sw_add(swlist *l, const char *s) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 64;
    l->s = realloc(l->s, (size_t)l->cap * sizeof *l->s);
    if (l->s == NULL) { fputs("out of memory\n", stderr); exit(3); }
  }
  l->s[l->n] = malloc(strlen(s) + 1);
  if (l->s[l->n] == NULL) { fputs("out of memory\n", stderr); exit(3); }
  strcpy(l->s[l->n++], s);
}

void sw_addf(swlist *l, const char *fmt, ...) {
  char t[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(t, sizeof t, fmt, ap);
  va_end(ap);
  sw_add(l, t);
}

void sw_free(swlist *l) {
  long i;
  for (i = 0; i < l->n; i++) free(l->s[i]);
  free(l->s);
  memset(l, 0, sizeof *l);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* 1 when the lists hold the same strings as often (sorts both). */
static int same(swlist *a, swlist *b) {
  long i;
  if (a->n != b->n) return 0;
  if (a->n == 0) return 1;
  qsort(a->s, (size_t)a->n, sizeof *a->s, cmp_str);
  qsort(b->s, (size_t)b->n, sizeof *b->s, cmp_str);
  for (i = 0; i < a->n; i++)
    if (strcmp(a->s[i], b->s[i]) != 0) return 0;
  return 1;
}

static void join(const swlist *l, char *out, size_t cap) {
  long i;
  size_t n = 0;
  out[0] = '\0';
  for (i = 0; i < l->n && n + 2 < cap; i++) {
    int w = snprintf(out + n, cap - n, "%s%s", i ? " " : "", l->s[i]);
    if (w < 0) break;
    n += (size_t)w;
  }
}

jval *sw_analyze(gr_ctx *ctx, const char *text, gr_moves_mode mode) {
  const char *json = NULL;
  gr_status st = gr_analyze(ctx, text, mode, &json);
  jval *j;
  test_condf(st == GR_OK, "analyze \"%s\": status %d: %s", text, (int)st, gr_error(ctx));
  if (st != GR_OK) return NULL;
  j = json_parse(json);
  test_condf(j != NULL, "analyze \"%s\": output is not JSON: %.300s", text, json);
  return j;
}

/* The components that replace the moved one, as "a b c", from the oracle. */
static void oracle_after(const omove *m, char *out, size_t cap) {
  int c;
  size_t n = 0;
  out[0] = '\0';
  for (c = 0; c < m->nafter; c++) {
    char one[256];
    ocomp_format(&m->after.c[m->comp + c], one, sizeof one);
    n += (size_t)snprintf(out + n, cap - n, "%s%s", c ? " " : "", one);
    if (n >= cap) break;
  }
}

static void check_root(gr_ctx *ctx, const oracle *o, const opos *root) {
  char text[1024], want[4096], got[4096];
  char label = oracle_label(o, root);
  omove *om = NULL;
  int k = opos_moves(root, &om), i;
  swlist o_all = {0}, o_win = {0}, e_all = {0}, e_win = {0}, e_list = {0};
  jval *j;
  size_t mi;

  opos_format(root, text, sizeof text);
  test_condf(label == 'W' || label == 'L', "oracle: \"%s\" is %c", text, label);
  for (i = 0; i < k; i++) {
    sw_add(&o_all, om[i].text);
    if (oracle_label(o, &om[i].after) == 'L') sw_add(&o_win, om[i].text);
  }
  if ((j = sw_analyze(ctx, text, GR_MOVES_ALL)) != NULL) {
    const char *pos = json_str(j, "position"), *verdict = json_str(j, "verdict");
    const jval *cs = json_get(j, "components"), *moves = json_get(j, "moves");
    const jval *wl = json_get(j, "winning");
    test_condf(pos && strcmp(pos, text) == 0, "\"%s\": position comes back as \"%s\"", text,
               pos ? pos : "(none)");
    test_condf(verdict && strcmp(verdict, label == 'W' ? "N" : "P") == 0,
               "\"%s\": verdict %s, minimax says the player to move %s", text,
               verdict ? verdict : "(none)", label == 'W' ? "wins" : "loses");
    test_condf(json_bool(j, "over") == (k == 0), "\"%s\": over %d, minimax has %d moves", text,
               json_bool(j, "over"), k);
    test_condf(json_long(j, "legal", -1) == k, "\"%s\": legal %ld, minimax has %d moves", text,
               json_long(j, "legal", -1), k);
    for (i = 0; cs && cs->t == J_ARR && i < (int)cs->n && i < root->n; i++) {
      int own = 0, x;
      for (x = 0; x < k; x++) own += om[x].comp == i;
      test_condf(json_long(cs->items[i], "legal", -1) == own,
                 "\"%s\": component %d has legal %ld, minimax %d", text, i + 1,
                 json_long(cs->items[i], "legal", -1), own);
    }
    test_condf(moves && moves->t == J_ARR, "\"%s\": no moves array", text);
    for (mi = 0; moves && moves->t == J_ARR && mi < moves->n; mi++) {
      const jval *m = moves->items[mi], *after = json_get(m, "after");
      const char *mt = json_str(m, "move");
      int win = json_bool(m, "winning");
      size_t x, gn = 0;
      if (mt == NULL) continue;
      sw_add(&e_all, mt);
      if (win == 1) sw_add(&e_win, mt);
      for (i = 0; i < k && strcmp(om[i].text, mt) != 0; i++) {}
      if (i == k) continue; /* shows up as a different move list below */
      test_condf(win == (oracle_label(o, &om[i].after) == 'L'),
                 "\"%s\": move %s marked winning=%d, minimax disagrees", text, mt, win);
      test_condf(json_long(m, "component", 0) == om[i].comp + 1, "\"%s\": move %s names "
                 "component %ld", text, mt, json_long(m, "component", 0));
      oracle_after(&om[i], want, sizeof want);
      got[0] = '\0';
      for (x = 0; after && after->t == J_ARR && x < after->n; x++)
        if (after->items[x]->t == J_STR)
          gn += (size_t)snprintf(got + gn, sizeof got - gn, "%s%s", x ? " " : "",
                                 after->items[x]->s);
      test_condf(strcmp(got, want) == 0, "\"%s\": move %s: after [%s], minimax [%s]", text, mt,
                 got, want);
    }
    for (mi = 0; wl && wl->t == J_ARR && mi < wl->n; mi++)
      if (wl->items[mi]->t == J_STR) sw_add(&e_list, wl->items[mi]->s);
    join(&e_all, got, sizeof got);
    join(&o_all, want, sizeof want);
    test_condf(same(&e_all, &o_all), "\"%s\": moves [%s], minimax [%s]", text, got, want);
    join(&e_win, got, sizeof got);
    join(&o_win, want, sizeof want);
    test_condf(same(&e_win, &o_win), "\"%s\": winning moves [%s], minimax [%s]", text, got, want);
    join(&e_list, got, sizeof got);
    test_condf(same(&e_list, &o_win), "\"%s\": \"winning\" [%s], minimax [%s]", text, got, want);
    json_free(j);
  }
  sw_free(&e_win);
  if ((j = sw_analyze(ctx, text, GR_MOVES_WINNING)) != NULL) {
    const jval *moves = json_get(j, "moves");
    for (mi = 0; moves && moves->t == J_ARR && mi < moves->n; mi++) {
      const char *mt = json_str(moves->items[mi], "move");
      if (mt) sw_add(&e_win, mt);
    }
    join(&e_win, got, sizeof got);
    join(&o_win, want, sizeof want);
    test_condf(same(&e_win, &o_win), "\"%s\" --winning: [%s], minimax [%s]", text, got, want);
    json_free(j);
  }
  for (i = 0; i < k; i++) { /* each move's notation plays to where the oracle goes */
    const char *after = NULL;
    gr_status st = gr_play(ctx, text, om[i].text, &after);
    opos_format(&om[i].after, want, sizeof want);
    test_condf(st == GR_OK && strcmp(after, want) == 0, "play \"%s\" \"%s\": %s, want \"%s\"",
               text, om[i].text, st == GR_OK ? after : gr_error(ctx), want);
  }
  free(om);
  sw_free(&o_all);
  sw_free(&o_win);
  sw_free(&e_all);
  sw_free(&e_win);
  sw_free(&e_list);
}

/* Splits "comp@2" into the component and the turn. */
static int split_turn(const char *s, char *comp, size_t cap) {
  size_t l = strlen(s);
  int turn = l > 2 && strcmp(s + l - 2, "@2") == 0;
  snprintf(comp, cap, "%.*s", (int)(turn ? l - 2 : l), s);
  return turn;
}

static void sg_check(gr_ctx *ctx, const oracle *o, const char *comp, int turn, int sg_max) {
  char t[1024];
  int h, nl = 0, at = -1;
  jval *j;
  const jval *cs;
  for (h = 0; h <= sg_max; h++) {
    snprintf(t, sizeof t, "%s+nim:%d%s", comp, h, turn ? "@2" : "");
    if (oracle_label_text(o, t) == 'L') {
      nl++;
      at = h;
    }
  }
  snprintf(t, sizeof t, "%s%s", comp, turn ? "@2" : "");
  if ((j = sw_analyze(ctx, t, GR_MOVES_WINNING)) == NULL) return;
  cs = json_get(j, "components");
  test_condf(cs && cs->t == J_ARR && cs->n == 1 && nl == 1 &&
                 at == json_long(cs->items[0], "sg", -1),
             "\"%s\": sg %ld, minimax finds %s+nim:h lost for %d values of h <= %d (last %d)", t,
             cs && cs->n ? json_long(cs->items[0], "sg", -1) : -1, comp, nl, sg_max, at);
  json_free(j);
}

void sw_family(gr_ctx *ctx, const char *name, swlist *roots, swlist *sg, int sg_max) {
  double t0 = sw_now();
  oracle *o = oracle_new();
  long i, bad = 0;
  char comp[512], t[1024];
  for (i = 0; i < roots->n; i++)
    if (oracle_add_text(o, roots->s[i]) != 0) {
      test_condf(0, "%s: oracle cannot read root \"%s\"", name, roots->s[i]);
      bad++;
    }
  for (i = 0; sg && i < sg->n; i++) {
    int turn = split_turn(sg->s[i], comp, sizeof comp), h;
    for (h = 0; h <= sg_max; h++) {
      snprintf(t, sizeof t, "%s+nim:%d%s", comp, h, turn ? "@2" : "");
      if (oracle_add_text(o, t) != 0) test_condf(0, "%s: oracle cannot read \"%s\"", name, t);
    }
  }
  oracle_solve(o);
  test_condf(oracle_draws(o) == 0, "%s: the oracle found %ld drawn positions", name,
             oracle_draws(o));
  for (i = 0; i < roots->n; i++) {
    opos p;
    if (opos_parse(roots->s[i], &p) == 0) check_root(ctx, o, &p);
  }
  for (i = 0; sg && i < sg->n; i++) {
    int turn = split_turn(sg->s[i], comp, sizeof comp);
    sg_check(ctx, o, comp, turn, sg_max);
  }
  snprintf(t, sizeof t, "%s: %ld roots%s", name, roots->n - bad, sg && sg->n ? ", sg" : "");
  printf("  %-44s %6.2fs  (oracle: %ld positions)\n", t, sw_now() - t0, oracle_states(o));
  fflush(stdout);
  oracle_free(o);
  sw_free(roots);
  if (sg) sw_free(sg);
}

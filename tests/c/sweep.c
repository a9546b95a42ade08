/*
** sweep.c — the oracle comparison (see sweep.h). The engine is asked through
** its public calls only; the oracle knows the rules and nothing else.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fields.h"
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

int sw_same(swlist *a, swlist *b) {
  long i;
  if (a->n != b->n) return 0;
  if (a->n == 0) return 1;
  qsort(a->s, (size_t)a->n, sizeof *a->s, cmp_str);
  qsort(b->s, (size_t)b->n, sizeof *b->s, cmp_str);
  for (i = 0; i < a->n; i++)
    if (strcmp(a->s[i], b->s[i]) != 0) return 0;
  return 1;
}

void sw_join(const swlist *l, char *out, size_t cap) {
  long i;
  size_t n = 0;
  out[0] = '\0';
  for (i = 0; i < l->n && n + 2 < cap; i++) {
    int w = snprintf(out + n, cap - n, "%s%s", i ? " " : "", l->s[i]);
    if (w < 0) break;
    n += (size_t)w;
  }
}

void sw_expect_play(gr_ctx *ctx, const char *pos, const char *move, const char *want) {
  const char *out = NULL;
  gr_status st = gr_play(ctx, pos, move, &out);
  test_condf(st == GR_OK && strcmp(out, want) == 0, "play \"%s\" \"%s\": %s, want \"%s\"", pos,
             move, st == GR_OK ? out : gr_error(ctx), want);
}

void sw_expect_refusal(gr_ctx *ctx, const char *pos, const char *move, const char *says) {
  const char *out = NULL;
  gr_status st = gr_play(ctx, pos, move, &out);
  test_condf(st == GR_EINPUT && strstr(gr_error(ctx), says) != NULL,
             "play \"%s\" \"%s\": status %d \"%s\", want a refusal saying \"%s\"", pos, move,
             (int)st, st ? gr_error(ctx) : out, says);
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

/* ---- values found by the oracle ----------------------------------------------
** G has value h exactly when G + nim:h is lost for the player to move. Each
** list of components whose value a check needs (a component, what a move
** leaves, each component of the position after a move) is a query: before
** solving, G + nim:h for h = 0..sg_max join the oracle; after it, the value
** is read off. A Treblecross strip with three in a row, or where the player
** to move completes three, has no value (the engine says null). */
#define V_NULL (-1)  /* over or a threat: the engine must say null */
#define V_BIG (-2)   /* no h up to sg_max loses: more than sg_max (or unknown) */
#define V_BAD (-3)   /* more than one h loses: the oracle contradicts itself */
#define V_SKIP (-4)  /* too many components to ask the oracle */
#define V_NUM (-5)   /* some number: a nim-sum with a component past sg_max */
#define V_WAIT (-6)  /* new query */
#define V_ASKED (-7) /* in the oracle, not yet read */

typedef struct sweep {
  gr_ctx *ctx;
  oracle *o;
  int sg_max;
  ocomp nim;          /* a nim heap, body set per h */
  char **key;         /* queries: text of G with its turn, and G's value */
  long *val;
  long n, cap;
} sweep;

static unsigned long hash_str(const char *s) {
  unsigned long h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

static void grow(sweep *s) {
  long old = s->cap, i;
  char **ok = s->key;
  long *ov = s->val;
  s->cap = old ? old * 2 : 4096;
  s->key = calloc((size_t)s->cap, sizeof *s->key);
  s->val = calloc((size_t)s->cap, sizeof *s->val);
  if (s->key == NULL || s->val == NULL) { fputs("out of memory\n", stderr); exit(3); }
  for (i = 0; i < old; i++)
    if (ok[i]) {
      unsigned long h = hash_str(ok[i]) & (unsigned long)(s->cap - 1);
      while (s->key[h]) h = (h + 1) & (unsigned long)(s->cap - 1);
      s->key[h] = ok[i];
      s->val[h] = ov[i];
    }
  free(ok);
  free(ov);
}

/* The slot of key (added with V_WAIT when add and missing), or NULL. */
static long *slot(sweep *s, const char *key, int add) {
  unsigned long h;
  if (add && 2 * (s->n + 1) > s->cap) grow(s);
  if (s->cap == 0) return NULL;
  h = hash_str(key) & (unsigned long)(s->cap - 1);
  while (s->key[h]) {
    if (strcmp(s->key[h], key) == 0) return &s->val[h];
    h = (h + 1) & (unsigned long)(s->cap - 1);
  }
  if (!add) return NULL;
  s->key[h] = malloc(strlen(key) + 1);
  if (s->key[h] == NULL) { fputs("out of memory\n", stderr); exit(3); }
  strcpy(s->key[h], key);
  s->val[h] = V_WAIT;
  s->n++;
  return &s->val[h];
}

/* G: the components cs[0..n-1] with `turn` to move. */
static void make_g(opos *g, const ocomp *cs, int n, int turn) {
  int i;
  memset(g, 0, sizeof *g);
  g->turn = turn;
  for (i = 0; i < n; i++) g->c[g->n++] = cs[i];
}

/* Asks for the value of G (cs[0..n-1], turn to move). */
static void ask(sweep *s, const ocomp *cs, int n, int turn) {
  char key[2048];
  opos g, q;
  long *v;
  int h;
  if (n == 0) return;
  if (n + 1 > OMAXC) return;
  make_g(&g, cs, n, turn);
  opos_format(&g, key, sizeof key);
  v = slot(s, key, 1);
  if (*v != V_WAIT || s->sg_max < 0) return;
  *v = V_ASKED;
  for (h = 0; h <= s->sg_max; h++) {
    q = g;
    snprintf(s->nim.body, sizeof s->nim.body, "%d", h);
    opos_push(&q, &s->nim);
    oracle_add(s->o, &q);
  }
}

/* The value of G (after solving): h, V_NULL, V_BIG, V_BAD or V_SKIP. */
static long value(sweep *s, const ocomp *cs, int n, int turn) {
  char key[2048];
  opos g, q;
  omove *m = NULL;
  long *v, at = -1;
  int h, nl = 0, k, i, threat = 0;
  if (n == 0) return 0;
  if (n + 1 > OMAXC || s->sg_max < 0) return V_SKIP;
  make_g(&g, cs, n, turn);
  opos_format(&g, key, sizeof key);
  v = slot(s, key, 0);
  if (v == NULL) return V_SKIP;
  if (*v >= V_BAD) return *v;
  if (opos_over(&g)) return *v = V_NULL;
  k = opos_moves(&g, &m);
  for (i = 0; i < k; i++) threat |= opos_over(&m[i].after);
  free(m);
  if (threat) return *v = V_NULL;
  for (h = 0; h <= s->sg_max; h++) {
    q = g;
    snprintf(s->nim.body, sizeof s->nim.body, "%d", h);
    opos_push(&q, &s->nim);
    if (oracle_label(s->o, &q) == 'L') {
      nl++;
      at = h;
    }
  }
  return *v = nl == 1 ? at : nl == 0 ? V_BIG : V_BAD;
}

/* The nim-sum of a whole position from its components' values: V_NULL when
** one is null, V_NUM when one is past sg_max. */
static long nimsum_of(sweep *s, const opos *p) {
  long x = 0, big = 0;
  int i;
  for (i = 0; i < p->n; i++) {
    long v = value(s, &p->c[i], 1, p->turn);
    if (v == V_NULL) return V_NULL;
    if (v < 0) big = 1;
    else x ^= v;
  }
  return big ? V_NUM : x;
}

/* Checks a number-or-null member against a value found by the oracle. */
static void check_value(const char *text, const char *what, const jval *obj, const char *key,
                        long want, int sg_max) {
  const jval *m = json_get(obj, key);
  int is_null = m && m->t == J_NULL, is_num = m && m->t == J_NUM;
  long got = is_num ? (long)m->num : -1;
  if (want == V_SKIP) return;
  if (want == V_NUM)
    test_condf(is_num, "\"%s\": %s %s is not a number", text, what, key);
  else if (want == V_NULL)
    test_condf(is_null, "\"%s\": %s %s is %s, want null (over or a threat)", text, what, key,
               is_num ? "a number" : m ? "not null" : "missing");
  else if (want == V_BIG)
    test_condf(is_num && got > sg_max, "\"%s\": %s %s is %s%ld, minimax finds no h <= %d with "
               "G+nim:h lost", text, what, key, is_num ? "" : "not a number ", got, sg_max);
  else if (want == V_BAD)
    test_condf(0, "\"%s\": %s: minimax finds G+nim:h lost for several h", text, what);
  else
    test_condf(is_num && got == want, "\"%s\": %s %s is %s%ld, minimax says %ld", text, what, key,
               is_num ? "" : "not a number: ", got, want);
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

/* 1 when the decimal number n stands in s as a whole number. */
static int has_number(const char *s, long n) {
  char d[32];
  size_t l;
  const char *p = s;
  snprintf(d, sizeof d, "%ld", n);
  l = strlen(d);
  while ((p = strstr(p, d)) != NULL) {
    if ((p == s || p[-1] < '0' || p[-1] > '9') && (p[l] < '0' || p[l] > '9')) return 1;
    p++;
  }
  return 0;
}

/* Every field of one listed move that the oracle knows the move for. */
static void check_move(sweep *s, const char *text, const opos *root, const omove *om,
                       const jval *m) {
  const char *mt = json_str(m, "move"), *label = json_str(m, "label");
  const jval *after = json_get(m, "after");
  const gfields *gf = gfields_find(root->c[om->comp].game->name);
  char want[4096], got[4096];
  size_t x, gn = 0;
  int lost = oracle_label(s->o, &om->after) == 'L', over = opos_over(&om->after);
  long sg_after = value(s, &om->after.c[om->comp], om->nafter, om->after.turn);
  long ns_after = nimsum_of(s, &om->after);

  test_condf(json_bool(m, "winning") == lost, "\"%s\": move %s marked winning=%d, minimax says "
             "it %s", text, mt, json_bool(m, "winning"), lost ? "wins" : "does not win");
  test_condf(json_long(m, "component", 0) == om->comp + 1, "\"%s\": move %s names component %ld",
             text, mt, json_long(m, "component", 0));
  oracle_after(om, want, sizeof want);
  got[0] = '\0';
  test_condf(after && after->t == J_ARR, "\"%s\": move %s: \"after\" is not a list", text, mt);
  for (x = 0; after && after->t == J_ARR && x < after->n; x++)
    if (after->items[x]->t == J_STR)
      gn += (size_t)snprintf(got + gn, sizeof got - gn, "%s%s", x ? " " : "", after->items[x]->s);
  test_condf(strcmp(got, want) == 0, "\"%s\": move %s: after [%s], minimax [%s]", text, mt, got,
             want);
  test_condf(json_bool(m, "wins") == over, "\"%s\": move %s: wins=%d, minimax: it %s three in a "
             "row", text, mt, json_bool(m, "wins"), over ? "completes" : "does not complete");
  snprintf(want, sizeof want, "move %s", mt);
  check_value(text, want, m, "sg_after", sg_after, s->sg_max);
  check_value(text, want, m, "nimsum_after", ns_after, s->sg_max);
  if (gf != NULL) {
    long from = -1, to = -1, count = -1;
    const char *colon = strchr(om->text, ':');
    gf->move(colon + 1, &root->c[om->comp], &om->after.c[om->comp], om->nafter, &from, &to,
             &count);
    test_condf(json_long(m, "from", -99) == from && json_long(m, "to", -99) == to &&
                   json_long(m, "count", -99) == count,
               "\"%s\": move %s: from %ld to %ld count %ld, want %ld %ld %ld", text, mt,
               json_long(m, "from", -99), json_long(m, "to", -99), json_long(m, "count", -99),
               from, to, count);
    { /* the label: one line of words that names where the move starts */
      int ok = label && *label && strlen(label) <= 200 && has_number(label, from);
      const char *p;
      for (p = label; ok && *p; p++) ok = (unsigned char)*p >= 0x20;
      test_condf(ok, "\"%s\": move %s: label \"%s\" is not one line naming %ld", text, mt,
                 label ? label : "(none)", from);
    }
  }
}

/* One analysis (mode ALL or WINNING) of root against the oracle. */
static void check_analysis(sweep *s, const opos *root, const char *text, gr_moves_mode mode,
                           const omove *om, int k) {
  jval *j = sw_analyze(s->ctx, text, mode);
  swlist e_all = {0}, e_win = {0}, e_list = {0}, o_all = {0}, o_win = {0};
  char got[4096], want[4096];
  const jval *cs, *moves, *wl;
  const char *pos, *verdict, *listed, *suggest;
  char label = oracle_label(s->o, root);
  int i, threat = 0, wins_exist = 0, safe_exist = 0, any_win = 0;
  size_t mi;
  long ns;
  const char *mode_name = mode == GR_MOVES_ALL ? "" : " --winning";
  if (j == NULL) return;
  for (i = 0; i < k; i++) {
    int lost = oracle_label(s->o, &om[i].after) == 'L';
    sw_add(&o_all, om[i].text);
    if (lost) sw_add(&o_win, om[i].text);
    any_win |= lost;
    if (opos_over(&om[i].after)) {
      threat = 1;
      wins_exist |= lost;
    }
  }
  for (i = 0; i < k && !safe_exist; i++) { /* a move after which no three can be made at once */
    omove *m2 = NULL;
    int k2 = opos_moves(&om[i].after, &m2), x, gives = 0;
    for (x = 0; x < k2; x++) gives |= opos_over(&m2[x].after);
    free(m2);
    safe_exist = !gives;
  }
  pos = json_str(j, "position");
  verdict = json_str(j, "verdict");
  listed = json_str(j, "listed");
  suggest = json_str(j, "suggest");
  cs = json_get(j, "components");
  moves = json_get(j, "moves");
  wl = json_get(j, "winning");
  test_condf(pos && strcmp(pos, text) == 0, "\"%s\": position comes back as \"%s\"", text,
             pos ? pos : "(none)");
  test_condf(json_long(j, "turn", 0) == root->turn + 1, "\"%s\": turn %ld", text,
             json_long(j, "turn", 0));
  test_condf(verdict && strcmp(verdict, label == 'W' ? "N" : "P") == 0,
             "\"%s\": verdict %s, minimax says the player to move %s", text,
             verdict ? verdict : "(none)", label == 'W' ? "wins" : "loses");
  test_condf(json_bool(j, "over") == (k == 0), "\"%s\": over %d, minimax has %d moves", text,
             json_bool(j, "over"), k);
  test_condf(json_long(j, "legal", -1) == k, "\"%s\": legal %ld, minimax has %d moves", text,
             json_long(j, "legal", -1), k);
  test_condf(json_bool(j, "threat") == threat, "\"%s\": threat %d, minimax: the player to move "
             "%s three in a row now", text, json_bool(j, "threat"), threat ? "can make" : "cannot make");
  test_condf(listed && strcmp(listed, mode == GR_MOVES_ALL ? "all" : "winning") == 0,
             "\"%s\"%s: listed \"%s\"", text, mode_name, listed ? listed : "(none)");
  ns = nimsum_of(s, root);
  check_value(text, "the position's", j, "nimsum", ns, s->sg_max);

  /* suggest: null when over; else a legal move, winning when one exists,
  ** ending the game when a winning move does, and handing over no three in
  ** a row when that can be avoided */
  if (k == 0) {
    test_condf(json_is_null(j, "suggest"), "\"%s\"%s: over, but suggest is not null", text,
               mode_name);
  } else {
    int at = -1;
    for (i = 0; suggest && i < k; i++)
      if (strcmp(om[i].text, suggest) == 0) at = i;
    test_condf(at >= 0, "\"%s\"%s: suggest \"%s\" is not a legal move", text, mode_name,
               suggest ? suggest : "(none)");
    if (at >= 0) {
      int lost = oracle_label(s->o, &om[at].after) == 'L';
      test_condf(lost || !any_win, "\"%s\"%s: suggest %s does not win, but a winning move "
                 "exists", text, mode_name, suggest);
      test_condf(!wins_exist || opos_over(&om[at].after), "\"%s\"%s: suggest %s, but a move "
                 "makes three in a row", text, mode_name, suggest);
      if (!any_win && safe_exist) {
        omove *m2 = NULL;
        int k2 = opos_moves(&om[at].after, &m2), x, gives = 0;
        for (x = 0; x < k2; x++) gives |= opos_over(&m2[x].after);
        free(m2);
        test_condf(!gives, "\"%s\"%s: suggest %s lets the opponent make three, and a move "
                   "that does not exists", text, mode_name, suggest);
      }
    }
  }

  /* each component */
  test_condf(cs && cs->t == J_ARR && (int)cs->n == root->n, "\"%s\": %ld components, want %d",
             text, cs && cs->t == J_ARR ? (long)cs->n : -1L, root->n);
  for (i = 0; cs && cs->t == J_ARR && i < (int)cs->n && i < root->n; i++) {
    const jval *c = cs->items[i];
    const ocomp *oc = &root->c[i];
    const char *game = json_str(c, "game"), *body = json_str(c, "body"), *ctext = json_str(c, "text");
    const gfields *gf = gfields_find(oc->game->name);
    opos one;
    omove *m1 = NULL;
    int own = 0, x, k1, cthreat = 0, cover;
    long sg = value(s, oc, 1, root->turn);
    char what[64], t1[512];
    for (x = 0; x < k; x++) own += om[x].comp == i;
    make_g(&one, oc, 1, root->turn);
    cover = opos_over(&one);
    k1 = opos_moves(&one, &m1);
    for (x = 0; x < k1; x++) cthreat |= opos_over(&m1[x].after);
    free(m1);
    ocomp_format(oc, t1, sizeof t1);
    test_condf(json_long(c, "index", 0) == i + 1, "\"%s\": component %d has index %ld", text,
               i + 1, json_long(c, "index", 0));
    test_condf(game && strcmp(game, oc->game->name) == 0 && body && strcmp(body, oc->body) == 0 &&
                   ctext && strcmp(ctext, t1) == 0,
               "\"%s\": component %d is %s / %s / %s, want %s / %s / %s", text, i + 1,
               game ? game : "-", body ? body : "-", ctext ? ctext : "-", oc->game->name,
               oc->body, t1);
    if (oc->game->params)
      test_condf(json_str(c, "param") && strcmp(json_str(c, "param"), oc->param) == 0,
                 "\"%s\": component %d param \"%s\", want \"%s\"", text, i + 1,
                 json_str(c, "param") ? json_str(c, "param") : "(not a string)", oc->param);
    else
      test_condf(json_is_null(c, "param"), "\"%s\": component %d param is not null", text, i + 1);
    test_condf(json_long(c, "legal", -1) == own, "\"%s\": component %d has legal %ld, minimax %d",
               text, i + 1, json_long(c, "legal", -1), own);
    test_condf(json_bool(c, "over") == cover && json_bool(c, "threat") == (!cover && cthreat),
               "\"%s\": component %d over %d threat %d, minimax %d %d", text, i + 1,
               json_bool(c, "over"), json_bool(c, "threat"), cover, !cover && cthreat);
    snprintf(what, sizeof what, "component %d", i + 1);
    check_value(text, what, c, "sg", sg, s->sg_max);
    if (gf == NULL) {
      test_condf(0, "\"%s\": no field rules for the game %s: add its row to FIELDS in "
                 "tests/c/fields.c", text, oc->game->name);
    } else {
      const char *e = gf->detail(c, oc, sg >= 0 ? sg : -1);
      test_condf(e == NULL, "\"%s\": component %d: %s", text, i + 1, e ? e : "");
    }
  }

  /* every move listed, and the lists */
  test_condf(moves && moves->t == J_ARR, "\"%s\": no moves array", text);
  for (mi = 0; moves && moves->t == J_ARR && mi < moves->n; mi++) {
    const jval *m = moves->items[mi];
    const char *mt = json_str(m, "move");
    if (mt == NULL) {
      test_condf(0, "\"%s\": a move without \"move\"", text);
      continue;
    }
    sw_add(&e_all, mt);
    if (json_bool(m, "winning") == 1) sw_add(&e_win, mt);
    for (i = 0; i < k && strcmp(om[i].text, mt) != 0; i++) {}
    if (i < k) check_move(s, text, root, &om[i], m);
  }
  for (mi = 0; wl && wl->t == J_ARR && mi < wl->n; mi++)
    if (wl->items[mi]->t == J_STR) sw_add(&e_list, wl->items[mi]->s);
  test_condf(wl && wl->t == J_ARR, "\"%s\": no \"winning\" list", text);
  sw_join(&e_all, got, sizeof got);
  sw_join(mode == GR_MOVES_ALL ? &o_all : &o_win, want, sizeof want);
  test_condf(sw_same(&e_all, mode == GR_MOVES_ALL ? &o_all : &o_win), "\"%s\"%s: moves [%s], "
             "minimax [%s]", text, mode_name, got, want);
  sw_join(&e_win, got, sizeof got);
  sw_join(&o_win, want, sizeof want);
  test_condf(sw_same(&e_win, &o_win), "\"%s\"%s: winning moves [%s], minimax [%s]", text,
             mode_name, got, want);
  sw_join(&e_list, got, sizeof got);
  test_condf(sw_same(&e_list, &o_win), "\"%s\"%s: \"winning\" [%s], minimax [%s]", text, mode_name,
             got, want);
  json_free(j);
  sw_free(&e_all);
  sw_free(&e_win);
  sw_free(&e_list);
  sw_free(&o_all);
  sw_free(&o_win);
}

/* The queries one root needs. */
static void ask_root(sweep *s, const opos *root) {
  omove *om = NULL;
  int k = opos_moves(root, &om), i, c;
  for (i = 0; i < root->n; i++) ask(s, &root->c[i], 1, root->turn);
  for (i = 0; i < k; i++) {
    ask(s, &om[i].after.c[om[i].comp], om[i].nafter, om[i].after.turn);
    for (c = 0; c < om[i].after.n; c++) ask(s, &om[i].after.c[c], 1, om[i].after.turn);
  }
  free(om);
}

static void check_root(sweep *s, const opos *root) {
  char text[1024], want[1024];
  char label = oracle_label(s->o, root);
  omove *om = NULL;
  int k = opos_moves(root, &om), i;
  opos_format(root, text, sizeof text);
  test_condf(label == 'W' || label == 'L', "oracle: \"%s\" is %c", text, label);
  check_analysis(s, root, text, GR_MOVES_ALL, om, k);
  check_analysis(s, root, text, GR_MOVES_WINNING, om, k);
  for (i = 0; i < k; i++) { /* each move's notation plays to where the oracle goes */
    const char *after = NULL;
    gr_status st = gr_play(s->ctx, text, om[i].text, &after);
    opos_format(&om[i].after, want, sizeof want);
    test_condf(st == GR_OK && strcmp(after, want) == 0, "play \"%s\" \"%s\": %s, want \"%s\"",
               text, om[i].text, st == GR_OK ? after : gr_error(s->ctx), want);
  }
  if (k > 0) { /* the page's call: the analysis after a move, with the move as listed */
    const char *json = NULL;
    gr_status st = gr_play_analyze(s->ctx, text, om[k - 1].text, GR_MOVES_WINNING, &json);
    jval *j = st == GR_OK ? json_parse(json) : NULL;
    const jval *played = json_get(j, "played");
    opos_format(&om[k - 1].after, want, sizeof want);
    test_condf(j && json_str(j, "position") && strcmp(json_str(j, "position"), want) == 0 &&
                   played && json_str(played, "move") &&
                   strcmp(json_str(played, "move"), om[k - 1].text) == 0,
               "play --analyze \"%s\" \"%s\": %s", text, om[k - 1].text,
               st == GR_OK ? json : gr_error(s->ctx));
    if (played) check_move(s, text, root, &om[k - 1], played);
    json_free(j);
  }
  free(om);
}

/* Splits "comp@2" into the component and the turn. */
static int split_turn(const char *s, char *comp, size_t cap) {
  size_t l = strlen(s);
  int turn = l > 2 && strcmp(s + l - 2, "@2") == 0;
  snprintf(comp, cap, "%.*s", (int)(turn ? l - 2 : l), s);
  return turn;
}

static void sg_check(sweep *s, const char *comp, int turn) {
  char t[1024];
  int h, nl = 0, at = -1;
  jval *j;
  const jval *cs;
  for (h = 0; h <= s->sg_max; h++) {
    snprintf(t, sizeof t, "%s+nim:%d%s", comp, h, turn ? "@2" : "");
    if (oracle_label_text(s->o, t) == 'L') {
      nl++;
      at = h;
    }
  }
  snprintf(t, sizeof t, "%s%s", comp, turn ? "@2" : "");
  if ((j = sw_analyze(s->ctx, t, GR_MOVES_WINNING)) == NULL) return;
  cs = json_get(j, "components");
  if (cs && cs->t == J_ARR && cs->n == 1 && json_is_null(cs->items[0], "sg"))
    test_condf(nl == 0 || nl == s->sg_max + 1, "\"%s\": sg null, but %s+nim:%d is lost", t, comp,
               at); /* a threat: every sum wins; over: every sum is lost */
  else
    test_condf(cs && cs->t == J_ARR && cs->n == 1 && nl == 1 &&
                   at == json_long(cs->items[0], "sg", -1),
               "\"%s\": sg %ld, minimax finds %s+nim:h lost for %d values of h <= %d (last %d)",
               t, cs && cs->n ? json_long(cs->items[0], "sg", -1) : -1, comp, nl, s->sg_max, at);
  json_free(j);
}

void sw_family(gr_ctx *ctx, const char *name, swlist *roots, swlist *sg, int sg_max) {
  double t0 = sw_now();
  sweep s;
  long i, bad = 0;
  char comp[512], t[1024];
  opos nimpos, p;
  memset(&s, 0, sizeof s);
  s.ctx = ctx;
  s.o = oracle_new();
  s.sg_max = sg_max;
  if (opos_parse("nim:0", &nimpos) != 0) { fputs("oracle: no nim\n", stderr); exit(3); }
  s.nim = nimpos.c[0];
  for (i = 0; i < roots->n; i++)
    if (oracle_add_text(s.o, roots->s[i]) != 0) {
      test_condf(0, "%s: oracle cannot read root \"%s\"", name, roots->s[i]);
      bad++;
    } else if (opos_parse(roots->s[i], &p) == 0) {
      ask_root(&s, &p);
    }
  for (i = 0; sg && i < sg->n; i++) {
    int turn = split_turn(sg->s[i], comp, sizeof comp), h;
    for (h = 0; h <= sg_max; h++) {
      snprintf(t, sizeof t, "%s+nim:%d%s", comp, h, turn ? "@2" : "");
      if (oracle_add_text(s.o, t) != 0) test_condf(0, "%s: oracle cannot read \"%s\"", name, t);
    }
  }
  oracle_solve(s.o);
  test_condf(oracle_draws(s.o) == 0, "%s: the oracle found %ld drawn positions", name,
             oracle_draws(s.o));
  for (i = 0; i < roots->n; i++)
    if (opos_parse(roots->s[i], &p) == 0) check_root(&s, &p);
  for (i = 0; sg && i < sg->n; i++) {
    int turn = split_turn(sg->s[i], comp, sizeof comp);
    sg_check(&s, comp, turn);
  }
  snprintf(t, sizeof t, "%s: %ld roots%s", name, roots->n - bad, sg && sg->n ? ", sg" : "");
  printf("  %-44s %6.2fs  (oracle: %ld positions)\n", t, sw_now() - t0, oracle_states(s.o));
  fflush(stdout);
  for (i = 0; i < s.cap; i++) free(s.key[i]);
  free(s.key);
  free(s.val);
  oracle_free(s.o);
  sw_free(roots);
  if (sg) sw_free(sg);
}

/*
** outcomes.c — the oracle comparison for games whose outcomes go beyond the
** nim-sum: draws (tokens on graphs with cycles), misère play, and positions
** whose verdict no rule decides. Every root's analysis must agree with
** plain minimax: the verdict (or null with a why where no rule is known),
** play, over, legal counts, every move and where it leads, each move's
** verdict_after and winning, the winning list, a suggestion that wins or
** keeps a draw, and each move's notation played; single components must
** have the Grundy value (or the loopy reach) minimax finds.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "oracle.h"
#include "sweep.h"
#include "test.h"

static gr_ctx *ctx; /* opened on first use, kept for the run */

static void section(const char *name, double t0, long states) {
  printf("  %-44s %6.2fs  (oracle: %ld positions)\n", name, sw_now() - t0, states);
  fflush(stdout);
}

static gr_ctx *engine(void) {
  if (ctx == NULL && (ctx = gr_open(0)) == NULL) {
    fputs("out of memory\n", stderr);
    exit(3);
  }
  return ctx;
}

static jval *analyze(const char *text, gr_moves_mode mode) {
  return sw_analyze(engine(), text, mode);
}

/* The engine's word for an oracle label: W "N", L "P", D "D". */
static const char *verdict_of(char label) {
  return label == 'W' ? "N" : label == 'L' ? "P" : label == 'D' ? "D" : "?";
}

/* Checks the engine's whole analysis of root against the solved oracle. */
static void check_root(const oracle *o, const opos *root, const sweep_opts *opt) {
  char text[2048], want[2048], got[2048];
  char label = oracle_label(o, root);
  int known = opt == NULL || opt->known == NULL || opt->known(root);
  omove *om = NULL;
  int k = opos_moves(root, &om), i;
  strlist o_all = {0}, o_win = {0}, e_all = {0}, e_win = {0}, e_wlist = {0};
  jval *j, *jw;
  const jval *moves;
  size_t mi;

  opos_format(root, text, sizeof text);
  test_condf(label == 'W' || label == 'L' || (label == 'D' && opt && opt->draws),
             "oracle: \"%s\" is %c (a draw or unexplored)", text, label);
  for (i = 0; i < k; i++) {
    sl_add(&o_all, om[i].text);
    if (oracle_label(o, &om[i].after) == 'L') sl_add(&o_win, om[i].text);
  }

  j = analyze(text, GR_MOVES_ALL);
  if (j != NULL) {
    const char *pos = json_str(j, "position"), *verdict = json_str(j, "verdict");
    const char *suggest = json_str(j, "suggest");
    test_condf(pos && strcmp(pos, text) == 0, "\"%s\": position comes back as \"%s\"", text,
               pos ? pos : "(none)");
    if (known)
      test_condf(verdict && strcmp(verdict, verdict_of(label)) == 0,
                 "\"%s\": verdict %s, minimax says %s", text, verdict ? verdict : "null",
                 verdict_of(label));
    else
      test_condf(json_is_null(j, "verdict") && json_str(j, "why") != NULL,
                 "\"%s\": verdict %s, yet no rule is known here (minimax says %s)", text,
                 verdict ? verdict : "null without a why", verdict_of(label));
    test_condf(strcmp(json_str(j, "play") ? json_str(j, "play") : "", root->misere ? "misere" : "normal") == 0,
               "\"%s\": play is %s", text, json_str(j, "play") ? json_str(j, "play") : "(none)");
    test_condf(json_bool(j, "over") == (opos_over(root) || k == 0), "\"%s\": over is %d, "
               "minimax has %d moves", text, json_bool(j, "over"), k);
    test_condf(json_long(j, "legal", -1) == k, "\"%s\": legal %ld, minimax has %d moves", text,
               json_long(j, "legal", -1), k);
    test_condf(json_long(j, "turn", 0) == root->turn + 1, "\"%s\": turn %ld", text,
               json_long(j, "turn", 0));
    test_condf(json_bool(j, "complete") == 1, "\"%s\": the move list is not complete", text);
    { /* each component's own count of legal moves */
      const jval *cs = json_get(j, "components");
      for (i = 0; cs && cs->t == J_ARR && i < (int)cs->n && i < root->n; i++) {
        int own = 0, x;
        for (x = 0; x < k; x++) own += om[x].comp == i;
        test_condf(json_long(cs->items[i], "legal", -1) == own,
                   "\"%s\": component %d has legal %ld, minimax %d", text, i + 1,
                   json_long(cs->items[i], "legal", -1), own);
      }
    }
    moves = json_get(j, "moves");
    test_condf(moves && moves->t == J_ARR, "\"%s\": no moves array", text);
    for (mi = 0; moves && mi < moves->n; mi++) {
      const jval *m = moves->items[mi];
      const jval *after = json_get(m, "after");
      const char *mt = json_str(m, "move"), *va = json_str(m, "verdict_after");
      long comp = json_long(m, "component", 0);
      int win = json_bool(m, "winning");
      char al;
      if (mt == NULL) continue;
      sl_add(&e_all, mt);
      if (win == 1) sl_add(&e_win, mt);
      for (i = 0; i < k && strcmp(om[i].text, mt) != 0; i++) {}
      if (i == k) continue; /* reported below as a different move list */
      al = oracle_label(o, &om[i].after);
      if (known) {
        test_condf(win == (al == 'L'), "\"%s\": move %s marked winning=%d, minimax says %s",
                   text, mt, win, al == 'L' ? "it wins" : "it does not win");
        test_condf(va && strcmp(va, verdict_of(al)) == 0,
                   "\"%s\": move %s: verdict_after %s, minimax says %s", text, mt,
                   va ? va : "null", verdict_of(al));
      } else {
        test_condf(json_is_null(m, "winning") && json_is_null(m, "verdict_after"),
                   "\"%s\": move %s judged (winning %d) where no rule is known", text, mt, win);
      }
      if (suggest && strcmp(suggest, mt) == 0 && known) { /* the engine's own choice */
        if (label == 'W')
          test_condf(al == 'L', "\"%s\": suggests %s, which does not win", text, mt);
        if (label == 'D')
          test_condf(al == 'D', "\"%s\": suggests %s, which gives up the draw (%c)", text, mt,
                     al);
      }
      test_condf(comp == om[i].comp + 1, "\"%s\": move %s names component %ld", text, mt, comp);
      { /* "after": the components that replace it, in order */
        char got_after[2048];
        size_t gn = 0, x;
        int c;
        want[0] = got_after[0] = '\0';
        for (c = 0; c < om[i].nafter; c++) {
          char one[512];
          ocomp_format(&om[i].after.c[om[i].comp + c], one, sizeof one);
          snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", c ? " " : "", one);
        }
        for (x = 0; after && after->t == J_ARR && x < after->n; x++)
          if (after->items[x]->t == J_STR)
            gn += (size_t)snprintf(got_after + gn, sizeof got_after - gn, "%s%s", x ? " " : "",
                                   after->items[x]->s);
        test_condf(after && after->t == J_ARR && strcmp(got_after, want) == 0,
                   "\"%s\": move %s: after [%s], want [%s]", text, mt, got_after, want);
      }
    }
    test_condf(k == 0 || suggest != NULL, "\"%s\": no suggestion", text);
    {
      const jval *wl = json_get(j, "winning");
      for (mi = 0; wl && wl->t == J_ARR && mi < wl->n; mi++)
        if (wl->items[mi]->t == J_STR) sl_add(&e_wlist, wl->items[mi]->s);
    }
    sw_join(&e_all, got, sizeof got);
    sw_join(&o_all, want, sizeof want);
    test_condf(sw_same(&e_all, &o_all), "\"%s\": moves [%s], minimax has [%s]", text, got, want);
    if (!known) sl_free(&o_win); /* nothing may be claimed */
    sw_join(&e_win, got, sizeof got);
    sw_join(&o_win, want, sizeof want);
    test_condf(sw_same(&e_win, &o_win), "\"%s\": winning moves [%s], minimax has [%s]", text,
               got, want);
    sw_join(&e_wlist, got, sizeof got);
    test_condf(sw_same(&e_wlist, &o_win), "\"%s\": \"winning\" [%s], minimax has [%s]", text,
               got, want);
    json_free(j);
  }

  sl_free(&e_win);
  jw = analyze(text, GR_MOVES_WINNING);
  if (jw != NULL) {
    const char *suggest = json_str(jw, "suggest");
    moves = json_get(jw, "moves");
    for (mi = 0; moves && moves->t == J_ARR && mi < moves->n; mi++) {
      const char *mt = json_str(moves->items[mi], "move");
      if (mt) sl_add(&e_win, mt);
      test_condf(json_bool(moves->items[mi], "winning") == 1,
                 "\"%s\" --winning lists %s as not winning", text, mt ? mt : "?");
    }
    sw_join(&e_win, got, sizeof got);
    sw_join(&o_win, want, sizeof want);
    test_condf(sw_same(&e_win, &o_win), "\"%s\" --winning: moves [%s], minimax has [%s]", text,
               got, want);
    for (i = 0; suggest && known && label == 'D' && i < k; i++) /* a draw is kept */
      if (strcmp(om[i].text, suggest) == 0)
        test_condf(oracle_label(o, &om[i].after) == 'D',
                   "\"%s\" --winning: suggests %s, which gives up the draw", text, suggest);
    json_free(jw);
  }

  for (i = 0; i < k; i++) { /* the notation of each move, and where it leads */
    const char *after = NULL;
    gr_status st = gr_play(ctx, text, om[i].text, &after);
    opos_format(&om[i].after, want, sizeof want);
    test_condf(st == GR_OK && strcmp(after, want) == 0,
               "play \"%s\" \"%s\": status %d, \"%s\", want \"%s\" (%s)", text, om[i].text,
               (int)st, st == GR_OK ? after : "", want, gr_error(ctx));
  }
  free(om);
  sl_free(&o_all);
  sl_free(&o_win);
  sl_free(&e_all);
  sl_free(&e_win);
  sl_free(&e_wlist);
}

/* Grundy values without SG theory: comp has value h exactly when comp+nim:h
** is lost for the player to move. H bounds the values tried. */
#define SG_H 8

static void sg_roots(oracle *o, const char *comp, int turn) {
  char t[512];
  int h;
  for (h = 0; h <= SG_H; h++) {
    snprintf(t, sizeof t, "%s+nim:%d%s", comp, h, turn ? "@2" : "");
    if (oracle_add_text(o, t) != 0) {
      test_condf(0, "oracle cannot read \"%s\"", t);
      return;
    }
  }
}

static void sg_check(const oracle *o, const char *comp, int turn) {
  char t[512];
  int h, nl = 0, at = -1;
  jval *j;
  const jval *cs;
  for (h = 0; h <= SG_H; h++) {
    snprintf(t, sizeof t, "%s+nim:%d%s", comp, h, turn ? "@2" : "");
    if (oracle_label_text(o, t) == 'L') {
      nl++;
      at = h;
    }
  }
  snprintf(t, sizeof t, "%s%s", comp, turn ? "@2" : "");
  j = analyze(t, GR_MOVES_WINNING);
  if (j == NULL) return;
  cs = json_get(j, "components");
  if (cs && cs->t == J_ARR && cs->n == 1) {
    const jval *c0 = cs->items[0];
    if (json_bool(c0, "loopy") == 1) { /* ∞: comp+nim:h wins when it reaches h, else draws */
      const jval *reach = json_get(c0, "reach");
      for (h = 0; h <= SG_H; h++) {
        size_t r;
        int in = 0;
        char l;
        for (r = 0; reach && reach->t == J_ARR && r < reach->n; r++)
          in |= reach->items[r]->t == J_NUM && (long)reach->items[r]->num == h;
        snprintf(t, sizeof t, "%s+nim:%d%s", comp, h, turn ? "@2" : "");
        l = oracle_label_text(o, t);
        test_condf(l == (in ? 'W' : 'D'), "\"%s\": loopy, %s reach %d, but %s is %c", comp,
                   in ? "does" : "does not", h, t, l);
      }
    } else if (json_is_null(c0, "sg")) /* threat: every sum wins; over: every sum is lost */
      test_condf(nl == 0 || nl == SG_H + 1, "\"%s\": sg null, but %s+nim:%d is lost", t, comp,
                 at);
    else
      test_condf(nl == 1 && at == json_long(c0, "sg", -1),
                 "\"%s\": sg %ld, minimax finds %s+nim:h lost for %d values of h (last %d)", t,
                 json_long(c0, "sg", -1), comp, nl, at);
  } else {
    test_condf(0, "\"%s\": expected one component", t);
  }
  json_free(j);
}

/* A family of roots checked against one oracle; sg lists single components
** whose Grundy values are checked too ("@2" suffix: second player moves). */
void run_family_opts(const char *name, strlist *roots, strlist *sg, const sweep_opts *opt) {
  double t0 = sw_now();
  oracle *o = oracle_new();
  long i, bad = 0;
  for (i = 0; i < roots->n; i++)
    if (oracle_add_text(o, roots->s[i]) != 0) {
      test_condf(0, "%s: oracle cannot read root \"%s\"", name, roots->s[i]);
      bad++;
    }
  for (i = 0; sg && i < sg->n; i++) {
    char c[256];
    size_t l = strlen(sg->s[i]);
    int turn = l > 2 && strcmp(sg->s[i] + l - 2, "@2") == 0;
    snprintf(c, sizeof c, "%.*s", (int)(turn ? l - 2 : l), sg->s[i]);
    sg_roots(o, c, turn);
  }
  oracle_solve(o);
  test_condf(oracle_draws(o) == 0 || (opt && opt->draws),
             "%s: the oracle found %ld drawn positions", name, oracle_draws(o));
  gr_set_checks(engine(), opt && opt->checks);
  for (i = 0; i < roots->n; i++) {
    opos p;
    if (opos_parse(roots->s[i], &p) == 0) check_root(o, &p, opt);
  }
  for (i = 0; sg && i < sg->n; i++) {
    char c[256];
    size_t l = strlen(sg->s[i]);
    int turn = l > 2 && strcmp(sg->s[i] + l - 2, "@2") == 0;
    snprintf(c, sizeof c, "%.*s", (int)(turn ? l - 2 : l), sg->s[i]);
    sg_check(o, c, turn);
  }
  {
    char label[96];
    snprintf(label, sizeof label, "%s: %ld roots%s", name, roots->n - bad,
             sg && sg->n ? ", sg" : "");
    section(label, t0, oracle_states(o));
  }
  gr_set_checks(engine(), 0);
  oracle_free(o);
  sl_free(roots);
  if (sg) sl_free(sg);
}


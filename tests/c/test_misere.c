/*
** test_misere.c — misère play (";misere": the player who cannot move wins)
** against the minimax oracle, which knows nothing of misère theory: it only
** labels positions without moves as wins. The engine decides every one of
** these small positions — by a known rule (every component that can still
** move is a Nim heap, or the one component that can move is Moore's Nim,
** Wythoff's game or a subtraction heap) or else by searching the whole sum —
** and must agree with minimax on the verdict (draws included), every move's
** verdict after it and the winning moves; it must never answer with the
** normal-play verdict. Plus the SPEC's misère Nim rule written out, huge
** subtraction heaps through their period, the text of the suffix, and a
** search past its bound saying so. Random positions of every game, alone
** and in sums: test_misere_sweep.c.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

static gr_ctx *c;

static const sweep_opts misere_opts = {1, NULL, 0}; /* graph tokens and Northcott rows may draw */

/* Every Nim position of 1-4 heaps up to 5 (3 in the quick sweep), misère. */
static void misere_nim(void) {
  strlist r = {0};
  int a, b, d, e, top = test_quick ? 3 : 5;
  char t[96];
  for (a = 0; a <= top; a++) {
    snprintf(t, sizeof t, "nim:%d;misere", a);
    sl_add(&r, t);
    for (b = 0; b <= top; b++) {
      snprintf(t, sizeof t, "nim:%d,%d;misere", a, b);
      sl_add(&r, t);
      for (d = 0; d <= top; d++) {
        snprintf(t, sizeof t, "nim:%d,%d,%d;misere", a, b, d);
        sl_add(&r, t);
        for (e = 0; e <= top && d <= 3; e++) {
          snprintf(t, sizeof t, "nim:%d,%d,%d,%d@2;misere", a, b, d, e);
          sl_add(&r, t);
        }
      }
    }
  }
  run_family_opts("misère nim, 1-4 heaps", &r, NULL, &misere_opts);
}

/* Nim beside components of other games: decided while those cannot move
** (they do not count), "not known" once they can. */
static void misere_mixed(void) {
  static const char *const others[] = {
    "checkers:oo", "checkers:o.", "octal(0.77):..", "octal(0.77):o", "octal(0.07):o",
    "octal(0.07):oo", "northcott:BW", "northcott:B.W", "sub(3):2", "sub(3):4",
    "sub(1,3,4):5", "staircase:0/0", "staircase:1/1", "treblecross:.....",
    "treblecross:XXX..", "treblecross:XX...", "graph(a>b/c,b>a/c):c",
    "graph(a>b/c,b>a/c):a", "graph(a>b,b>c):a",
  };
  strlist r = {0};
  size_t q;
  int a, b, turn;
  char t[160];
  for (q = 0; q < sizeof others / sizeof others[0]; q++)
    for (a = 0; a <= 3; a++)
      for (b = 0; b <= 3; b++)
        for (turn = 0; turn < 2; turn++) {
          snprintf(t, sizeof t, "nim:%d,%d+%s%s;misere", a, b, others[q], turn ? "@2" : "");
          sl_add(&r, t);
          if (a == 0) { /* the other game first, and alone */
            snprintf(t, sizeof t, "%s+nim:%d%s;misere", others[q], b, turn ? "@2" : "");
            sl_add(&r, t);
          }
        }
  for (a = 0; a < 16; a++) { /* Kayles rows alone: no misère rule, searched */
    char row[8];
    int i;
    for (i = 0; i < 4; i++) row[i] = (a >> i & 1) ? 'o' : '.';
    row[4] = '\0';
    snprintf(t, sizeof t, "octal(0.77):%s;misere", row);
    sl_add(&r, t);
  }
  run_family_opts("misère: nim beside other games", &r, NULL, &misere_opts);
}

/* Wythoff alone (the rule covers it), beside components that cannot move
** (still covered), and beside a Nim heap or another board (not covered). */
static void misere_wythoff(void) {
  strlist r = {0};
  int x, y, top = test_quick ? 6 : 9;
  char t[96];
  for (x = 0; x <= top; x++)
    for (y = 0; y <= top; y++) {
      snprintf(t, sizeof t, "wythoff:%d/%d;misere", x, y);
      sl_add(&r, t);
      if (x > 4 || y > 4) continue;
      snprintf(t, sizeof t, "wythoff:%d/%d+checkers:oo,.o+nim:0%s;misere", x, y,
               (x + y) % 2 ? "@2" : "");
      sl_add(&r, t);
      snprintf(t, sizeof t, "wythoff:%d/%d+nim:%d;misere", x, y, (x * 3 + y) % 4);
      sl_add(&r, t);
      snprintf(t, sizeof t, "wythoff:%d/%d,%d/%d;misere", x, y, y % 3, x % 2);
      sl_add(&r, t);
    }
  run_family_opts("misère wythoff, alone and in sums", &r, NULL, &misere_opts);
}

/* Moore's Nim_k alone for k = 1..4 (Moore's misère rule must match minimax
** everywhere), beside components that cannot move, and in sums it does not
** cover. */
static void misere_moore(void) {
  static const struct { int k, n, top; } shapes[] = {
    {1, 3, 3}, {2, 3, 3}, {2, 4, 2}, {3, 4, 2}, {2, 5, 1}, {3, 5, 1}, {4, 5, 1}, {4, 3, 3},
  };
  strlist r = {0};
  size_t q;
  char t[160];
  for (q = 0; q < sizeof shapes / sizeof shapes[0]; q++) {
    int k = shapes[q].k, n = shapes[q].n, top = shapes[q].top, total = 1, i, a;
    for (i = 0; i < n; i++) total *= top + 1;
    for (a = 0; a < total; a++) {
      size_t l = (size_t)snprintf(t, sizeof t, "moore(%d):", k);
      int x = a;
      for (i = 0; i < n; i++, x /= top + 1)
        l += (size_t)snprintf(t + l, sizeof t - l, "%s%d", i ? "/" : "", x % (top + 1));
      snprintf(t + l, sizeof t - l, "%s", a % 5 == 0 ? "+checkers:oo@2;misere" : ";misere");
      sl_add(&r, t);
      if (a % 7 == 0) {
        snprintf(t + l, sizeof t - l, "+nim:%d;misere", a % 3);
        sl_add(&r, t);
      }
    }
  }
  sl_add(&r, "moore(2):1/2+moore(2):1;misere");
  sl_add(&r, "moore(2):1/1+wythoff:1/0;misere");
  run_family_opts("misère moore, k = 1..4, alone and in sums", &r, NULL, &misere_opts);
}

/* Random rows and heaps for the quotients. */
static unsigned long seed = 17;
static unsigned long rnd(unsigned long n) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(seed >> 33) % n;
}

static void cells(char *out, int w, const char *two) {
  int i;
  for (i = 0; i < w; i++) out[i] = two[rnd(2)];
  out[w] = '\0';
}

/* Rows of pins and heaps of take-and-break codes, decided by their misère
** quotient (one code, or several together), against minimax. */
static void misere_quotients(void) {
  static const char *const codes[] = {"0.77", "0.07", "0.75", "0.123", "0.137", "0.15"};
  strlist r = {0};
  char t[256], a[16], b[16];
  int i, w;
  for (i = 0; i < (test_quick ? 80 : 300); i++) {
    const char *c1 = codes[rnd(6)], *c2 = codes[rnd(6)];
    w = 1 + (int)rnd(9);
    cells(a, w, "oooo.");
    cells(b, 1 + (int)rnd(6), "ooo.");
    switch (rnd(4)) {
    case 0: snprintf(t, sizeof t, "octal(%s):%s,%s%s;misere", c1, a, b, rnd(2) ? "@2" : ""); break;
    case 1: snprintf(t, sizeof t, "tb(%s):%lu,%lu,%lu;misere", c1, rnd(9), rnd(7), rnd(5)); break;
    case 2: snprintf(t, sizeof t, "octal(%s):%s+tb(%s):%lu;misere", c1, a, c1, rnd(8)); break;
    default: snprintf(t, sizeof t, "octal(%s):%s+tb(%s):%lu;misere", c1, b, c2, rnd(8)); break;
    }
    sl_add(&r, t);
  }
  run_family_opts("misère: rows and heaps by their quotients", &r, NULL, &misere_opts);
}

static jval *get(const char *pos, gr_moves_mode mode);

/* Each component's "heaps" (what a page reads quotient classes from): a
** heap of tb(C) is [n] of code C, a row of pins octal(C) the lengths of its
** runs, left to right; other games have none. */
static void misere_heaps_field(void) {
  static const char *const pos[] = {
    "octal(0.77):ooo.oo..o+tb(0.07):5,0+nim:3;misere", "octal(0.137):....+tb(4!.0):9;misere",
    "octal(0.07):o.oooooo.oo+sub(1,2):4;misere"};
  size_t i, k;
  for (i = 0; i < sizeof pos / sizeof pos[0]; i++) {
    jval *j = get(pos[i], GR_MOVES_WINNING);
    const jval *cs = j ? json_get(j, "components") : NULL;
    for (k = 0; cs && k < cs->n; k++) {
      const jval *x = cs->items[k], *hp = json_get(x, "heaps");
      const char *game = json_str(x, "game"), *body = json_str(x, "body");
      char want[256] = "", got[256] = "";
      size_t l = 0, at = 0, n;
      if (strcmp(game, "tb") == 0) snprintf(want, sizeof want, "%s:%s", json_str(x, "param"), body);
      if (strcmp(game, "octal") == 0) {
        l = (size_t)snprintf(want, sizeof want, "%s:", json_str(x, "param"));
        while (body[at]) {
          size_t run = strspn(body + at, "o");
          if (run) l += (size_t)snprintf(want + l, sizeof want - l, "%s%zu",
                                         want[l - 1] == ':' ? "" : ",", run);
          at += run + (body[at + run] != '\0');
        }
      }
      if (hp != NULL && hp->t == J_OBJ) {
        const jval *sz = json_get(hp, "sizes");
        l = (size_t)snprintf(got, sizeof got, "%s:", json_str(hp, "code"));
        for (n = 0; sz && n < sz->n; n++)
          l += (size_t)snprintf(got + l, sizeof got - l, "%s%ld", n ? "," : "",
                                (long)sz->items[n]->num);
      }
      test_condf(strcmp(got, want) == 0, "\"%s\", component %zu: heaps \"%s\", want \"%s\"",
                 pos[i], k + 1, got, want);
    }
    json_free(j);
  }
}

/* A search past its bound: the page's bounded call (2e7) refuses for the
** search (so the worker takes it), and a call with a small work bound says
** the verdict is not known, with how far the search got. */
static void misere_search_bound(void) {
  const char *pos = "checkers:oo.o.oo.o+octal(0.77):ooooooooooooooooo+staircase:3/2/3;misere";
  const char *out = NULL;
  gr_ctx *b = gr_open(0);
  gr_status st = gr_analyze_within(b, pos, NULL, GR_MOVES_AUTO, 2e7, &out);
  test_condf(st == GR_EWORK && strstr(gr_error(b), "search") != NULL,
             "a bounded analysis of a large misère sum: status %d (%s)", (int)st,
             st ? gr_error(b) : "answered");
  st = gr_analyze_within(b, "octal(0.07):oooooooooooooooooooooooooooooo;misere", NULL,
                         GR_MOVES_AUTO, 1e6, &out);
  test_condf(st == GR_EWORK, "a bounded analysis of a row whose quotient is costly: status %d (%s)",
             (int)st, st ? gr_error(b) : "answered");
  gr_set_work(b, 200000);
  st = gr_analyze(b, pos, GR_MOVES_WINNING, &out);
  test_condf(st == GR_OK, "a misère sum past the search bound is analysed: %s", gr_error(b));
  if (st == GR_OK) {
    jval *j = json_parse(out);
    const char *why = j ? json_str(j, "why") : NULL;
    test_condf(j && json_is_null(j, "verdict") && why && strstr(why, "stopped") != NULL,
               "past the search bound: verdict %s, why %s",
               j && json_str(j, "verdict") ? json_str(j, "verdict") : "null", why ? why : "-");
    json_free(j);
  }
  gr_close(b);
}

static jval *get(const char *pos, gr_moves_mode mode) {
  const char *out = NULL;
  gr_status st = gr_analyze(c, pos, mode, &out);
  test_condf(st == GR_OK, "analyze \"%s\": %s", pos, gr_error(c));
  return st == GR_OK ? json_parse(out) : NULL;
}

/* One subtraction heap (decided: outcomes heap by heap, then their period),
** beside components that cannot move, and two heaps (not decided). */
static void misere_sub(void) {
  static const char *const sets[] = {"1-3", "1,3,4", "2,5,6", "3", "2,4,7", "1,2,4,8", "4,7"};
  strlist r = {0};
  size_t q;
  int h;
  char t[96];
  for (q = 0; q < sizeof sets / sizeof sets[0]; q++)
    for (h = 0; h <= 24; h++) {
      snprintf(t, sizeof t, "sub(%s):%d;misere", sets[q], h);
      sl_add(&r, t);
      if (h % 3 == 0) {
        snprintf(t, sizeof t, "sub(%s):%d+checkers:oo@2;misere", sets[q], h);
        sl_add(&r, t);
        snprintf(t, sizeof t, "sub(%s):%d,%d;misere", sets[q], h / 3, h % 5);
        sl_add(&r, t);
      }
    }
  run_family_opts("misère sub, one heap and sums", &r, NULL, &misere_opts);
}

/* Huge heaps through the period: the misère Bash game (take 1..m) loses
** exactly at h = 1 mod (m+1); S = {100000} at h mod 200000 in [100000, 200000). */
static void misere_sub_big(void) {
  static const struct { const char *pos, *verdict; } cases[] = {
    {"sub(1-3):1000000000000000001;misere", "P"}, {"sub(1-3):1000000000000000000;misere", "N"},
    {"sub(1-5):600000000000000001;misere", "P"}, {"sub(1,2):9223372036854775806;misere", "N"},
    {"sub(1,2):9223372036854775807;misere", "P"}, {"sub(100000):1000150000;misere", "P"},
    {"sub(100000):1000050000;misere", "N"},
  };
  size_t i;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    jval *j = get(cases[i].pos, GR_MOVES_WINNING);
    const char *v = j ? json_str(j, "verdict") : NULL;
    test_condf(v && strcmp(v, cases[i].verdict) == 0, "%s: verdict %s, want %s", cases[i].pos,
               v ? v : "null", cases[i].verdict);
    json_free(j);
  }
}


/* The SPEC's rule on heaps of any size: some heap >= 2, P exactly when the
** nim-sum is 0; all heaps <= 1, P exactly when the count of ones is odd. */
static void misere_nim_rule(void) {
  static const char *const cases[][2] = {
    {"nim:1;misere", "P"}, {"nim:1,1;misere", "N"}, {"nim:1,1,1;misere", "P"},
    {"nim:0,1,0,1,1,0;misere", "P"}, {"nim:2;misere", "N"}, {"nim:2,2;misere", "P"},
    {"nim:3,2,1;misere", "P"}, {"nim:1,2,3,4;misere", "N"},
    {"nim:1000000000000,1000000000000;misere", "P"},
    {"nim:9223372036854775807,9223372036854775806,1;misere", "P"},
    {"nim:9223372036854775807,9223372036854775807,1;misere", "N"},
    {"nim:0;misere", "N"}, /* no move: the player to move wins */
  };
  size_t i;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    jval *j = get(cases[i][0], GR_MOVES_WINNING);
    const char *v = j ? json_str(j, "verdict") : NULL;
    test_condf(v && strcmp(v, cases[i][1]) == 0, "%s: verdict %s, want %s", cases[i][0],
               v ? v : "null", cases[i][1]);
    test_condf(j && json_is_null(j, "nimsum"), "%s: a nim-sum under misère play", cases[i][0]);
    json_free(j);
  }
  { /* winning moves of a big position: every one leaves a misère P-position */
    jval *j = get("nim:1000000000000,999999999999,3,1;misere", GR_MOVES_WINNING);
    const jval *w = j ? json_get(j, "winning") : NULL;
    size_t k;
    test_cond("big misère nim: some winning move", w && w->n > 0);
    for (k = 0; w && k < w->n; k++) {
      const char *after = NULL;
      char copy[128] = "";
      jval *ja;
      test_condf(gr_play(c, "nim:1000000000000,999999999999,3,1;misere", w->items[k]->s,
                         &after) == GR_OK, "play %s: %s", w->items[k]->s, gr_error(c));
      if (after) snprintf(copy, sizeof copy, "%s", after); /* the next call reuses memory */
      ja = get(copy, GR_MOVES_WINNING);
      test_condf(ja && strcmp(json_str(ja, "verdict"), "P") == 0, "after %s: %s, not P",
                 w->items[k]->s, ja ? json_str(ja, "verdict") : "?");
      json_free(ja);
    }
    json_free(j);
  }
}

/* The suffix: canonical form, round trips, play keeps it, refusals. */
static void misere_text(void) {
  static const char *const canon[][2] = {
    {"nim:3,4;misere", "nim:3,4;misere"},
    {"nim:3 , 4 @2 ; misere ", "nim:3,4@2;misere"},
    {"nim:3@1;misere", "nim:3;misere"},
    {"nim:3;normal", "nim:3"},
    {"nim:3@2;normal", "nim:3@2"},
    {"checkers:.o+nim:1;misere", "checkers:.o+nim:1;misere"},
  };
  static const char *const bad[] = {"nim:3;", "nim:3;Misere", "nim:3;misere;misere",
                                    "nim:3;misere@2", "nim:3;misère", "nim:3;misere,4",
                                    "nim:3;mis", "nim:3;misereX", ";misere"};
  size_t i;
  const char *out;
  for (i = 0; i < sizeof canon / sizeof canon[0]; i++) {
    gr_status st = gr_canonical(c, canon[i][0], &out);
    test_condf(st == GR_OK && strcmp(out, canon[i][1]) == 0, "canonical \"%s\" = \"%s\", want %s",
               canon[i][0], st ? gr_error(c) : out, canon[i][1]);
  }
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_status st = gr_canonical(c, bad[i], &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(c), "at character") != NULL,
               "canonical \"%s\": status %d (%s)", bad[i], (int)st, st ? gr_error(c) : out);
  }
  test_cond("play keeps misère play",
            gr_play(c, "nim:3,4;misere", "2:4>3", &out) == GR_OK &&
                strcmp(out, "nim:3,3@2;misere") == 0);
  test_cond("play keeps misère play from @2",
            gr_play(c, "nim:3,3@2;misere", "1:3>0", &out) == GR_OK &&
                strcmp(out, "nim:0,3;misere") == 0);
  {
    jval *j = get("nim:3,4;misere", GR_MOVES_ALL);
    test_cond("\"play\": \"misere\"", j && strcmp(json_str(j, "play"), "misere") == 0);
    json_free(j);
    j = get("nim:3,4", GR_MOVES_ALL);
    test_cond("\"play\": \"normal\"", j && strcmp(json_str(j, "play"), "normal") == 0);
    json_free(j);
  }
}

/* Thousands of calls on the new games and the misère suffix leave the
** context holding what it held (value tables made in the warm-up stay). */
static void steady_memory(void) {
  static const char *const mix[] = {
    "wythoff:1000/999+nim:3", "wythoff:1000000000000000000/5;misere",
    "moore(2):7/7/6/5+sub(1-3):9", "moore(3):1152921504606846976/5/6/7;misere",
    "graph(a>b/c,b>a/c,c>d):a,b,d+nim:1", "nim:3,4,5;misere", "sub(1,3,4):1000000;misere",
  };
  const char *out;
  size_t base, later;
  int i;
  for (i = 0; i < 70; i++) gr_analyze(c, mix[i % 7], GR_MOVES_AUTO, &out);
  gr_grid(c, "wythoff", 64, 64, &out);
  gr_canonical(c, "nim:1", &out); /* measured after the same small call */
  base = gr_mem_used(c);
  for (i = 0; i < 3500; i++) {
    if (i % 2) gr_analyze(c, mix[i % 7], GR_MOVES_AUTO, &out);
    else gr_play(c, mix[i % 7], "1:1", &out);
  }
  gr_grid(c, "wythoff", 64, 64, &out);
  gr_canonical(c, "nim:1", &out);
  later = gr_mem_used(c);
  test_condf(later == base, "memory after 3,500 calls on the new games: %zu bytes, before %zu",
             later, base);
}

void test_misere(void) {
  c = gr_open(0);
  misere_text();
  misere_nim_rule();
  misere_sub_big();
  misere_search_bound();
  steady_memory();
  misere_heaps_field();
  gr_close(c);
  misere_nim();
  misere_mixed();
  misere_wythoff();
  misere_moore();
  misere_sub();
  misere_quotients();
}

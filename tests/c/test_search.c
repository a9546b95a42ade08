/*
** test_search.c — the games found by search: Cram, Node-Kayles, Arc-Kayles
** and Chomp.
**  - every small position against the minimax oracle (rules/cram.c,
**    rules/kayles.c, rules/chomp.c): each field of the analysis, values
**    through sums with Nim heaps, sums with other games;
**  - the pruned search against a plain mex written here (no splitting, no
**    symmetry, no pruning: a memo over the positions as bit masks) on random
**    larger boards and graphs; random Cram boards of every shape up to 24
**    cells (value and winning moves, seed printed), every move of random
**    Cram boards up to 20 cells, symmetric ones among them, in normal and
**    misère play (each move's value or verdict), and random Chomp bars of
**    up to 14 squares of any shape;
**  - published values: Cram 4×5 = 2, 4×7 = 3, 5×6 = 2, even × even = 0, a
**    1×n strip = Dawson's Kayles (octal 0.07) on n cells; Node-Kayles on a
**    path = Dawson's chess (0.137), on 3×n grids (OEIS A316632, n = 1..16),
**    on P_n(3) (A317367, n = 4..64), linked 4-cycles (A316629) and diamonds
**    (A316781), the Petersen graphs P(n,2) (A316533) and n × n queens
**    graphs (A344227), by a plain mex too where small;
**    Chomp's L shapes with equal arms are P-positions, its rectangles are not;
**  - the notation: canonical texts, the examples, commas inside a
**    graph, errors and refusals.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "nkfamilies.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

static gr_ctx *c;

static unsigned long seed = 7;
static unsigned long rnd(unsigned long n) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(seed >> 33) % n;
}

/* The SG value the engine gives position text (one component), or -1; its
** winning moves are found too (sg_alone: the value alone, no move). */
static long sg_in_mode(const char *text, gr_moves_mode mode) {
  const char *out = NULL;
  jval *j;
  long v = -1;
  if (gr_analyze(c, text, mode, &out) != GR_OK) {
    test_condf(0, "analyze \"%s\": %s", text, gr_error(c));
    return -1;
  }
  j = json_parse(out);
  if (j != NULL) v = json_long(j, "nimsum", -1);
  json_free(j);
  return v;
}
static long sg_of(const char *text) { return sg_in_mode(text, GR_MOVES_WINNING); }
static long sg_alone(const char *text) { return sg_in_mode(text, GR_MOVES_NONE); }

/* ---- against the oracle ------------------------------------------------------------- */

static void board_text(char *out, size_t cap, int R, int C, unsigned long taken) {
  size_t n = 0;
  int r, k;
  for (r = 0; r < R; r++) {
    if (r) out[n++] = '/';
    for (k = 0; k < C; k++) out[n++] = (taken >> (r * C + k)) & 1 ? '#' : '.';
  }
  out[n] = '\0';
  (void)cap;
}

static void cram_sweep(void) {
  static const int shapes[][2] = {{1, 6}, {2, 2}, {2, 3}, {2, 4}, {3, 3}, {1, 8}, {3, 2}};
  swlist r = {0}, sg = {0};
  size_t q;
  char b[64], t[160];
  for (q = 0; q < sizeof shapes / sizeof shapes[0]; q++) {
    int R = shapes[q][0], C = shapes[q][1];
    unsigned long m, all = 1UL << (R * C);
    for (m = 0; m < all; m++) {
      if (test_quick && m % 5 != 0 && m != 0) continue;
      board_text(b, sizeof b, R, C, m);
      if (m == 0) snprintf(t, sizeof t, "cram:%dx%d", R, C); /* the canonical empty board */
      else snprintf(t, sizeof t, "cram:%s", b);
      sw_add(&r, t);
      if (m % 3 == 0) sw_add(&sg, t);
    }
  }
  sw_add(&r, "cram:2x3,1x4");
  sw_add(&r, "cram:2x2+nim:1");
  sw_add(&r, "cram:.#./...+octal(0.07):oooo@2");
  sw_add(&r, "cram:3x3+chomp:2/1");
  sw_family(c, "cram: boards of up to 9 cells", &r, &sg, 4);
}

/* A graph's text from an edge list over nodes named by letters. */
static void graph_text(char *out, size_t cap, int n, const unsigned char *e) {
  size_t l = 0;
  int u, v;
  out[0] = '\0';
  for (u = 0; u < n; u++) {
    int any = 0;
    for (v = 0; v < n; v++) any |= e[u * n + v];
    if (!any) l += (size_t)snprintf(out + l, cap - l, "%s%c", l ? "." : "", 'a' + u);
    for (v = u + 1; v < n; v++)
      if (e[u * n + v]) l += (size_t)snprintf(out + l, cap - l, "%s%c-%c", l ? "." : "", 'a' + u, 'a' + v);
  }
}

static void random_graph(int n, int pct, unsigned char *e) {
  int u, v;
  memset(e, 0, (size_t)(n * n));
  for (u = 0; u < n; u++)
    for (v = u + 1; v < n; v++)
      if ((int)rnd(100) < pct) e[u * n + v] = e[v * n + u] = 1;
}

static void kayles_sweep(const char *game) {
  swlist r = {0}, sg = {0};
  unsigned char e[64];
  char g[256], t[320], name[96];
  int i, n;
  for (n = 1; n <= 4; n++) { /* every graph on up to four nodes */
    unsigned long m, pairs = (unsigned long)(n * (n - 1) / 2), all = 1UL << pairs;
    for (m = 0; m < all; m++) {
      int u, v, k = 0;
      memset(e, 0, sizeof e);
      for (u = 0; u < n; u++)
        for (v = u + 1; v < n; v++, k++)
          if ((m >> k) & 1) e[u * n + v] = e[v * n + u] = 1;
      graph_text(g, sizeof g, n, e);
      snprintf(t, sizeof t, "%s:%s", game, g);
      sw_add(&r, t);
      sw_add(&sg, t);
    }
  }
  for (i = 0; i < (test_quick ? 12 : 40); i++) { /* random graphs of five to seven nodes */
    n = 5 + (int)rnd(3);
    random_graph(n, 25 + (int)rnd(40), e);
    graph_text(g, sizeof g, n, e);
    snprintf(t, sizeof t, "%s:%s", game, g);
    sw_add(&r, t);
    if (i % 4 == 0) sw_add(&sg, t);
  }
  snprintf(t, sizeof t, "%s:grid(2x3)", game);
  sw_add(&r, t);
  sw_add(&sg, t);
  snprintf(t, sizeof t, "%s:a1-a2.a2-b2.b1-b2+%s:a-b.b-c", game, game);
  sw_add(&r, t);
  snprintf(t, sizeof t, "%s:a-b.b-c.d+nim:2@2", game);
  sw_add(&r, t);
  snprintf(t, sizeof t, "%s:a-b.c-d+cram:2x2+chomp:3/1", game);
  sw_add(&r, t);
  snprintf(name, sizeof name, "%s: every graph of up to 4 nodes, random ones of 5 to 7", game);
  sw_family(c, name, &r, &sg, 4);
}

static void chomp_sweep(void) {
  swlist r = {0}, sg = {0};
  int a, b2, c3, d;
  char t[128];
  for (a = 1; a <= 4; a++) /* every bar inside 4×4 */
    for (b2 = 0; b2 <= a; b2++)
      for (c3 = 0; c3 <= b2; c3++)
        for (d = 0; d <= c3; d++) {
          int n = snprintf(t, sizeof t, "chomp:%d", a);
          if (b2) n += snprintf(t + n, sizeof t - (size_t)n, "/%d", b2);
          if (c3) n += snprintf(t + n, sizeof t - (size_t)n, "/%d", c3);
          if (d) snprintf(t + n, sizeof t - (size_t)n, "/%d", d);
          sw_add(&r, t);
          sw_add(&sg, t);
        }
  sw_add(&r, "chomp:3/2,2/2");
  sw_add(&r, "chomp:2/1+nim:3@2");
  sw_add(&r, "chomp:3/3/1+sub(1-3):4");
  sw_family(c, "chomp: every bar inside 4x4", &r, &sg, 16);
}

/* ---- the pruned search against a plain mex ------------------------------------------
** Positions as masks of free cells / nodes left / bar rows; a memo of every
** one met (the games here are small enough). */

#define PM_BITS 22
static signed char *memo;

static int mex_of(const int *v, int n) {
  int seen[64] = {0}, i;
  for (i = 0; i < n; i++)
    if (v[i] < 64) seen[v[i]] = 1;
  for (i = 0; seen[i]; i++) {}
  return i;
}

static int R_, C_; /* the board of plain_cram */

static int plain_cram(unsigned long m) {
  int v[128], n = 0, a;
  if (memo[m] >= 0) return memo[m];
  for (a = 0; a < R_ * C_; a++) {
    if (!((m >> a) & 1)) continue;
    if (a % C_ + 1 < C_ && ((m >> (a + 1)) & 1)) v[n++] = plain_cram(m & ~(3UL << a));
    if (a + C_ < R_ * C_ && ((m >> (a + C_)) & 1)) v[n++] = plain_cram(m & ~(1UL << a) & ~(1UL << (a + C_)));
  }
  return memo[m] = (signed char)mex_of(v, n);
}

static unsigned long adj_[32];
static int N_, arc_;

static int plain_kayles(unsigned long m) {
  int v[512], n = 0, u, w;
  if (memo[m] >= 0) return memo[m];
  for (u = 0; u < N_; u++) {
    if (!((m >> u) & 1)) continue;
    if (!arc_) v[n++] = plain_kayles(m & ~(1UL << u) & ~adj_[u]);
    else
      for (w = u + 1; w < N_; w++)
        if (((m >> w) & 1) && ((adj_[u] >> w) & 1)) v[n++] = plain_kayles(m & ~(1UL << u) & ~(1UL << w));
  }
  return memo[m] = (signed char)mex_of(v, n);
}

static void search_vs_plain(void) {
  int i, bad = 0, count = 0;
  char b[128], t[160];
  memo = malloc((size_t)1 << PM_BITS);
  if (memo == NULL) return;
  for (i = 0; i < (test_quick ? 10 : 40); i++) { /* Cram: boards of 12 to 20 cells */
    static const int shapes[][2] = {{3, 4}, {4, 4}, {3, 5}, {4, 5}, {2, 8}, {3, 6}};
    unsigned long taken = 0, k;
    int s = (int)rnd(sizeof shapes / sizeof shapes[0]), want, got;
    R_ = shapes[s][0];
    C_ = shapes[s][1];
    for (k = 0; k < (unsigned long)(R_ * C_); k++)
      if (rnd(100) < 15) taken |= 1UL << k;
    memset(memo, -1, (size_t)1 << (R_ * C_));
    want = plain_cram(((1UL << (R_ * C_)) - 1) & ~taken);
    board_text(b, sizeof b, R_, C_, taken);
    snprintf(t, sizeof t, "cram:%s", b);
    got = (int)sg_of(t);
    count++;
    if (got != want && bad++ < 5) test_condf(0, "%s: the search says %d, a plain mex %d", t, got, want);
  }
  for (arc_ = 0; arc_ < 2; arc_++)
    for (i = 0; i < (test_quick ? 10 : 40); i++) { /* graphs of 10 to 16 nodes */
      unsigned char e[32 * 32];
      int u, v, want, got;
      char g[1024], tt[1100];
      N_ = 10 + (int)rnd(7);
      random_graph(N_, 12 + (int)rnd(30), e);
      for (u = 0; u < N_; u++) {
        adj_[u] = 0;
        for (v = 0; v < N_; v++)
          if (e[u * N_ + v]) adj_[u] |= 1UL << v;
      }
      memset(memo, -1, (size_t)1 << N_);
      want = plain_kayles((1UL << N_) - 1);
      graph_text(g, sizeof g, N_, e);
      snprintf(tt, sizeof tt, "%s:%s", arc_ ? "arckayles" : "nodekayles", g);
      got = (int)sg_of(tt);
      count++;
      if (got != want && bad++ < 5) test_condf(0, "%s: the search says %d, a plain mex %d", tt, got, want);
    }
  { /* Node-Kayles and Arc-Kayles on grids, written as grids (the grid search) */
    static const int shapes[][2] = {{3, 4}, {4, 4}, {3, 5}, {2, 7}, {4, 5}};
    size_t s;
    for (arc_ = 0; arc_ < 2; arc_++)
      for (s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        int R = shapes[s][0], C = shapes[s][1], u, want, got;
        N_ = R * C;
        for (u = 0; u < N_; u++) {
          adj_[u] = 0;
          if (u % C) adj_[u] |= 1UL << (u - 1);
          if (u % C + 1 < C) adj_[u] |= 1UL << (u + 1);
          if (u >= C) adj_[u] |= 1UL << (u - C);
          if (u + C < N_) adj_[u] |= 1UL << (u + C);
        }
        memset(memo, -1, (size_t)1 << N_);
        want = plain_kayles((1UL << N_) - 1);
        snprintf(t, sizeof t, "%s:grid(%dx%d)", arc_ ? "arckayles" : "nodekayles", R, C);
        got = (int)sg_of(t);
        count++;
        test_condf(got == want, "%s: the search says %d, a plain mex %d", t, got, want);
      }
  }
  free(memo);
  printf("  search: %d positions against a plain mex\n", count);
}

/* Cram: random boards of every shape of at most 24 cells, none to two in
** five cells taken (every third one its own image under the half turn, where
** the search's mirror shortcuts apply), against plain_cram: the value, and the winning moves (each
** must leave a position the plain mex values 0, and every such move must be
** listed). The seed is printed; GR_TEST_SEED=N replays another. */
#define CR_BITS 24
static unsigned long cr_state;
static unsigned long cr_rnd(unsigned long n) {
  cr_state = cr_state * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(cr_state >> 33) % n;
}

/* The cells (bit numbers) of a move "1:r.c-r2.c2" on a board of C_ columns; 0 when
** the text is not one. */
static int move_cells(const char *t, int *a, int *b) {
  int r, k, r2, k2;
  if (sscanf(t, "1:%d.%d-%d.%d", &r, &k, &r2, &k2) != 4) return 0;
  *a = (r - 1) * C_ + k - 1;
  *b = (r2 - 1) * C_ + k2 - 1;
  return 1;
}

/* The seed of the random sweeps: GR_TEST_SEED, else a fixed one. */
static unsigned long sweep_seed(void) {
  const char *env = getenv("GR_TEST_SEED");
  return env != NULL && *env ? strtoul(env, NULL, 10) : 20261126UL;
}

static void cram_random_vs_plain(void) {
  unsigned long s0 = sweep_seed();
  int i, bad = 0, n = test_quick ? 40 : 200, moves = 0, most = 0, mirrored = 0;
  signed char *m = malloc((size_t)1 << CR_BITS);
  if (m == NULL) return;
  cr_state = s0;
  printf("  cram: %d random boards against a plain mex, seed %lu (GR_TEST_SEED=N for another)\n", n,
         s0);
  for (i = 0; i < n; i++) {
    unsigned long taken = 0, k, full, left;
    int pct = (int)cr_rnd(41), want, got, a, b, plain_wins = 0, listed = 0, free_cells = 0;
    char bt[128], t[160];
    const char *out = NULL;
    jval *j;
    const jval *w;
    R_ = 1 + (int)cr_rnd(6);
    C_ = 1 + (int)cr_rnd((unsigned long)(CR_BITS / R_ < 12 ? CR_BITS / R_ : 12));
    full = (R_ * C_ == 64 ? ~0UL : (1UL << (R_ * C_)) - 1);
    for (k = 0; k < (unsigned long)(R_ * C_); k++)
      if ((int)cr_rnd(100) < pct) taken |= 1UL << k;
    if (i % 3 == 0) { /* every third board its own image under the half turn: the mirror's shortcuts */
      for (k = 0; k < (unsigned long)(R_ * C_) / 2; k++) {
        unsigned long img = (unsigned long)(R_ * C_) - 1 - k;
        taken = (taken >> k) & 1 ? taken | 1UL << img : taken & ~(1UL << img);
      }
      mirrored++;
    }
    left = full & ~taken;
    for (k = 0; k < (unsigned long)(R_ * C_); k++) free_cells += (int)((left >> k) & 1);
    if (free_cells > most) most = free_cells;
    memo = m;
    memset(memo, -1, (size_t)1 << (R_ * C_));
    want = plain_cram(left);
    board_text(bt, sizeof bt, R_, C_, taken);
    snprintf(t, sizeof t, "cram:%s", bt);
    if (gr_analyze(c, t, GR_MOVES_WINNING, &out) != GR_OK) {
      test_condf(0, "analyze \"%s\": %s", t, gr_error(c));
      continue;
    }
    j = json_parse(out);
    got = j != NULL ? (int)json_long(j, "nimsum", -1) : -1;
    if (got != want && bad++ < 5) test_condf(0, "%s (seed %lu): the search says %d, a plain mex %d", t, s0, got, want);
    for (a = 0; a < R_ * C_; a++) { /* the plain count of moves to 0 */
      if (!((left >> a) & 1)) continue;
      if (a % C_ + 1 < C_ && ((left >> (a + 1)) & 1) && plain_cram(left & ~(3UL << a)) == 0) plain_wins++;
      if (a + C_ < R_ * C_ && ((left >> (a + C_)) & 1) &&
          plain_cram(left & ~(1UL << a) & ~(1UL << (a + C_))) == 0)
        plain_wins++;
    }
    w = j != NULL ? json_get(j, "winning") : NULL;
    for (k = 0; w != NULL && k < (unsigned long)w->n; k++) {
      const char *mt = w->items[k]->s;
      listed++;
      if (!move_cells(mt, &a, &b) || plain_cram(left & ~(1UL << a) & ~(1UL << b)) != 0) {
        if (bad++ < 5) test_condf(0, "%s (seed %lu): %s is listed as winning, but a plain mex values what it leaves above 0", t, s0, mt);
      }
    }
    moves += listed;
    if (listed != plain_wins && bad++ < 5)
      test_condf(0, "%s (seed %lu): %d winning moves listed, a plain mex finds %d", t, s0, listed, plain_wins);
    json_free(j);
  }
  test_condf(bad == 0, "cram: %d disagreements with a plain mex on %d random boards (seed %lu)", bad, n, s0);
  printf("  cram: %d boards of up to %d free cells (%d their own image under the half turn), %d "
         "winning moves checked\n", n, most, mirrored, moves);
  free(m);
  memo = NULL;
}

/* Misère Cram by plain minimax (no values): 1 when the player to move on the
** free cells m wins, a player without a move winning. */
static signed char *mmemo;
static int plain_cram_misere(unsigned long m) {
  int a, any = 0, win = 0;
  if (mmemo[m] >= 0) return mmemo[m];
  for (a = 0; a < R_ * C_ && !win; a++) {
    if (!((m >> a) & 1)) continue;
    if (a % C_ + 1 < C_ && ((m >> (a + 1)) & 1)) {
      any = 1;
      win = !plain_cram_misere(m & ~(3UL << a));
    }
    if (!win && a + C_ < R_ * C_ && ((m >> (a + C_)) & 1)) {
      any = 1;
      win = !plain_cram_misere(m & ~(1UL << a) & ~(1UL << (a + C_)));
    }
  }
  return mmemo[m] = (signed char)(any ? win : 1);
}

/* The image of cell k under symmetry `sym` of an R_ x C_ board: 1 the half
** turn, 2 the left-right mirror, 3 the top-bottom mirror. */
static unsigned long sym_cell(unsigned long k, int sym) {
  unsigned long r = k / (unsigned long)C_, col = k % (unsigned long)C_;
  if (sym == 1) return (unsigned long)(R_ * C_) - 1 - k;
  if (sym == 2) return r * (unsigned long)C_ + (unsigned long)C_ - 1 - col;
  return ((unsigned long)R_ - 1 - r) * (unsigned long)C_ + col;
}

/* Cram, every move listed: random boards of up to 20 cells (three in four
** symmetric: under the half turn, a mirror across or down, where symmetric
** moves have equal values), all moves valued in one analysis, the caches
** shared from board to board as in the page; each move's value after it
** against a plain mex of what it leaves, in normal play, and in misère play
** each move's verdict against a plain minimax; every legal move listed once.
** The seed is printed; GR_TEST_SEED=N replays another. */
#define AM_BITS 20
static void cram_all_moves_vs_plain(void) {
  unsigned long s0 = sweep_seed();
  int i, bad = 0, n = test_quick ? 40 : 160, moves = 0, most = 0, symmetric = 0;
  signed char *m = malloc((size_t)1 << AM_BITS), *mm = malloc((size_t)1 << AM_BITS);
  if (m == NULL || mm == NULL) {
    free(m);
    free(mm);
    return;
  }
  cr_state = s0 ^ 0xA11UL;
  for (i = 0; i < n; i++) {
    unsigned long taken = 0, k, full, left;
    int pct = (int)cr_rnd(31), sym = i % 4, misere = (i / 4) % 2, listed = 0, plain_moves = 0,
        free_cells = 0, a;
    char bt[128], t[160];
    const char *out = NULL;
    jval *j;
    const jval *ms;
    R_ = 1 + (int)cr_rnd(5);
    C_ = 1 + (int)cr_rnd((unsigned long)(AM_BITS / R_ < 10 ? AM_BITS / R_ : 10));
    full = (1UL << (R_ * C_)) - 1;
    for (k = 0; k < (unsigned long)(R_ * C_); k++)
      if ((int)cr_rnd(100) < pct) taken |= 1UL << k;
    if (sym) { /* the board made its own image: each cell takes its image's state */
      for (k = 0; k < (unsigned long)(R_ * C_); k++)
        if (sym_cell(k, sym) < k)
          taken = (taken >> sym_cell(k, sym)) & 1 ? taken | 1UL << k : taken & ~(1UL << k);
      symmetric++;
    }
    left = full & ~taken;
    for (k = 0; k < (unsigned long)(R_ * C_); k++) free_cells += (int)((left >> k) & 1);
    if (free_cells > most) most = free_cells;
    memo = m;
    mmemo = mm;
    memset(memo, -1, (size_t)1 << (R_ * C_));
    memset(mmemo, -1, (size_t)1 << (R_ * C_));
    board_text(bt, sizeof bt, R_, C_, taken);
    snprintf(t, sizeof t, "cram:%s%s", bt, misere ? ";misere" : "");
    if (gr_analyze(c, t, GR_MOVES_ALL, &out) != GR_OK) {
      test_condf(0, "analyze \"%s\": %s", t, gr_error(c));
      continue;
    }
    j = json_parse(out);
    for (a = 0; a < R_ * C_; a++) {
      if (!((left >> a) & 1)) continue;
      plain_moves += (a % C_ + 1 < C_ && ((left >> (a + 1)) & 1)) +
                     (a + C_ < R_ * C_ && ((left >> (a + C_)) & 1));
    }
    ms = j != NULL ? json_get(j, "moves") : NULL;
    for (k = 0; ms != NULL && k < (unsigned long)ms->n; k++) {
      const jval *mv = ms->items[k];
      const char *mt = json_str(mv, "move"), *va = json_str(mv, "verdict_after");
      int b, got = (int)json_long(mv, "sg_after", -1), want;
      unsigned long after;
      listed++;
      if (mt == NULL || !move_cells(mt, &a, &b) || !((left >> a) & 1) || !((left >> b) & 1)) {
        if (bad++ < 5) test_condf(0, "%s (seed %lu): move %s is not a domino on free cells", t, s0, mt ? mt : "?");
        continue;
      }
      after = left & ~(1UL << a) & ~(1UL << b);
      want = plain_cram(after);
      if (got != want && bad++ < 5)
        test_condf(0, "%s (seed %lu): after %s the value listed is %d, a plain mex %d", t, s0, mt, got, want);
      if (misere && (va == NULL || *va != (plain_cram_misere(after) ? 'N' : 'P')) && bad++ < 5)
        test_condf(0, "%s (seed %lu): after %s the verdict listed is %s, a plain misère minimax %c", t,
                   s0, mt, va ? va : "null", plain_cram_misere(after) ? 'N' : 'P');
      if (!misere && (va == NULL || *va != (want ? 'N' : 'P')) && bad++ < 5)
        test_condf(0, "%s (seed %lu): after %s the verdict listed is %s, the value %d", t, s0, mt,
                   va ? va : "null", want);
    }
    moves += listed;
    if (listed != plain_moves && bad++ < 5)
      test_condf(0, "%s (seed %lu): %d moves listed, %d legal", t, s0, listed, plain_moves);
    json_free(j);
  }
  test_condf(bad == 0, "cram, every move: %d disagreements with a plain mex on %d random boards (seed %lu)", bad, n, s0);
  printf("  cram, every move: %d boards of up to %d free cells (%d symmetric), %d moves checked in "
         "both plays\n", n, most, symmetric, moves);
  free(m);
  free(mm);
  memo = mmemo = NULL;
}

/* Chomp: random bars of up to 14 squares, any shape (up to 14 rows or 14
** columns), against a plain mex over bars kept in a small hash table (rows
** as 4-bit lengths). */
#define CH_SLOTS (1 << 16)
static uint64_t ch_key[CH_SLOTS];
static signed char ch_val[CH_SLOTS];

static uint64_t ch_pack(const int *len, int n) {
  uint64_t k = 0;
  int i;
  for (i = 0; i < n; i++) k |= (uint64_t)len[i] << (4 * i);
  return k;
}

static int chomp_plain_any(const int *len, int n) {
  uint64_t key = ch_pack(len, n) + 1;
  size_t h = (size_t)((key * 0x9E3779B97F4A7C15ULL) >> 48);
  int v[256], k = 0, r, col, i;
  while (ch_key[h] != 0 && ch_key[h] != key) h = (h + 1) & (CH_SLOTS - 1);
  if (ch_key[h] == key) return ch_val[h];
  for (r = 0; r < n; r++)
    for (col = r == 0 ? 1 : 0; col < len[r]; col++) { /* the bite at (r, col); not the poison */
      int nl[16], m = 0;
      for (i = 0; i < n; i++) {
        int x = i >= r && len[i] > col ? col : len[i];
        if (x > 0) nl[m++] = x;
      }
      v[k++] = chomp_plain_any(nl, m);
    }
  while (ch_key[h] != 0 && ch_key[h] != key) h = (h + 1) & (CH_SLOTS - 1); /* moved on by the recursion */
  ch_key[h] = key;
  ch_val[h] = (signed char)mex_of(v, k);
  return ch_val[h];
}

static void chomp_random_vs_plain(void) {
  int i, bad = 0, n = test_quick ? 50 : 300, len[16];
  unsigned long s0 = sweep_seed();
  cr_state = s0 ^ 0x5DEECE66DUL;
  memset(ch_key, 0, sizeof ch_key);
  for (i = 0; i < n; i++) {
    int total = 1 + (int)cr_rnd(14), rows = 0, left, want, got, l, k;
    char t[128];
    left = total;
    len[rows] = 1 + (int)cr_rnd((unsigned long)left);
    left -= len[rows++];
    while (left > 0 && rows < 14) {
      int most = len[rows - 1] < left ? len[rows - 1] : left;
      len[rows] = 1 + (int)cr_rnd((unsigned long)most);
      left -= len[rows++];
    }
    want = chomp_plain_any(len, rows);
    l = snprintf(t, sizeof t, "chomp:%d", len[0]);
    for (k = 1; k < rows; k++) l += snprintf(t + l, sizeof t - (size_t)l, "/%d", len[k]);
    got = (int)sg_of(t);
    if (got != want && bad++ < 5) test_condf(0, "%s: the search says %d, a plain mex %d", t, got, want);
  }
  test_condf(bad == 0, "chomp: %d of %d random bars disagree with a plain mex (seed %lu)", bad, n, s0);
  printf("  chomp: %d random bars of up to 14 squares against a plain mex, seed %lu\n", n, s0);
}

/* Chomp: every bar inside 6 rows × 7 columns by a plain mex over the bars. */
static int chomp_plain(const int *len, int n, int *table, int cols) {
  int key = 0, i, v[64], k = 0, r, col;
  for (i = 0; i < 6; i++) key = key * (cols + 1) + (i < n ? len[i] : 0);
  if (table[key] >= 0) return table[key];
  for (r = 0; r < n; r++)
    for (col = r == 0 ? 1 : 0; col < len[r]; col++) {
      int nl[6], m = 0;
      for (i = 0; i < n; i++) {
        int x = i >= r && len[i] > col ? col : len[i];
        if (x > 0) nl[m++] = x;
      }
      v[k++] = chomp_plain(nl, m, table, cols);
    }
  return table[key] = mex_of(v, k);
}

static void chomp_vs_plain(void) {
  int cols = 7, size = 1, i, *table, len[6], bad = 0, count = 0;
  for (i = 0; i < 6; i++) size *= cols + 1;
  table = malloc((size_t)size * sizeof *table);
  if (table == NULL) return;
  for (i = 0; i < size; i++) table[i] = -1;
  for (i = 0; i < (test_quick ? 30 : 120); i++) {
    int n = 1 + (int)rnd(6), k, want, got, l;
    char t[64];
    len[0] = 1 + (int)rnd((unsigned long)cols);
    for (k = 1; k < n; k++) len[k] = 1 + (int)rnd((unsigned long)len[k - 1]);
    want = chomp_plain(len, n, table, cols);
    l = snprintf(t, sizeof t, "chomp:%d", len[0]);
    for (k = 1; k < n; k++) l += snprintf(t + l, sizeof t - (size_t)l, "/%d", len[k]);
    got = (int)sg_of(t);
    count++;
    if (got != want && bad++ < 5) test_condf(0, "%s: the search says %d, a plain mex %d", t, got, want);
  }
  free(table);
  printf("  chomp: %d bars against a plain mex\n", count);
}

/* Chomp's bars of at most four rows (or columns), valued from a table, and
** of five rows (the search finds its smaller bars there), against a plain
** mex over a dense array of every R row lengths up to A (a row as a digit
** of base A + 1, the first the most significant: a bite only makes the
** number smaller). */
static unsigned short *ch_dense(int R, int A) {
  size_t size = 1, x;
  int i;
  unsigned short *v;
  for (i = 0; i < R; i++) size *= (size_t)A + 1;
  v = calloc(size, sizeof *v);
  if (v == NULL) return NULL;
  for (x = 0; x < size; x++) {
    int s[8], o[8], r, col, k, m;
    size_t y = x;
    unsigned char seen[256];
    for (i = R - 1; i >= 0; i--, y /= (size_t)A + 1) s[i] = (int)(y % ((size_t)A + 1));
    for (i = 1; i < R && s[i] <= s[i - 1]; i++) {}
    if (i < R || s[0] == 0) continue; /* rows that grow: no bar */
    memset(seen, 0, sizeof seen);
    for (r = 0; r < R; r++)
      for (col = r == 0 ? 1 : 0; col < s[r]; col++) {
        size_t z = 0;
        for (k = 0; k < R; k++) {
          o[k] = k >= r && s[k] > col ? col : s[k];
          z = z * ((size_t)A + 1) + (size_t)o[k];
        }
        if (v[z] < sizeof seen) seen[v[z]] = 1;
      }
    for (m = 0; seen[m]; m++) {}
    v[x] = (unsigned short)m;
  }
  return v;
}

static size_t ch_at(const int *s, int R, int A) {
  size_t z = 0;
  int k;
  for (k = 0; k < R; k++) z = z * ((size_t)A + 1) + (size_t)s[k];
  return z;
}

/* The text of the bar of rows s (R of them, zeros dropped), or of its
** columns when turned. */
static void ch_text(char *t, size_t cap, const int *s, int R, int turned) {
  int k, n = 0, cols = s[0];
  size_t l = (size_t)snprintf(t, cap, "chomp:");
  if (!turned) {
    for (k = 0; k < R && s[k] > 0; k++) l += (size_t)snprintf(t + l, cap - l, "%s%d", k ? "/" : "", s[k]);
    return;
  }
  for (k = 0; k < cols; k++) { /* column k: the rows longer than k */
    for (n = 0; n < R && s[n] > k; n++) {}
    l += (size_t)snprintf(t + l, cap - l, "%s%d", k ? "/" : "", n);
  }
}

static void chomp_tables_vs_plain(void) {
  int A = test_quick ? 24 : 40, s[5], i, bad = 0, n = 0, moves = 0, a, b, cc, d;
  unsigned short *v = ch_dense(4, A), *v5;
  unsigned long s0 = sweep_seed(), st = s0 ^ 0x2545F491UL;
  char t[512];
  if (v == NULL) return;
  for (a = 1; a <= 8; a++) /* every bar of at most four rows up to 8, and turned */
    for (b = 0; b <= a; b++)
      for (cc = 0; cc <= b; cc++)
        for (d = 0; d <= cc; d++) {
          int want, turned;
          s[0] = a, s[1] = b, s[2] = cc, s[3] = d;
          want = v[ch_at(s, 4, A)];
          for (turned = 0; turned < 2; turned++) {
            long got;
            ch_text(t, sizeof t, s, 4, turned);
            got = sg_of(t);
            n++;
            if (got != want && bad++ < 5) test_condf(0, "%s: %ld, a plain mex %d", t, got, want);
          }
        }
  for (i = 0; i < (test_quick ? 10 : 40); i++) { /* random larger ones, every move's value too */
    const char *out = NULL;
    jval *j;
    const jval *ms;
    size_t m;
    int turned;
    for (a = 0; a < 4; a++) {
      st = st * 6364136223846793005UL + 1442695040888963407UL;
      s[a] = (int)((st >> 33) % (unsigned long)((a ? s[a - 1] : A) + 1));
    }
    if (s[0] == 0) s[0] = A;
    turned = (int)(st >> 40) & 1;
    ch_text(t, sizeof t, s, 4, turned);
    n++;
    if (gr_analyze(c, t, GR_MOVES_ALL, &out) != GR_OK) {
      test_condf(0, "analyze \"%s\": %s", t, gr_error(c));
      continue;
    }
    j = json_parse(out);
    if (j == NULL || json_long(j, "nimsum", -1) != v[ch_at(s, 4, A)]) {
      if (bad++ < 5) test_condf(0, "%s (seed %lu): %ld, a plain mex %d", t, s0, j ? json_long(j, "nimsum", -1) : -1L, v[ch_at(s, 4, A)]);
    }
    ms = j ? json_get(j, "moves") : NULL;
    for (m = 0; ms && m < ms->n; m++) { /* each bite's value: the rows after it, by the plain mex */
      const char *mv = json_str(ms->items[m], "move");
      int r = 0, col = 0, o[4], k;
      if (mv == NULL || sscanf(mv, "1:%d.%d", &r, &col) != 2) continue;
      if (turned) { /* the bite at row r, column col of the turned bar: at row col, column r */
        int tmp = r;
        r = col;
        col = tmp;
      }
      for (k = 0; k < 4; k++) o[k] = k >= r - 1 && s[k] > col - 1 ? col - 1 : s[k];
      moves++;
      if (json_long(ms->items[m], "sg_after", -1) != v[ch_at(o, 4, A)] && bad++ < 5)
        test_condf(0, "%s, %s: %ld after, a plain mex %d", t, mv, json_long(ms->items[m], "sg_after", -1), v[ch_at(o, 4, A)]);
    }
    json_free(j);
  }
  free(v);
  v5 = ch_dense(5, 12); /* five rows: the search, its bars of four rows from the table */
  for (i = 0; v5 != NULL && i < (test_quick ? 5 : 20); i++) {
    long got;
    for (a = 0; a < 5; a++) {
      st = st * 6364136223846793005UL + 1442695040888963407UL;
      s[a] = 1 + (int)((st >> 33) % (unsigned long)(a ? s[a - 1] : 12));
    }
    ch_text(t, sizeof t, s, 5, 0);
    got = sg_of(t);
    n++;
    if (got != v5[ch_at(s, 5, 12)] && bad++ < 5) test_condf(0, "%s (seed %lu): %ld, a plain mex %d", t, s0, got, v5[ch_at(s, 5, 12)]);
  }
  free(v5);
  /* a value past 64, the options' values past 64 too (the search's sets of
  ** values below 64 reach no further): 23^5 is worth 77 */
  v5 = test_quick ? NULL : ch_dense(5, 23);
  if (v5 != NULL) {
    long got;
    for (a = 0; a < 5; a++) s[a] = 23;
    ch_text(t, sizeof t, s, 5, 0);
    got = sg_of(t);
    n++;
    test_condf(v5[ch_at(s, 5, 23)] > 64, "%s: a plain mex %d, not past 64", t, v5[ch_at(s, 5, 23)]);
    if (got != v5[ch_at(s, 5, 23)] && bad++ < 5) test_condf(0, "%s: %ld, a plain mex %d", t, got, v5[ch_at(s, 5, 23)]);
    /* random wide bars of five rows worth 64 or more: their options' values
    ** cross 64 in every order */
    for (i = 0, cc = 0; i < 200 && cc < 8; i++) {
      for (a = 0; a < 5; a++) {
        int top = a ? s[a - 1] : 23, low = a ? top - 3 : 19;
        st = st * 6364136223846793005UL + 1442695040888963407UL;
        s[a] = low + (int)((st >> 33) % (unsigned long)(top - low + 1));
      }
      if (v5[ch_at(s, 5, 23)] < 64) continue;
      cc++;
      ch_text(t, sizeof t, s, 5, (int)(st >> 40) & 1);
      got = sg_of(t);
      n++;
      if (got != v5[ch_at(s, 5, 23)] && bad++ < 5)
        test_condf(0, "%s (seed %lu): %ld, a plain mex %d", t, s0, got, v5[ch_at(s, 5, 23)]);
    }
    test_condf(cc == 8, "chomp: only %d random five-row bars worth 64 or more found (seed %lu)", cc, s0);
    free(v5);
  }
  test_condf(bad == 0, "chomp: %d of %d bars of four or five rows disagree with a plain mex (seed %lu)", bad, n, s0);
  printf("  chomp: %d bars of up to four rows (or columns) or five rows, %d moves, against a plain mex, seed %lu\n", n, moves, s0);
}

/* ---- published values ------------------------------------------------------------------ */

static void published(void) {
  char t[128];
  int n;
  long seq[64];
  const char *out = NULL;
  test_condf(sg_of("cram:4x5") == 2, "Cram 4x5 is *2 (Beling's table)");
  test_condf(sg_of("cram:4x7") == 3, "Cram 4x7 is *3");
  test_condf(sg_of("cram:5x6") == 2, "Cram 5x6 is *2");
  test_condf(sg_of("cram:5x5") == 0, "Cram 5x5 is 0");
  test_condf(sg_of("cram:3x3") == 0 && sg_of("cram:3x4") == 1, "Cram 3x3 = 0, 3x4 = *1");
  for (n = 2; n <= 10; n += 2) { /* even × even: the second player mirrors */
    snprintf(t, sizeof t, "cram:%dx%d", n, n + 2 > 8 ? 4 : n + 2);
    test_condf(sg_of(t) == 0, "%s (even by even) is 0", t);
  }
  /* 1×n is Dawson's Kayles, 0.07 on n cells; Node-Kayles on a path of n is 0.137 */
  if (gr_sequence(c, "octal(0.07)", 40, &out) == GR_OK) {
    jval *j = json_parse(out);
    const jval *v = json_get(j, "values");
    for (n = 0; v && n <= 40; n++) seq[n % 64] = (long)v->items[n]->num, (void)0;
    for (n = 1; v && n <= 32; n++) {
      snprintf(t, sizeof t, "cram:1x%d", n);
      test_condf(sg_of(t) == (long)v->items[n]->num, "%s is Dawson's Kayles on %d: %ld", t, n,
                 (long)v->items[n]->num);
    }
    json_free(j);
  }
  if (gr_sequence(c, "octal(0.137)", 64, &out) == GR_OK) {
    jval *j = json_parse(out);
    const jval *v = json_get(j, "values");
    for (n = 1; v && n <= 64; n += (n < 20 ? 1 : 7)) {
      int k, l = snprintf(t, sizeof t, "nodekayles:p1");
      char big[1024];
      (void)l;
      snprintf(big, sizeof big, "nodekayles:p1");
      for (k = 2; k <= n; k++) {
        size_t bl = strlen(big);
        snprintf(big + bl, sizeof big - bl, "-p%d", k);
      }
      test_condf(sg_of(big) == (long)v->items[n]->num,
                 "Node-Kayles on a path of %d is Dawson's chess (0.137): %ld", n,
                 (long)v->items[n]->num);
    }
    json_free(j);
  }
  for (n = 1; n <= 16; n++) {
    snprintf(t, sizeof t, "nodekayles:grid(3x%d)", n);
    test_condf(sg_of(t) == nk_grid3[n - 1], "%s is %ld (OEIS A316632)", t, nk_grid3[n - 1]);
  }
  for (n = 1; n <= 12; n++) { /* OEIS A316632's notes: 2×n alternates 1, 0; 4×n is 0 */
    snprintf(t, sizeof t, "nodekayles:grid(2x%d)", n);
    test_condf(sg_of(t) == n % 2, "%s is %d", t, n % 2);
    if (n <= 12) {
      snprintf(t, sizeof t, "nodekayles:grid(4x%d)", n);
      test_condf(sg_of(t) == 0, "%s is 0", t);
    }
  }
  test_condf(sg_of("arckayles:grid(4x5)") == 2 && sg_of("arckayles:grid(3x4)") == sg_of("cram:3x4"),
             "Arc-Kayles on a grid is Cram");
  test_condf(sg_of("chomp:2/1") == 0 && sg_of("chomp:3/1/1") == 0 && sg_of("chomp:4/1/1/1") == 0,
             "Chomp's L shapes with equal arms are P-positions");
  for (n = 2; n <= 7; n++) {
    snprintf(t, sizeof t, "chomp:%dx%d", n, n + 1);
    test_condf(sg_of(t) > 0, "%s is won by the first player (strategy stealing)", t);
    snprintf(t, sizeof t, "chomp:%d/%d", n + 1, n);
    test_condf(sg_of(t) == 0, "%s (two rows, the first one longer) is a P-position", t);
  }
  (void)seq;
}

/* Node-Kayles on the graph families of Brown, Daugherty, Fiorini, Maldonado,
** Manzano-Ruiz, Rainville, Waechter and Wong, "Nimber Sequences of
** Node-Kayles Games" (J. Integer Sequences 23, 2020, 20.3.5), against their
** terms in OEIS (A317367, A316629, A316781, A316533), and on the queens
** graph (A344227): as far as a graph goes (64 nodes) or as this test may
** take, and by plain_kayles too where the graph has at most 22 nodes. The
** analysis is not bounded here: past about 51 nodes the default bound refuses
** a Node-Kayles search on its estimate, far above what the search does on
** these thin graphs (P_64(3) takes a tenth of a second). */
static void nk_families(void) {
  static const int most[] = {64, 21, 12, 16, 20, 8}; /* the largest n taken here, by family
                                                      ** (the bench takes diamonds and P(n,2)
                                                      ** to their last published terms) */
  static int nk_u[64 * 63 / 2], nk_v[64 * 63 / 2];
  static char t[16384];
  size_t q;
  int terms = 0, plain = 0;
  double t0 = sw_now();
  memo = malloc((size_t)1 << PM_BITS);
  gr_set_work(c, -1);
  for (q = 0; q < nk_npublished; q++) {
    const nk_family *fm = &nk_published[q];
    int n;
    for (n = fm->from; n <= fm->to && n <= most[fm->f]; n++) {
      long want = fm->want ? fm->want[n - fm->from] : (n % 2 == 0), got;
      int nk_m, N = nk_graph(fm->f, n, nk_u, nk_v, &nk_m), i, u, p;
      char what[64];
      snprintf(what, sizeof what, fm->at, n, n);
      nk_text(fm->f, n, t, sizeof t);
      got = sg_alone(t);
      terms++;
      test_condf(got == want, "Node-Kayles on %s is %ld, %s says %ld", what, got, fm->seq, want);
      if (memo != NULL && N <= 22) {
        N_ = N;
        arc_ = 0;
        for (u = 0; u < N; u++) adj_[u] = 0;
        for (i = 0; i < nk_m; i++) adj_[nk_u[i]] |= 1UL << nk_v[i], adj_[nk_v[i]] |= 1UL << nk_u[i];
        memset(memo, -1, (size_t)1 << N);
        p = plain_kayles((1UL << N) - 1);
        test_condf(p == want, "Node-Kayles on %s: a plain mex %d, %s says %ld", what, p, fm->seq, want);
        plain++;
      }
    }
  }
  gr_set_work(c, GR_WORK_DEFAULT);
  free(memo);
  printf("  node-kayles: %d published terms of six graph families, %d of them by a plain mex too, %.2f s\n",
         terms, plain, sw_now() - t0);
}

/* Graphs of 64 nodes, the most a graph holds: a path of 64 nodes in Node-Kayles
** is Dawson's chess (0.137) at 64, in Arc-Kayles Dawson's Kayles (0.07) at 64;
** both with every move listed and the graph written back, which reach the
** last node's neighbours. */
static void kayles_64_nodes(void) {
  static char t[1024];
  size_t l;
  int i, arc;
  gr_set_work(c, -1);
  for (arc = 0; arc <= 1; arc++) {
    long got, want;
    l = (size_t)snprintf(t, sizeof t, "%s:n0", arc ? "arckayles" : "nodekayles");
    for (i = 1; i < 64; i++) l += (size_t)snprintf(t + l, sizeof t - l, "-n%d", i);
    got = sg_in_mode(t, GR_MOVES_ALL);
    l = (size_t)snprintf(t, sizeof t, "octal(%s):", arc ? "0.07" : "0.137");
    for (i = 0; i < 64; i++) t[l++] = 'o';
    t[l] = 0;
    want = sg_of(t);
    test_condf(got >= 0 && got == want, "%s on a path of 64 nodes is %ld, the octal rule's %ld",
               arc ? "Arc-Kayles" : "Node-Kayles", got, want);
  }
  gr_set_work(c, GR_WORK_DEFAULT);
}

/* Regions whose boxes are too large to search (more than 64 cells) are valued
** only by the half-turn rule. Whole boards, and the same with a few cells
** taken in pairs of images near the corners (still one region, its own
** image): a free cell or a free domino on the centre stands in the way of
** the second player's mirror strategy, so the board must be refused, never
** valued 0; with the centre's cells taken the board is 0. */
static void cram_large_regions(void) {
  static const int shapes[][2] = {{8, 9}, {9, 8}, {7, 10}, {10, 7}, {5, 14}, {14, 5}, {13, 6},
                                  {9, 9}, {7, 11}, {11, 9}, {8, 10}, {10, 10}, {6, 12}, {12, 8}};
  size_t q;
  int holes;
  for (q = 0; q < sizeof shapes / sizeof shapes[0]; q++)
    for (holes = 0; holes < 3; holes++) {
      int R = shapes[q][0], C = shapes[q][1], N = R * C, i, centre_free;
      char cell[32 * 32 + 1], t[2 * 32 * 33 + 16];
      const char *out = NULL;
      gr_status st;
      memset(cell, '.', (size_t)N);
      for (i = 0; i < holes; i++) { /* a cell near a corner, and its image */
        int a = (int)rnd(2) * C + (int)rnd(2) + (i % 2 ? C - 2 : 0);
        cell[a] = cell[N - 1 - a] = '#';
      }
      for (centre_free = 1; centre_free >= 0; centre_free--) {
        size_t n = 5;
        int r, k;
        if (!centre_free) { /* the centre's cell, or the two cells of its domino, taken */
          if (R % 2 && C % 2) cell[N / 2] = '#';
          else if (R % 2) cell[N / 2] = cell[N / 2 - 1] = '#';
          else if (C % 2) cell[(R / 2) * C + C / 2] = cell[(R / 2 - 1) * C + C / 2] = '#';
        }
        memcpy(t, "cram:", 5);
        for (r = 0; r < R; r++) {
          if (r) t[n++] = '/';
          for (k = 0; k < C; k++) t[n++] = cell[r * C + k];
        }
        t[n] = '\0';
        st = gr_analyze(c, t, GR_MOVES_WINNING, &out);
        if (centre_free && (R % 2 || C % 2)) {
          test_condf(st == GR_ELIMIT && strstr(gr_error(c), "searched") != NULL,
                     "%dx%d, %d holes, the centre free: refused as too large to search, not "
                     "valued (status %d: %s)", R, C, holes, (int)st,
                     st == GR_OK ? out : gr_error(c));
        } else {
          jval *j = st == GR_OK ? json_parse(out) : NULL;
          test_condf(j != NULL && json_long(j, "nimsum", -1) == 0,
                     "%dx%d, %d holes, %s: 0 by the half-turn rule (status %d: %s)", R, C, holes,
                     centre_free ? "no centre cell or domino" : "the centre taken", (int)st,
                     st == GR_OK ? out : gr_error(c));
          json_free(j);
        }
      }
    }
}

/* ---- notation ------------------------------------------------------------------------- */

static void expect_canonical(const char *in, const char *want) {
  const char *out = NULL;
  gr_status st = gr_canonical(c, in, &out);
  test_condf(st == GR_OK && strcmp(out, want) == 0, "canonical \"%s\": \"%s\" (%s), want \"%s\"",
             in, st == GR_OK ? out : "", st == GR_OK ? "" : gr_error(c), want);
}

static void expect_error(const char *in, gr_status want, const char *says) {
  const char *out = NULL;
  gr_status st = gr_canonical(c, in, &out);
  test_condf(st == want && strstr(gr_error(c), says) != NULL,
             "\"%s\": status %d \"%s\", want %d saying \"%s\"", in, (int)st,
             st == GR_OK ? out : gr_error(c), (int)want, says);
}

static void notation(void) {
  expect_canonical("cram:4x5", "cram:4x5");
  expect_canonical("cram:..../..../....", "cram:3x4");
  expect_canonical("cram:.#./...", "cram:.#./...");
  expect_canonical("cram:2x2,1x3", "cram:2x2,1x3");
  expect_canonical("nodekayles:a-b,b-c,d", "nodekayles:a-b.b-c.d");
  expect_canonical("nodekayles:d, c-b , b-a", "nodekayles:a-b.b-c.d");
  expect_canonical("nodekayles:a-b-c.b-a", "nodekayles:a-b.b-c");
  expect_canonical("arckayles:a-b,b-c,d", "arckayles:a-b.b-c.d");
  expect_canonical("nodekayles:grid(3x5)", "nodekayles:grid(3x5)");
  expect_canonical("arckayles:a1-a2,a2-b2,b1-b2,a1-b1", "arckayles:grid(2x2)");
  expect_canonical("nodekayles:a-b+nodekayles:c-d", "nodekayles:a-b+nodekayles:c-d");
  expect_canonical("nodekayles:-", "nodekayles:-");
  expect_canonical("chomp:5/3/1", "chomp:5/3/1");
  expect_canonical("chomp:2x3", "chomp:3/3");
  expect_canonical("chomp:4/0", "chomp:4");
  expect_error("cram:4x", GR_EINPUT, "columns");
  expect_error("cram:../...", GR_EINPUT, "same length");
  expect_error("cram:.x.", GR_EINPUT, "\"#\"");
  expect_error("cram:33x2", GR_ELIMIT, "32");
  expect_error("nodekayles:a-a", GR_EINPUT, "loop");
  expect_error("nodekayles:a-", GR_EINPUT, "node name");
  expect_error("nodekayles:grid(9x9)", GR_ELIMIT, "64 nodes");
  expect_error("chomp:3/4", GR_EINPUT, "never grow");
  expect_error("chomp:0", GR_EINPUT, "at least 1");
  sw_expect_play(c, "cram:2x3", "1:1.1-1.2", "cram:##./...@2");
  sw_expect_play(c, "cram:2x3", "1:2.2-1.2", "cram:.#./.#.@2");
  sw_expect_refusal(c, "cram:2x3", "1:1.1-2.2", "side by side");
  sw_expect_refusal(c, "cram:##./...", "1:1.1-2.1", "taken");
  sw_expect_play(c, "nodekayles:a-b,b-c,d", "1:b", "nodekayles:d@2");
  sw_expect_play(c, "nodekayles:a-b", "1:a", "nodekayles:-@2");
  sw_expect_play(c, "arckayles:a-b,b-c,c-d", "1:c-b", "arckayles:a.d@2");
  sw_expect_refusal(c, "arckayles:a-b,b-c", "1:a-c", "no such edge");
  sw_expect_play(c, "chomp:5/3/1", "1:2.2", "chomp:5/1/1@2");
  sw_expect_refusal(c, "chomp:5/3/1", "1:1.1", "poisoned");
  sw_expect_refusal(c, "chomp:5/3/1", "1:3.2", "no square");
}

/* The strategy-stealing rectangles: the winning move the search finds wins. */
static void chomp_rectangles(void) {
  int R, C2;
  for (R = 2; R <= 5; R++)
    for (C2 = R; C2 <= 7; C2++) {
      char t[64];
      const char *out = NULL;
      jval *j;
      snprintf(t, sizeof t, "chomp:%dx%d", R, C2);
      if (gr_analyze(c, t, GR_MOVES_WINNING, &out) != GR_OK) continue;
      j = json_parse(out);
      test_condf(j && json_get(j, "winning") && json_get(j, "winning")->n > 0,
                 "%s: the search finds a winning move", t);
      json_free(j);
    }
}

/* ---- what the listing chooses, whatever the cache holds ---------------------------- */

/* The moves gr_cost says an analysis lists (GR_MOVES_AUTO): "all" or "winning". */
static const char *auto_listing(gr_ctx *ctx, const char *text, char *buf, size_t cap) {
  const char *out = NULL;
  jval *j;
  snprintf(buf, cap, "?");
  if (gr_cost(ctx, text, GR_MOVES_AUTO, -1, &out) == GR_OK && (j = json_parse(out)) != NULL) {
    snprintf(buf, cap, "%s", json_str(j, "listed") ? json_str(j, "listed") : "?");
    json_free(j);
  }
  return buf;
}

/* Which moves an automatic listing values is the same in a fresh context and
** in one whose cache already holds the position's value (an earlier call, or
** the position before the move just played): a value known says nothing of
** the options' values, and listing every move of a large board because its
** own value was cached cost seconds where the winning moves cost a fraction. */
static void listing_ignores_cache(void) {
  static const char *const pos[] = {"cram:4x7", "cram:5x6", "cram:4x8", "cram:5x7", "cram:3x11",
                                    "nodekayles:grid(5x6)", "arckayles:grid(3x5)", "chomp:8/8/8/8/8/8",
                                    "ruleset(take k: k<=2*last or last=0 and k<n):40"};
  size_t i;
  for (i = 0; i < sizeof pos / sizeof pos[0]; i++) {
    gr_ctx *fresh = gr_open(0), *used = gr_open(0);
    char a[16], b[16];
    const char *out = NULL;
    auto_listing(fresh, pos[i], a, sizeof a);
    test_condf(gr_analyze(used, pos[i], GR_MOVES_NONE, &out) == GR_OK, "%s: its value", pos[i]);
    auto_listing(used, pos[i], b, sizeof b);
    test_condf(strcmp(a, b) == 0, "%s: lists %s moves in a fresh context, %s once its value is known",
               pos[i], a, b);
    gr_close(fresh);
    gr_close(used);
  }
  { /* a move played: the position it leaves is listed as when opened afresh */
    gr_ctx *fresh = gr_open(0), *used = gr_open(0);
    const char *out = NULL;
    jval *p = NULL, *q = NULL;
    if (gr_play_analyze(used, "cram:5x7", "1:1.1-1.2", GR_MOVES_AUTO, &out) == GR_OK) p = json_parse(out);
    if (gr_analyze(fresh, "cram:##...../......./......./......./.......@2", GR_MOVES_AUTO, &out) == GR_OK)
      q = json_parse(out);
    test_condf(p && q && json_str(p, "listed") && json_str(q, "listed") &&
                   strcmp(json_str(p, "listed"), json_str(q, "listed")) == 0,
               "cram:5x7 after 1.1-1.2: lists %s moves, as the position opened afresh (%s)",
               p && json_str(p, "listed") ? json_str(p, "listed") : "?",
               q && json_str(q, "listed") ? json_str(q, "listed") : "?");
    json_free(p);
    json_free(q);
    gr_close(fresh);
    gr_close(used);
  }
}

void test_search(void) {
  double t0 = sw_now();
  c = gr_open(0);
#define PART(f) do { double t1 = sw_now(); f; if (getenv("GR_TEST_TIMES")) printf("    %s %.2fs\n", #f, sw_now() - t1); } while (0)
  PART(notation());
  PART(published());
  PART(nk_families());
  PART(kayles_64_nodes());
  PART(cram_sweep());
  PART(kayles_sweep("nodekayles"));
  PART(kayles_sweep("arckayles"));
  PART(chomp_sweep());
  PART(search_vs_plain());
  PART(chomp_vs_plain());
  PART(cram_random_vs_plain());
  PART(cram_all_moves_vs_plain());
  PART(chomp_random_vs_plain());
  PART(chomp_tables_vs_plain());
  PART(chomp_rectangles());
  PART(cram_large_regions());
  PART(listing_ignores_cache());
  gr_close(c);
  printf("  games found by search: %.1f s\n", sw_now() - t0);
}

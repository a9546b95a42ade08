/*
** oracle.c — random judge inputs with answers from oracles that share no code
** and no formula with the engine, and mutations of those inputs.
**
**   oracle gen JUDGE SEED COUNT DIR [lenient]
**       writes DIR/JUDGE-SEED-I.in, .out (the accepted answers) and .ends
**       (per case: the input offset where the case is over, and how many
**       output lines it has), I = 1..COUNT. With "lenient" the inputs pass
**       the problem statements' bounds (more cases, rows and heaps, heap
**       sizes and Northcott widths up to 2^63-1, strips longer than 200
**       cells, an empty Northcott board) and lists of numbers are broken
**       across lines: what `grundy judge` answers by default and
**       `grundy judge --strict` refuses.
**   oracle mutate SEED IN OUT ENDS MUTATED PREFIX
**       writes a copy of IN with one random damage (a byte replaced by
**       anything, a byte inserted or deleted, or the file cut) and PREFIX, the
**       answers of the cases that end before the damage: the engine must
**       print at least those, exactly, whatever it says about the rest.
**   oracle selfcheck
**       checks the oracles against each other and SPEC.md's known values.
**   oracle garbage SEED N FILE
**       writes N random bytes.
**
** The oracles:
**   chess       exhaustive SG over all 2^20 row bitmasks (mex over real moves)
**   northcott   retrograde analysis of the real game (both players' own
**               pieces, moves both ways, whose turn it is) on boards with
**               n <= 3 rows and m <= 6 columns; larger boards use the XOR of
**               gaps, which selfcheck confirms on every small board
**   treblecross plain minimax over bitmasks for strips of <= 16 cells; longer
**               strips use a stretch-SG computation written here and checked
**               by selfcheck against minimax on every strip up to 16 cells
**   nim         minimax on up to 3 heaps of <= 7, else the XOR of the heaps
** Longer strips use the stretch values through a local update per cell
** (tc_bysg_fast), which selfcheck checks against the plain computation.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen.h"

/* ---- small utilities --------------------------------------------------------- */

unsigned long long rng_state;
unsigned long long rnd(void) { /* xorshift64* */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 2685821657736338717ull;
}
long rin(long lo, long hi) { return lo + (long)(rnd() % (unsigned long long)(hi - lo + 1)); }
long long rll(long long lo, long long hi) { /* hi - lo < 2^63 - 1 */
  return lo + (long long)(rnd() % (unsigned long long)(hi - lo + 1));
}
int chance(int percent) { return rin(1, 100) <= percent; }

void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("oracle: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(3);
}


void sb_put(sbuf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->s = realloc(b->s, b->cap);
    if (b->s == NULL) die("out of memory");
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = '\0';
}
void sb_puts(sbuf *b, const char *s) { sb_put(b, s, strlen(s)); }
void sb_printf(sbuf *b, const char *fmt, ...) {
  char t[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(t, sizeof t, fmt, ap);
  va_end(ap);
  sb_puts(b, t);
}

static void write_file(const char *path, const char *s, size_t n) {
  FILE *f = fopen(path, "wb");
  if (f == NULL || fwrite(s, 1, n, f) != n || fclose(f) != 0) die("cannot write %s", path);
}

static char *read_file(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  sbuf b = {0, 0, 0};
  char t[4096];
  size_t k;
  if (f == NULL) die("cannot read %s", path);
  sb_put(&b, "", 0);
  while ((k = fread(t, 1, sizeof t, f)) > 0) sb_put(&b, t, k);
  fclose(f);
  *n = b.n;
  return b.s;
}

/* ---- the generated file: input, answers, case ends, layout ----------------- */


void g_sep(gen *g) { /* between two numbers on a line */
  if (g->messy && chance(10)) sb_puts(&g->in, chance(50) ? "\t" : "  ");
  else sb_puts(&g->in, " ");
}
void g_eol(gen *g) {
  if (g->messy && chance(10)) sb_puts(&g->in, chance(50) ? " " : "\t ");
  sb_puts(&g->in, g->eol);
}
void g_blank_lines(gen *g) {
  if (g->messy && chance(15)) sb_puts(&g->in, g->eol);
}
void g_case_end(gen *g, int lines) { sb_printf(&g->ends, "%zu %d\n", g->in.n, lines); }
/* Between two numbers of a list: in lenient inputs sometimes a line break. */
void g_list_sep(gen *g) {
  if (g->lenient && chance(8)) {
    sb_puts(&g->in, g->eol);
    g_blank_lines(g);
    if (chance(20)) sb_puts(&g->in, " ");
  } else {
    g_sep(g);
  }
}

/* ---- nim ----------------------------------------------------------------------- */

static signed char nim_memo[8 * 8 * 8];
static int nim_win(int a, int b, int c) { /* minimax, no XOR */
  int i, h[3] = {a, b, c}, k = (a * 8 + b) * 8 + c;
  if (nim_memo[k]) return nim_memo[k] > 0;
  nim_memo[k] = -1;
  for (i = 0; i < 3; i++) {
    int t;
    for (t = 0; t < h[i]; t++) {
      int x[3] = {h[0], h[1], h[2]};
      x[i] = t;
      if (!nim_win(x[0], x[1], x[2])) {
        nim_memo[k] = 1;
        return 1;
      }
    }
  }
  return 0;
}

static void gen_nim(gen *g) {
  long t = chance(5) ? 0 : g->lenient && chance(50) ? rin(11, 40) : rin(1, 10), k, i;
  sb_printf(&g->in, "%ld", t);
  g_eol(g);
  for (k = 0; k < t; k++) {
    int small = chance(50), wide = g->lenient && chance(30);
    long n = small ? rin(0, 3)
             : g->lenient && chance(10) ? rin(10001, 12000)
             : chance(10) ? rin(4000, 10000) : rin(1, 60);
    unsigned long long x = 0;
    long h[3] = {0, 0, 0};
    g_blank_lines(g);
    sb_printf(&g->in, "%ld", n);
    g_eol(g);
    for (i = 0; i < n; i++) {
      long long v = small ? rin(0, 7)
                    : wide ? (chance(5) ? 9223372036854775807LL : (long long)(rnd() >> 1))
                    : chance(5) ? 9999 : rin(0, 9999);
      if (i) g_list_sep(g);
      if (g->lenient && chance(3)) sb_puts(&g->in, "000");
      sb_printf(&g->in, "%lld", v);
      if (i < 3) h[i] = (long)v;
      x ^= (unsigned long long)v;
    }
    if (n > 0) g_eol(g);
    g_case_end(g, 1);
    if (small) x = nim_win((int)h[0], (int)h[1], (int)h[2]);
    sb_puts(&g->out, x ? "Yes\n" : "No\n");
  }
}

/* ---- chess --------------------------------------------------------------------- */

static unsigned char *chess_sg; /* bit (20 - c) = a piece on column c */

static void chess_table(void) {
  unsigned long s;
  if (chess_sg) return;
  chess_sg = malloc(1ul << 20);
  if (chess_sg == NULL) die("out of memory");
  for (s = 0; s < (1ul << 20); s++) { /* every move lowers s */
    unsigned seen = 0;
    int c, g = 0;
    for (c = 1; c <= 20; c++) {
      int e;
      if (!(s >> (20 - c) & 1)) continue;
      for (e = c + 1; e <= 20 && (s >> (20 - e) & 1); e++) {}
      if (e > 20) continue; /* no empty cell to the right */
      seen |= 1u << chess_sg[(s & ~(1ul << (20 - c))) | 1ul << (20 - e)];
    }
    while (seen >> g & 1) g++;
    chess_sg[s] = (unsigned char)g;
  }
}

static void gen_chess(gen *g) {
  long t = chance(5) ? 0 : g->lenient && chance(20) ? rin(101, 130) : rin(1, 12), k, i;
  chess_table();
  sb_printf(&g->in, "%ld", t);
  g_eol(g);
  for (k = 0; k < t; k++) {
    long n = chance(40) ? 1 : chance(10) ? 0 : g->lenient && chance(5) ? rin(1001, 1100)
                                                               : rin(2, 40);
    int x = 0;
    g_blank_lines(g);
    sb_printf(&g->in, "%ld", n);
    g_eol(g);
    for (i = 0; i < n; i++) {
      int col[20], m, j, dens = (int)rin(0, 100);
      unsigned long s = 0;
      for (j = 0; j < 20; j++) col[j] = j + 1;
      for (j = 19; j > 0; j--) { /* shuffle: columns come in any order */
        int r = (int)rin(0, j), tmp = col[j];
        col[j] = col[r];
        col[r] = tmp;
      }
      m = 0;
      for (j = 0; j < 20; j++)
        if (chance(dens)) col[m++] = col[j];
      g_blank_lines(g);
      sb_printf(&g->in, "%d", m);
      for (j = 0; j < m; j++) {
        g_list_sep(g);
        sb_printf(&g->in, "%d", col[j]);
        s |= 1ul << (20 - col[j]);
      }
      g_eol(g);
      x ^= chess_sg[s];
    }
    g_case_end(g, 1);
    sb_puts(&g->out, x ? "YES\n" : "NO\n");
  }
}

/* ---- northcott ----------------------------------------------------------------- */

/* Retrograde analysis of Northcott's game on n rows of m columns: every state
** (the pieces, whose turn) is solved from the real move rule. Index: per row
** (T-1)*m + (J-1), base m*m, then *2 + turn (0 Tom, 1 Jerry). */
typedef struct nc_tab {
  int n, m;
  signed char *res; /* 1 the player to move wins, -1 loses, 0 unknown */
} nc_tab;
static nc_tab nc_cache[4][7];

static long nc_moves(int n, int m, long st, long *succ) {
  int turn = (int)(st & 1), r;
  long pos = st >> 1, p = 1, cnt = 0;
  for (r = 0; r < n; r++, p *= (long)m * m) {
    int cell = (int)(pos / p % ((long)m * m)), t = cell / m + 1, j = cell % m + 1;
    int me = turn ? j : t, op = turn ? t : j, to, lo = op < me ? op + 1 : 1,
        hi = op < me ? m : op - 1;
    for (to = lo; to <= hi; to++) {
      int nt = turn ? t : to, nj = turn ? to : j;
      if (to == me) continue;
      succ[cnt++] = ((pos + (long)((nt - 1) * m + (nj - 1) - cell) * p) << 1) | (turn ^ 1);
    }
  }
  return cnt;
}

static int nc_valid(int n, int m, long pos) {
  int r;
  for (r = 0; r < n; r++, pos /= (long)m * m)
    if (pos % ((long)m * m) / m == pos % m) return 0;
  return 1;
}

static nc_tab *nc_solve(int n, int m) {
  nc_tab *tb = &nc_cache[n][m];
  long states = 2, st, succ[64];
  int r, changed = 1;
  if (tb->res) return tb;
  for (r = 0; r < n; r++) states *= (long)m * m;
  tb->n = n;
  tb->m = m;
  tb->res = calloc((size_t)states, 1);
  if (tb->res == NULL) die("out of memory");
  while (changed) {
    changed = 0;
    for (st = 0; st < states; st++) {
      long c, i;
      int all_win = 1, any_lose = 0;
      if (tb->res[st] || !nc_valid(n, m, st >> 1)) continue;
      c = nc_moves(n, m, st, succ);
      for (i = 0; i < c; i++) {
        if (tb->res[succ[i]] < 0) any_lose = 1;
        if (tb->res[succ[i]] <= 0) all_win = 0;
      }
      if (any_lose || all_win) { /* all_win also covers "no move": a loss */
        tb->res[st] = any_lose ? 1 : -1;
        changed = 1;
      }
    }
  }
  return tb;
}

/* Tom to move on rows (t[i], j[i]): 1 win, 0 loss, -1 the game never ends. */
static int nc_brute(int n, int m, const int *t, const int *j) {
  nc_tab *tb = nc_solve(n, m);
  long pos = 0, p = 1;
  int r;
  for (r = 0; r < n; r++, p *= (long)m * m) pos += (long)((t[r] - 1) * m + (j[r] - 1)) * p;
  return tb->res[pos << 1] > 0 ? 1 : tb->res[pos << 1] < 0 ? 0 : -1;
}

static void nc_ws(gen *g, int first) { /* any white space; the first byte ends a token */
  static const char *const ws[] = {" ", " ", " ", "\n", "\t", "\r\n", "\n\n", "  \n \n"};
  if (g->oneline) {
    if (first) sb_puts(&g->in, " ");
    return;
  }
  if (first) sb_puts(&g->in, chance(70) ? " " : "\n");
  if (g->messy && chance(20)) sb_puts(&g->in, ws[rin(0, 7)]);
}

static void gen_northcott(gen *g) {
  long cases = chance(5) ? 0 : rin(1, 25), k;
  if (g->messy && chance(30)) sb_puts(&g->in, "\n \n");
  for (k = 0; k < cases; k++) {
    int small = chance(60), wide = g->lenient && chance(40);
    int n = small ? (int)rin(1, 3)
            : g->lenient && chance(10) ? (chance(50) ? 0 : (int)rin(1001, 1500))
            : chance(10) ? 1000 : (int)rin(1, 60), i;
    long long m = wide ? (chance(10) ? 9223372036854775807LL : rll(101, 1000000000000000000LL))
                  : small ? rin(2, 6) : chance(20) ? 100 : rin(2, 100);
    static long long t[1500], j[1500];
    unsigned long long x = 0;
    int win;
    if (wide) small = 0;
    sb_printf(&g->in, "%d", n);
    nc_ws(g, 1);
    sb_printf(&g->in, "%lld", m);
    for (i = 0; i < n; i++) {
      t[i] = rll(1, m);
      do { /* close pieces, too */
        long long d = rll(-2, 2);
        j[i] = chance(30) && (d > 0 ? t[i] <= m - d : t[i] >= 1 - d) ? t[i] + d : rll(1, m);
      } while (j[i] == t[i]);
      x ^= (unsigned long long)((t[i] > j[i] ? t[i] - j[i] : j[i] - t[i]) - 1);
      nc_ws(g, 1);
      sb_printf(&g->in, "%lld", t[i]);
      nc_ws(g, 1);
      sb_printf(&g->in, "%lld", j[i]);
    }
    if (k + 1 < cases || chance(80)) { /* the file may end right after a number */
      sb_puts(&g->in, g->oneline ? " " : "\n");
      g_case_end(g, 1);
      nc_ws(g, 0);
    } else {
      g_case_end(g, 1);
    }
    win = x != 0;
    if (small) {
      int st[3], sj[3];
      for (i = 0; i < n; i++) {
        st[i] = (int)t[i];
        sj[i] = (int)j[i];
      }
      if ((win = nc_brute(n, (int)m, st, sj)) < 0) die("northcott: a draw?");
    }
    sb_puts(&g->out, win ? "I WIN!\n" : "BAD LUCK!\n");
  }
}

/* ---- treblecross ----------------------------------------------------------------- */

static int tc_completes(const char *s, int len, int i) { /* X on empty i makes three */
#define X(k) ((k) >= 0 && (k) < len && s[k] == 'X')
  return (X(i - 2) && X(i - 1)) || (X(i - 1) && X(i + 1)) || (X(i + 1) && X(i + 2));
#undef X
}

/* Minimax on a bitmask strip: does the player to move win? */
static signed char *mm_memo[17];
static int mm_win(int len, unsigned s) {
  int i;
  signed char *m = mm_memo[len];
  if (m[s]) return m[s] > 0;
  for (i = 0; i < len; i++) {
    if (s >> i & 1) continue;
    if ((i >= 2 && (s >> (i - 2) & 3) == 3) || (i >= 1 && i + 1 < len && (s >> (i - 1) & 5) == 5) ||
        (i + 2 < len && (s >> (i + 1) & 3) == 3)) {
      m[s] = 1;
      return 1;
    }
  }
  for (i = 0; i < len; i++)
    if (!(s >> i & 1) && !mm_win(len, s | 1u << i)) {
      m[s] = 1;
      return 1;
    }
  m[s] = -1;
  return 0;
}

/* Winning cells (0-based) by minimax; len <= 16. */
static int tc_minimax(const char *s, int len, int *out) {
  unsigned mask = 0;
  int i, n = 0;
  if (mm_memo[len] == NULL && (mm_memo[len] = calloc(1u << len, 1)) == NULL)
    die("out of memory");
  for (i = 0; i < len; i++)
    if (s[i] == 'X') mask |= 1u << i;
  for (i = 0; i < len; i++)
    if (s[i] == '.' && (tc_completes(s, len, i) || !mm_win(len, mask | 1u << i))) out[n++] = i;
  return n;
}

/* Stretch values: a free stretch of r cells, an X on its k-th cell (1-based)
** leaves free stretches of k-3 and r-k-2 cells (cells within 2 of an X are
** dead: playing there gives the opponent three). */
static int *tc_sg; /* stretches of 0..tc_sg_n cells */
static int tc_sg_n = -1;
static void tc_sg_table(int n) {
  int r, k;
  if (n <= tc_sg_n) return;
  tc_sg = realloc(tc_sg, (size_t)(n + 1) * sizeof *tc_sg);
  if (tc_sg == NULL) die("out of memory");
  if (tc_sg_n < 0) tc_sg[++tc_sg_n] = 0;
  for (r = tc_sg_n + 1; r <= n; r++) {
    static unsigned char seen[4096];
    int g = 0;
    memset(seen, 0, sizeof seen);
    for (k = 1; k <= r; k++) {
      int a = k - 3 > 0 ? k - 3 : 0, b = r - k - 2 > 0 ? r - k - 2 : 0;
      if ((tc_sg[a] ^ tc_sg[b]) >= (int)sizeof seen) die("stretch value past %zu", sizeof seen);
      seen[tc_sg[a] ^ tc_sg[b]] = 1;
    }
    while (seen[g]) g++;
    tc_sg[r] = g;
  }
  tc_sg_n = n;
}

/* The strip's value when nobody can complete three at once. */
static int tc_value(const char *s, int len) {
  int i, run = 0, v = 0;
  for (i = 0; i <= len; i++) {
    int free_cell = i < len && s[i] == '.';
    int d;
    for (d = -2; d <= 2 && free_cell; d++)
      if (i + d >= 0 && i + d < len && s[i + d] == 'X') free_cell = 0;
    if (free_cell) {
      run++;
    } else {
      v ^= tc_sg[run];
      run = 0;
    }
  }
  return v;
}

static int tc_threat(const char *s, int len) {
  int i;
  for (i = 0; i < len; i++)
    if (s[i] == '.' && tc_completes(s, len, i)) return 1;
  return 0;
}

/* Winning cells by stretch values: an X on each empty cell, and the whole
** strip valued again. */
static int tc_bysg(const char *s, int len, int *out) {
  char *t = malloc((size_t)len);
  int i, n = 0;
  if (t == NULL) die("out of memory");
  tc_sg_table(len);
  if (tc_threat(s, len)) {
    for (i = 0; i < len; i++)
      if (s[i] == '.' && tc_completes(s, len, i)) out[n++] = i;
    return n;
  }
  memcpy(t, s, (size_t)len);
  for (i = 0; i < len; i++) {
    if (t[i] != '.') continue;
    t[i] = 'X';
    if (!tc_threat(t, len) && tc_value(t, len) == 0) out[n++] = i;
    t[i] = '.';
  }
  free(t);
  return n;
}

/* The same in linear time, for long strips: an X on cell i changes only the
** cells i-2..i+2, so only a threat among them and the free stretches through
** them need a new look. */
static int tc_bysg_fast(const char *s, int len, int *out) {
  int *run = malloc((size_t)len * sizeof *run), *from = malloc((size_t)len * sizeof *from);
  int *to = malloc((size_t)len * sizeof *to);
  int i, n = 0, nr = 0, v = 0;
  char *t = malloc((size_t)len);
  if (run == NULL || from == NULL || to == NULL || t == NULL) die("out of memory");
  tc_sg_table(len);
  if (tc_threat(s, len)) {
    for (i = 0; i < len; i++)
      if (s[i] == '.' && tc_completes(s, len, i)) out[n++] = i;
    free(run);
    free(from);
    free(to);
    free(t);
    return n;
  }
  for (i = 0; i < len; i++) { /* the free stretches: runs of cells 3 or more from any X */
    int d, fr = s[i] == '.';
    for (d = -2; d <= 2 && fr; d++)
      if (i + d >= 0 && i + d < len && s[i + d] == 'X') fr = 0;
    run[i] = -1;
    if (!fr) continue;
    if (i > 0 && run[i - 1] >= 0) {
      run[i] = run[i - 1];
      to[run[i]] = i;
    } else {
      run[i] = nr;
      from[nr] = to[nr] = i;
      nr++;
    }
  }
  for (i = 0; i < nr; i++) v ^= tc_sg[to[i] - from[i] + 1];
  memcpy(t, s, (size_t)len);
  for (i = 0; i < len; i++) {
    int a = i - 2 > 0 ? i - 2 : 0, b = i + 2 < len - 1 ? i + 2 : len - 1, c, w = v, last = -1;
    int threat = 0;
    if (s[i] != '.') continue;
    t[i] = 'X';
    for (c = a; c <= b; c++)
      if (t[c] == '.' && tc_completes(t, len, c)) threat = 1;
    t[i] = '.';
    if (threat) continue; /* the opponent completes three */
    for (c = a; c <= b; c++) {
      int r = run[c];
      if (r < 0 || r == last) continue;
      last = r;
      w ^= tc_sg[to[r] - from[r] + 1] ^ tc_sg[from[r] < a ? a - from[r] : 0] ^
           tc_sg[to[r] > b ? to[r] - b : 0];
    }
    if (w == 0) out[n++] = i;
  }
  free(run);
  free(from);
  free(to);
  free(t);
  return n;
}

static int tc_random_strip(char *s, int len) {
  int dens = (int)(chance(20) ? 0 : rin(1, 40)), i, again = 1;
  for (i = 0; i < len; i++) s[i] = chance(dens) ? 'X' : '.';
  while (again) { /* no three in a row */
    again = 0;
    for (i = 0; i + 2 < len; i++)
      if (s[i] == 'X' && s[i + 1] == 'X' && s[i + 2] == 'X') {
        s[i + 1] = '.';
        again = 1;
      }
  }
  return len;
}

static void gen_tc(gen *g, int uva) {
  long t = chance(5) ? 0
           : g->lenient && chance(20) ? (uva ? rin(100, 150) : rin(201, 260))
           : uva ? rin(1, 99) : rin(1, 200), k;
  static char s[20000];
  static int win[20000];
  sb_printf(&g->in, "%ld", t);
  g_eol(g);
  for (k = 1; k <= t; k++) {
    int len = (int)(chance(60) ? rin(3, 16)
                    : g->lenient && chance(10) ? (chance(5) ? 20000 : rin(201, 3000))
                    : chance(10) ? 200 : rin(17, 200)), n, i;
    tc_random_strip(s, len);
    g_blank_lines(g);
    sb_put(&g->in, s, (size_t)len);
    g_eol(g);
    g_case_end(g, uva ? 2 : 1);
    n = len <= 16 ? tc_minimax(s, len, win) : len <= 200 ? tc_bysg(s, len, win)
                                                         : tc_bysg_fast(s, len, win);
    if (uva) sb_puts(&g->out, n ? "WINNING\n" : "LOSING\n");
    else sb_printf(&g->out, "Case %ld:%s", k, n ? "" : " 0");
    for (i = 0; i < n; i++) sb_printf(&g->out, (uva && i == 0) ? "%d" : " %d", win[i] + 1);
    sb_puts(&g->out, "\n");
  }
}

/* ---- modes ------------------------------------------------------------------- */

static int cmd_gen(const char *judge, long seed, long count, const char *dir, int lenient) {
  long i;
  for (i = 1; i <= count; i++) {
    gen g;
    char path[1024];
    memset(&g, 0, sizeof g);
    rng_state = 0x9E3779B97F4A7C15ull ^ (unsigned long long)(seed * 1000003 + i);
    rnd();
    g.eol = chance(25) ? "\r\n" : "\n";
    g.messy = chance(50);
    g.oneline = chance(30);
    g.lenient = lenient;
    sb_put(&g.in, "", 0);
    sb_put(&g.out, "", 0);
    sb_put(&g.ends, "", 0);
    if (strcmp(judge, "nim") == 0) gen_nim(&g);
    else if (strcmp(judge, "chess") == 0) gen_chess(&g);
    else if (strcmp(judge, "northcott") == 0) gen_northcott(&g);
    else if (strcmp(judge, "treblecross") == 0) gen_tc(&g, 0);
    else if (strcmp(judge, "treblecross-uva") == 0) gen_tc(&g, 1);
    else if (!bank_gen(judge, &g)) die("unknown judge %s", judge);
    snprintf(path, sizeof path, "%s/%s-%ld-%ld.in", dir, judge, seed, i);
    write_file(path, g.in.s, g.in.n);
    snprintf(path, sizeof path, "%s/%s-%ld-%ld.out", dir, judge, seed, i);
    write_file(path, g.out.s, g.out.n);
    snprintf(path, sizeof path, "%s/%s-%ld-%ld.ends", dir, judge, seed, i);
    write_file(path, g.ends.s, g.ends.n);
    free(g.in.s);
    free(g.out.s);
    free(g.ends.s);
  }
  return 0;
}

static int cmd_mutate(long seed, const char *inp, const char *outp, const char *endsp,
                      const char *mutp, const char *prefp) {
  size_t n, on, en, p, lines = 0, i;
  char *in = read_file(inp, &n), *out = read_file(outp, &on), *ends = read_file(endsp, &en);
  char *e = ends;
  sbuf m = {0, 0, 0};
  int kind;
  rng_state = 0xD1B54A32D192ED03ull ^ (unsigned long long)seed;
  rnd();
  sb_put(&m, "", 0);
  if (n == 0) {
    sb_put(&m, "\0", 1);
    p = 0;
  } else {
    static const char bytes[] = "0123456789 \t\r\n.X-+x\0\377";
    char c;
    p = (size_t)rin(0, (long)n - 1);
    kind = (int)rin(0, 3);
    c = chance(50) ? bytes[rin(0, (long)sizeof bytes - 2)] : (char)rin(0, 255);
    sb_put(&m, in, p);
    if (kind == 0) { /* replace */
      sb_put(&m, &c, 1);
      sb_put(&m, in + p + 1, n - p - 1);
    } else if (kind == 1) { /* insert */
      sb_put(&m, &c, 1);
      sb_put(&m, in + p, n - p);
    } else if (kind == 2) { /* delete */
      sb_put(&m, in + p + 1, n - p - 1);
    } /* else: cut at p */
  }
  while (*e) { /* answers of cases over before the damage */
    unsigned long end, nl;
    int used;
    if (sscanf(e, "%lu %lu%n", &end, &nl, &used) != 2) die("bad ends file %s", endsp);
    e += used;
    while (*e == '\n') e++;
    if (end > p) break;
    lines += nl;
  }
  for (i = 0; i < on && lines > 0; i++)
    if (out[i] == '\n') lines--;
  write_file(mutp, m.s, m.n);
  write_file(prefp, out, i);
  free(in);
  free(out);
  free(ends);
  free(m.s);
  return 0;
}

static int cmd_selfcheck(void) {
  static const int known[23] = {0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1,
                                0, 4, 3, 3, 3, 2, 2, 2, 4, 4, 0};
  int r, len, bad = 0, n, m;
  long strips = 0, boards = 0, longer = 0;
  tc_sg_table(22);
  for (r = 0; r < 23; r++)
    if (tc_sg[r] != known[r]) {
      fprintf(stderr, "selfcheck: stretch value %d is %d, SPEC says %d\n", r, tc_sg[r],
              known[r]);
      bad = 1;
    }
  for (len = 3; len <= 16; len++) { /* every strip without three in a row */
    unsigned s;
    for (s = 0; s < (1u << len); s++) {
      char t[16];
      int a[16], b[16], na, nb, i, three = 0;
      for (i = 0; i < len; i++) t[i] = (s >> i & 1) ? 'X' : '.';
      for (i = 0; i + 2 < len; i++)
        if ((s >> i & 7) == 7) three = 1;
      if (three) continue;
      strips++;
      na = tc_minimax(t, len, a);
      nb = tc_bysg(t, len, b);
      if (na != nb || memcmp(a, b, (size_t)na * sizeof *a) != 0) {
        fprintf(stderr, "selfcheck: strip %.*s: minimax and stretch values disagree\n", len, t);
        bad = 1;
      }
      nb = tc_bysg_fast(t, len, b);
      if (na != nb || memcmp(a, b, (size_t)na * sizeof *a) != 0) {
        fprintf(stderr, "selfcheck: strip %.*s: minimax and the local update disagree\n", len,
                t);
        bad = 1;
      }
    }
  }
  rng_state = 0x5DEECE66Dull;
  for (; longer < 3000; longer++) { /* longer strips: the local update = the plain way */
    static char t[400];
    static int a[400], b[400];
    int na, nb;
    len = (int)rin(17, 400);
    tc_random_strip(t, len);
    na = tc_bysg(t, len, a);
    nb = tc_bysg_fast(t, len, b);
    if (na != nb || memcmp(a, b, (size_t)na * sizeof *a) != 0) {
      fprintf(stderr, "selfcheck: strip %.*s: the local update disagrees\n", len, t);
      bad = 1;
    }
  }
  for (n = 1; n <= 2; n++) /* every board: the gap XOR decides */
    for (m = 2; m <= 6; m++) {
      int t[2], j[2];
      long pos, states = 1;
      for (r = 0; r < n; r++) states *= (long)m * m;
      for (pos = 0; pos < states; pos++) {
        long q = pos;
        int x = 0, w;
        for (r = 0; r < n; r++, q /= (long)m * m) {
          t[r] = (int)(q % ((long)m * m) / m) + 1;
          j[r] = (int)(q % m) + 1;
          x ^= abs(t[r] - j[r]) - 1;
        }
        if (!nc_valid(n, m, pos)) continue;
        boards++;
        w = nc_brute(n, m, t, j);
        if (w != (x != 0)) {
          fprintf(stderr, "selfcheck: northcott n=%d m=%d rows %d/%d: retrograde says %d\n", n,
                  m, t[0], j[0], w);
          bad = 1;
        }
      }
    }
  if (!bad)
    printf("selfcheck: stretch values = SPEC; minimax = stretch values = local update on %ld "
           "strips; stretch values = local update on %ld longer strips; retrograde = gap XOR "
           "on %ld Northcott boards\n", strips, longer, boards);
  return bad;
}

int main(int argc, char **argv) {
  if (argc == 6 && strcmp(argv[1], "gen") == 0)
    return cmd_gen(argv[2], atol(argv[3]), atol(argv[4]), argv[5], 0);
  if (argc == 7 && strcmp(argv[1], "gen") == 0 && strcmp(argv[6], "lenient") == 0)
    return cmd_gen(argv[2], atol(argv[3]), atol(argv[4]), argv[5], 1);
  if (argc == 8 && strcmp(argv[1], "mutate") == 0)
    return cmd_mutate(atol(argv[2]), argv[3], argv[4], argv[5], argv[6], argv[7]);
  if (argc == 2 && strcmp(argv[1], "selfcheck") == 0) return cmd_selfcheck();
  if (argc == 5 && strcmp(argv[1], "garbage") == 0) {
    long i, n = atol(argv[3]);
    char *b = malloc((size_t)(n > 0 ? n : 1));
    if (b == NULL) die("out of memory");
    rng_state = 0x2545F4914F6CDD1Dull ^ (unsigned long long)atol(argv[2]);
    for (i = 0; i < n; i++) b[i] = (char)(rnd() >> 56);
    write_file(argv[4], b, (size_t)(n > 0 ? n : 0));
    free(b);
    return 0;
  }
  fputs("usage: oracle gen JUDGE SEED COUNT DIR [lenient] | oracle mutate SEED IN OUT ENDS MUTATED "
        "PREFIX | oracle selfcheck | oracle garbage SEED N FILE\n", stderr);
  return 2;
}

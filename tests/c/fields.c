/*
** fields.c — each game's move fields and component details, from the rules
** (see fields.h). Nothing here includes the engine's headers.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fields.h"

static char why[512]; /* what is wrong, for the caller to print */

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static const char *bad(const char *fmt, ...);

static const char *bad(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  return why;
}

/* The numbers of a JSON array into out (at most cap); -1 when it is not an
** array of numbers. */
static long nums(const jval *a, long *out, long cap) {
  size_t i;
  if (a == NULL || a->t != J_ARR) return -1;
  for (i = 0; i < a->n; i++) {
    if (a->items[i]->t != J_NUM || (long)i >= cap) return -1;
    out[i] = (long)a->items[i]->num;
  }
  return (long)a->n;
}

/* "[1,2,3]" of n numbers, for messages. */
static const char *show(const long *v, long n) {
  static char b[2][256];
  static int k;
  size_t l = 0;
  long i;
  k ^= 1;
  b[k][0] = '\0';
  l += (size_t)snprintf(b[k] + l, sizeof b[k] - l, "[");
  for (i = 0; i < n && l + 16 < sizeof b[k]; i++)
    l += (size_t)snprintf(b[k] + l, sizeof b[k] - l, "%s%ld", i ? "," : "", v[i]);
  snprintf(b[k] + l, sizeof b[k] - l, "]");
  return b[k];
}

/* Compares a list of numbers (named what, for messages) with want[0..n-1]. */
static const char *list_is(const jval *a, const char *what, const long *want, long n) {
  long got[4096], k = nums(a, got, 4096), i;
  if (k < 0) return bad("\"%s\" is missing or not a list of numbers", what);
  for (i = 0; i < k && i < n && got[i] == want[i]; i++) {}
  if (k != n || i != n) return bad("\"%s\" is %s, want %s", what, show(got, k), show(want, n));
  return NULL;
}

static const char *same_list(const jval *jc, const char *key, const long *want, long n) {
  return list_is(json_get(jc, key), key, want, n);
}

/* Compares a member that is a list of [a, b, c…] tuples (width numbers each)
** with want[0..n*width-1]. */
static const char *same_tuples(const jval *jc, const char *key, const long *want, long n,
                               int width) {
  const jval *a = json_get(jc, key);
  long i;
  int w;
  if (a == NULL || a->t != J_ARR) return bad("\"%s\" is missing or not a list", key);
  if ((long)a->n != n) return bad("\"%s\" has %ld entries, want %ld", key, (long)a->n, n);
  for (i = 0; i < n; i++) {
    long got[8];
    if (nums(a->items[i], got, 8) != width) return bad("\"%s\"[%ld] is not %d numbers", key, i, width);
    for (w = 0; w < width; w++)
      if (got[w] != want[i * width + w])
        return bad("\"%s\"[%ld] is %s, want %s", key, i, show(got, width), show(want + i * width, width));
  }
  return NULL;
}

/* ---- move fields ------------------------------------------------------------- */

/* The numbers of a move text, separated by any of ">-.x", into k; how many. */
static int move_nums(const char *mv, long *k, int cap, char *seps) {
  int n = 0;
  const char *p = mv;
  size_t s = 0;
  while (*p && n < cap) {
    if (*p < '0' || *p > '9') {
      if (seps) seps[s++] = *p;
      p++;
      continue;
    }
    k[n++] = strtol(p, (char **)&p, 10);
  }
  if (seps) seps[s] = '\0';
  return n;
}

/* nim, sub: "A>B" takes A-B stones. */
static void heap_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                      long *to, long *count) {
  long k[2];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 2, NULL);
  *from = k[0];
  *to = k[1];
  *count = k[0] - k[1];
}

/* checkers: "A>B", one piece. */
static void piece_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                       long *to, long *count) {
  long k[2];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 2, NULL);
  *from = k[0];
  *to = k[1];
  *count = 1;
}

/* northcott: "A>B", the piece travels |B-A| cells. */
static void northcott_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                           long *from, long *to, long *count) {
  long k[2];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 2, NULL);
  *from = k[0];
  *to = k[1];
  *count = labs(k[1] - k[0]);
}

/* treblecross: "A", one X. */
static void cell_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                      long *to, long *count) {
  (void)c, (void)after, (void)nafter;
  *from = *to = strtol(mv, NULL, 10);
  *count = 1;
}

/* staircase: "AxK", K coins from stair A to stair A-1 (0: off). */
static void stair_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                       long *to, long *count) {
  long k[2];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 2, NULL);
  *from = k[0];
  *to = k[0] - 1;
  *count = k[1];
}

/* octal: "A" or "A-B", the pins A..B. ruler: the same, coins. turtles and
** mock turtles: "A", "A.B", "A.B.C", the coins named. */
static void span_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                      long *to, long *count) {
  long k[3];
  char seps[8];
  int n = move_nums(mv, k, 3, seps);
  (void)c, (void)after, (void)nafter;
  *from = k[0];
  *to = k[n - 1];
  *count = strchr(seps, '.') ? n : k[n - 1] - k[0] + 1;
}

/* corners: "a.b-r.c", four coins; from and to are the rows a and r. */
static void corners_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                         long *from, long *to, long *count) {
  long k[4];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 4, NULL);
  *from = k[0];
  *to = k[2];
  *count = 4;
}

static long edges_of(const char *body) {
  long n = 0;
  if (strcmp(body, "0") == 0) return 0;
  for (n = 1; *body; body++) n += *body == '.';
  return n;
}

/* hackenbush: "E" cuts edge E; count is the edges that go (E and those that fall). */
static void hack_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                      long *to, long *count) {
  *from = *to = strtol(mv, NULL, 10);
  *count = edges_of(c->body) - (nafter == 1 ? edges_of(after[0].body) : 0);
}

/* tb: "H>0" takes the whole heap, "H>A" leaves A, "H>A+B(+C…)" leaves the heaps
** named; from is H, to the first heap left (0 for none), count what went. */
static void tb_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                    long *to, long *count) {
  long k[8], left = 0;
  int n = move_nums(mv, k, 8, NULL), i;
  (void)c, (void)after, (void)nafter;
  for (i = 1; i < n; i++) left += k[i];
  *from = k[0];
  *to = n > 1 ? k[1] : 0;
  *count = k[0] - left;
}

/* wythoff: "a/b>c/d"; from and to the heap taken from (the first one when
** both are) before and after, count what is taken from it. */
static void wythoff_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                         long *from, long *to, long *count) {
  long k[4];
  int second = 0;
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 4, NULL);
  second = k[2] == k[0];
  *from = second ? k[1] : k[0];
  *to = second ? k[3] : k[2];
  *count = *from - *to;
}

/* moore: "h1/h2/…>g1/g2/…"; from and to the first and last heap changed
** (from 1), count the stones taken in all. */
static void moore_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                       long *from, long *to, long *count) {
  long k[2 * 64];
  int n = move_nums(mv, k, 2 * 64, NULL) / 2, i;
  (void)c, (void)after, (void)nafter;
  *from = *to = 0;
  *count = 0;
  for (i = 0; i < n; i++)
    if (k[i] != k[n + i]) {
      if (*from == 0) *from = i + 1;
      *to = i + 1;
      *count += k[i] - k[n + i];
    }
}

/* A graph's node names in canonical order (shorter first, then by
** character code), from its canonical text; how many (at most cap). */
static int graph_names(const char *param, char names[][20], int cap) {
  int n = 0, i, j;
  const char *p = param;
  while (*p) {
    char nm[20];
    size_t l = strcspn(p, ",>/");
    snprintf(nm, sizeof nm, "%.*s", (int)l, p);
    for (i = 0; i < n && strcmp(names[i], nm) != 0; i++) {}
    if (i == n && n < cap) snprintf(names[n++], 20, "%s", nm);
    p += l;
    if (*p) p++;
  }
  for (i = 1; i < n; i++) /* insertion sort: by length, then by characters */
    for (j = i; j > 0 && (strlen(names[j - 1]) > strlen(names[j]) ||
                          (strlen(names[j - 1]) == strlen(names[j]) &&
                           strcmp(names[j - 1], names[j]) > 0)); j--) {
      char t[20];
      memcpy(t, names[j], 20);
      memcpy(names[j], names[j - 1], 20);
      memcpy(names[j - 1], t, 20);
    }
  return n;
}

static long graph_node(const char *param, const char *name, size_t len) {
  static char names[256][20];
  int n = graph_names(param, names, 256), i;
  for (i = 0; i < n; i++)
    if (strlen(names[i]) == len && strncmp(names[i], name, len) == 0) return i + 1;
  return -1;
}

/* graph: "u>v" slides a token from node u to node v (numbered from 1 in
** canonical order), one token. */
static void graph_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                       long *from, long *to, long *count) {
  const char *gt = strchr(mv, '>');
  (void)after, (void)nafter;
  *from = gt ? graph_node(c->param, mv, (size_t)(gt - mv)) : -1;
  *to = gt ? graph_node(c->param, gt + 1, strlen(gt + 1)) : -1;
  *count = 1;
}

/* ruleset: "B>A" with B and A a heap "7", a tuple "3/5", maybe "~last"; one
** heap may leave several "3+4". From and to: the heap moved before and
** after (the first one left; the first heap when every heap moved); count:
** what it lost. */
static int rule_heaps(const char *s, long *h, int cap, long *last) {
  int m = 0;
  *last = 0;
  while (*s >= '0' && *s <= '9' && m < cap) {
    h[m++] = strtol(s, (char **)&s, 10);
    if (*s != '/' && *s != '+') break;
    s++;
  }
  if (*s == '~') *last = strtol(s + 1, NULL, 10);
  return m;
}

static void rule_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                      long *to, long *count) {
  long b[8], a[8], lb, la, left = 0;
  int nb = rule_heaps(mv, b, 8, &lb), na = rule_heaps(strchr(mv, '>') + 1, a, 8, &la), i, t = -1;
  (void)c, (void)after, (void)nafter;
  if (nb == 1) {
    for (i = 0; i < na; i++) left += a[i];
    *from = b[0];
    *to = a[0];
    *count = b[0] - left;
    return;
  }
  for (i = 0; i < nb && i < na; i++)
    if (a[i] != b[i] && t < 0) t = i;
  for (i = 0; i < nb && i < na; i++)
    if (a[i] != b[i] && i != t) t = 0; /* every heap moved: the first one names it */
  if (t < 0) t = 0;
  *from = b[t];
  *to = a[t];
  *count = b[t] - a[t];
}

/* ---- details ------------------------------------------------------------------- */

static const char *no_detail(const jval *jc, const ocomp *c, long sg) {
  (void)jc, (void)c, (void)sg;
  return NULL;
}

/* ruleset: "heaps" and "last" are the body's; "rule" says the moves in words. */
static const char *rule_detail(const jval *jc, const ocomp *c, long sg) {
  static char wrong[160];
  const jval *hs = json_get(jc, "heaps");
  const char *rule = json_str(jc, "rule");
  long h[8], last;
  int m = rule_heaps(c->body, h, 8, &last), i;
  (void)sg;
  if (rule == NULL || strncmp(rule, "A move: ", 8) != 0) return "\"rule\" does not say the moves";
  if (hs == NULL || hs->t != J_ARR || (int)hs->n != m) return "\"heaps\" is not the body's heaps";
  for (i = 0; i < m; i++)
    if (hs->items[i]->t != J_NUM || (long)hs->items[i]->num != h[i]) {
      snprintf(wrong, sizeof wrong, "\"heaps\"[%d] is not %ld", i, h[i]);
      return wrong;
    }
  if (json_long(jc, "last", -1) != last) return "\"last\" is not the body's counter";
  return NULL;
}

/* tb: "rule" says the code's moves in words, naming the code. */
static const char *tb_detail(const jval *jc, const ocomp *c, long sg) {
  const char *rule = json_str(jc, "rule"), *param = json_str(jc, "param");
  (void)c, (void)sg;
  if (rule == NULL || param == NULL || strstr(rule, param) == NULL)
    return bad("\"rule\" is %s, want words naming the code %s", rule ? rule : "missing",
               param ? param : "(none)");
  return NULL;
}

/* checkers "stairs": pieces per stair, read from the right; stair 0 is the
** ground (right of the last empty cell), each empty cell starts the next. */
static const char *checkers_detail(const jval *jc, const ocomp *c, long sg) {
  long want[128], n = 0;
  int i;
  (void)sg;
  want[0] = 0;
  for (i = (int)strlen(c->body) - 1; i >= 0; i--) {
    if (c->body[i] == 'o') want[n]++;
    else want[++n] = 0;
  }
  return same_list(jc, "stairs", want, n + 1);
}

/* northcott: the columns of B and W, and the empty cells between them. */
static const char *northcott_detail(const jval *jc, const ocomp *c, long sg) {
  long b = (long)(strchr(c->body, 'B') - c->body) + 1, w = (long)(strchr(c->body, 'W') - c->body) + 1;
  long gb = json_long(jc, "black", -1), gw = json_long(jc, "white", -1), gg = json_long(jc, "gap", -1);
  (void)sg;
  if (gb != b || gw != w || gg != labs(b - w) - 1)
    return bad("black %ld white %ld gap %ld, want %ld %ld %ld", gb, gw, gg, b, w, labs(b - w) - 1);
  return NULL;
}

static int is_x(const char *s, long len, long i) { return i >= 0 && i < len && s[i] == 'X'; }

/* treblecross: "threes", the empty cells that complete three (when three do
** not stand already); "stretches", [first, length, SG] of each run of empty
** cells farther than 2 from every X, when the strip is in normal play. */
static const char *treblecross_detail(const jval *jc, const ocomp *c, long sg) {
  const char *s = c->body, *e;
  long len = (long)strlen(s), i, threes[256] = {0}, nt = 0, st[3 * 256], ns = 0;
  int over = strstr(s, "XXX") != NULL;
  (void)sg;
  for (i = 0; i < len && !over; i++)
    if (s[i] == '.' && ((is_x(s, len, i - 2) && is_x(s, len, i - 1)) ||
                        (is_x(s, len, i - 1) && is_x(s, len, i + 1)) ||
                        (is_x(s, len, i + 1) && is_x(s, len, i + 2))))
      threes[nt++] = i + 1;
  if ((e = same_list(jc, "threes", threes, nt)) != NULL) return e;
  for (i = 0; i < len && !over && nt == 0;) {
    long j = i;
    while (j < len && s[j] == '.' && !is_x(s, len, j - 2) && !is_x(s, len, j - 1) &&
           !is_x(s, len, j + 1) && !is_x(s, len, j + 2))
      j++;
    if (j > i) {
      st[3 * ns] = i + 1;
      st[3 * ns + 1] = j - i;
      st[3 * ns + 2] = own_stretch(j - i);
      ns++;
      i = j;
    } else {
      i++;
    }
  }
  return same_tuples(jc, "stretches", st, ns, 3);
}

/* octal: "runs", [first, length, G] of each run of pins, G by plain mex. */
static const char *octal_detail(const jval *jc, const ocomp *c, long sg) {
  const char *s = c->body;
  long len = (long)strlen(s), i = 0, runs[3 * 2048], n = 0;
  (void)sg;
  while (i < len) {
    long j = i;
    while (j < len && s[j] == 'o') j++;
    if (j > i) {
      runs[3 * n] = i + 1;
      runs[3 * n + 1] = j - i;
      runs[3 * n + 2] = own_octal(c->param, j - i);
      n++;
    }
    i = j + 1;
  }
  return same_tuples(jc, "runs", runs, n, 3);
}

/* A head's value on coin n (from 1), by the SPEC's published rules. */
static long coin_value(const char *game, long n) {
  if (strcmp(game, "ruler") == 0) return n & -n;  /* the largest power of 2 dividing n */
  if (strcmp(game, "turtles") == 0) return n;
  { /* mock turtles: the (n-1)-th odious number, counting from 0 */
    long k = -1, v = 0;
    for (;;) {
      long b = v, ones = 0;
      for (; b; b >>= 1) ones += b & 1;
      if ((ones & 1) && ++k == n - 1) return v;
      v++;
    }
  }
}

/* ruler, turtles, mockturtles: "values" per coin and "heads" [coin, value]. */
static const char *coins_detail(const jval *jc, const ocomp *c, long sg) {
  long len = (long)strlen(c->body), i, vals[4096], heads[2 * 4096], nh = 0, x = 0;
  const char *e;
  for (i = 0; i < len; i++) {
    vals[i] = coin_value(c->game->name, i + 1);
    if (c->body[i] == 'H') {
      heads[2 * nh] = i + 1;
      heads[2 * nh + 1] = vals[i];
      nh++;
      x ^= vals[i];
    }
  }
  if ((e = same_list(jc, "values", vals, len)) != NULL) return e;
  if ((e = same_tuples(jc, "heads", heads, nh, 2)) != NULL) return e;
  if (sg >= 0 && x != sg) return bad("the heads' values XOR to %ld, the oracle finds %ld", x, sg);
  return NULL;
}

/* r ⊗ c for r, c < 32, from the nim-product's mex definition. */
static long nim_product(long r, long c) {
  static long t[32][32];
  static int done;
  if (!done) {
    int a, b, a2, b2;
    for (a = 0; a < 32; a++)
      for (b = 0; b < 32; b++) {
        unsigned char opt[256] = {0};
        long g = 0;
        for (a2 = 0; a2 < a; a2++)
          for (b2 = 0; b2 < b; b2++) opt[t[a2][b] ^ t[a][b2] ^ t[a2][b2]] = 1;
        while (opt[g]) g++;
        t[a][b] = g;
      }
    done = 1;
  }
  return t[r][c];
}

/* corners: "values" rows of r ⊗ c, "heads" [row, column, value]. */
static const char *corners_detail(const jval *jc, const ocomp *c, long sg) {
  const jval *rows = json_get(jc, "values");
  const char *s = c->body, *e;
  long w = (long)strcspn(s, "/"), h = 0, r, k, heads[3 * 1024], nh = 0, x = 0, want[32];
  for (k = 0; s[k]; k++) h += s[k] == '/';
  h++;
  if (rows == NULL || rows->t != J_ARR || (long)rows->n != h)
    return bad("\"values\" is not a list of %ld rows", h);
  for (r = 0; r < h; r++) {
    long col;
    for (col = 0; col < w; col++) {
      want[col] = nim_product(r, col);
      if (s[r * (w + 1) + col] == 'H') {
        heads[3 * nh] = r;
        heads[3 * nh + 1] = col;
        heads[3 * nh + 2] = want[col];
        nh++;
        x ^= want[col];
      }
    }
    if ((e = list_is(rows->items[r], "values", want, w)) != NULL) return bad("row %ld: %s", r, e);
  }
  if ((e = same_tuples(jc, "heads", heads, nh, 3)) != NULL) return e;
  if (sg >= 0 && x != sg) return bad("the heads' values XOR to %ld, the oracle finds %ld", x, sg);
  { /* "mex": (2, 2), else the smallest head inside (3, 3), worked out by mex */
    const jval *m = json_get(jc, "mex");
    long ex = -1, ey = -1, a, b, got[2], vals[16], nv = 0, v, seen[16] = {0};
    if (h > 2 && w > 2) ex = ey = 2;
    else
      for (r = 1; r < h && r <= 3; r++)
        for (k = 1; k < w && k <= 3; k++)
          if (s[r * (w + 1) + k] == 'H' && (ex < 0 || r * k < ex * ey)) ex = r, ey = k;
    if (ex < 0) return m && m->t == J_NULL ? NULL : bad("\"mex\" should be null: no head inside");
    if (m == NULL || nums(json_get(m, "at"), got, 2) != 2 || got[0] != ex || got[1] != ey)
      return bad("\"mex\" is not worked out at (%ld, %ld)", ex, ey);
    for (a = 0; a < ex; a++)
      for (b = 0; b < ey; b++)
        seen[nim_product(a, b) ^ nim_product(a, ey) ^ nim_product(ex, b)] = 1;
    for (v = 0; v < 16; v++)
      if (seen[v]) vals[nv++] = v;
    for (v = 0; seen[v]; v++) {}
    if (json_long(m, "options", -1) != ex * ey || json_long(m, "value", -1) != v ||
        v != nim_product(ex, ey))
      return bad("\"mex\" at (%ld, %ld): %ld options, value %ld; want %ld, %ld", ex, ey,
                 json_long(m, "options", -1), json_long(m, "value", -1), ex * ey, v);
    return list_is(json_get(m, "values"), "mex values", vals, nv);
  }
}

/* hackenbush: "edges" as in the body; "nodes" a reduction of the picture:
** fused parts that cover the standing vertices once, every edge a loop of
** one part or the bridge of another, each part worth the XOR of its
** branches (a loop 1, a bridge 1 + the value of the part above it), parts
** above before parts below, the ground's part last and worth the sg. */
static const char *hack_detail(const jval *jc, const ocomp *c, long sg) {
  const jval *nodes = json_get(jc, "nodes");
  long edges[2 * 64], ne = 0, k;
  int vertex_seen[10000] = {0}, used[65] = {0};
  const char *p = c->body, *e;
  if (strcmp(p, "0") != 0)
    while (*p && ne < 64) {
      edges[2 * ne] = strtol(p, (char **)&p, 10);
      edges[2 * ne + 1] = strtol(p + 1, (char **)&p, 10);
      ne++;
      if (*p == '.') p++;
    }
  if ((e = same_tuples(jc, "edges", edges, ne, 2)) != NULL) return e;
  if (nodes == NULL || nodes->t != J_ARR || nodes->n == 0) return bad("\"nodes\" is missing");
  for (k = 0; k < (long)nodes->n; k++) {
    const jval *nd = nodes->items[k], *fused = json_get(nd, "fused"), *loops = json_get(nd, "loops");
    const jval *br = json_get(nd, "branches");
    long name = json_long(nd, "vertex", -1), least = 1L << 30, x = 0;
    size_t i;
    if (!fused || fused->t != J_ARR || !loops || loops->t != J_ARR || !br || br->t != J_ARR)
      return bad("node %ld lacks fused, loops or branches", k);
    for (i = 0; i < fused->n; i++) {
      long v = (long)fused->items[i]->num;
      if (v < 0 || v >= 10000 || vertex_seen[v]++) return bad("vertex %ld is in two parts", v);
      if (v < least) least = v;
    }
    if (name != least) return bad("node %ld is named %ld, its least vertex is %ld", k, name, least);
    for (i = 0; i < loops->n; i++) {
      long ed = (long)loops->items[i]->num;
      if (ed < 1 || ed > ne || used[ed]++) return bad("loop %ld is not one edge used once", ed);
    }
    if (!json_is_null(nd, "edge")) {
      long ed = json_long(nd, "edge", 0);
      if (ed < 1 || ed > ne || used[ed]++) return bad("bridge %ld is not one edge used once", ed);
    }
    for (i = 0; i < br->n; i++) {
      long got[2], ed, val, q;
      size_t l;
      int found = 0;
      if (nums(br->items[i], got, 2) != 2) return bad("node %ld: a branch is not [edge, value]", k);
      ed = got[0];
      val = got[1];
      x ^= val;
      for (l = 0; l < loops->n; l++) found |= (long)loops->items[l]->num == ed && val == 1;
      for (q = 0; q < k && !found; q++)
        found = json_long(nodes->items[q], "edge", 0) == ed &&
                json_long(nodes->items[q], "parent", -1) == name &&
                val == 1 + json_long(nodes->items[q], "value", -100);
      if (!found) return bad("node %ld: branch [%ld,%ld] is neither a loop here nor a bridge "
                             "from a part above", k, ed, val);
    }
    if (x != json_long(nd, "value", -1))
      return bad("node %ld is worth %ld, its branches XOR to %ld", k, json_long(nd, "value", -1), x);
    if (k == (long)nodes->n - 1 && (name != 0 || !json_is_null(nd, "edge") ||
                                    (sg >= 0 && json_long(nd, "value", -1) != sg)))
      return bad("the last node is not the ground worth the oracle's %ld", sg);
  }
  for (k = 1; k <= ne; k++)
    if (used[k] != 1) return bad("edge %ld is used %d times in the reduction", k, used[k]);
  return NULL;
}

/* sub: "bash" is m when the set is 1..m, else null; "options" the heaps a
** move leaves, for each number of the set up to the heap, increasing k. */
static const char *sub_detail(const jval *jc, const ocomp *c, long sg) {
  long set[128], n = 0, want[128], nw = 0, h = strtol(c->body, NULL, 10), i;
  const char *p = c->param;
  int bash = 1;
  (void)sg;
  while (*p && n < 128) {
    long lo = strtol(p, (char **)&p, 10), hi = lo;
    if (*p == '-') hi = strtol(p + 1, (char **)&p, 10);
    for (; lo <= hi && n < 128; lo++) set[n++] = lo;
    if (*p == ',') p++;
  }
  for (i = 0; i < n; i++) {
    bash &= set[i] == i + 1;
    if (set[i] <= h) want[nw++] = h - set[i];
  }
  if (bash ? json_long(jc, "bash", -1) != n : !json_is_null(jc, "bash"))
    return bad("\"bash\" is %ld, want %s", json_long(jc, "bash", -1), bash ? "the set's size" : "null");
  return same_list(jc, "options", want, nw);
}

/* Wythoff's P-positions by plain retrograde, normal and misère play, for
** heaps below WY. */
#define WY 128
static signed char wy_win[2][WY][WY]; /* [misère][x][y]: the player to move wins */
static int wy_done;

static void wythoff_tables(void) {
  int m, x, y, t;
  if (wy_done) return;
  for (m = 0; m < 2; m++)
    for (x = 0; x < WY; x++)
      for (y = 0; y < WY; y++) {
        int win = 0, any = 0;
        for (t = 1; t <= x && !win; t++) any = 1, win = !wy_win[m][x - t][y];
        for (t = 1; t <= y && !win; t++) any = 1, win = !wy_win[m][x][y - t];
        for (t = 1; t <= x && t <= y && !win; t++) any = 1, win = !wy_win[m][x - t][y - t];
        wy_win[m][x][y] = (signed char)(any ? win : m); /* no move: lost, or won in misère */
      }
  wy_done = 1;
}

/* wythoff: "p" and "misere_p"; "pair" the cold pair with the position's
** difference; "cold" and "misere_cold" the cold pairs [a, b], a <= b, with
** a at most 16 past the larger heap. */
static const char *wythoff_detail(const jval *jc, const ocomp *c, long sg) {
  long x = strtol(c->body, NULL, 10), y = strtol(strchr(c->body, '/') + 1, NULL, 10);
  long d = labs(x - y), top = (x > y ? x : y) + 16, want[2 * WY], n, a, m;
  const char *e;
  wythoff_tables();
  if (top + top / 2 + 48 >= WY) return NULL; /* past the tables here */
  if (json_bool(jc, "p") != (sg == 0) || json_bool(jc, "misere_p") != !wy_win[1][x][y])
    return bad("\"p\" %d \"misere_p\" %d, want %d %d", json_bool(jc, "p"),
               json_bool(jc, "misere_p"), sg == 0, !wy_win[1][x][y]);
  for (a = 0; a + d < WY && wy_win[0][a][a + d]; a++) {}
  want[0] = a;
  want[1] = a + d;
  if ((e = same_list(jc, "pair", want, 2)) != NULL) return e;
  for (m = 0; m < 2; m++) {
    n = 0;
    for (a = 0; a <= top; a++) {
      long b;
      for (b = a; b < WY; b++)
        if (!wy_win[m][a][b]) {
          want[2 * n] = a;
          want[2 * n + 1] = b;
          n++;
        }
    }
    if ((e = same_tuples(jc, m ? "misere_cold" : "cold", want, n, 2)) != NULL) return e;
  }
  return NULL;
}

/* moore: "k"; "columns" the count of 1s in each binary column, lowest first,
** up to the highest 1; "p" whether the oracle finds a P-position. */
static const char *moore_detail(const jval *jc, const ocomp *c, long sg) {
  long h[64], want[64], n = 0, top = 0, j, i;
  const char *p = c->body;
  while (*p && n < 64) {
    h[n] = strtol(p, (char **)&p, 10);
    while (top < 62 && h[n] >> top) top++;
    n++;
    if (*p == '/') p++;
  }
  if (json_long(jc, "k", -1) != strtol(c->param, NULL, 10))
    return bad("\"k\" is %ld, want %s", json_long(jc, "k", -1), c->param);
  for (j = 0; j < top; j++)
    for (want[j] = 0, i = 0; i < n; i++) want[j] += h[i] >> j & 1;
  if (sg >= 0 && json_bool(jc, "p") != (sg == 0))
    return bad("\"p\" is %d, the oracle finds SG %ld", json_bool(jc, "p"), sg);
  return same_list(jc, "columns", want, top);
}

/* graph: "node" the token's node, numbered from 1 in canonical order. */
static const char *graph_detail(const jval *jc, const ocomp *c, long sg) {
  long want = graph_node(c->param, c->body, strlen(c->body));
  (void)sg;
  if (json_long(jc, "node", -1) != want)
    return bad("\"node\" is %ld, want %ld", json_long(jc, "node", -1), want);
  return NULL;
}

/* ---- the games of the judges ---------------------------------------------------- */

/* stonebox: "c>d", d - c stones added. */
static void boxes_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                       long *from, long *to, long *count) {
  long k[2];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 2, NULL);
  *from = k[0];
  *to = k[1];
  *count = k[1] - k[0];
}

/* stonebox: "fill", the fewest stones from which one move (c^2 stones at most)
** fills the box, found by trying each count; 0 for a box of capacity 0. */
static const char *boxes_detail(const jval *jc, const ocomp *c, long sg) {
  long s = strtol(strchr(c->body, '/') + 1, NULL, 10), f = 0;
  (void)sg;
  while (s > 0 && f + f * f < s) f++;
  if (json_long(jc, "fill", -1) != f) return bad("\"fill\" is %ld, want %ld", json_long(jc, "fill", -1), f);
  return NULL;
}

/* papercut: "WxH>axb+cxd": from and to the two sheets' squares, one cut. */
static void cutting_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                         long *from, long *to, long *count) {
  long k[6];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 6, NULL);
  *from = k[2] * k[3];
  *to = k[4] * k[5];
  *count = 1;
}

/* pairsplit: "a/b>x/y": from the pile split (x + y), to x, count the pile thrown away. */
static void ed_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                    long *to, long *count) {
  long k[4];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 4, NULL);
  *from = k[2] + k[3];
  *to = k[2];
  *count = k[2] + k[3] == k[1] ? k[0] : k[1];
}

/* pairsplit: "bits", (a-1) | (b-1). */
static const char *ed_detail(const jval *jc, const ocomp *c, long sg) {
  long a = strtol(c->body, NULL, 10), b = strtol(strchr(c->body, '/') + 1, NULL, 10);
  (void)sg;
  if (json_long(jc, "bits", -1) != ((a - 1) | (b - 1)))
    return bad("\"bits\" is %ld, want %ld", json_long(jc, "bits", -1), (a - 1) | (b - 1));
  return NULL;
}

/* knights: "x/y>u/v": from and to the cells' x + y, one knight. */
static void knights_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                         long *from, long *to, long *count) {
  long k[4];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 4, NULL);
  *from = k[0] + k[1];
  *to = k[2] + k[3];
  *count = 1;
}

/* splitnim: "n>i+j", from n to i (the first heap left, as splits name it). */
static void splitnim_move(const char *mv, const ocomp *c, const ocomp *after, int nafter,
                          long *from, long *to, long *count) {
  long k[3];
  (void)c, (void)after, (void)nafter;
  move_nums(mv, k, 3, NULL);
  *from = k[0];
  *to = k[1];
  *count = 1;
}

/* ---- the table ------------------------------------------------------------------ */

static const gfields FIELDS[] = {
  {"nim", heap_move, no_detail},
  {"sub", heap_move, sub_detail},
  {"checkers", piece_move, checkers_detail},
  {"northcott", northcott_move, northcott_detail},
  {"treblecross", cell_move, treblecross_detail},
  {"staircase", stair_move, no_detail},
  {"octal", span_move, octal_detail},
  {"ruler", span_move, coins_detail},
  {"turtles", span_move, coins_detail},
  {"mockturtles", span_move, coins_detail},
  {"corners", corners_move, corners_detail},
  {"hackenbush", hack_move, hack_detail},
  {"tb", tb_move, tb_detail},
  {"ruleset", rule_move, rule_detail},
  {"wythoff", wythoff_move, wythoff_detail},
  {"moore", moore_move, moore_detail},
  {"graph", graph_move, graph_detail},
  {"cram", fs_cram_move, fs_cram_detail},
  {"nodekayles", fs_kayles_move, fs_kayles_detail},
  {"arckayles", fs_kayles_move, fs_kayles_detail},
  {"chomp", fs_chomp_move, fs_chomp_detail},
  {"stonebox", boxes_move, boxes_detail},
  {"papercut", cutting_move, no_detail},
  {"pairsplit", ed_move, ed_detail},
  {"knights", knights_move, no_detail},
  {"hill", heap_move, no_detail},
  {"splitnim", splitnim_move, no_detail},
};

const gfields *gfields_find(const char *game) {
  size_t i;
  for (i = 0; i < sizeof FIELDS / sizeof FIELDS[0]; i++)
    if (strcmp(FIELDS[i].game, game) == 0) return &FIELDS[i];
  return NULL;
}

/* ---- plain mex ------------------------------------------------------------------- */

#define OWN_MAX 4096

static unsigned long seen[1 << 14], stamp; /* seen[x] == stamp: x is an option's value */

long own_stretch(long n) {
  static long t[OWN_MAX + 1];
  static long done = -1;
  if (n < 0 || n > OWN_MAX) return -1;
  for (; done < n; done++) {
    long r = done + 1, i, g = 0;
    stamp++;
    for (i = 1; i <= r; i++) {
      long a = i - 3 > 0 ? i - 3 : 0, b = r - i - 2 > 0 ? r - i - 2 : 0;
      seen[t[a] ^ t[b]] = stamp;
    }
    while (seen[g] == stamp) g++;
    t[r] = g;
  }
  return t[n];
}

long own_octal(const char *code, long n) {
  static char have[16][24];
  static long vals[16][OWN_MAX + 1], done[16];
  static int used;
  const char *d = strchr(code, '.');
  long t, h, a, j;
  int q;
  if (d == NULL || n < 0 || n > OWN_MAX) return -1;
  d++;
  t = (long)strlen(d);
  for (q = 0; q < used && strcmp(have[q], code) != 0; q++) {}
  if (q == used) {
    q = used < 16 ? used++ : 15;
    snprintf(have[q], sizeof have[q], "%s", code);
    done[q] = -1;
  }
  for (; done[q] < n; done[q]++) {
    long g = 0;
    h = done[q] + 1;
    stamp++;
    for (j = 1; j <= t && j <= h; j++) {
      int dj = d[j - 1] - '0';
      for (a = 0; a + j <= h; a++) {
        long b = h - j - a;
        int need = a == 0 && b == 0 ? 1 : a == 0 || b == 0 ? 2 : 4;
        if (dj & need) seen[vals[q][a] ^ vals[q][b]] = stamp;
      }
    }
    while (seen[g] == stamp) g++;
    vals[q][h] = g;
  }
  return vals[q][n];
}

/*
** test_limits.c — honest refusals and the costs behind them: a listing too
** large is judged before the work (little memory used, little time) — a
** listing of every move gives way to the winning moves, with "truncated"
** saying why; a listing of winning moves too large is refused with advice
** that names what would work — and with figures that are right (the number
** of moves counted by the rules here; the size close to what the listing
** really takes when a larger context allows it). Also gr_cost (what
** an analysis would cost, before it) and gr_judge_cases (a judge's input
** with each case's answer and position) against the judges' own samples.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "test.h"

/* An engine internal the tests reach for (c/family.h): values a table holds
** and how many were computed for it in all. */
int gr_family_counts(gr_ctx *ctx, const char *game, const char *key, long long *held,
                     long long *computed);

static double seconds(void) { return (double)clock() / CLOCKS_PER_SEC; }

/* prefix, then `n` copies of unit joined by sep, then suffix. */
static char *joined(const char *prefix, const char *unit, const char *sep, long n,
                    const char *suffix) {
  size_t lp = strlen(prefix), lu = strlen(unit), ls = strlen(sep), lx = strlen(suffix);
  char *s = malloc(lp + (lu + ls) * (size_t)n + lx + 1), *p;
  long i;
  if (s == NULL) { fputs("out of memory\n", stderr); exit(3); }
  memcpy(s, prefix, lp);
  p = s + lp;
  for (i = 0; i < n; i++) {
    if (i > 0) { memcpy(p, sep, ls); p += ls; }
    memcpy(p, unit, lu);
    p += lu;
  }
  memcpy(p, suffix, lx + 1);
  return s;
}

/* A row of `len` copies of ch, with `last` at the end (NUL to leave it out). */
static char *row(char ch, long len, char last) {
  char *s = malloc((size_t)len + 2);
  if (s == NULL) { fputs("out of memory\n", stderr); exit(3); }
  memset(s, ch, (size_t)len);
  s[len] = last;
  s[len + (last != 0)] = '\0';
  return s;
}

/* The number after `before` in text ("about 143 MiB" → 143), in MiB; -1 if absent. */
static double mib_after(const char *text, const char *before) {
  const char *p = strstr(text, before);
  double v;
  char unit[8] = "";
  if (p == NULL || sscanf(p + strlen(before), "%lf %7s", &v, unit) != 2) return -1;
  if (strncmp(unit, "KiB", 3) == 0) return v / 1024;
  return strncmp(unit, "MiB", 3) == 0 ? v : -1;
}

/* Analyses pos in a fresh context of `limit_mib`: the status, the error (a
** static copy; on success, why a listing of every move was cut short, or ""),
** the peak of memory the call added and the seconds it took. */
typedef struct outcome {
  gr_status st;
  char msg[600];
  double peak_mib, secs;
  jval *json; /* the analysis when it succeeded */
} outcome;

static int run_checks; /* the self-checks on in run()'s contexts */

static outcome run(const char *pos, gr_moves_mode mode, size_t limit_mib) {
  outcome o;
  gr_ctx *c = gr_open(limit_mib << 20);
  const char *out = NULL;
  double t0;
  size_t before;
  memset(&o, 0, sizeof o);
  if (c == NULL) { fputs("out of memory\n", stderr); exit(3); }
  gr_set_checks(c, run_checks);
  before = gr_mem_peak(c);
  t0 = seconds();
  o.st = gr_analyze(c, pos, mode, &out);
  o.secs = seconds() - t0;
  o.peak_mib = (double)(gr_mem_peak(c) - before) / 1048576.0;
  snprintf(o.msg, sizeof o.msg, "%s", gr_error(c));
  o.json = o.st == GR_OK ? json_parse(out) : NULL;
  if (o.json != NULL)
    snprintf(o.msg, sizeof o.msg, "%s",
             json_str(o.json, "truncated") ? json_str(o.json, "truncated") : "");
  gr_close(c);
  return o;
}

/* The figure a refusal gives is within a quarter of what the listing took
** when it was allowed. */
static void figure_right(const char *what, const outcome *refused, const char *before,
                         const outcome *done) {
  double said = mib_after(refused->msg, before);
  test_condf(done->st == GR_OK, "%s: in a larger context it is listed: %s", what, done->msg);
  test_condf(said > 0 && done->peak_mib > 0 && said >= 0.75 * done->peak_mib &&
                 said <= 1.25 * done->peak_mib,
             "%s: the refusal says about %.1f MiB; the listing took %.1f MiB", what, said,
             done->peak_mib);
}

/* Four checkers rows of 4,096 cells, a piece on every cell but the last: by
** the rules each of the 4,095 pieces has one move (right, jumping its block,
** onto the empty cell), each after a 4,096-cell row. */
static void checkers_rows(void) {
  char *r = row('o', 4095, '.');
  char *four = joined("checkers:", r, ",", 4, ""), *two = joined("checkers:", r, ",", 2, "");
  char want[64];
  outcome o = run(four, GR_MOVES_ALL, 256), small, big;
  snprintf(want, sizeof want, "listing all %d moves", 4 * 4095);
  test_condf(o.st == GR_OK && strstr(o.msg, want) &&
                 strstr(o.msg, "so only the winning moves are listed") &&
                 strcmp(json_str(o.json, "listed"), "winning") == 0,
             "4 checkers rows of 4096: status %d \"%s\"", (int)o.st, o.msg);
  test_condf(strstr(o.msg, "the 128 MiB a listing of every move may use (half the 256 MiB "
                           "memory limit)"),
             "4 checkers rows: the budget in the message: \"%s\"", o.msg);
  test_condf(o.peak_mib < 4, "4 checkers rows: cut short before the work (%.1f MiB, %.2f s)",
             o.peak_mib, o.secs);
  json_free(o.json);
  o = run(four, GR_MOVES_WINNING, 256);
  test_condf(o.st == GR_OK && json_long(o.json, "legal", -1) == 4 * 4095,
             "4 checkers rows, winning moves: %d %s", (int)o.st, o.msg);
  json_free(o.json);
  small = run(two, GR_MOVES_ALL, 64); /* cut short: then listed where it fits */
  big = run(two, GR_MOVES_ALL, 256);
  test_condf(small.st == GR_OK && small.msg[0], "2 checkers rows in 64 MiB: %d %s", (int)small.st,
             small.msg);
  json_free(small.json);
  figure_right("2 checkers rows of 4096", &small, "would take about ", &big);
  test_condf(big.json && (long)json_get(big.json, "moves")->n == 2 * 4095 &&
                 json_is_null(big.json, "truncated"),
             "2 checkers rows: every move listed");
  json_free(big.json);
  free(r);
  free(four);
  free(two);
}

/* Empty Treblecross strips of 20,000 cells: an odd number of equal strips
** has the nim-sum of one, so each strip has the winning moves of one strip
** alone. Listed, each move repeats its 20,000-cell strip. */
static void treblecross_strips(void) {
  char *r = row('.', 20000, 0);
  char *one = joined("treblecross:", r, ",", 1, ""), *many = joined("treblecross:", r, ",", 49, "");
  char *eleven = joined("treblecross:", r, ",", 11, "");
  outcome o = run(one, GR_MOVES_WINNING, 256), small, big;
  long per = o.json ? (long)json_get(o.json, "winning")->n : -1;
  char want[96];
  test_condf(o.st == GR_OK && per > 0, "one strip of 20000: %d %s", (int)o.st, o.msg);
  json_free(o.json);
  o = run(many, GR_MOVES_WINNING, 128);
  snprintf(want, sizeof want, "listing the %ld winning moves", 49 * per);
  test_condf(o.st == GR_ELIMIT && strstr(o.msg, want) &&
                 strstr(o.msg, "analyse fewer or smaller components at a time") &&
                 strstr(o.msg, "up to 20012 characters"),
             "49 strips of 20000 in 128 MiB: %d \"%s\" (want \"%s\")", (int)o.st, o.msg, want);
  test_condf(o.peak_mib < 48, "49 strips: refused before the listing (%.1f MiB)", o.peak_mib);
  json_free(o.json);
  if (!test_quick) { /* in the default 256 MiB it fits */
    o = run(many, GR_MOVES_WINNING, 256);
    test_condf(o.st == GR_OK && (long)json_get(o.json, "winning")->n == 49 * per,
               "49 strips of 20000 in 256 MiB: listed: %d %s", (int)o.st, o.msg);
    test_condf(o.peak_mib < 256, "49 strips: within the limit (%.1f MiB)", o.peak_mib);
    json_free(o.json);
  }
  small = run(eleven, GR_MOVES_WINNING, 32);
  big = run(eleven, GR_MOVES_WINNING, 256);
  test_condf(small.st == GR_ELIMIT && strstr(small.msg, "left of the 32 MiB memory limit"),
             "11 strips in 32 MiB: %d %s", (int)small.st, small.msg);
  figure_right("11 strips of 20000, winning moves", &small, "would take about ", &big);
  json_free(big.json);
  o = run(many, GR_MOVES_AUTO, 256); /* auto lists winning moves past 4000 legal ones */
  test_condf(o.st == GR_OK || o.st == GR_ELIMIT, "49 strips, auto: %d %s", (int)o.st, o.msg);
  json_free(o.json);
  free(r);
  free(one);
  free(many);
  free(eleven);
}

/* Octal codes of 16 digits on rows of 4,096 pins, each group its own code:
** the moves of a full row, counted by the code's rule (README): a block of k
** pins with i pins left of it and j right is allowed when d_k has bit 1
** (i = j = 0), bit 2 (one of them 0) or bit 4 (both positive). */
static long long octal_moves(const char *code, long len) {
  long long n = 0;
  long k, i;
  for (k = 1; k <= 16 && k <= len; k++) {
    int d = code[k + 1] - '0';
    for (i = 0; i + k <= len; i++) {
      long j = len - i - k;
      int bit = i == 0 && j == 0 ? 1 : i == 0 || j == 0 ? 2 : 4;
      n += (d & bit) != 0;
    }
  }
  return n;
}

static void octal_groups(void) {
  char *r = row('o', 4096, 0), *pos, code[24];
  size_t cap = 242 * (4096 + 32) + 1, used = 0;
  long long total = 0;
  unsigned seed = 12345;
  int g, k;
  outcome o;
  char want[96];
  pos = malloc(cap);
  if (pos == NULL) { fputs("out of memory\n", stderr); exit(3); }
  pos[0] = '\0';
  for (g = 0; g < 242; g++) { /* distinct codes 0.d1..d16, every digit 1..7 */
    strcpy(code, "0.");
    for (k = 0; k < 16; k++) {
      seed = seed * 1103515245u + 12345u;
      code[2 + k] = (char)('1' + (seed >> 16) % 7);
    }
    code[18] = '\0';
    used += (size_t)snprintf(pos + used, cap - used, "%soctal(%s):%s", g ? "+" : "", code, r);
    total += octal_moves(code, 4096);
  }
  o = run(pos, GR_MOVES_ALL, 256);
  snprintf(want, sizeof want, "this position has %lld legal moves, more than the 1000000", total);
  /* too many to list: the winning moves instead, whose values take more work than an
  ** analysis may spend by default (refused before any value: far more) */
  test_condf((o.st == GR_OK && strstr(o.msg, want)) ||
                 (o.st == GR_ELIMIT && strstr(o.msg, "takes longer than this call may spend")) ||
                 (o.st == GR_EWORK && strstr(o.msg, "far more than")),
             "242 octal groups: %d \"%s\" (want \"%s\")", (int)o.st, o.msg, want);
  test_condf(o.peak_mib < 64, "242 octal groups: bounded (%.1f MiB, %.2f s)", o.peak_mib,
             o.secs);
  json_free(o.json);
  { /* what it would cost, at once */
    gr_ctx *c = gr_open(0);
    const char *out = NULL;
    double t0 = seconds();
    gr_status st = gr_cost(c, pos, GR_MOVES_AUTO, -1, &out);
    jval *j = st == GR_OK ? json_parse(out) : NULL;
    test_condf(j && json_long(j, "legal", -1) == total && json_long(j, "components", -1) == 242 &&
                   strcmp(json_str(j, "listed"), "winning") == 0,
               "cost of 242 octal groups: %s", st == GR_OK ? out : gr_error(c));
    test_condf(j && json_get(j, "work")->num > 1e9,
               "cost of 242 octal groups: 242 tables of 4097 values are heavy work");
    test_condf(gr_mem_peak(c) < ((size_t)8 << 20), "cost of 242 octal groups: at once (%.2f s)",
               seconds() - t0);
    json_free(j);
    gr_close(c);
  }
  free(r);
  free(pos);
}

/* A staircase of 10^9 coins: one move per number of coins carried off. */
static void staircase_coins(void) {
  outcome o = run("staircase:1000000000", GR_MOVES_ALL, 256);
  test_condf(o.st == GR_OK && strstr(o.msg, "this position has 1000000000 legal moves, more "
                                            "than the 1000000 the engine lists, so only the "
                                            "winning moves are listed") &&
                 strcmp(json_str(o.json, "suggest"), "1:1x1000000000") == 0,
             "staircase of 10^9: %d \"%s\"", (int)o.st, o.msg);
  test_condf(o.peak_mib < 1, "staircase of 10^9: at once (%.2f s)", o.secs);
  json_free(o.json);
  o = run("staircase:1000000000", GR_MOVES_WINNING, 256);
  test_condf(o.st == GR_OK && strcmp(json_str(o.json, "suggest"), "1:1x1000000000") == 0,
             "staircase of 10^9, winning: %d %s", (int)o.st, o.msg);
  json_free(o.json);
  /* three X's stand: the game is over and nothing is listed, however large the rest */
  o = run("treblecross:XXX..+staircase:1000000000", GR_MOVES_ALL, 256);
  test_condf(o.st == GR_OK && json_bool(o.json, "over") == 1 && json_long(o.json, "legal", -1) == 0,
             "a finished strip beside 10^9 coins: %d %s", (int)o.st, o.msg);
  json_free(o.json);
}

/* gr_cost against the analysis: the same exact legal count and listing. */
static void costs(void) {
  static const char *const pos[] = {
    "nim:3,4,5", "sub(1-3):1000000000000", "checkers:..................oo",
    "northcott:...BW.,B.W...", "treblecross:.X.X...X", "staircase:3/0/5/2",
    "octal(0.77):ooooooo", "nim:3000,3000", "octal(0.137):oooooooooooo+nim:7",
  };
  gr_ctx *c = gr_open(0);
  size_t i;
  for (i = 0; i < sizeof pos / sizeof pos[0]; i++) {
    const char *out = NULL;
    jval *cost, *a;
    gr_status st = gr_cost(c, pos[i], GR_MOVES_AUTO, -1, &out);
    cost = st == GR_OK ? json_parse(out) : NULL;
    st = gr_analyze(c, pos[i], GR_MOVES_AUTO, &out);
    a = st == GR_OK ? json_parse(out) : NULL;
    test_condf(cost && a && json_long(cost, "legal", -2) == json_long(a, "legal", -1) &&
                   strcmp(json_str(cost, "listed"), json_str(a, "listed")) == 0 &&
                   json_long(cost, "components", -1) == (long)json_get(a, "components")->n,
               "cost of %s agrees with its analysis", pos[i]);
    test_condf(cost && json_get(cost, "work")->num < 1e6, "cost of %s: small work (%.0f)", pos[i],
               cost ? json_get(cost, "work")->num : -1);
    json_free(cost);
    json_free(a);
  }
  {
    const char *out = NULL;
    gr_status st = gr_cost(c, "nim:3,", GR_MOVES_AUTO, -1, &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(c), "at character"),
               "cost of a malformed position: the parser's message (%s)", gr_error(c));
  }
  gr_close(c);
}

/* ---- judge inputs --------------------------------------------------------------- */

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  char *s;
  long n;
  if (f == NULL) return NULL;
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  rewind(f);
  s = malloc((size_t)n + 1);
  if (s == NULL) { fclose(f); return NULL; }
  *len = fread(s, 1, (size_t)n, f);
  s[*len] = '\0';
  fclose(f);
  return s;
}

/* What the analysis of a case's position says the judge must answer. */
static int answers_agree(const char *judge, const jval *a, const char *answer, long k) {
  const char *verdict = json_str(a, "verdict");
  int n = verdict && strcmp(verdict, "N") == 0;
  char want[4096];
  size_t i, w = 0;
  const jval *win = json_get(a, "winning");
  if (strcmp(judge, "nim") == 0) return strcmp(answer, n ? "Yes\n" : "No\n") == 0;
  if (strcmp(judge, "chess") == 0) return strcmp(answer, n ? "YES\n" : "NO\n") == 0;
  if (strcmp(judge, "northcott") == 0) return strcmp(answer, n ? "I WIN!\n" : "BAD LUCK!\n") == 0;
  /* Treblecross: the winning cells are the winning moves "1:c" */
  want[0] = '\0';
  for (i = 0; win && i < win->n && w + 16 < sizeof want; i++)
    w += (size_t)snprintf(want + w, sizeof want - w, "%s%s", i ? " " : "",
                          strchr(win->items[i]->s, ':') + 1);
  if (strcmp(judge, "treblecross") == 0) {
    char line[4200];
    snprintf(line, sizeof line, "Case %ld: %s\n", k, w ? want : "0");
    return strcmp(answer, line) == 0;
  }
  {
    char line[4200];
    snprintf(line, sizeof line, w ? "WINNING\n%s\n" : "LOSING\n\n", want);
    return strcmp(answer, line) == 0;
  }
}

static void judge_samples(void) {
  static const char *const judges[] = {"nim", "chess", "northcott", "treblecross",
                                       "treblecross-uva"};
  gr_ctx *c = gr_open(0);
  size_t j;
  for (j = 0; j < sizeof judges / sizeof judges[0]; j++) {
    char path[128];
    size_t len = 0, olen = 0, k;
    char *in, *want;
    const char *out = NULL;
    gr_status st;
    jval *r;
    snprintf(path, sizeof path, "tests/judge/cases/%s--sample.in", judges[j]);
    in = slurp(path, &len);
    snprintf(path, sizeof path, "tests/judge/cases/%s--sample.out", judges[j]);
    want = slurp(path, &olen);
    test_condf(in && want, "judge sample %s: the files in tests/judge/cases", judges[j]);
    if (!in || !want) { free(in); free(want); continue; }
    st = gr_judge_cases(c, judges[j], 0, in, len, &out);
    r = st == GR_OK ? json_parse(out) : NULL;
    test_condf(r && strcmp(json_str(r, "output"), want) == 0 && json_is_null(r, "error"),
               "judge cases %s: the output is the judge's (%s)", judges[j], st ? gr_error(c) : out);
    for (k = 0; r && k < json_get(r, "cases")->n; k++) {
      const jval *cs = json_get(r, "cases")->items[k];
      const char *pos = json_str(cs, "position"), *a_out = NULL;
      jval *a;
      test_condf(pos && json_long(cs, "case", -1) == (long)k + 1, "judge %s case %zu: a position",
                 judges[j], k + 1);
      if (!pos) continue;
      a = gr_analyze(c, pos, GR_MOVES_WINNING, &a_out) == GR_OK ? json_parse(a_out) : NULL;
      test_condf(a && answers_agree(judges[j], a, json_str(cs, "answer"), (long)k + 1),
                 "judge %s case %zu: the answer \"%s\" agrees with the analysis of %s", judges[j],
                 k + 1, json_str(cs, "answer"), pos);
      json_free(a);
    }
    json_free(r);
    free(in);
    free(want);
  }
  { /* a malformed input: the cases before it, and the judge's line-numbered message */
    static const char bad[] = "2\n1\n2 19 20\n1\n2 5 5\n";
    const char *out = NULL;
    gr_status st = gr_judge_cases(c, "chess", 0, bad, sizeof bad - 1, &out);
    jval *r = st == GR_OK ? json_parse(out) : NULL;
    const jval *e = r ? json_get(r, "error") : NULL;
    test_condf(r && json_get(r, "cases")->n == 1 && strcmp(json_str(r, "output"), "NO\n") == 0 &&
                   e && strcmp(json_str(e, "status"), "input") == 0 &&
                   strcmp(json_str(e, "message"),
                          "line 5: column 5 appears twice in this row (case 2, row 1)") == 0,
               "judge cases, malformed: %s", st ? gr_error(c) : out);
    test_condf(*gr_error(c) == '\0', "judge cases, malformed: the call itself succeeds");
    json_free(r);
    st = gr_judge_cases(c, "go", 0, bad, sizeof bad - 1, &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(c), "unknown judge \"go\""),
               "judge cases, unknown judge: %s", gr_error(c));
  }
  { /* Northcott rows wider than the engine's rows: answered, not openable */
    static const char wide[] = "1 5000\n1 5000\n";
    const char *out = NULL;
    gr_status st = gr_judge_cases(c, "northcott", 0, wide, sizeof wide - 1, &out);
    jval *r = st == GR_OK ? json_parse(out) : NULL;
    const jval *cs = r && json_get(r, "cases")->n == 1 ? json_get(r, "cases")->items[0] : NULL;
    test_condf(cs && json_is_null(cs, "position") && json_str(cs, "why") &&
                   strcmp(json_str(cs, "answer"), "I WIN!\n") == 0,
               "judge cases, a 5000-column Northcott board: %s", st ? gr_error(c) : out);
    json_free(r);
  }
  gr_close(c);
}

/* gr_analyze_within: the analysis when its estimate is within the bound
** (exactly gr_analyze's), else GR_EWORK at once, before any value table. */
static void bounded(void) {
  gr_ctx *c = gr_open(0), *plain = gr_open(0);
  const char *out = NULL, *want = NULL;
  char heavy[64];
  double t0;
  gr_status st = gr_analyze_within(c, "nim:3,4,5+sub(1-3):10", NULL, GR_MOVES_AUTO, 2e7, &out);
  test_condf(st == GR_OK && gr_analyze(plain, "nim:3,4,5+sub(1-3):10", GR_MOVES_AUTO, &want) ==
                 GR_OK && strcmp(out, want) == 0,
             "within: a small position comes back as gr_analyze gives it: %d %s", (int)st,
             st ? gr_error(c) : "");
  st = gr_analyze_within(c, "nim:3,4,5", "1:3>1", GR_MOVES_AUTO, 2e7, &out);
  test_condf(st == GR_OK && gr_play_analyze(plain, "nim:3,4,5", "1:3>1", GR_MOVES_AUTO, &want) ==
                 GR_OK && strcmp(out, want) == 0,
             "within: after a move, as gr_play_analyze gives it: %d", (int)st);
  snprintf(heavy, sizeof heavy, "tb(0.1337):%d", 3000000); /* no period: a long table */
  t0 = seconds();
  st = gr_analyze_within(c, heavy, NULL, GR_MOVES_AUTO, 2e7, &out);
  test_condf(st == GR_EWORK && strstr(gr_error(c), "more than") &&
                 gr_mem_peak(c) < ((size_t)16 << 20),
             "within: %s is refused at once: %d %s (%.2f s)", heavy, (int)st, gr_error(c),
             seconds() - t0);
  st = gr_analyze_within(c, heavy, "1:3000000>2999999", GR_MOVES_AUTO, 2e7, &out);
  test_condf(st == GR_EWORK, "within: a move in %s is refused before values too: %d %s", heavy,
             (int)st, gr_error(c));
  st = gr_analyze_within(c, "nim:3", "1:3>5", GR_MOVES_AUTO, 2e7, &out);
  test_condf(st == GR_EINPUT, "within: an illegal move is still refused as one: %d", (int)st);
  gr_close(c);
  gr_close(plain);
}

/* ---- the estimate against the work ------------------------------------------
** A bounded analysis (gr_set_work B) refuses, before any value, a position
** whose estimate is more than GR_WORK_FAR (4) times B. The estimate must
** be honest both ways, swept over random families and sizes under a small
** bound: a position whose estimate (gr_cost under the same bound) is within
** B is analysed within B; one refused has computed no value past what the
** estimate itself computed, and really needs more than B (the sequence to
** its size, under the same bound, runs out of work). The estimate here is
** the one without a listing (GR_MOVES_NONE): the bound counts the values'
** work, and a listing (copies and JSON, which the estimate of the auto mode
** adds for a front end) is refused by its own limits. */

#define SWEEP_BOUND 4194304LL /* 2^22: an analysis of a few milliseconds */

static unsigned long long sweep_seed = 12345;
static unsigned long long sweep_rnd(unsigned long long n) {
  sweep_seed = sweep_seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (sweep_seed >> 33) % n;
}

/* The work gr_cost estimates for pos under bound B (a fresh context), or -1. */
static double estimated(const char *pos, long long B) {
  gr_ctx *c = gr_open(0);
  const char *out = NULL;
  jval *j;
  double w = -1;
  gr_set_work(c, B);
  if (gr_cost(c, pos, GR_MOVES_NONE, -1, &out) == GR_OK && (j = json_parse(out)) != NULL) {
    w = json_get(j, "work")->num;
    json_free(j);
  }
  gr_close(c);
  return w;
}

/* One position of a family table: estimate, analysis and, when refused, the
** sequence under the same bound. Counts the cases into k[0..2] (within, far,
** between). */
static void sweep_one(const char *game, const char *key, const char *family, const char *pos,
                      long long size, int k[3]) {
  char shown[300];
  double w = estimated(pos, SWEEP_BOUND), B = (double)SWEEP_BOUND;
  gr_ctx *c = gr_open(0), *e = gr_open(0);
  const char *out = NULL;
  long long held = 0, computed = 0, held_e = 0, computed_e = 0;
  gr_status st;
  snprintf(shown, sizeof shown, "%s at size %lld", family, size);
  gr_set_work(c, SWEEP_BOUND);
  gr_set_work(e, SWEEP_BOUND);
  (void)gr_cost(e, pos, GR_MOVES_NONE, -1, &out); /* what the estimate alone computes */
  (void)gr_family_counts(e, game, key, &held_e, &computed_e);
  st = gr_analyze(c, pos, GR_MOVES_AUTO, &out);
  (void)gr_family_counts(c, game, key, &held, &computed);
  if (w < 0) { /* refused by the estimate itself (moves too many to look through): so is the
                 analysis */
    gr_ctx *x = gr_open(0);
    const char *o2 = NULL;
    gr_status sx;
    gr_set_work(x, SWEEP_BOUND);
    sx = gr_cost(x, pos, GR_MOVES_NONE, -1, &o2);
    test_condf(sx != GR_OK && st == sx && strcmp(gr_error(x), gr_error(c)) == 0,
               "sweep %s: the estimate refuses (%d %s), and so does the analysis (%d %s)", shown,
               (int)sx, gr_error(x), (int)st, gr_error(c));
    gr_close(x);
  } else if (w <= B) {
    k[0]++;
    test_condf(st == GR_OK || (st == GR_ELIMIT && strstr(gr_error(c), "the engine lists")),
               "sweep %s: estimated %.3g, within the bound %.3g, yet %d: %s", shown,
               w, B, (int)st, gr_error(c));
  } else if (w > 4.4 * B) { /* (GR_WORK_FAR, with room for the estimate's own rounding) */
    gr_ctx *q = gr_open(0);
    gr_status sq;
    k[1]++;
    test_condf(st == GR_EWORK && strstr(gr_error(c), "far more than") && computed <= computed_e,
               "sweep %s: estimated %.3g, far over %.3g: refused before any value past the "
               "estimate's (%d, %lld computed, the estimate %lld): %s", shown, w, B, (int)st,
               computed, computed_e, gr_error(c));
    gr_set_work(q, SWEEP_BOUND);
    sq = gr_sequence_part(q, family, size, GR_SEQ_STATS, 0, 0, &out);
    test_condf(sq == GR_ELIMIT, "sweep %s: refused, and the values to %lld do take more than "
               "the bound (estimated %.3g; %d %s)", shown, size, w, (int)sq,
               sq ? gr_error(q) : "computed within it");
    gr_close(q);
  } else {
    k[2]++;
    test_condf(st == GR_OK || st == GR_ELIMIT || st == GR_EWORK, "sweep %s: %d %s", shown,
               (int)st, gr_error(c));
  }
  gr_close(c);
  gr_close(e);
}

static void estimate_sweep(void) {
  static const char *const games[] = {"tb", "tb", "tb", "octal", "sub", "ruleset"};
  int k[3] = {0, 0, 0}, i, n = test_quick ? 48 : 120; /* (the sanitizers' run: fewer) */
  gr_ctx *r = gr_open(0);
  for (i = 0; i < n; i++) {
    const char *game = games[i % (int)(sizeof games / sizeof games[0])], *text = NULL;
    char family[256], key[256], pos[512];
    const char *colon, *open;
    long long size = 1;
    int digits = 1 + (int)sweep_rnd(7), d;
    if (gr_random(r, game, sweep_seed + (unsigned long long)i, &text) != GR_OK) {
      test_condf(0, "sweep: a random %s (%s)", game, gr_error(r));
      continue;
    }
    open = strchr(text, '(');
    if (open == NULL) continue; /* no family */
    { /* the first component's family: up to its ")" (rules hold ":" of their own) */
      int depth = 0;
      for (colon = open; *colon; colon++) {
        depth += *colon == '(' ? 1 : *colon == ')' ? -1 : 0;
        if (depth == 0) break;
      }
      if (*colon != ')') continue;
      colon++;
    }
    snprintf(family, sizeof family, "%.*s", (int)(colon - text), text);
    snprintf(key, sizeof key, "%.*s", (int)(colon - open - 2), open + 1);
    for (d = 0; d < digits; d++) size *= 10;
    size = size / 10 + (long long)sweep_rnd((unsigned long long)size);
    if (strcmp(game, "octal") == 0) {
      if (size > 4096) size = 4096; /* a row of pins: at most 4096 cells */
      {
        char *row = malloc((size_t)size + 1);
        memset(row, 'o', (size_t)size);
        row[size] = '\0';
        snprintf(pos, sizeof pos, "%s:", family);
        {
          size_t lp = strlen(pos);
          char *all = malloc(lp + (size_t)size + 1);
          memcpy(all, pos, lp);
          memcpy(all + lp, row, (size_t)size + 1);
          sweep_one(game, key, family, all, size, k);
          free(all);
        }
        free(row);
      }
      continue;
    }
    snprintf(pos, sizeof pos, "%s:%lld", family, size);
    sweep_one(game, key, family, pos, size, k);
  }
  gr_close(r);
  test_condf(k[0] >= n / 6 && k[1] >= n / 12, "sweep: cases within the bound (%d) and far over it (%d), "
             "%d between", k[0], k[1], k[2]);
}

/* Grundy's game at heap 10^18 under the page's bound (16 times the default,
** as its worker gives): refused at once, saying what fits. */
static void grundy_far(void) {
  gr_ctx *c = gr_open(0);
  const char *out = NULL;
  long long held = 0, computed = 0;
  gr_status st;
  gr_set_work(c, 16LL << 28);
  st = gr_analyze(c, "tb(4!.0):1000000000000000000", GR_MOVES_AUTO, &out);
  (void)gr_family_counts(c, "tb", "4!.0", &held, &computed);
  test_condf(st == GR_EWORK && strstr(gr_error(c), "far more than") &&
                 strstr(gr_error(c), "heap sizes up to about") &&
                 strstr(gr_error(c), "command line") && computed <= (1 << 18),
             "Grundy's game at 10^18: refused at once (%lld values computed): %d %s", computed,
             (int)st, gr_error(c));
  st = gr_play(c, "tb(4!.0):1000000000000000000", "1:1000000000000000000>1+999999999999999999",
               &out);
  test_condf(st == GR_EWORK, "Grundy's game at 10^18: a move is refused before values too: %d %s",
             (int)st, gr_error(c));
  gr_set_work(c, -1); /* unbounded (the command line): not refused by the estimate */
  st = gr_analyze(c, "tb(4!.0):20000", GR_MOVES_AUTO, &out);
  test_condf(st == GR_OK, "Grundy's game at 20000 without a bound: %d %s", (int)st, gr_error(c));
  gr_close(c);
}

/* Chomp's long bars of three and four rows, valued from a table grown a first
** row at a time: refused when far over the bound, naming the length that
** fits, and a bar of that length is valued within the same bound (its value:
** the moves' values may want more). */
static void chomp_bars_fit(void) {
  int K;
  for (K = 3; K <= 4; K++) {
    const char *out = NULL, *at;
    char t[128], words[64];
    gr_ctx *c = gr_open(0);
    gr_status st;
    int n = 0, i;
    size_t l = (size_t)snprintf(t, sizeof t, "chomp:1000");
    for (i = 1; i < K; i++) l += (size_t)snprintf(t + l, sizeof t - l, "/1000");
    snprintf(words, sizeof words, "bars of %d rows (or columns) are valued up to about ", K);
    gr_set_work(c, 1000000);
    st = gr_analyze(c, t, GR_MOVES_NONE, &out);
    at = strstr(gr_error(c), words);
    if (at != NULL) n = atoi(at + strlen(words));
    test_condf(st == GR_EWORK && at != NULL && n >= 20 && n < 1000,
               "%s under a bound of 1000000: refused, naming the bars of %d rows that fit: %d %s",
               t, K, (int)st, gr_error(c));
    gr_close(c);
    if (n < 20 || n >= 1000) continue;
    c = gr_open(0);
    gr_set_work(c, 1000000);
    l = (size_t)snprintf(t, sizeof t, "chomp:%d", n);
    for (i = 1; i < K; i++) l += (size_t)snprintf(t + l, sizeof t - l, "/%d", n);
    st = gr_analyze(c, t, GR_MOVES_NONE, &out);
    test_condf(st == GR_OK, "%s, the length named, is valued within the same bound: %d %s", t,
               (int)st, gr_error(c));
    gr_close(c);
    /* and with its moves, as the page asks: every bite leaves a bar the
    ** same table holds */
    c = gr_open(0);
    gr_set_work(c, 1000000);
    st = gr_analyze(c, t, GR_MOVES_AUTO, &out);
    test_condf(st == GR_OK && strstr(out, "\"listed\":\"all\"") != NULL,
               "%s with its moves listed within the same bound: %d %s", t, (int)st,
               st == GR_OK ? "not all listed" : gr_error(c));
    gr_close(c);
  }
}

/* Searches under the default bound: a board whose search would spend the
** whole bound (minutes) is refused before it, naming the size that fits;
** boards that fit, and boards whose value a symmetry gives at once, are
** analysed. */
static void search_far(void) {
  static const struct { const char *pos, *words; } far[] = {
    {"arckayles:grid(8x5)", "grid parts of up to about"},
    {"cram:7x7", "regions of up to about"},
    {"nodekayles:grid(8x8)+nodekayles:grid(7x9)", "grid parts of up to about"},
    {"chomp:14x14", "boards of up to about"},
  };
  static const char *const fit[] = {"cram:4x5", "cram:8x8", "arckayles:grid(6x6)",
                                    "nodekayles:grid(4x4)", "chomp:6x6"};
  size_t i;
  for (i = 0; i < sizeof far / sizeof far[0]; i++) {
    gr_ctx *c = gr_open(0);
    const char *out = NULL;
    gr_status st = gr_analyze(c, far[i].pos, GR_MOVES_AUTO, &out);
    test_condf(st == GR_EWORK && strstr(gr_error(c), far[i].words) &&
                   strstr(gr_error(c), "by search would take"),
               "%s under the default bound: refused before the search: %d %s", far[i].pos,
               (int)st, gr_error(c));
    gr_close(c);
  }
  { /* under the page's worker bound (16 times the default) too: a search is held to the
    ** default bound's units, which already take minutes */
    gr_ctx *c = gr_open(0);
    const char *out = NULL;
    gr_status st;
    gr_set_work(c, 16LL << 28);
    st = gr_analyze(c, "arckayles:grid(8x5)", GR_MOVES_AUTO, &out);
    test_condf(st == GR_EWORK && strstr(gr_error(c), "grid parts of up to about"),
               "arckayles:grid(8x5) under the worker's bound: refused before the search: %d %s",
               (int)st, gr_error(c));
    gr_close(c);
  }
  for (i = 0; i < sizeof fit / sizeof fit[0]; i++) {
    gr_ctx *c = gr_open(0);
    const char *out = NULL;
    gr_status st = gr_analyze(c, fit[i], GR_MOVES_WINNING, &out);
    test_condf(st == GR_OK, "%s under the default bound: analysed: %d %s", fit[i], (int)st,
               gr_error(c));
    gr_close(c);
  }
}

/* A listing the plan lets through fits the limit: three heaps of a code whose
** splits give some 10^5 winning moves each, near the 256 MiB limit, are
** listed or refused up front (the listing's figure), never stopped part way
** by running out of memory (653, 520, 341 was: its JSON outgrew what was
** reserved for it and the buffer doubled). */
static void listing_fits(void) {
  static const int heaps[][3] = {{653, 520, 341}, {438, 121, 555}, {700, 600, 300}, {760, 500, 200},
                                 {800, 800, 800}, {640, 640, 120}};
  size_t q;
  for (q = 0; q < 2 * (sizeof heaps / sizeof heaps[0]) && (!test_quick || q < 1); q++) {
    char pos[64];
    outcome o;
    const int *h = heaps[q / 2];
    run_checks = (int)(q % 2); /* and with the self-checks, which keep more of each move */
    snprintf(pos, sizeof pos, "tb(4.[5]):%d,%d,%d", h[0], h[1], h[2]);
    o = run(pos, GR_MOVES_WINNING, 256);
    test_condf(o.st == GR_OK || (o.st == GR_ELIMIT && strstr(o.msg, "winning moves of this position would take about")),
               "%s, winning moves in 256 MiB%s: listed or refused up front: %d %s", pos,
               run_checks ? ", checked" : "", (int)o.st, o.msg);
    test_condf(o.peak_mib <= 256, "%s: within the limit (%.1f MiB)", pos, o.peak_mib);
    json_free(o.json);
  }
  run_checks = 0;
}

void test_limits(void) {
  double t0 = seconds();
  checkers_rows();
  treblecross_strips();
  listing_fits();
  octal_groups();
  staircase_coins();
  costs();
  bounded();
  grundy_far();
  search_far();
  chomp_bars_fit();
  estimate_sweep();
  judge_samples();
  printf("  %-44s %.2fs\n", "limits: refusals up front, costs, judge cases", seconds() - t0);
}

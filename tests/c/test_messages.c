/*
** test_messages.c — the engine's messages (c/msg.h, c/message.c): the catalog
** is well formed, and every message the engine produces in a sweep names a
** catalog entry and says exactly what its English text says.
**
**   - the catalog: ids unique, lower-case words joined by dots; each
**     template's placeholders are {0}..{n-1} with no gap, n its declared
**     arguments; gr_messages lists it whole;
**   - the sweep: random positions of every game (gr_random; normal and
**     misère play; every move of each, played), illegal moves and damaged
**     texts, every family's sequence, value and pattern, tables, quotients,
**     every judge's sample, the fuzz corpora (positions and judge inputs,
**     tests/fuzz/corpus) and the refusals of large work. In every JSON text,
**     each member "X_msg" renders (by this file's own renderer, sharing no
**     code with message.c) to the string member "X" beside it, and the members
**     that hold words for people always have one; every failure's
**     gr_error_msg renders to its gr_error. How many ids the sweep met is
**     printed. GR_TEST_SEED=N replays another sweep.
**   - the independent checker's messages (c/check/ckmsg.h, listed with the
**     engine's): certificates malformed, refused and verified, read by the
**     checker alone (ck_check, its memory and work bounded until it refuses)
**     and through the engine (gr_check, `grundy check`), and the checker's
**     other calls (ck_period, ck_quotient_verify): every message renders to
**     the English beside it, and every entry of its catalog is met.
*/
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/check/check.h"
#include "../../c/game.h"
#include "json.h"
#include "suites.h"
#include "test.h"

/* ---- the catalog, read from msg.h itself ------------------------------------- */

typedef struct entry {
  const char *sym, *id, *en;
  int n;
} entry;

static const entry CATALOG[] = {
#define GR_MSG(sym, n, id, en) {#sym, id, en, n},
#include "../../c/msg.h"
#include "../../c/games/msg.h"
#undef GR_MSG
#define CK_MSG(sym, n, id, en) {#sym, id, en, n},
#include "../../c/check/ckmsg.h"
#undef CK_MSG
};
#define NCAT ((int)(sizeof CATALOG / sizeof CATALOG[0]))

static int seen[NCAT]; /* how often the sweep met each entry */

/* The entry of id, or -1 (a binary search over the ids sorted). */
static int *order;
static int cmp_ids(const void *a, const void *b) {
  return strcmp(CATALOG[*(const int *)a].id, CATALOG[*(const int *)b].id);
}
static int find_id(const char *id) {
  int lo = 0, hi = NCAT;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2, c = strcmp(CATALOG[order[mid]].id, id);
    if (c == 0) return order[mid];
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

/* How many placeholders {k} a template has, as 1 + the largest k; *gap set
** when some k below it is missing. */
static int placeholders(const char *t, int *gap) {
  int have[100] = {0}, most = -1, k;
  for (; *t; t++) {
    const char *p = t + 1;
    int v = 0;
    if (*t != '{' || *p < '0' || *p > '9') continue;
    while (*p >= '0' && *p <= '9' && v < 100) v = v * 10 + (*p++ - '0');
    if (*p != '}' || v >= 100) continue;
    have[v] = 1;
    if (v > most) most = v;
  }
  *gap = 0;
  for (k = 0; k <= most; k++)
    if (!have[k]) *gap = 1;
  return most + 1;
}

static int id_ok(const char *id) {
  const char *p = id;
  int dots = 0;
  if (*p < 'a' || *p > 'z') return 0;
  for (; *p; p++) {
    if (*p == '.') {
      if (p[1] == '\0' || p[1] == '.') return 0;
      dots++;
    } else if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9'))) {
      return 0;
    }
  }
  return dots >= 1;
}

static void check_catalog(gr_ctx *ctx) {
  int i, gap;
  const char *json;
  jval *v;
  for (i = 0; i < NCAT; i++) {
    const entry *e = &CATALOG[i];
    int n = placeholders(e->en, &gap);
    test_condf(id_ok(e->id), "catalog: \"%s\" (%s) is not lower-case words joined by dots",
               e->id, e->sym);
    test_condf(n == e->n && !gap, "catalog: %s has {0}..{%d} (gap: %d) for %d arguments: %s",
               e->id, n - 1, gap, e->n, e->en);
    test_condf(e->en[0] != '\0', "catalog: %s is empty", e->id);
  }
  for (i = 1; i < NCAT; i++)
    test_condf(strcmp(CATALOG[order[i - 1]].id, CATALOG[order[i]].id) != 0,
               "catalog: the id %s is there twice", CATALOG[order[i]].id);
  test_cond("gr_messages", gr_messages(ctx, &json) == GR_OK);
  v = json_parse(json);
  test_cond("gr_messages is JSON", v != NULL && v->t == J_OBJ);
  if (v != NULL && v->t == J_OBJ) {
    size_t k;
    test_condf(v->n == (size_t)NCAT, "gr_messages lists %zu entries, the catalog has %d", v->n,
               NCAT);
    for (k = 0; k < v->n; k++) {
      int e = find_id(v->keys[k]);
      test_condf(e >= 0 && v->items[k]->t == J_STR && strcmp(v->items[k]->s, CATALOG[e].en) == 0,
                 "gr_messages: %s", v->keys[k]);
    }
  }
  json_free(v);
  test_cond("gr_error_msg after a success is null", strcmp(gr_error_msg(ctx), "null") == 0);
}

/* ---- rendering, this file's own --------------------------------------------------- */

typedef struct sbuf {
  char *s;
  size_t n, cap;
} sbuf;

static void sput(sbuf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->s = realloc(b->s, b->cap);
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = '\0';
}

static const char *where; /* what the sweep is doing, for failures */

/* Renders message m into b; 0 (and a failure reported) when it is not one. */
static int render(sbuf *b, const jval *m);

static int render_arg(sbuf *b, const jval *a) {
  char t[40];
  size_t k;
  switch (a->t) {
  case J_NUM:
    test_condf(a->num == (double)(long long)a->num && (a->num < 0 ? -a->num : a->num) <= 9007199254740991.0,
               "%s: a number argument that is not a safe whole number", where);
    snprintf(t, sizeof t, "%lld", (long long)a->num);
    sput(b, t, strlen(t));
    return 1;
  case J_STR: sput(b, a->s, strlen(a->s)); return 1;
  case J_OBJ: return render(b, a);
  case J_ARR:
    for (k = 0; k < a->n; k++) {
      if (k) sput(b, ", ", 2);
      test_condf(a->items[k]->t == J_OBJ, "%s: a list argument holds a non-message", where);
      if (a->items[k]->t != J_OBJ || !render(b, a->items[k])) return 0;
    }
    return 1;
  default:
    test_condf(0, "%s: an argument of JSON type %d", where, (int)a->t);
    return 0;
  }
}

static int render(sbuf *b, const jval *m) {
  const char *id = json_str(m, "id"), *t, *lit;
  const jval *args = json_get(m, "args");
  int e, n, gap;
  if (m->t != J_OBJ || m->n != 2 || id == NULL || args == NULL || args->t != J_ARR) {
    test_condf(0, "%s: a message is not {\"id\",\"args\"}", where);
    return 0;
  }
  e = find_id(id);
  test_condf(e >= 0, "%s: the id %s is not in the catalog", where, id);
  if (e < 0) return 0;
  seen[e]++;
  n = placeholders(CATALOG[e].en, &gap);
  test_condf((int)args->n == n, "%s: %s has %zu arguments, its template %d", where, id, args->n,
             n);
  for (t = lit = CATALOG[e].en; *t;) {
    const char *p = t + 1;
    int v = 0;
    if (*t != '{' || *p < '0' || *p > '9') {
      t++;
      continue;
    }
    while (*p >= '0' && *p <= '9' && v < 100) v = v * 10 + (*p++ - '0');
    if (*p != '}') {
      t++;
      continue;
    }
    sput(b, lit, (size_t)(t - lit));
    if ((size_t)v < args->n && !render_arg(b, args->items[v])) return 0;
    t = lit = p + 1;
  }
  sput(b, lit, (size_t)(t - lit));
  return 1;
}

/* ---- JSON texts: every "X_msg" against its "X" -------------------------------------- */

/* Members that hold words for people: each has its message beside it. */
static const char *const WORDS[] = {"label", "why", "truncated", "title", "notation",
                                    "param_words", "over_words", "threat_words", "bare",
                                    "answers", "rule", "summary", "what", "set", "stopped",
                                    "source", "by", NULL};

static long pairs; /* "X"/"X_msg" pairs checked */

static void walk(const jval *v) {
  size_t k;
  if (v == NULL) return;
  if (v->t == J_ARR)
    for (k = 0; k < v->n; k++) walk(v->items[k]);
  if (v->t != J_OBJ) return;
  for (k = 0; k < v->n; k++) {
    const char *key = v->keys[k];
    size_t len = strlen(key);
    int w;
    for (w = 0; WORDS[w] != NULL; w++)
      if (strcmp(key, WORDS[w]) == 0 && v->items[k]->t == J_STR) {
        char *mk = malloc(len + 5);
        snprintf(mk, len + 5, "%s_msg", key);
        test_condf(json_get(v, mk) != NULL, "%s: \"%s\" has no \"%s\"", where, key, mk);
        free(mk);
      }
    if (len > 4 && strcmp(key + len - 4, "_msg") == 0) {
      char *plain = malloc(len);
      const jval *en, *m = v->items[k];
      memcpy(plain, key, len - 4);
      plain[len - 4] = '\0';
      en = json_get(v, plain);
      test_condf(en != NULL, "%s: \"%s\" has no \"%s\" beside it", where, key, plain);
      if (en != NULL && m->t == J_NULL) {
        test_condf(en->t == J_NULL, "%s: \"%s\" is null, \"%s\" is not", where, key, plain);
      } else if (en != NULL) {
        sbuf b = {NULL, 0, 0};
        sput(&b, "", 0);
        pairs++;
        test_condf(en->t == J_STR, "%s: \"%s\" is not text", where, plain);
        if (render(&b, m) && en->t == J_STR)
          test_condf(strcmp(b.s, en->s) == 0, "%s: \"%s\" renders as\n    %s\n  but says\n    %s",
                     where, key, b.s, en->s);
        free(b.s);
      }
      free(plain);
    } else {
      walk(v->items[k]);
    }
  }
}

static long texts; /* JSON texts walked */

static void check_json(const char *what, const char *json) {
  jval *v = json_parse(json);
  where = what;
  test_condf(v != NULL, "%s: not JSON", what);
  walk(v);
  json_free(v);
  texts++;
}

static long errors; /* failures whose message was checked */

/* The failure just returned: its message renders to gr_error. */
static void check_error(gr_ctx *ctx, const char *what) {
  const char *en = gr_error(ctx), *js = gr_error_msg(ctx);
  jval *m = json_parse(js);
  sbuf b = {NULL, 0, 0};
  where = what;
  sput(&b, "", 0);
  test_condf(m != NULL && m->t == J_OBJ, "%s: gr_error_msg is %s", what, js);
  if (m != NULL && m->t == J_OBJ && render(&b, m)) {
    size_t n = strlen(en);
    /* gr_error keeps 511 bytes at most: a longer message is cut there */
    test_condf(strcmp(b.s, en) == 0 || (n >= 480 && strncmp(b.s, en, n) == 0),
               "%s: the error renders as\n    %s\n  but says\n    %s", what, b.s, en);
  }
  free(b.s);
  json_free(m);
  errors++;
}

/* A call's result: JSON checked, or the failure's message. */
static void result_of(gr_ctx *ctx, gr_status st, const char *out, int is_json, const char *what) {
  if (st != GR_OK) check_error(ctx, what);
  else if (is_json) check_json(what, out);
}
/* The call first, then its output (a function's arguments have no order). */
#define result(ctx, call, out, is_json, what) \
  do { \
    gr_status st_ = (call); \
    result_of(ctx, st_, out, is_json, what); \
  } while (0)

/* ---- the sweep ------------------------------------------------------------------------ */

/* Every move of position text (at most `most`), played: each analysis after it. */
static void play_all(gr_ctx *ctx, const char *text, int most) {
  const char *json;
  jval *a;
  const jval *moves;
  size_t k;
  char what[300];
  if (gr_analyze(ctx, text, GR_MOVES_ALL, &json) != GR_OK) {
    snprintf(what, sizeof what, "analyze %.200s", text);
    check_error(ctx, what);
    return;
  }
  snprintf(what, sizeof what, "analyze %.200s", text);
  check_json(what, json);
  a = json_parse(json);
  moves = json_get(a, "moves");
  for (k = 0; moves != NULL && k < moves->n && (int)k < most; k++) {
    const char *mv = json_str(moves->items[k], "move");
    char *pos = malloc(strlen(text) + 1);
    gr_status st;
    strcpy(pos, text); /* json is gone after the next call */
    snprintf(what, sizeof what, "play %.200s %s", pos, mv ? mv : "?");
    if (mv == NULL) {
      free(pos);
      continue;
    }
    {
      char *m = malloc(strlen(mv) + 1);
      strcpy(m, mv);
      st = gr_play_analyze(ctx, pos, m, GR_MOVES_AUTO, &json);
      result_of(ctx, st, json, 1, what);
      free(m);
    }
    free(pos);
  }
  json_free(a);
}

/* Moves that are not legal, and damaged texts: the refusals. */
static void refusals(gr_ctx *ctx, const char *text, uint64_t *seed) {
  static const char *const bad_moves[] = {"1:999999>0", "1:0", "1:", "x", "9:1", "1:1>",
                                          "1:>0", "1:a-b", "1:1.1-1.2", "1:3x2", "1:2>1+1",
                                          "1:1/1>0/0", "1:1-99", "1:zz>a", "1:99.99"};
  const char *out;
  char what[300], *t;
  size_t len = strlen(text), i;
  for (i = 0; i < sizeof bad_moves / sizeof bad_moves[0]; i++) {
    gr_status st = gr_play(ctx, text, bad_moves[i], &out);
    snprintf(what, sizeof what, "play %.200s %s", text, bad_moves[i]);
    if (st != GR_OK) check_error(ctx, what);
  }
  t = malloc(len + 4);
  for (i = 0; i < 4; i++) { /* cut, or a byte changed */
    size_t at = (size_t)gr_rand(seed, 0, (gr_int)len - 1);
    static const char junk[] = "x(-)/,.+@;9!?[]~#HTo\001";
    memcpy(t, text, len + 1);
    if (i == 0) t[at] = '\0';
    else t[at] = junk[gr_rand(seed, 0, (gr_int)sizeof junk - 2)];
    snprintf(what, sizeof what, "canonical %.200s", t);
    if (gr_canonical(ctx, t, &out) != GR_OK) check_error(ctx, what);
    else if (gr_analyze_within(ctx, t, NULL, GR_MOVES_AUTO, 1e7, &out) != GR_OK)
      check_error(ctx, what);
    else check_json(what, out);
  }
  free(t);
}

static void families(gr_ctx *ctx, const jval *info) {
  const jval *fams = json_get(info, "families");
  size_t k;
  char what[200];
  static const char *const bad[] = {"nope(1)", "sub(", "sub(3-1)", "octal(0.8)", "tb(4!.0",
                                    "nim", "", "sub(1,2)x", "4!.0x", "ruleset(take)"};
  gr_set_work(ctx, 4000000); /* values far out are refused, as a worker's steps are */
  for (k = 0; fams != NULL && k < fams->n; k++) {
    const char *ex = json_str(fams->items[k], "example");
    const char *out;
    if (ex == NULL) continue;
    snprintf(what, sizeof what, "sequence %s", ex);
    result(ctx, gr_sequence(ctx, ex, 120, &out), out, 1, what);
    snprintf(what, sizeof what, "value %s", ex);
    result(ctx, gr_sg(ctx, ex, 1000000007, &out), out, 1, what);
    snprintf(what, sizeof what, "pattern %s", ex);
    result(ctx, gr_pattern(ctx, ex, 300, &out), out, 1, what);
    snprintf(what, sizeof what, "sequence %s -1", ex);
    result(ctx, gr_sequence(ctx, ex, -1, &out), out, 1, what);
  }
  for (k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    const char *out;
    snprintf(what, sizeof what, "sequence \"%s\"", bad[k]);
    result(ctx, gr_sequence(ctx, bad[k], 10, &out), out, 1, what);
  }
  { /* the pattern finder's other sentences, a typed rule, a period proven */
    static const char *const more[] = {"sub(1,2)", "tb(0.007)", "tb(0.16)", "tb(4!.0)",
                                       "tb(0.137)", "ruleset(take k: square(k))",
                                       "ruleset(take k: k<=2*last or last=0 and k<n)",
                                       "ruleset(take k in 1..3 or take k in 1..2 leave a+b)",
                                       "octal(0.07)", "tb(0.[3])", "tb(4.[3])"};
    for (k = 0; k < sizeof more / sizeof more[0]; k++) {
      const char *out;
      snprintf(what, sizeof what, "pattern %s", more[k]);
      result(ctx, gr_pattern(ctx, more[k], 400, &out), out, 1, what);
      snprintf(what, sizeof what, "sequence %s", more[k]);
      result(ctx, gr_sequence(ctx, more[k], 400, &out), out, 1, what);
    }
  }
  gr_set_work(ctx, GR_WORK_DEFAULT);
}

static void judges(gr_ctx *ctx, const jval *info) {
  const jval *js = json_get(info, "judges");
  size_t k;
  char what[300];
  for (k = 0; js != NULL && k < js->n; k++) {
    const char *name = json_str(js->items[k], "name"), *sample = json_str(js->items[k], "sample");
    const char *out;
    DIR *d;
    struct dirent *de;
    if (name == NULL || sample == NULL) continue;
    snprintf(what, sizeof what, "judge %s sample", name);
    result(ctx, gr_judge_cases(ctx, name, 0, sample, strlen(sample), &out), out, 1, what);
    snprintf(what, sizeof what, "judge %s strict sample", name);
    result(ctx, gr_judge_cases(ctx, name, GR_JUDGE_STRICT, sample, strlen(sample), &out), out, 1,
           what);
    d = opendir("tests/fuzz/corpus/judge");
    while (d != NULL && (de = readdir(d)) != NULL) { /* the corpus's inputs, for every judge */
      char path[512], *buf;
      FILE *f;
      long n;
      if (de->d_name[0] == '.') continue;
      snprintf(path, sizeof path, "tests/fuzz/corpus/judge/%s", de->d_name);
      if ((f = fopen(path, "rb")) == NULL) continue;
      buf = malloc(1 << 16);
      n = (long)fread(buf, 1, (1 << 16) - 1, f);
      fclose(f);
      buf[n] = '\0';
      snprintf(what, sizeof what, "judge %.40s %.200s", name, path);
      result(ctx, gr_judge_cases(ctx, name, 0, buf, strlen(buf), &out), out, 1, what);
      result(ctx, gr_judge_cases(ctx, name, GR_JUDGE_STRICT, buf, strlen(buf), &out), out, 1,
             what);
      free(buf);
    }
    if (d != NULL) closedir(d);
  }
  {
    const char *out;
    result(ctx, gr_judge_cases(ctx, "nope", 0, "1\n", 2, &out), out, 1, "judge nope");
  }
}

/* The fuzz corpus of positions: POSITION \n MOVE \n N, as fuzz_position reads it. */
static void position_corpus(gr_ctx *ctx) {
  DIR *d = opendir("tests/fuzz/corpus/position");
  struct dirent *de;
  long files = 0;
  test_cond("the fuzz corpus of positions is there", d != NULL);
  while (d != NULL && (de = readdir(d)) != NULL) {
    char path[512], *buf, *line[3] = {NULL, NULL, NULL}, *p, what[600];
    const char *out;
    FILE *f;
    long n;
    int k, big = 0;
    if (de->d_name[0] == '.') continue;
    snprintf(path, sizeof path, "tests/fuzz/corpus/position/%s", de->d_name);
    if ((f = fopen(path, "rb")) == NULL) continue;
    buf = malloc(1 << 16);
    n = (long)fread(buf, 1, (1 << 16) - 1, f);
    fclose(f);
    buf[n] = '\0';
    for (k = 0, p = buf; k < 3 && p != NULL; k++) {
      line[k] = p;
      p = strchr(p, '\n');
      if (p != NULL) *p++ = '\0';
    }
    snprintf(what, sizeof what, "corpus %s: %.200s", de->d_name, line[0]);
    result(ctx, gr_canonical(ctx, line[0], &out), out, 0, what);
    if (test_quick && gr_cost(ctx, line[0], GR_MOVES_AUTO, -1, &out) == GR_OK) {
      /* the sanitizers' run leaves a position of over 10^5 moves (Kayles at
      ** a million: tens of thousands of winning moves, megabytes of JSON
      ** checked message by message, a minute under the sanitizers) to the
      ** native run; fuzz_position replays the corpus under them */
      jval *c = json_parse(out);
      big = c != NULL && json_long(c, "legal", 0) > 100000;
      json_free(c);
    }
    if (!big)
      result(ctx, gr_analyze_within(ctx, line[0], NULL, GR_MOVES_AUTO, 1e8, &out), out, 1, what);
    result(ctx, gr_cost(ctx, line[0], GR_MOVES_AUTO, -1, &out), out, 1, what);
    if (line[1] != NULL) {
      snprintf(what, sizeof what, "corpus %s: play %.200s", de->d_name, line[1]);
      result(ctx, gr_play(ctx, line[0], line[1], &out), out, 0, what);
      if (!big)
        result(ctx, gr_analyze_within(ctx, line[0], line[1], GR_MOVES_AUTO, 1e8, &out), out, 1,
               what);
    }
    if (line[2] != NULL) {
      snprintf(what, sizeof what, "corpus %s: sequence", de->d_name);
      result(ctx, gr_sequence(ctx, line[0], atoll(line[2]) % 2000, &out), out, 1, what);
    }
    free(buf);
    files++;
  }
  if (d != NULL) closedir(d);
  test_condf(files >= 10, "the fuzz corpus of positions has only %ld files", files);
}

/* Refusals of large work, listings too long, values not computed, loops. */
static void large(gr_ctx *ctx) {
  static const struct { const char *pos; double within; gr_int work; } cases[] = {
    /* searches and tables past a small bound: refused at once, as the default
    ** bound refuses larger ones (which would search for minutes first) */
    {"cram:10x10", -1, GR_WORK_DEFAULT},  {"nodekayles:grid(6x8)", -1, 100000},
    {"arckayles:grid(6x8)", -1, 100000}, {"chomp:30x30", -1, 100000},
    {"tb(0.6):100000000", -1, 100000}, {"nim:5,6;misere", 10, GR_WORK_DEFAULT},
    {"tb(0.77):5,6;misere", 10, GR_WORK_DEFAULT}, {"sub(1,3):5+nim:3;misere", -1, 1000},
    {"nim:9223372036854775807,1000000000000000000", -1, GR_WORK_DEFAULT},
    {"tb(4!.0):100000", 1000, GR_WORK_DEFAULT}, {"treblecross:X..X..X", -1, GR_WORK_DEFAULT},
    {"treblecross:XX..", -1, GR_WORK_DEFAULT}, {"treblecross:XXX..", -1, GR_WORK_DEFAULT},
    {"graph(a>b,b>a,c):a,c", -1, GR_WORK_DEFAULT}, {"graph(a>b,b>a):a,b", -1, GR_WORK_DEFAULT},
    {"graph(a>b,b>a,b>c):a", -1, GR_WORK_DEFAULT}, {"octal(0.77):oooo;misere", -1, GR_WORK_DEFAULT},
    {"wythoff:0/0;misere", -1, GR_WORK_DEFAULT}, {"tb(0.6):30000", -1, 100000},
    {"sub(1,2):100000000000", -1, 1000}, {"moore(2):3/5/6;misere", -1, GR_WORK_DEFAULT},
  };
  size_t k;
  char what[300];
  for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    const char *out;
    gr_set_work(ctx, cases[k].work);
    snprintf(what, sizeof what, "analyze %s", cases[k].pos);
    result(ctx, gr_analyze_within(ctx, cases[k].pos, NULL, GR_MOVES_ALL, cases[k].within, &out),
           out, 1, what);
    result(ctx, gr_analyze(ctx, cases[k].pos, GR_MOVES_WINNING, &out), out, 1, what);
  }
  gr_set_work(ctx, GR_WORK_DEFAULT);
}

static void other_calls(gr_ctx *ctx, const jval *info) {
  const jval *games = json_get(info, "games");
  size_t k;
  const char *out;
  char what[200];
  for (k = 0; games != NULL && k < games->n; k++) {
    const char *name = json_str(games->items[k], "name");
    if (name == NULL || json_get(games->items[k], "grid") == NULL) continue;
    snprintf(what, sizeof what, "grid %s", name);
    result(ctx, gr_grid(ctx, name, 6, 7, &out), out, 1, what);
    result(ctx, gr_grid(ctx, name, 0, 1000000000, &out), out, 1, what);
  }
  result(ctx, gr_grid(ctx, "nim", 3, 3, &out), out, 1, "grid nim");
  result(ctx, gr_quotient(ctx, "0.77", 30, &out), out, 1, "quotient 0.77");
  result(ctx, gr_quotient(ctx, "0.07+0.77+0.137", 12, &out), out, 1, "quotient of three codes");
  result(ctx, gr_quotient(ctx, "0.7x", 12, &out), out, 1, "quotient 0.7x");
  result(ctx, gr_quotient(ctx, "4.7", 1000000000, &out), out, 1, "quotient past its heaps");
  result(ctx, gr_random(ctx, "nope", 1, &out), out, 0, "random nope");
  result(ctx, gr_analyze(ctx, "", GR_MOVES_ALL, &out), out, 1, "analyze an empty text");
  result(ctx, gr_sequence_part(ctx, "sub(1-3)", 10, GR_SEQ_VALUES, 5, 20, &out), out, 0,
         "sequence values out of range");
}

/* ---- the independent checker's messages -------------------------------------------- */

typedef struct memtext {
  const char *s;
  size_t n, at;
} memtext;

static size_t mem_read(void *ud, char *buf, size_t cap) {
  memtext *t = ud;
  size_t k = t->n - t->at < cap ? t->n - t->at : cap;
  memcpy(buf, t->s + t->at, k);
  t->at += k;
  return k;
}

static long ck_said_n; /* checker messages checked */

static int cert_write(void *ud, const char *buf, size_t len) {
  sput(ud, buf, len);
  return 0;
}

/* A checker's message: as JSON, rendered by this file's renderer, it is the
** English the checker wrote beside it (its ids counted as met). */
static void ck_words(const ck_msg *m, const char *en, const char *what) {
  char js[8192];
  size_t n = ck_msg_json(m, js, sizeof js);
  jval *v;
  sbuf b = {NULL, 0, 0};
  where = what;
  test_condf(m->nodes > 0 && n < sizeof js, "%s: a message (%d nodes) in %zu bytes of JSON", what,
             m->nodes, n);
  v = json_parse(js);
  test_condf(v != NULL && v->t == J_OBJ, "%s: the message's JSON: %s", what, js);
  sput(&b, "", 0);
  if (v != NULL && v->t == J_OBJ && render(&b, v))
    test_condf(strcmp(b.s, en) == 0, "%s: the checker's message renders as\n    %s\n  but says\n    %s",
               what, b.s, en);
  free(b.s);
  json_free(v);
  ck_said_n++;
}

/* Certificate s (n bytes) read by the checker alone — within `work` units (-1:
** its default) and `limit` bytes (0: its default) — and, with neither
** bound, by the engine too. Returns the checker's status. */
static ck_status ck_case(gr_ctx *ctx, const char *s, size_t n, int64_t work, size_t limit,
                         const char *what) {
  ck_host host;
  char out[4096];
  ck_msg m;
  int64_t w = work < 0 ? CK_WORK_DEFAULT : work;
  memtext t;
  ck_status st;
  host.alloc = NULL;
  host.ud = NULL;
  host.limit = limit;
  t.s = s, t.n = n, t.at = 0;
  st = ck_check(mem_read, &t, limit ? &host : NULL, out, sizeof out, &m, &w);
  if (st == CK_OK) {
    check_json(what, out); /* a verdict: its words ("check") beside their message */
    test_condf(m.nodes == 0 || strstr(out, "\"check_msg\":") != NULL, "%s: a verdict's words without their message: %s", what, out);
  } else {
    ck_words(&m, out, what);
  }
  if (work < 0 && limit == 0) {
    const char *json;
    t.at = 0;
    result(ctx, gr_check(ctx, mem_read, &t, &json), json, 1, what);
  }
  return st;
}

#define CERT "grundy-certificate 1\n"

/* Certificate s checked by the checker alone within memory limits from 1000
** bytes up, `step` bytes apart, until one is enough (each refusal on the way
** said). */
static void memory_sweep(gr_ctx *ctx, const char *s, size_t n, size_t step, const char *name) {
  size_t lim;
  char what[200];
  for (lim = 1000; lim < ((size_t)1 << 24); lim += step) {
    snprintf(what, sizeof what, "check %s within %zu bytes", name, lim);
    if (ck_case(ctx, s, n, -1, lim, what) == CK_OK) return;
  }
  test_condf(0, "check %s: not verified within %zu bytes", name, lim);
}

static void checker(gr_ctx *ctx) {
  static const char *const certs[] = {
    "", "hello\n", CERT, "grundy-certificate x\n", "grundy-certificate 2\n", CERT "foo\n",
    CERT "family chess\n", CERT "family tb(0.9\n", CERT "family tb(1.7)\n", CERT "family tb(0.0)\n",
    CERT "family tb(x)\n", CERT "family tb(07)\n", CERT "family tb(.)\n", CERT "family 0.7z\n", CERT "family tb(0.7[7)\n",
    CERT "family tb(0.12345678901234567890123456789012345678901234567890123456789012345)\n",
    CERT "family octal(0.8)\n", CERT "family sub(3,0)\n", CERT "family sub(1-3;misere\n",
    CERT "family sub(1;2)\n", CERT "family sub(1-5000)\n",
    CERT "family staircase\n", CERT "family staircase\nbar\n", CERT "family staircase\nclaim proof 1\n",
    CERT "family staircase\nclaim period 0\n", CERT "family staircase\nclaim period 0 4\n",
    CERT "family staircase\nclaim period 0 4\nfoo\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase\n",
    CERT "family staircase\nclaim period 0 4\ntheorem octal 4\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nmask 0x1\nend\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues x\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 3 dec\n0 1 1\nend\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec x\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 x 0\nend\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 1\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 1 0 0\nend\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 hex\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 33\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 1\nY=\nend\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 1\nZ\nend\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 1\nYA\nend\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 1\nY\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 1 0\nende\n",
    CERT "family staircase\nclaim period 0 4\ntheorem staircase 4\nend\nmore\n",
    CERT "family staircase\nclaim period 0 2\ntheorem staircase 4\nend\n",
    CERT "family staircase\nclaim values 0\n", CERT "family staircase\nclaim values 3\n",
    CERT "family staircase\nclaim values 3\nvalues 4 dec\n",
    CERT "family staircase\nclaim values 3\nmask - -\n",
    CERT "family staircase\nclaim values 4\nvalues 4 dec\n0 1 1 1\nend\n",
    CERT "family staircase\nclaim values 1099511627776\n",
    CERT "family tb(0.[3])\nclaim period 0 1\ntheorem take-and-break 9\nend\n",
    CERT "family tb(0.77)\nclaim period 1000000000000 1\ntheorem take-and-break 2000000000004\nend\n",
    CERT "family octal(0.77)\nclaim period 200000 1\ntheorem take-and-break 400010\nend\n",
    CERT "family sub(1,2)\nclaim values 10\nvalues 10 dec\n0 1 2 0 1 2 0 1 2 0\nend\n",
    CERT "family sub(1,2)\nclaim values 4\nvalues 4 dec\n0 1 1 0\nend\n",
    CERT "family sub(1,2)\nclaim values 4\nvalues 4 dec\n0 1 2 1\nend\n",
    CERT "family sub(2,3)\nclaim values 2\nvalues 2 dec\n0 1\nend\n",
    CERT "family sub(1,2)\nclaim period 0 3\ntheorem subtraction 2\nvalues 3 dec\n0 1 2\nend\n",
    CERT "family sub(1,2)\nclaim period 0 3\ntheorem subtraction 1\nend\n",
    CERT "family sub(1,2)\nclaim period 1 2\ntheorem subtraction 3\nvalues 3 dec\n0 1 2\nend\n",
    CERT "family sub(1,2);misere\nclaim period 1 2\ntheorem subtraction-misere 3\nvalues 3 dec\n0 1 0\nend\n",
    CERT "family sub(1,2);misere\nclaim values 3\nvalues 3 dec\n0 2 0\nend\n",
    CERT "family sub(1,2);misere\nclaim values 3\nvalues 3 dec\n1 0 0\nend\n",
    CERT "family sub(1,2);misere\nclaim values 3\nvalues 3 dec\n0 1 1\nend\n",
    CERT "family sub(1,2);misere\nclaim values 3\nvalues 3 dec\n0 0 0\nend\n",
    CERT "family treblecross\nclaim values 5\nvalues 5 dec\n0 1 1 1 0\nend\n",
    CERT "family octal(0.07)\nclaim values 5\nvalues 5 dec\n0 0 1 0 1\nend\n",
    CERT "family octal(0.07)\nclaim values 5\nvalues 5 dec\n0 0 1 1 1\nend\n",
    CERT "family tb(0.007)\nclaim values 5\nvalues 5 dec\n0 0 0 0 0\nend\n",
    CERT "family tb(0.6)\nclaim values 3\nvalues 3 dec\n0 1 1\nend\n",
    CERT "family tb(0.4)\nclaim values 4\nvalues 4 dec\n0 0 0 0\nend\n",
    CERT "family tb(0.8)\nclaim values 5\nvalues 5 dec\n0 0 0 0 0\nend\n",
    CERT "family tb(0.G)\nclaim values 6\nvalues 6 dec\n0 0 0 0 0 0\nend\n",
    CERT "family octal(0.7)\nclaim values 2\nvalues 2 dec\n0 0\nend\n",
    CERT "family tb(0.1)\nclaim values 2\nvalues 2 dec\n0 0\nend\n",
    CERT "family tb(0.1)\nclaim values 2\nvalues 2 dec\n0 2\nend\n",
    CERT "family sub(1)\nclaim quotient\nend\n", CERT "family 0.75\nclaim quotient x\n",
  };
  /* quotients of code 0.1 (heap 1 → nothing): the quotient Z2, then damaged ones */
  static const char *const quot[] = {
    "misere-quotient 1\ncodes 1\ncode 0.1\norder 2\ngenerators 1\ngen 1 0\np 0 1\nheaps 3\nphi 0 1 0\nperiod 0 none\n",
    "misere-quotient 1\ncodes 1\ncode 0.1\norder 4\ngenerators 2\ngen 1 0 3 2\ngen 2 3 0 1\np 0 1 0 1\nheaps 3\nphi 0 1 0\nperiod 0 none\n",
    "misere-quotient 1\ncodes 1\ncode 0.1\norder 4\ngenerators 2\ngen 1 0 3 2\ngen 2 3 0 1\np 0 1 0 0\nheaps 3\nphi 0 1 0\nperiod 0 none\n",
    "misere-quotient 1\ncodes 1\ncode 0.1\norder 3\ngenerators 1\ngen 1 0 2\np 0 1 0\nheaps 3\nphi 0 1 0\nperiod 0 none\n",
    "misere-quotient 1\ncodes 1\ncode 0.1\norder 2\ngenerators 1\ngen 1 0\np 0 1\nheaps 3\nphi 0 1 0\nperiod 0 0 2\n",
    "misere-quotient 1\ncodes 1\ncode 0.1\norder 2\ngenerators 1\ngen 1 0\np 0 1\nheaps 3\nphi 0 1 0\nperiod 0 0 1\n",
    "misere-quotient 1\ncodes 2\ncode 0.1\ncode zz\n",
    "misere-quotient 1\ncodes 2\ncode 0.1\ncode 0.0000000[1]\norder 2\ngenerators 1\ngen 1 0\np 0 1\nheaps 3\nphi 0 0 1 0 0 0\nperiod 0 none\nperiod 1 0 1\n",
    "misere-quotient 1\ncodes 2\ncode 0.1\ncode 0.00000004!\norder 2\ngenerators 1\ngen 1 0\np 0 1\nheaps 3\nphi 0 0 1 0 0 0\nperiod 0 none\nperiod 1 0 1\n",
    "misere-quotient 1\ncodes 2\ncode 0.1\ncode 0.00000008\norder 2\ngenerators 1\ngen 1 0\np 0 1\nheaps 3\nphi 0 0 1 0 0 0\nperiod 0 none\nperiod 1 0 1\n",
  };
  /* the real quotient of 0.75, and lines of it changed (sed-like: the line
  ** starting with `from` becomes `to`) */
  static const struct { const char *from, *to; } edits[] = {
    {"misere-quotient", "misere-quotient 2"}, {"codes", "codes 0"}, {"order", "order 0"},
    {"generators", "generators x"}, {"gen 6", "xx"}, {"gen 1", "gen 1 0 3 2 5 4 7 9"},
    {"p ", "q 0 1 0 0 1 0 0 0"}, {"p ", "p 0 2 0 0 1 0 0 0"}, {"heaps", "heaps 0"},
    {"phi", "ph 0"}, {"phi", "phi 0 9 2"}, {"period", "perio 0 8 2"}, {"period", "period 0 x 2"},
    {"gen 1", "gen 1 0 2 3 5 4 7 6"}, {"p ", "p 1 1 0 0 1 0 0 0"}, {"phi", "phi 1 1 2 1 2 6 2 6 2 5 2 5 2 5 2 5 2 5 2 5 2 5"},
    {"p ", "p 0 1 0 0 1 0 0 1"}, {"p ", "p 0 0 0 0 1 0 0 0"}, {"period", "period 0 9 2"},
    {"period", "period 0 2 3"}, {"code", "code 0.76"},
  };
  const char *q;
  char what[200], *buf = malloc(1 << 16);
  size_t i;
  int k;
  int64_t full;
  ck_msg m;
  long long steps;
  for (i = 0; i < sizeof certs / sizeof certs[0]; i++) {
    snprintf(what, sizeof what, "check certificate %zu: %.120s", i, certs[i]);
    ck_case(ctx, certs[i], strlen(certs[i]), -1, 0, what);
  }
  { /* a NUL byte; a line too long */
    static const char nul[] = CERT "fam\0ily staircase\n";
    ck_case(ctx, nul, sizeof nul - 1, -1, 0, "check: a NUL byte");
    memset(buf, 'x', 5000);
    memcpy(buf, CERT "#", strlen(CERT) + 1);
    ck_case(ctx, buf, 5000, -1, 0, "check: a line too long");
  }
  for (i = 0; i < sizeof quot / sizeof quot[0]; i++) {
    snprintf(buf, 1 << 16, CERT "family tb(0.1)\nclaim quotient\n%send\n", quot[i]);
    snprintf(what, sizeof what, "check quotient %zu", i);
    ck_case(ctx, buf, strlen(buf), -1, 0, what);
    steps = 1; /* the lines alone, with no steps to spend */
    ck_quotient_verify(quot[i], &m, &steps);
    if (m.nodes) {
      char en[2048];
      ck_msg_text(&m, en, sizeof en);
      ck_words(&m, en, what);
    }
  }
  if (gr_quotient_certificate(ctx, "0.75", -1, &q) == GR_OK) {
    char *cert = malloc(strlen(q) + 64), *lines;
    strcpy(cert, q);
    ck_case(ctx, cert, strlen(cert), -1, 0, "check the quotient of 0.75");
    for (i = 0; i < sizeof edits / sizeof edits[0]; i++) { /* the line starting with `from`, changed */
      char *at = strstr(cert, "\n"), *line = NULL, *end;
      size_t len;
      for (; at != NULL; at = strchr(at + 1, '\n'))
        if (strncmp(at + 1, edits[i].from, strlen(edits[i].from)) == 0) {
          line = at + 1;
          break;
        }
      if (line == NULL) continue;
      end = strchr(line, '\n');
      len = (size_t)snprintf(buf, 1 << 16, "%.*s%s%s", (int)(line - cert), cert, edits[i].to, end);
      snprintf(what, sizeof what, "check the quotient of 0.75 with \"%s\"", edits[i].to);
      ck_case(ctx, buf, len, -1, 0, what);
    }
    /* its work bounded: refused before any of it, or stopped */
    for (full = 1; full < 100000; full *= 3) {
      snprintf(what, sizeof what, "check the quotient of 0.75 within %lld", (long long)full);
      ck_case(ctx, cert, strlen(cert), full, 0, what);
    }
    memory_sweep(ctx, cert, strlen(cert), 250, "the quotient of 0.75");
    lines = strstr(cert, "misere-quotient");
    if (lines != NULL) {
      char en[2048];
      *strstr(lines, "end\n") = '\0';
      for (steps = 1; steps < 1000000; steps *= 2) { /* the lines alone, with few steps */
        long long s = steps;
        int v = ck_quotient_verify(lines, &m, &s);
        snprintf(what, sizeof what, "ck_quotient_verify within %lld steps", steps);
        ck_msg_text(&m, en, sizeof en);
        if (m.nodes) ck_words(&m, en, what);
        if (v == 1) break;
      }
    }
    free(cert);
  }
  if (gr_quotient_certificate(ctx, "0.75+0.07", 12, &q) == GR_OK) {
    char *cert = malloc(strlen(q) + 1), *lines;
    strcpy(cert, q);
    lines = strstr(cert, "misere-quotient");
    if (lines != NULL) {
      char en[2048];
      *strstr(lines, "end\n") = '\0';
      steps = (long long)strlen(lines) / 4 + 10;
      ck_quotient_verify(lines, &m, &steps);
      ck_msg_text(&m, en, sizeof en);
      if (m.nodes) ck_words(&m, en, "ck_quotient_verify of two codes within a few steps");
    }
    free(cert);
  }
  { /* values and periods within bounds of work and memory */
    static const char *const fams[] = {"tb(0.16)", "tb(0.[3])", "sub(1-60)", "octal(0.77)", "treblecross"};
    for (i = 0; i < sizeof fams / sizeof fams[0]; i++) {
      sbuf t = {NULL, 0, 0};
      int64_t w;
      if (gr_certify(ctx, fams[i], 3000, cert_write, &t) != GR_OK) {
        check_error(ctx, fams[i]);
        continue;
      }
      full = -1;
      { /* the work it takes */
        char out[4096];
        memtext mt;
        mt.s = t.s, mt.n = t.n, mt.at = 0;
        w = CK_WORK_DEFAULT;
        if (ck_check(mem_read, &mt, NULL, out, sizeof out, &m, &w) == CK_OK) full = w;
      }
      ck_case(ctx, t.s, t.n, -1, 0, fams[i]);
      for (w = 1; full > 0 && w < full; w *= 7) {
        snprintf(what, sizeof what, "check %s within %lld", fams[i], (long long)w);
        ck_case(ctx, t.s, t.n, w, 0, what);
      }
      for (k = 1; full > 0 && k <= 40; k++) { /* just under what it takes: stopped, or refused */
        snprintf(what, sizeof what, "check %s within %lld", fams[i], (long long)(full - full * k / 60));
        ck_case(ctx, t.s, t.n, full - full * k / 60, 0, what);
      }
      memory_sweep(ctx, t.s, t.n, 500, fams[i]);
      free(t.s);
    }
  }
  { /* a period claim that must compute its values, within little work */
    static const char s[] = CERT "family octal(0.77)\nclaim period 71 12\ntheorem take-and-break 155\nend\n";
    ck_case(ctx, s, sizeof s - 1, 1000, 0, "Kayles without values, within 1000");
    ck_case(ctx, s, sizeof s - 1, -1, 0, "Kayles without values");
  }
  { /* a period raised past what the work bound allows: B up to what fits, or not even the theorem's */
    static const char s[] = CERT "family sub(1,2)\nclaim period 0 3\ntheorem subtraction 1000\nvalues 3 dec\n0 1 2\nend\n";
    ck_case(ctx, s, sizeof s - 1, 200, 0, "sub(1,2) with B = 1000 within 200");
    ck_case(ctx, s, sizeof s - 1, 1, 0, "sub(1,2) with B = 1000 within 1");
  }
  { /* the engine's calls: ck_period with claims it never makes */
    static const uint32_t v[10] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0};
    ck_family *f = ck_family_open("sub(1,2)", NULL, &m);
    if (f != NULL) {
      test_cond("ck_period: n0 < 0", ck_period(f, v, 10, -1, 3, 0, NULL) == CK_REFUSED);
      ck_words(ck_said(f), ck_message(f), "ck_period: n0 < 0");
      test_cond("ck_period: too few values", ck_period(f, v, 3, 0, 3, 0, NULL) == CK_REFUSED);
      ck_words(ck_said(f), ck_message(f), "ck_period: too few values");
      test_cond("ck_period: a false period", ck_period(f, v, 10, 0, 2, 0, NULL) == CK_REFUSED);
      ck_words(ck_said(f), ck_message(f), "ck_period: a false period");
      ck_family_close(f);
    }
  }
  free(buf);
  { /* every entry of the checker's catalog was met */
    int unmet = 0;
    for (k = 0; k < NCAT; k++)
      if (strncmp(CATALOG[k].id, "checker.", 8) == 0 && !seen[k]) {
        test_condf(0, "the checker's message %s was never produced", CATALOG[k].id);
        unmet++;
      }
    printf("  messages: the checker's: %ld messages checked, %d of its %d ids unmet\n", ck_said_n, unmet,
           ck_msg_count());
  }
}

void test_messages(void) {
  gr_ctx *ctx = gr_open(0);
  const char *json;
  jval *info;
  const jval *games;
  size_t g;
  int i, met = 0;
  uint64_t seed = getenv("GR_TEST_SEED") ? strtoull(getenv("GR_TEST_SEED"), NULL, 10) : 20261129;
  long seeds = test_quick ? 2 : 8; /* random positions of each game (GR_TEST_SEED for others) */
  order = malloc(NCAT * sizeof *order);
  for (i = 0; i < NCAT; i++) order[i] = i;
  qsort(order, NCAT, sizeof *order, cmp_ids);
  check_catalog(ctx);
  printf("  messages: %d in the catalog; sweep seed %llu (GR_TEST_SEED=N for another)\n", NCAT,
         (unsigned long long)seed);
  test_cond("info", gr_info(ctx, &json) == GR_OK);
  check_json("info", json);
  info = json_parse(json);
  games = json_get(info, "games");
  for (g = 0; games != NULL && g < games->n; g++) { /* random positions of every game */
    const char *name = json_str(games->items[g], "name");
    long s;
    if (name == NULL) continue;
    for (s = 0; s < seeds; s++) {
      const char *text;
      char *pos, *mis;
      if (gr_random(ctx, name, seed + (uint64_t)s, &text) != GR_OK) {
        check_error(ctx, name);
        continue;
      }
      pos = malloc(strlen(text) + 8);
      strcpy(pos, text);
      play_all(ctx, pos, 6);
      mis = malloc(strlen(pos) + 16);
      snprintf(mis, strlen(pos) + 16, "%s;misere", pos);
      play_all(ctx, mis, 3);
      {
        uint64_t r = seed * 31 + (uint64_t)s;
        refusals(ctx, pos, &r);
      }
      free(mis);
      free(pos);
    }
    { /* the game's own example, with the self-checks' words unused but the analysis's */
      const char *ex = json_str(games->items[g], "example");
      if (ex != NULL) {
        char *pos = malloc(strlen(ex) + 1);
        strcpy(pos, ex);
        play_all(ctx, pos, 4);
        free(pos);
      }
    }
  }
  families(ctx, info);
  judges(ctx, info);
  position_corpus(ctx);
  large(ctx);
  other_calls(ctx, info);
  checker(ctx);
  json_free(info);
  for (i = 0; i < NCAT; i++) met += seen[i] > 0;
  printf("  messages: %ld texts (%ld pairs) and %ld failures checked; %d of %d ids met\n", texts,
         pairs, errors, met, NCAT);
  test_condf(met * 5 > NCAT * 2, "the sweep met only %d of %d ids", met, NCAT); /* 40%: the rest are refusals and rare words */
  if (getenv("GR_TEST_MESSAGES_UNMET")) /* which ids the sweep did not meet */
    for (i = 0; i < NCAT; i++)
      if (!seen[i]) printf("    unmet: %s\n", CATALOG[i].id);
  free(order);
  gr_close(ctx);
}

/*
** test_codegen.c — the code generator (gr_codegen) through the public API,
** for every family the engine reads and random codes, both languages and
** both languages of comments (the sanitizers' run goes through it too):
**   - the table file's literal is exactly gr_sequence's values 0..N;
**   - the pattern is the pattern finder's, proven exactly when it says so,
**     and the status message says proven only then;
**   - sg's head (pre-period and period, or the values before a formula) is
**     the values' own;
**   - a brute force and a check script for every family with a rule, and
**     the check covers at least the table's first sizes;
**   - the same files in both comment languages, but for the comments;
**   - refusals: a bad language, N past the limit (before any value), a bad
**     family, a typed rule whose range reads its own take (no brute force).
** Compiling and running the code is tests/js/codegen.test.mjs's part.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "test.h"

static gr_ctx *c;

static jval *call(const char *family, long n, const char *lang, const char *words) {
  const char *out;
  gr_status st = gr_codegen(c, family, n, lang, words, &out);
  test_condf(st == GR_OK, "code %s %ld %s %s: %s", family, n, lang, words, gr_error(c));
  return st == GR_OK ? json_parse(out) : NULL;
}

static const char *file_of(const jval *j, const char *role) {
  const jval *files = json_get(j, "files");
  size_t i;
  for (i = 0; files != NULL && i < files->n; i++)
    if (strcmp(json_str(files->items[i], "role"), role) == 0) return json_str(files->items[i], "text");
  return NULL;
}

/* The numbers of the array literal after `from` in text (from its first
** `open`, "{" or "["), into v (at most cap). */
static long literal(const char *text, const char *from, const char *open, long *v, long cap) {
  const char *p = strstr(text, from);
  long k = 0;
  if (p == NULL) return -1;
  p = strpbrk(p + strlen(from) - 1, open);
  if (p == NULL) return -1;
  for (p++; *p && *p != '}' && *p != ']' && k < cap;) {
    char *e;
    long x = strtol(p, &e, 10);
    if (e == p) {
      p++;
      continue;
    }
    v[k++] = x;
    p = e;
  }
  return k;
}

/* The text without its comment lines ("//" or "#" first, "#include" and "#!" kept). */
static char *code_only(const char *text) {
  char *out = malloc(strlen(text) + 1), *o = out;
  const char *line = text;
  while (*line) {
    const char *end = strchr(line, '\n'), *s = line;
    size_t len = end ? (size_t)(end - line) + 1 : strlen(line);
    while (*s == ' ') s++;
    if (!((s[0] == '/' && s[1] == '/') || (s[0] == '#' && strncmp(s, "#include", 8) != 0 && s[1] != '!'))) {
      memcpy(o, line, len);
      o += len;
    }
    line += len;
  }
  *o = '\0';
  return out;
}

static void check_family(const char *family, long n) {
  static const char *const langs[] = {"cpp", "python"};
  const char *seq, *pat;
  jval *sj, *pj;
  const jval *values, *period;
  long *v = malloc((size_t)(n + 2) * sizeof *v), k, i;
  int l;
  if (gr_sequence(c, family, n, &seq) != GR_OK || (sj = json_parse(seq)) == NULL) {
    test_condf(0, "%s: no sequence (%s)", family, gr_error(c));
    free(v);
    return;
  }
  if (gr_pattern(c, family, n, &pat) != GR_OK || (pj = json_parse(pat)) == NULL) {
    test_condf(0, "%s: no pattern (%s)", family, gr_error(c));
    json_free(sj);
    free(v);
    return;
  }
  values = json_get(sj, "values");
  period = json_get(pj, "period");
  for (l = 0; l < 2; l++) {
    jval *en = call(family, n, langs[l], "en"), *zh = call(family, n, langs[l], "zh");
    const jval *p;
    const char *kind, *sg;
    if (en == NULL || zh == NULL) {
      json_free(en);
      json_free(zh);
      continue;
    }
    p = json_get(en, "pattern");
    kind = json_str(p, "kind");
    /* the table literal is the values */
    k = literal(file_of(en, "table"), l == 0 ? "sg[N + 1] = {" : "sg = [", l == 0 ? "{" : "[", v, n + 2);
    test_condf(k == n + 1, "%s %s: the table holds %ld values, not %ld", family, langs[l], k, n + 1);
    for (i = 0; i < k && i <= n; i++)
      if (v[i] != (long)values->items[i]->num) break;
    test_condf(i == k, "%s %s: the table's value %ld is %ld, not %g", family, langs[l], i, v[i],
               values->items[i]->num);
    /* the pattern is the pattern finder's; proven exactly when it is */
    if (period != NULL && period->t == J_OBJ) {
      int arith = strcmp(json_str(period, "kind"), "arithmetic") == 0;
      test_condf(strcmp(kind, arith ? "arithmetic" : "period") == 0, "%s: kind %s", family, kind);
      test_condf(json_long(p, "period", -1) == json_long(period, "period", -2) &&
                     json_long(p, "preperiod", -1) == json_long(period, "preperiod", -2) &&
                     json_long(p, "saltus", -1) == json_long(period, "saltus", -2),
                 "%s: the period is not the pattern finder's", family);
      test_condf(json_bool(p, "proven") == json_bool(period, "proven"), "%s: proven %d, the finder %d",
                 family, json_bool(p, "proven"), json_bool(period, "proven"));
    } else {
      test_condf(json_bool(p, "proven") == 0, "%s: proven without a period", family);
      test_condf(strcmp(kind, "period") != 0 && strcmp(kind, "arithmetic") != 0, "%s: %s without a period",
                 family, kind);
    }
    {
      const char *id = json_str(json_get(en, "status_msg"), "id");
      test_condf((strncmp(id, "code.proven", 11) == 0) == (json_bool(p, "proven") == 1),
                 "%s: status %s, proven %d", family, id, json_bool(p, "proven"));
    }
    /* sg's head: the values' own */
    sg = file_of(en, "sg");
    if (strcmp(kind, "period") == 0 || strcmp(kind, "arithmetic") == 0 ||
        (strcmp(kind, "formula") == 0 && json_long(p, "from", 0) > 0) || strcmp(kind, "table") == 0) {
      long want = strcmp(kind, "formula") == 0 ? json_long(p, "from", 0)
                  : strcmp(kind, "table") == 0 ? n + 1
                                               : json_long(p, "preperiod", 0) + json_long(p, "period", 0);
      k = literal(sg, l == 0 ? "head[" : "head = [", l == 0 ? "{" : "[", v, n + 2);
      test_condf(k == want, "%s %s: sg's head holds %ld values, not %ld", family, langs[l], k, want);
      for (i = 0; i < k; i++)
        if (v[i] != (long)values->items[i]->num) break;
      test_condf(i == k, "%s %s: sg's head differs at %ld", family, langs[l], i);
    }
    test_condf((json_bool(p, "proven") == 1) == (strstr(sg, "PROVEN:") != NULL && strstr(sg, "NOT PROVEN") == NULL),
               "%s %s: sg's comments on the proof", family, langs[l]);
    /* a brute force, a check script */
    test_condf(json_bool(en, "brute") == 1 && file_of(en, "brute") != NULL && file_of(en, "check") != NULL,
               "%s %s: no brute force", family, langs[l]);
    test_condf(json_long(json_get(en, "check"), "upto", -1) >= (n < 8 ? n : 8), "%s: the check covers little",
               family);
    /* the same code in both languages of comments */
    {
      const jval *fe = json_get(en, "files"), *fz = json_get(zh, "files");
      size_t f;
      test_condf(fe->n == fz->n, "%s: %zu files in English, %zu in Chinese", family, fe->n, fz->n);
      for (f = 0; f < fe->n && f < fz->n; f++) {
        const char *name = json_str(fe->items[f], "name");
        char *a = code_only(json_str(fe->items[f], "text")), *b = code_only(json_str(fz->items[f], "text"));
        /* the check script's messages are printed in the reader's language */
        if (strcmp(name, "check.py") != 0)
          test_condf(strcmp(a, b) == 0, "%s %s: %s differs but for its comments", family, langs[l], name);
        free(a);
        free(b);
      }
    }
    json_free(en);
    json_free(zh);
  }
  json_free(sj);
  json_free(pj);
  free(v);
}

void test_codegen(void) {
  static const struct {
    const char *family;
    long n;
  } fams[] = {
    {"sub(1,3,4)", 40},       {"sub(2-5,9)", 80},      {"octal(0.77)", 150},     {"octal(0.77)", 200},
    {"0.07", 300},            {"tb(0.137)", 250},      {"tb(0.16)", 500},        {"tb(4!.0)", 80},
    {"tb(4.[3])", 90},        {"tb(0.[3])", 30},       {"tb(8.0)", 40},          {"tb(0.F?)", 30},
    {"treblecross", 120},     {"staircase", 30},       {"ruleset(take k: pow2(k))", 60},
    {"ruleset(take k in 1..n/2)", 100},                {"ruleset(take d: d|n, d<n)", 100},
    {"ruleset(take k: k<=2*last or last=0 and k<n)", 40},
    {"ruleset(split a+b: a<b)", 60},                   {"sub(1)", 0},
  };
  size_t i;
  const char *out;
  unsigned long s = 27;
  c = gr_open(0);
  for (i = 0; i < sizeof fams / sizeof fams[0]; i++) check_family(fams[i].family, fams[i].n);
  for (i = 0; i < (test_quick ? 6u : 20u); i++) { /* random octal codes and sizes */
    char code[40];
    int t = 1 + (int)((s = s * 6364136223846793005UL + 1442695040888963407UL) >> 33) % 3, j;
    sprintf(code, "octal(0.");
    for (j = 0; j < t; j++) {
      s = s * 6364136223846793005UL + 1442695040888963407UL;
      sprintf(code + strlen(code), "%d", j == t - 1 ? 1 + (int)((s >> 33) % 7) : (int)((s >> 33) % 8));
    }
    strcat(code, ")");
    s = s * 6364136223846793005UL + 1442695040888963407UL;
    check_family(code, 20 + (long)((s >> 33) % 200));
  }
  test_condf(gr_codegen(c, "sub(1,2)", 10, "java", "en", &out) == GR_EINPUT &&
                 strstr(gr_error(c), "cpp or python") != NULL, "a bad language: %s", gr_error(c));
  test_condf(gr_codegen(c, "sub(1,2)", 10, "cpp", "fr", &out) == GR_EINPUT &&
                 strstr(gr_error(c), "en or zh") != NULL, "a bad comments' language: %s", gr_error(c));
  test_condf(gr_codegen(c, "tb(4!.0)", 1000001, "cpp", "en", &out) == GR_ELIMIT &&
                 strstr(gr_error(c), "N = 1000001 is more than the code generator writes") != NULL,
             "N past the limit: %s", gr_error(c));
  test_condf(gr_codegen(c, "sub(1,2)", -1, "cpp", "en", &out) == GR_ELIMIT, "N = -1: %s", gr_error(c));
  test_condf(gr_codegen(c, "nosuch(1)", 10, "cpp", "en", &out) == GR_EINPUT, "a bad family: %s", gr_error(c));
  test_condf(gr_codegen(c, "treblecross", 30000, "cpp", "en", &out) == GR_ELIMIT,
             "past the family's own limit: %s", gr_error(c));
  {
    jval *j = call("ruleset(take k in 1..k+1)", 20, "python", "en");
    test_cond("a rule whose range reads its take: no brute force, said why",
              j != NULL && json_bool(j, "brute") == 0 && json_get(j, "files")->n == 2 &&
                  strcmp(json_str(json_get(j, "brute_why_msg"), "id"), "rule.brute.range") == 0 &&
                  json_is_null(j, "check"));
    json_free(j);
  }
  gr_close(c);
  printf("  code: %zu families and %lu random codes, both languages\n", sizeof fams / sizeof fams[0],
         test_quick ? 6ul : 20ul);
}

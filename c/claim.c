/*
** claim.c — claims checked: a claim a student types about the values of
** families or the outcome of positions, confirmed or refuted with the first
** counterexample the engine finds. Three kinds (README.md, "Claims"):
**
**   same FAMILY FAMILY to N [misere]   the two families have the same SG
**                                      values (misère: misère Grundy values)
**                                      at every size 0..N;
**   POSITION is P | N | sg=V           the position's outcome or SG value;
**   sj FAMILY to N [sums K]            the SJ theorem's rule gives the misère
**                                      outcome of every position of the family
**                                      up to size N (with K: of every sum of up
**                                      to K of them), and whether the theorem's
**                                      hypothesis holds for the game.
**
** Every claim is bounded: what it would take is judged before any value is
** computed (the family tables' work, the number of positions, the searches
** of misère values), and a claim past its bound is refused with what fits.
** The answer is JSON with the verdict in words (and as a message) and the
** counterexample as position text, for a front end to open on its board.
*/
#include <stdlib.h>
#include <string.h>
#include "family.h"
#include "search.h"
#include "sum.h"
#include "calls.h"

#define CLAIM_MISERE_N 200        /* largest N a misère "same" claim compares */
#define CLAIM_SEARCH_MOST 2000000.0 /* work units one misère value's search may take at most */
#define CLAIM_MAX_POSITIONS 100000 /* positions an "sj" claim checks at most */
#define CLAIM_MAX_K 8              /* components in one sum of an "sj" claim */
#define CLAIM_HYP_STATES 20000     /* positions of components the hypothesis check visits */
/* The claims' grammar, as messages quote it (words of the notation, never translated). */
#define GR_CLAIM_GRAMMAR "same FAMILY FAMILY to N [misere] | POSITION is P|N|sg=V | sj FAMILY to N [sums K]"

/* ---- reading the claim ------------------------------------------------------------- */

static void skip_ws(gr_cursor *c) {
  while (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r') c->p++;
}

/* A word at the cursor (letters only), matched without case; moves past it. */
static int word(gr_cursor *c, const char *w) {
  size_t n = strlen(w), i;
  for (i = 0; i < n; i++) {
    char ch = c->p[i];
    if (ch >= 'A' && ch <= 'Z') ch = (char)(ch - 'A' + 'a');
    if (ch != w[i]) return 0;
  }
  if ((c->p[n] >= 'a' && c->p[n] <= 'z') || (c->p[n] >= 'A' && c->p[n] <= 'Z')) return 0;
  c->p += n;
  skip_ws(c);
  return 1;
}

/* A family's text: up to a blank outside parentheses (a typed rule holds
** blanks in its parentheses). Throws when there is none. */
static const char *family_text(gr_cursor *c) {
  const char *s = c->p;
  int depth = 0;
  while (*c->p != '\0' && (depth > 0 || (*c->p != ' ' && *c->p != '\t' && *c->p != '\n' && *c->p != '\r'))) {
    if (*c->p == '(') depth++;
    else if (*c->p == ')' && depth > 0) depth--;
    c->p++;
  }
  if (c->p == s) gr_syntax(c, GR_W(word_claim_family));
  {
    const char *t = gr_strndup(c->ctx, s, (size_t)(c->p - s));
    skip_ws(c);
    return t;
  }
}

static gr_int read_n(gr_cursor *c, gr_int lo, gr_int hi, const gr_msg *what) {
  gr_int v = gr_read_int(c, lo, hi, what);
  skip_ws(c);
  return v;
}

static void at_end(gr_cursor *c, const gr_msg *what) {
  if (*c->p != '\0') gr_syntax(c, what);
}

/* ---- families ------------------------------------------------------------------------- */

typedef struct fam {
  const char *text;       /* canonical: "name(param)" or "name" */
  const gr_game *g;
  gr_param *param;
} fam;

static void fam_read(gr_ctx *ctx, const char *text, fam *f) {
  gr_buf b;
  gr_family_read(ctx, text, 0, &f->g, &f->param, NULL, NULL, NULL);
  gr_buf_init(&b, ctx);
  gr_puts(&b, f->g->name);
  if (f->param != NULL) gr_printf(&b, "(%s)", f->param->text);
  f->text = b.s;
}

/* The component text of size n ("name(param):body"), or NULL when no
** position of the game has that size. */
static const char *fam_comp(gr_ctx *ctx, const fam *f, gr_int n) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_printf(&b, "%s:", f->text);
  if (gr_family_of(f->g)->body != NULL) {
    if (!gr_family_of(f->g)->body(&b, f->param, n)) return NULL;
  } else {
    gr_puti(&b, n);
  }
  return b.s;
}

/* The work of the values 0..n of f, judged before any is computed. */
static double fam_work(gr_ctx *ctx, const fam *f, gr_int n) {
  const gr_family_caps *fc = gr_family_of(f->g);
  if (fc->cost != NULL) return fc->cost(ctx, f->g, f->param, (double)n + 1);
  return ((double)n + 1) * (f->param != NULL && f->param->n > 0 ? f->param->n : 1);
}

/* The values 0..n of f, refused (GR_EWORK, with the N that fits) when their
** work is past the call's bound. */
static const uint32_t *fam_values(gr_ctx *ctx, const fam *f, gr_int n) {
  gr_int limit = gr_family_limit(f->g, f->param);
  if (n > limit)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_n_range), gr_i(n), gr_i(limit)));
  if (ctx->work >= 0) {
    double w = fam_work(ctx, f, n), most = GR_WORK_FAR * (double)ctx->work;
    if (w > most) {
      gr_int lo = 0, hi = n; /* the largest N that fits */
      while (lo < hi) {
        gr_int mid = lo + (hi - lo + 1) / 2;
        if (fam_work(ctx, f, mid) <= most) lo = mid;
        else hi = mid - 1;
      }
      gr_throw(ctx, GR_EWORK, gr_m5(ctx, GR_M(err_claim_values_work), gr_t(f->text), gr_i(n),
                                    gr_tf(ctx, "%.2g", w), gr_i(ctx->work), gr_i(lo)));
    }
  }
  {
    const gr_game *g;
    gr_param *p;
    return gr_family_read(ctx, f->text, n, &g, &p, NULL, NULL, NULL);
  }
}

/* ---- positions -------------------------------------------------------------------------- */

static const char *canonical(gr_ctx *ctx, const char *text, gr_pos *pos) {
  gr_buf b;
  gr_parse_pos(ctx, text, pos);
  gr_buf_init(&b, ctx);
  gr_format_pos(&b, pos);
  return b.s;
}

/* The misère Grundy value of the family's component of size n (1 without
** moves, else the mex of its options'), by a search of every position it
** reaches; -1 when no position has size n. Refused past the search's bound. */
static gr_int misere_value(gr_ctx *ctx, const fam *f, gr_int n, double most) {
  const char *text = fam_comp(ctx, f, n);
  gr_pos pos;
  gr_sumsearch *s;
  gr_int looked, v;
  if (text == NULL) return -1;
  gr_parse_pos(ctx, text, &pos);
  pos.misere = 1;
  s = gr_sumsearch_run(ctx, &pos, 1, most, &looked);
  if (s == NULL)
    gr_throw(ctx, GR_EWORK, gr_m3(ctx, GR_M(err_claim_misere_work), gr_t(text),
                                  gr_i((gr_int)most), gr_i(looked)));
  v = gr_sumsearch_value(s, &pos);
  if (v < 0) gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_claim_misere_loopy), gr_t(text)));
  return v;
}

/* ---- JSON helpers ------------------------------------------------------------------------- */

/* The raw JSON value of member `key` of the engine's own JSON text j (an
** object written by this engine: strings escaped, no blanks), as a scratch
** copy; NULL when absent. Only members at depth 1 of j are found. */
static const char *member(gr_ctx *ctx, const char *j, const char *key) {
  size_t kn = strlen(key);
  int depth = 0;
  const char *p;
  for (p = j; *p; p++) {
    if (*p == '"') {
      const char *s = p + 1, *e = s;
      while (*e && *e != '"') e += e[0] == '\\' && e[1] ? 2 : 1;
      if (depth == 1 && (size_t)(e - s) == kn && memcmp(s, key, kn) == 0 && e[1] == ':') {
        const char *v = e + 2, *w = v;
        int d = 0;
        for (; *w; w++) {
          if (*w == '"') {
            w++;
            while (*w && *w != '"') w += w[0] == '\\' && w[1] ? 2 : 1;
            if (d == 0) { w++; break; }
            continue;
          }
          if (*w == '{' || *w == '[') d++;
          else if (*w == '}' || *w == ']') {
            if (d == 0) break;
            if (--d == 0) { w++; break; }
          } else if (*w == ',' && d == 0) break;
        }
        return gr_strndup(ctx, v, (size_t)(w - v));
      }
      p = *e ? e : e - 1;
      continue;
    }
    if (*p == '{' || *p == '[') depth++;
    else if (*p == '}' || *p == ']') depth--;
  }
  return NULL;
}

/* The object of the "moves" list whose "move" is `mv` (raw JSON), or NULL. */
static const char *move_object(gr_ctx *ctx, const char *j, const char *mv) {
  const char *moves = member(ctx, j, "moves"), *p;
  gr_buf key;
  if (moves == NULL) return NULL;
  gr_buf_init(&key, ctx);
  gr_puts(&key, "{\"move\":");
  gr_put_json_string(&key, mv);
  p = strstr(moves, key.s);
  if (p == NULL) return NULL;
  {
    const char *w = p;
    int d = 0;
    for (; *w; w++) {
      if (*w == '"') {
        w++;
        while (*w && *w != '"') w += w[0] == '\\' && w[1] ? 2 : 1;
        continue;
      }
      if (*w == '{') d++;
      else if (*w == '}' && --d == 0) return gr_strndup(ctx, p, (size_t)(w + 1 - p));
    }
  }
  return NULL;
}

/* A JSON string's text (the engine escapes only quotes, backslashes and
** control bytes natively, and writes \u escapes in the ASCII build). */
static const char *unquote(gr_ctx *ctx, const char *raw) {
  gr_buf b;
  const char *s;
  gr_buf_init(&b, ctx);
  if (raw == NULL || raw[0] != '"') return NULL;
  for (s = raw + 1; *s && *s != '"'; s++) {
    if (*s != '\\') {
      gr_putc(&b, *s);
      continue;
    }
    s++;
    if (*s == 'u') { /* \uXXXX as UTF-8 (one unit: the engine's own text) */
      unsigned u = (unsigned)strtoul(gr_strndup(ctx, s + 1, 4), NULL, 16);
      s += 4;
      if (u < 0x80) gr_putc(&b, (char)u);
      else if (u < 0x800) {
        gr_putc(&b, (char)(0xc0 | (u >> 6)));
        gr_putc(&b, (char)(0x80 | (u & 0x3f)));
      } else {
        gr_putc(&b, (char)(0xe0 | (u >> 12)));
        gr_putc(&b, (char)(0x80 | ((u >> 6) & 0x3f)));
        gr_putc(&b, (char)(0x80 | (u & 0x3f)));
      }
    } else {
      gr_putc(&b, *s == 'n' ? '\n' : *s == 't' ? '\t' : *s == 'r' ? '\r' : *s);
    }
  }
  return b.s;
}

static void put_verdict(gr_buf *b, int holds, const gr_msg *m) {
  gr_printf(b, ",\"holds\":%s,", holds ? "true" : "false");
  gr_put_msg(b, "verdict", m);
}

/* ---- same FAMILY FAMILY to N [misere] ------------------------------------------------------ */

static void claim_same(gr_ctx *ctx, gr_cursor *c, gr_buf *out) {
  fam f[2];
  gr_int n, k, first = -1, va = 0, vb = 0;
  int misere = 0, i;
  for (i = 0; i < 2; i++) {
    const char *t = family_text(c);
    fam_read(ctx, t, &f[i]);
  }
  if (!word(c, "to")) gr_syntax(c, GR_W(word_claim_to));
  n = read_n(c, 0, GR_INT_MAX, GR_W(word_claim_n));
  if (word(c, "misere") || word(c, "misère")) misere = 1;
  at_end(c, GR_W(word_claim_end_misere));
  if (misere) {
    if (n > CLAIM_MISERE_N)
      gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_claim_misere_n), gr_i(n), gr_i(CLAIM_MISERE_N)));
    /* each of the 2(N + 1) searches gets its share of the call's work */
    double most = CLAIM_SEARCH_MOST;
    if (ctx->work >= 0 && (double)ctx->work / (2.0 * ((double)n + 1)) < most)
      most = (double)ctx->work / (2.0 * ((double)n + 1));
    { /* the largest size first: a search past the bound is refused before the rest */
      gr_mark mk = gr_scratch_mark(ctx);
      misere_value(ctx, &f[0], n, most);
      misere_value(ctx, &f[1], n, most);
      gr_scratch_release(ctx, mk);
    }
    for (k = 0; k <= n; k++) {
      gr_mark mk = gr_scratch_mark(ctx);
      gr_int a = misere_value(ctx, &f[0], k, most), b2 = misere_value(ctx, &f[1], k, most);
      gr_scratch_release(ctx, mk);
      if (a < 0 || b2 < 0) continue; /* a size one of the games has no position of */
      if (a != b2) {
        first = k, va = a, vb = b2;
        break;
      }
    }
  } else {
    const uint32_t *a, *b2;
    gr_int limit = gr_family_limit(f[0].g, f[0].param);
    if (gr_family_limit(f[1].g, f[1].param) < limit) limit = gr_family_limit(f[1].g, f[1].param);
    if (limit > GR_MAX_SEQUENCE) limit = GR_MAX_SEQUENCE;
    if (n > limit) gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_n_range), gr_i(n), gr_i(limit)));
    a = fam_values(ctx, &f[0], n);
    b2 = fam_values(ctx, &f[1], n);
    for (k = 0; k <= n; k++)
      if (a[k] != b2[k]) {
        first = k, va = a[k], vb = b2[k];
        break;
      }
  }
  gr_puts(out, "{\"kind\":\"same\",\"play\":");
  gr_puts(out, misere ? "\"misere\"" : "\"normal\"");
  gr_puts(out, ",\"families\":[");
  gr_put_json_string(out, f[0].text);
  gr_putc(out, ',');
  gr_put_json_string(out, f[1].text);
  gr_printf(out, "],\"n\":%lld", (long long)n);
  if (first < 0) {
    put_verdict(out, 1, gr_m3(ctx, misere ? GR_M(claim_same_holds_misere) : GR_M(claim_same_holds),
                              gr_t(f[0].text), gr_t(f[1].text), gr_i(n)));
    gr_puts(out, ",\"first\":null}");
    return;
  }
  put_verdict(out, 0, gr_m5(ctx, misere ? GR_M(claim_same_fails_misere) : GR_M(claim_same_fails),
                            gr_t(f[0].text), gr_t(f[1].text), gr_i(first), gr_i(va), gr_i(vb)));
  gr_printf(out, ",\"first\":{\"n\":%lld,\"values\":[%lld,%lld],\"positions\":[",
            (long long)first, (long long)va, (long long)vb);
  for (i = 0; i < 2; i++) {
    const char *t = fam_comp(ctx, &f[i], first);
    if (i) gr_putc(out, ',');
    if (t == NULL) {
      gr_puts(out, "null");
    } else {
      gr_pos pos;
      gr_buf b;
      gr_parse_pos(ctx, t, &pos);
      pos.misere = misere;
      gr_buf_init(&b, ctx);
      gr_format_pos(&b, &pos);
      gr_put_json_string(out, b.s);
    }
  }
  gr_puts(out, "]}}");
}

/* ---- POSITION is P | N | sg=V ------------------------------------------------------------- */

/* Where " is " (any blanks, any case) stands last in s outside
** parentheses, or NULL. */
static const char *find_is(const char *s) {
  const char *p, *last = NULL;
  int depth = 0;
  for (p = s; *p; p++) {
    if (*p == '(') depth++;
    else if (*p == ')' && depth > 0) depth--;
    else if (depth == 0 && (*p == ' ' || *p == '\t') && (p[1] == 'i' || p[1] == 'I') &&
             (p[2] == 's' || p[2] == 'S') && (p[3] == ' ' || p[3] == '\t'))
      last = p;
  }
  return last;
}

static void claim_position(gr_ctx *ctx, const char *text, gr_cursor *c, gr_buf *out) {
  gr_pos pos;
  gr_buf an, why;
  const char *canon, *verdict, *nimsum;
  char claimed; /* 'P', 'N' or 'S' (an SG value) */
  gr_int want = 0, sg = -1, i;
  int holds, misere;
  /* the claimed outcome */
  if (word(c, "p")) claimed = 'P';
  else if (word(c, "n")) claimed = 'N';
  else if (word(c, "sg")) {
    claimed = 'S';
    skip_ws(c);
    if (*c->p != '=') gr_syntax(c, GR_W(word_claim_outcome));
    c->p++;
    skip_ws(c);
    want = read_n(c, 0, GR_INT_MAX, GR_W(word_claim_value));
  } else {
    gr_syntax(c, GR_W(word_claim_outcome));
  }
  at_end(c, GR_W(word_claim_end));
  canon = canonical(ctx, text, &pos);
  misere = pos.misere;
  if (claimed == 'S' && misere)
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_claim_sg_misere), gr_t(canon)));
  /* the engine's analysis, bounded as a front end's is: refused before any
  ** value when it would take more than the call may */
  gr_buf_init(&an, ctx);
  gr_do_analyze(ctx, canon, NULL, GR_MOVES_WINNING, ctx->work >= 0 ? (double)ctx->work : -1, &an);
  verdict = unquote(ctx, member(ctx, an.s, "verdict"));
  nimsum = member(ctx, an.s, "nimsum");
  if (nimsum != NULL && strcmp(nimsum, "null") != 0) sg = strtoll(nimsum, NULL, 10);
  holds = claimed == 'S' ? sg == want : verdict != NULL && verdict[0] == claimed;
  gr_puts(out, "{\"kind\":\"position\",\"play\":");
  gr_puts(out, misere ? "\"misere\"" : "\"normal\"");
  gr_puts(out, ",\"position\":");
  gr_put_json_string(out, canon);
  gr_puts(out, ",\"claimed\":");
  if (claimed == 'S') gr_printf(out, "{\"sg\":%lld}", (long long)want);
  else gr_printf(out, "\"%c\"", claimed);
  gr_printf(out, ",\"outcome\":\"%s\",\"sg\":", verdict ? verdict : "?");
  if (sg >= 0) gr_printf(out, "%lld", (long long)sg);
  else gr_puts(out, "null");
  if (holds) {
    const gr_msg *m = claimed == 'P' ? gr_m1(ctx, GR_M(claim_pos_holds_p), gr_t(canon))
                      : claimed == 'N' ? gr_m1(ctx, GR_M(claim_pos_holds_n), gr_t(canon))
                                       : gr_m2(ctx, GR_M(claim_pos_holds_sg), gr_t(canon), gr_i(sg));
    put_verdict(out, 1, m);
  } else if (claimed == 'S') {
    put_verdict(out, 0, sg >= 0 ? gr_m3(ctx, GR_M(claim_pos_fails_sg), gr_t(canon), gr_i(sg), gr_i(want))
                                : gr_m2(ctx, GR_M(claim_pos_fails_nosg), gr_t(canon),
                                        gr_t(verdict != NULL && verdict[0] == 'P' ? "P" : verdict != NULL && verdict[0] == 'N' ? "N" : "D")));
  } else if (verdict != NULL && verdict[0] == 'N') {
    const char *mv = NULL, *obj = NULL, *win = member(ctx, an.s, "winning");
    if (win != NULL && win[0] == '[' && win[1] == '"') mv = unquote(ctx, win + 1);
    if (mv != NULL) obj = move_object(ctx, an.s, mv);
    if (mv != NULL && obj != NULL) {
      gr_buf after;
      gr_buf_init(&after, ctx);
      gr_do_play(ctx, canon, mv, &after);
      put_verdict(out, 0, gr_m3(ctx, GR_M(claim_pos_fails_p), gr_t(canon), gr_t(mv), gr_t(after.s)));
      gr_puts(out, ",\"move\":{\"move\":");
      gr_put_json_string(out, mv);
      gr_puts(out, ",\"label\":");
      gr_puts(out, member(ctx, obj, "label"));
      gr_puts(out, ",\"label_msg\":");
      gr_puts(out, member(ctx, obj, "label_msg"));
      gr_puts(out, ",\"after\":");
      gr_put_json_string(out, after.s);
      gr_putc(out, '}');
    } else { /* an N-position whose winning move the analysis does not name (a draw cannot be N) */
      put_verdict(out, 0, gr_m1(ctx, GR_M(claim_pos_fails_p_nomove), gr_t(canon)));
    }
  } else if (verdict != NULL && verdict[0] == 'P') {
    put_verdict(out, 0, gr_m1(ctx, GR_M(claim_pos_fails_n), gr_t(canon)));
  } else {
    put_verdict(out, 0, gr_m1(ctx, GR_M(claim_pos_fails_draw), gr_t(canon)));
  }
  /* why the position has its outcome: the analysis's reason, or in normal
  ** play the nim-sum of the components' values */
  gr_buf_init(&why, ctx);
  {
    const char *w = member(ctx, an.s, "why_msg");
    if (w != NULL && strcmp(w, "null") != 0) {
      gr_puts(out, ",\"why\":");
      gr_puts(out, member(ctx, an.s, "why"));
      gr_puts(out, ",\"why_msg\":");
      gr_puts(out, w);
    } else if (sg >= 0) {
      gr_buf vals;
      gr_buf_init(&vals, ctx);
      for (i = 0; i < pos.n; i++) {
        gr_value v = pos.comp[i].game->value(ctx, &pos.comp[i]);
        gr_printf(&vals, "%s%lld", i ? ", " : "", (long long)v.sg);
      }
      gr_putc(out, ',');
      gr_put_msg(out, "why", sg == 0 ? gr_m1(ctx, GR_M(why_claim_nimsum_zero), gr_t(vals.s))
                                     : gr_m2(ctx, GR_M(why_claim_nimsum), gr_t(vals.s), gr_i(sg)));
    } else {
      gr_puts(out, ",\"why\":null,\"why_msg\":null");
    }
  }
  gr_putc(out, '}');
}

/* ---- sj FAMILY to N [sums K] ------------------------------------------------------------ */

/* C(n + k - 1, k) multisets of k sizes from 1..n, capped at cap + 1. */
static double multisets(gr_int n, gr_int k) {
  double r = 1;
  gr_int i;
  for (i = 1; i <= k; i++) r = r * (double)(n + i - 1) / (double)i;
  return r;
}

static double sj_count(gr_int n, gr_int k) {
  double total = 1; /* size 0 alone */
  gr_int j;
  for (j = 1; j <= k; j++) total += multisets(n, j);
  return total;
}

/* (a / b)^k, for a <= b. */
static double pow_ratio(gr_int a, gr_int b, gr_int k) {
  double r = 1;
  gr_int i;
  for (i = 0; i < k; i++) r = r * (double)a / (double)b;
  return r;
}

/* The SJ rule's prediction for the player to move: 'N' or 'P'. */
static char sj_rule(const gr_int *v, int k) {
  gr_int s = 0;
  int i, big = 0;
  for (i = 0; i < k; i++) {
    s ^= v[i];
    big |= v[i] > 1;
  }
  return (s != 0 && big) || (s == 0 && !big) ? 'N' : 'P';
}

/* A set of texts (kept until the call ends), for the hypothesis's search. */
typedef struct textset {
  const char **slot;
  size_t cap, n;
} textset;

static unsigned long hash_text(const char *s) {
  unsigned long h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

/* Adds s to the set; its kept copy, or NULL when the set holds it already. */
static const char *textset_add(gr_ctx *ctx, textset *ts, const char *s) {
  size_t i;
  if (2 * (ts->n + 1) > ts->cap) {
    size_t cap = ts->cap ? ts->cap * 2 : 1024, j;
    const char **slot = gr_alloc_kept(ctx, cap * sizeof *slot);
    memset(slot, 0, cap * sizeof *slot);
    for (j = 0; j < ts->cap; j++)
      if (ts->slot[j] != NULL) {
        size_t k = hash_text(ts->slot[j]) & (cap - 1);
        while (slot[k] != NULL) k = (k + 1) & (cap - 1);
        slot[k] = ts->slot[j];
      }
    ts->slot = slot;
    ts->cap = cap;
  }
  for (i = hash_text(s) & (ts->cap - 1); ts->slot[i] != NULL; i = (i + 1) & (ts->cap - 1))
    if (strcmp(ts->slot[i], s) == 0) return NULL;
  {
    size_t n = strlen(s) + 1;
    char *copy = gr_alloc_kept(ctx, n);
    memcpy(copy, s, n);
    ts->slot[i] = copy;
    ts->n++;
    return copy;
  }
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The key of a component's position made of parts x[0..n-1]: each part
** split into its independent pieces (a row into its runs), the pieces'
** texts sorted and joined by "+" (a position text). */
static const char *parts_key(gr_ctx *ctx, const gr_comp *x, int n) {
  const char **t;
  int m = 0, cap = 16, i, j;
  gr_buf b;
  t = gr_alloc(ctx, (size_t)cap * sizeof *t);
  for (i = 0; i < n; i++) {
    gr_comp *pieces = (gr_comp *)&x[i];
    int k = 1;
    const gr_search_caps *sc = gr_search_of(x[i].game);
    if (sc->split != NULL) k = sc->split(ctx, &x[i], &pieces);
    for (j = 0; j < k; j++) {
      gr_buf one;
      if (m == cap) {
        const char **nt = gr_alloc(ctx, (size_t)cap * 2 * sizeof *nt);
        memcpy(nt, t, (size_t)m * sizeof *t);
        t = nt;
        cap *= 2;
      }
      gr_buf_init(&one, ctx);
      gr_format_comp(&one, &pieces[j]);
      t[m++] = one.s;
    }
  }
  qsort(t, (size_t)m, sizeof *t, cmp_str);
  gr_buf_init(&b, ctx);
  for (i = 0; i < m; i++) {
    if (i) gr_putc(&b, '+');
    gr_puts(&b, t[i]);
  }
  return b.s;
}

/* The SJ theorem's hypothesis for the components of sizes 0..n: every
** position a component reaches whose SG value is 0 and that still has a
** move. *first gets the first such position (NULL: none), *bad the first
** of them with no option of SG value 1 (NULL: none). Returns the positions
** looked at, or -1 when CLAIM_HYP_STATES were looked at before the end. */
static gr_int hypothesis(gr_ctx *ctx, const fam *f, gr_int n, const char **first,
                         const char **bad) {
  textset seen;
  const char **queue;
  size_t head = 0, tail = 0, cap = CLAIM_HYP_STATES;
  gr_int k;
  *first = *bad = NULL;
  memset(&seen, 0, sizeof seen);
  queue = gr_alloc_kept(ctx, cap * sizeof *queue);
  for (k = 0; k <= n; k++) {
    const char *t = fam_comp(ctx, f, k), *kept;
    gr_pos pos;
    if (t == NULL) continue;
    gr_parse_pos(ctx, t, &pos);
    t = parts_key(ctx, pos.comp, (int)pos.n);
    if (t[0] == '\0') continue; /* no parts: a terminal, nothing to look at */
    if ((kept = textset_add(ctx, &seen, t)) != NULL) {
      if (tail == cap) return -1;
      queue[tail++] = kept;
    }
  }
  for (head = 0; head < tail; head++) {
    gr_mark mk = gr_scratch_mark(ctx);
    gr_pos pos;
    gr_int i, s = 0;
    int active = 0, plain = 1;
    gr_value *v;
    gr_parse_pos(ctx, queue[head], &pos);
    v = gr_alloc(ctx, (size_t)(pos.n > 0 ? pos.n : 1) * sizeof *v);
    for (i = 0; i < pos.n; i++) {
      const gr_comp *x = &pos.comp[i];
      v[i] = x->game->value(ctx, x);
      plain &= v[i].flags == 0;
      s ^= v[i].sg;
      active |= x->game->legal(ctx, x, 0) > 0;
    }
    if (plain && s == 0 && active && (*first == NULL || *bad == NULL)) {
      int one = 0;
      if (*first == NULL) *first = queue[head];
      for (i = 0; i < pos.n && !one; i++) {
        gr_movelist ml;
        gr_movelist_init(&ml, ctx);
        ml.want = 1 ^ v[i].sg;
        ml.keep = 1;
        pos.comp[i].game->moves(ctx, &pos.comp[i], 0, &ml);
        one = ml.n > 0;
      }
      if (!one && *bad == NULL) *bad = queue[head];
    }
    if (*bad != NULL) { /* the first case against it is all the claim says */
      gr_scratch_release(ctx, mk);
      return (gr_int)head + 1;
    }
    for (i = 0; i < pos.n; i++) { /* every option, each a position of parts */
      gr_movelist ml;
      gr_int m;
      gr_movelist_init(&ml, ctx);
      pos.comp[i].game->moves(ctx, &pos.comp[i], 0, &ml);
      for (m = 0; m < ml.n; m++) {
        const gr_move *mv = &ml.m[m];
        gr_int parts = pos.n - 1 + mv->nafter, j, at = 0;
        gr_comp *x = gr_alloc(ctx, (size_t)(parts > 0 ? parts : 1) * sizeof *x);
        const char *key;
        for (j = 0; j < pos.n; j++)
          if (j != i) x[at++] = pos.comp[j];
        for (j = 0; j < mv->nafter; j++) x[at++] = mv->after[j];
        key = at > 0 ? parts_key(ctx, x, (int)at) : NULL;
        if (key == NULL || key[0] == '\0') continue; /* nothing left: a terminal of no parts */
        if ((key = textset_add(ctx, &seen, key)) != NULL) {
          if (tail == cap) {
            gr_scratch_release(ctx, mk);
            return -1;
          }
          queue[tail++] = key;
        }
      }
    }
    gr_scratch_release(ctx, mk);
    if ((gr_int)head + 1 >= CLAIM_HYP_STATES) return -1;
  }
  return (gr_int)tail;
}

/* Position text of the sum of the family's components of sizes h[0..k-1]. */
static const char *sum_text(gr_ctx *ctx, const fam *f, const gr_int *h, int k) {
  gr_buf b;
  int i;
  gr_buf_init(&b, ctx);
  for (i = 0; i < k; i++) {
    const char *t = fam_comp(ctx, f, h[i]);
    if (t == NULL) return NULL;
    if (i) gr_putc(&b, '+');
    gr_puts(&b, t);
  }
  gr_puts(&b, ";misere");
  return b.s;
}

static void claim_sj(gr_ctx *ctx, gr_cursor *c, gr_buf *out) {
  fam f;
  gr_int n, k = 1, h[CLAIM_MAX_K], vals[CLAIM_MAX_K], checked = 0, looked, most;
  const uint32_t *v;
  const char *bad_text = NULL, *hyp_first, *hyp_bad;
  char bad_rule = 0, bad_true = 0;
  int bad_k = 0, j, i;
  double count;
  fam_read(ctx, family_text(c), &f);
  if (!word(c, "to")) gr_syntax(c, GR_W(word_claim_to));
  n = read_n(c, 0, GR_INT_MAX, GR_W(word_claim_n));
  if (word(c, "sums")) {
    const char *at = c->p;
    k = read_n(c, 1, GR_INT_MAX, GR_W(word_claim_k));
    if (k > CLAIM_MAX_K)
      gr_throw(ctx, GR_ELIMIT, gr_m3(ctx, GR_M(err_int_large), gr_i((gr_int)(at - c->text) + 1),
                                     gr_n(GR_W(word_claim_k)), gr_i(CLAIM_MAX_K)));
  }
  at_end(c, GR_W(word_claim_end_sums));
  /* the set's size, before any value */
  most = CLAIM_MAX_POSITIONS;
  count = sj_count(n, k);
  if (count > (double)most) {
    gr_int fit = 0;
    while (sj_count(fit + 1, k) <= (double)most) fit++;
    gr_throw(ctx, GR_EWORK, gr_m5(ctx, GR_M(err_claim_sj_count), gr_i(k), gr_i(n),
                                  gr_tf(ctx, "%.0f", count), gr_i(most), gr_i(fit)));
  }
  v = fam_values(ctx, &f, n);
  if (ctx->work > 0) { /* the largest sum first: its work, times the positions, is about what
                       ** the set would take (a search spends the call's work) */
    gr_int w0 = ctx->work, kk = n > 0 ? k : 1;
    const char *t;
    double used, est;
    char truth = 'N';
    for (i = 0; i < kk; i++) h[i] = n;
    if ((t = sum_text(ctx, &f, h, (int)kk)) != NULL) {
      gr_mark mk = gr_scratch_mark(ctx);
      gr_pos pos;
      gr_parse_pos(ctx, t, &pos);
      truth = gr_pos_verdict(ctx, &pos);
      gr_scratch_release(ctx, mk);
    }
    used = (double)(w0 - ctx->work);
    if (truth != 'N' && truth != 'P' && truth != 'D') used = (double)w0 + 1; /* stopped */
    est = used * count;
    if (est > (double)w0) {
      gr_int fit = n;
      while (fit > 0 && used * sj_count(fit, k) * pow_ratio(fit + 1, n + 1, kk) > (double)w0) fit--;
      gr_throw(ctx, GR_EWORK, gr_m6(ctx, GR_M(err_claim_sj_work), gr_tf(ctx, "%.0f", count),
                                    gr_tf(ctx, "%.2g", est), gr_t(t != NULL ? t : f.text),
                                    gr_tf(ctx, "%.2g", used), gr_i(w0), gr_i(fit)));
    }
  }
  /* every position of the set, smallest sums first: singles 0..n, then
  ** sums of 2..k sizes from 1..n, non-decreasing */
  for (j = 1; j <= k && bad_text == NULL; j++) {
    if (j > 1 && n < 1) break;
    for (i = 0; i < j; i++) h[i] = j == 1 ? 0 : 1;
    for (;;) {
      gr_mark mk = gr_scratch_mark(ctx);
      const char *t = sum_text(ctx, &f, h, j);
      int last;
      if (t != NULL) {
        gr_pos pos;
        char truth, rule;
        for (i = 0; i < j; i++) vals[i] = v[h[i]];
        rule = sj_rule(vals, j);
        gr_parse_pos(ctx, t, &pos);
        truth = gr_pos_verdict(ctx, &pos);
        if (truth != 'N' && truth != 'P' && truth != 'D') /* a search stopped at the bound */
          gr_throw(ctx, GR_EWORK, gr_m2(ctx, GR_M(err_claim_sj_stopped), gr_i(checked), gr_t(t)));
        checked++;
        if (truth != rule) {
          gr_scratch_release(ctx, mk);
          bad_text = canonical(ctx, sum_text(ctx, &f, h, j), &pos);
          bad_rule = rule, bad_true = truth, bad_k = j;
          break;
        }
      }
      gr_scratch_release(ctx, mk);
      /* the next non-decreasing tuple of j sizes */
      for (last = j - 1; last >= 0 && h[last] == n; last--) {}
      if (last < 0) break;
      h[last]++;
      for (i = last + 1; i < j; i++) h[i] = h[last];
    }
  }
  looked = hypothesis(ctx, &f, n, &hyp_first, &hyp_bad);
  gr_puts(out, "{\"kind\":\"sj\",\"play\":\"misere\",\"family\":");
  gr_put_json_string(out, f.text);
  gr_printf(out, ",\"n\":%lld,\"sums\":%lld,\"checked\":%lld", (long long)n, (long long)k,
            (long long)checked);
  gr_putc(out, ',');
  gr_put_msg(out, "theorem", GR_W(claim_sj_theorem));
  if (bad_text == NULL) {
    put_verdict(out, 1, k > 1 ? gr_m4(ctx, GR_M(claim_sj_holds_sums), gr_i(checked), gr_t(f.text), gr_i(n), gr_i(k))
                              : gr_m3(ctx, GR_M(claim_sj_holds), gr_i(checked), gr_t(f.text), gr_i(n)));
    gr_puts(out, ",\"first\":null");
  } else {
    gr_buf vs;
    gr_int s = 0;
    gr_buf_init(&vs, ctx);
    for (i = 0; i < bad_k; i++) {
      gr_printf(&vs, "%s%lld", i ? ", " : "", (long long)vals[i]);
      s ^= vals[i];
    }
    put_verdict(out, 0, gr_m5(ctx, GR_M(claim_sj_fails), gr_t(bad_text), gr_t(vs.s), gr_i(s),
                              gr_n(bad_rule == 'N' ? GR_W(word_claim_wins) : GR_W(word_claim_loses)),
                              gr_n(bad_true == 'N' ? GR_W(word_claim_wins)
                                   : bad_true == 'P' ? GR_W(word_claim_loses) : GR_W(word_claim_draw))));
    gr_puts(out, ",\"first\":{\"position\":");
    gr_put_json_string(out, bad_text);
    gr_puts(out, ",\"sizes\":[");
    for (i = 0; i < bad_k; i++) gr_printf(out, "%s%lld", i ? "," : "", (long long)h[i]);
    gr_puts(out, "],\"values\":[");
    for (i = 0; i < bad_k; i++) gr_printf(out, "%s%lld", i ? "," : "", (long long)vals[i]);
    gr_printf(out, "],\"nimsum\":%lld,\"rule\":\"%c\",\"outcome\":\"%c\"}", (long long)s, bad_rule,
              bad_true);
  }
  /* the hypothesis */
  gr_puts(out, ",\"hypothesis\":{\"holds\":");
  {
    const gr_msg *m;
    const char *state;
    const char *ft = hyp_first, *bt = hyp_bad;
    if (ft != NULL) {
      gr_pos p;
      ft = canonical(ctx, ft, &p);
    }
    if (bt != NULL) {
      gr_pos p;
      bt = canonical(ctx, bt, &p);
    }
    if (bt != NULL) {
      state = "false";
      m = gr_m2(ctx, GR_M(claim_sj_hyp_fails), gr_t(f.text), gr_t(bt));
    } else if (looked < 0) {
      state = "null";
      m = ft != NULL ? gr_m3(ctx, GR_M(claim_sj_hyp_unknown_weak), gr_t(f.text), gr_i(CLAIM_HYP_STATES), gr_t(ft))
                     : gr_m2(ctx, GR_M(claim_sj_hyp_unknown), gr_t(f.text), gr_i(CLAIM_HYP_STATES));
    } else if (ft != NULL) {
      state = "\"weak\"";
      m = gr_m3(ctx, GR_M(claim_sj_hyp_weak), gr_t(f.text), gr_t(ft), gr_i(n));
    } else {
      state = "true";
      m = gr_m2(ctx, GR_M(claim_sj_hyp_holds), gr_t(f.text), gr_i(n));
    }
    gr_puts(out, state);
    gr_printf(out, ",\"looked\":%lld,\"zero\":", (long long)(looked < 0 ? CLAIM_HYP_STATES : looked));
    if (ft != NULL) gr_put_json_string(out, ft);
    else gr_puts(out, "null");
    gr_puts(out, ",\"stuck\":");
    if (bt != NULL) gr_put_json_string(out, bt);
    else gr_puts(out, "null");
    gr_putc(out, ',');
    gr_put_msg(out, "why", m);
  }
  gr_puts(out, "}}");
}

/* ---- the claim --------------------------------------------------------------------------- */

void gr_do_claim(gr_ctx *ctx, const char *text, gr_buf *out) {
  gr_cursor c;
  const char *is;
  c.ctx = ctx;
  c.text = text;
  c.p = text;
  skip_ws(&c);
  if (*c.p == '\0') gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_claim_empty), gr_t(GR_CLAIM_GRAMMAR)));
  if (word(&c, "same")) {
    claim_same(ctx, &c, out);
    return;
  }
  if (word(&c, "sj")) {
    claim_sj(ctx, &c, out);
    return;
  }
  is = find_is(c.p);
  if (is == NULL) gr_syntax(&c, gr_m1(ctx, GR_M(word_claim_kind), gr_t(GR_CLAIM_GRAMMAR)));
  {
    const char *pos = gr_strndup(ctx, c.p, (size_t)(is - c.p));
    c.p = is;
    skip_ws(&c);
    word(&c, "is");
    claim_position(ctx, pos, &c, out);
  }
}

/*
** check.c — certificates: the text format, reading it line by line, the
** table of claim kinds (one function each), and writing certificates.
** Like ckverify.c it includes nothing of the engine.
**
** The format, one item a line (blank lines and lines starting "#" are
** ignored; a line has at most CK_LINE characters):
**
**   grundy-certificate 1             the format and its version
**   family FAMILY                    tb(CODE), octal(CODE), sub(S), sub(S);misere,
**                                    treblecross or staircase (check.h)
**   claim KIND ARGS                  what is claimed (the kinds below)
**   …                                the kind's own lines
**   end
**
** claim period N0 P: SG(n + P) = SG(n) for every n ≥ N0 (for sub(S);misere
** the misère outcomes, 1 for a P-position, repeat instead). Its lines:
**   theorem NAME B        the periodicity theorem (take-and-break,
**                         subtraction, subtraction-misere, treblecross-stretch,
**                         staircase) and the bound B up to which
**                         SG(n + P) = SG(n) is checked, n0 ≤ n < B. The
**                         checker derives the bound the theorem needs itself
**                         (ckverify.c) and refuses a smaller B.
**   mask M0 M1            optional: the rare/common masks as a hint (hex, or
**                         "-"), for splits removing an even and an odd number
**   values COUNT FORMAT   optional: the values of sizes 0..N0+P-1 (COUNT =
**                         N0 + P); the checker verifies each as the mex of its
**                         options, and those of sizes from N0 + P on, which
**                         the claim gives, as well. Without it the checker
**                         computes the values itself.
** claim values N: the values of sizes 0..N-1 are right. Its lines: an
**   optional mask line, then "values N FORMAT" and the values.
**
** Values: FORMAT "dec": whole numbers separated by blanks, on as many lines
** as wanted; FORMAT "base64 W": each value in W bits (1..32), most
** significant first, one bit string for all, in base64 (A-Z a-z 0-9 + /,
** no "="), on lines of any length; the bits after the last value are 0.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ckint.h"

#define CK_LINE 4096        /* characters in a line */
#define CK_CHUNK 16384      /* bytes read at once */
#define CK_SELF_WORK 4000000000LL /* options the checker looks at computing values itself */

/* ---- reading lines ---------------------------------------------------------------- */

struct ck_cert {
  ck_read_fn read;
  void *rud;
  char chunk[CK_CHUNK];
  size_t have, at;         /* bytes in chunk, the next one */
  int eof;
  char line[CK_LINE + 2];
  int64_t lineno;
  ck_family *f;
  const char *args;        /* the claim line after its kind */
  uint32_t *v;             /* values (counted in f) */
  size_t vbytes;
  int64_t work;            /* options looked at */
  int64_t budget;          /* options that may still be looked at (-1: no bound) */
  int64_t bound;           /* the call's bound on them (-1: none) */
  char *out;               /* the message in English, or the verdict's JSON */
  size_t cap;
  ck_msg said;             /* the message (or the verdict's words) */
  ck_msg tmp;              /* a message being built (CK_BAD, CK_CERT_SAY) */
};

ck_family *ck_cert_family(ck_cert *c) { return c->f; }
const char *ck_cert_args(const ck_cert *c) { return c->args; }
const char *ck_cert_text(const ck_cert *c) { return c->line; }
uint32_t *ck_cert_v(ck_cert *c) { return c->v; }

ck_msg *ck_cert_tmp(ck_cert *c) { return &c->tmp; }

void ck_cert_say(ck_cert *c, const ck_msg *m) {
  c->said = *m;
  ck_msg_text(&c->said, c->out, c->cap);
}

ck_status ck_cert_bad(ck_cert *c, const ck_msg *what) {
  CK_SET(&c->said, line, ck_i(c->lineno), ck_n(what));
  ck_msg_text(&c->said, c->out, c->cap);
  return CK_MALFORMED;
}

void ck_cert_verdict(ck_cert *c, const ck_msg *words, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(c->out, c->cap, fmt, ap);
  va_end(ap);
  if (words != NULL) c->said = *words;
  else c->said.nodes = 0;
}

/* Reads one raw line into c->line; 0 at the end of the input, -1 when it is
** too long or holds a NUL byte (c->out says so). */
static int raw_line(ck_cert *c) {
  size_t n = 0;
  int any = 0;
  c->lineno++;
  for (;;) {
    char ch;
    if (c->at == c->have) {
      if (c->eof) break;
      c->have = c->read(c->rud, c->chunk, sizeof c->chunk);
      c->at = 0;
      if (c->have == 0) {
        c->eof = 1;
        break;
      }
    }
    ch = c->chunk[c->at++];
    any = 1;
    if (ch == '\n') break;
    if (ch == '\0') {
      CK_BAD0(c, cert_nul);
      return -1;
    }
    if (n == CK_LINE) {
      CK_BAD(c, cert_long, ck_i(CK_LINE));
      return -1;
    }
    c->line[n++] = ch;
  }
  if (n > 0 && c->line[n - 1] == '\r') n--;
  c->line[n] = '\0';
  return any ? 1 : 0;
}

/* The next line that is neither blank nor a comment: 1, 0 at the end, -1
** on a malformed line. */
int ck_cert_next(ck_cert *c) {
  for (;;) {
    int r = raw_line(c);
    const char *p = c->line;
    if (r <= 0) return r;
    while (*p == ' ' || *p == '\t') p++;
    if (*p != '\0' && *p != '#') return 1;
  }
}

/* The line's first word is `key`: returns the rest (blanks skipped), or NULL. */
const char *ck_word(const char *line, const char *key) {
  size_t n = strlen(key);
  if (strncmp(line, key, n) != 0 || (line[n] != ' ' && line[n] != '\0')) return NULL;
  line += n;
  while (*line == ' ') line++;
  return line;
}

/* Reads a whole number 0..max at *p (blanks before it skipped). */
int ck_number(const char **p, int64_t max, int64_t *out) {
  const char *s = *p;
  int64_t x = 0;
  while (*s == ' ' || *s == '\t') s++;
  if (*s < '0' || *s > '9') return 0;
  while (*s >= '0' && *s <= '9') {
    if (x > (max - (*s - '0')) / 10) return 0;
    x = x * 10 + (*s++ - '0');
  }
  if (*s != '\0' && *s != ' ' && *s != '\t') return 0;
  *p = s;
  *out = x;
  return 1;
}

int ck_blank(const char *p) {
  while (*p == ' ' || *p == '\t') p++;
  return *p == '\0';
}

/* ---- values ------------------------------------------------------------------------ */

static int b64(char ch) {
  if (ch >= 'A' && ch <= 'Z') return ch - 'A';
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 26;
  if (ch >= '0' && ch <= '9') return ch - '0' + 52;
  if (ch == '+') return 62;
  if (ch == '/') return 63;
  return -1;
}

/* Reads the values that follow "values COUNT FORMAT …" (rest = after COUNT)
** into v[0..count-1]. */
ck_status ck_cert_values(ck_cert *c, const char *rest, int64_t count, uint32_t *v) {
  const char *fmt;
  int64_t k = 0;
  while (*rest == ' ') rest++;
  fmt = rest;
  if (ck_word(fmt, "dec") != NULL) {
    if (!ck_blank(ck_word(fmt, "dec"))) return CK_BAD0(c, values_dec_after);
    while (k < count) {
      const char *p;
      int r = ck_cert_next(c);
      if (r < 0) return CK_MALFORMED;
      if (r == 0) return CK_BAD(c, values_ends, ck_i(k), ck_i(count));
      p = c->line;
      while (!ck_blank(p)) {
        int64_t x;
        const char *q = p;
        while (*q == ' ' || *q == '\t') q++;
        if (!ck_number(&p, 4294967295LL, &x)) {
          const char *e = q;
          char what[41];
          while (*e && *e != ' ' && *e != '\t') e++;
          snprintf(what, sizeof what, "%.*s", (int)(e - q > 40 ? 40 : e - q), q);
          return CK_BAD(c, values_bad, ck_i(4294967295LL), ck_t(what));
        }
        if (k == count) return CK_BAD(c, values_more, ck_i(count));
        v[k++] = (uint32_t)x;
      }
    }
    return CK_OK;
  }
  if (ck_word(fmt, "base64") != NULL) {
    const char *p = ck_word(fmt, "base64");
    int64_t w, chars, got = 0;
    uint64_t acc = 0;
    int nacc = 0;
    if (!ck_number(&p, 32, &w) || w < 1 || !ck_blank(p))
      return CK_BAD(c, values_base64, ck_i(1), ck_i(32));
    chars = (count * w + 5) / 6;
    while (got < chars) {
      int r = ck_cert_next(c);
      if (r < 0) return CK_MALFORMED;
      if (r == 0)
        return CK_BAD(c, values_ends, ck_i(k), ck_i(count));
      for (p = c->line; *p; p++) {
        int d;
        if (*p == ' ' || *p == '\t') continue;
        if ((d = b64(*p)) < 0) {
          char ch[2];
          ch[0] = *p, ch[1] = '\0';
          return CK_BAD(c, values_char, ck_t(ch));
        }
        if (got == chars) return CK_BAD(c, values_data, ck_i(count), ck_i(w));
        got++;
        acc = acc << 6 | (uint64_t)d;
        nacc += 6;
        while (nacc >= w && k < count) {
          nacc -= (int)w;
          v[k++] = (uint32_t)(acc >> nacc & (((uint64_t)1 << w) - 1));
          acc &= ((uint64_t)1 << nacc) - 1;
        }
      }
    }
    if (acc != 0) return CK_BAD0(c, values_bits);
    return CK_OK;
  }
  return CK_BAD0(c, values_format);
}

/* Room for n values, counted against the checker's limit. */
ck_status ck_cert_room(ck_cert *c, int64_t n) {
  size_t lim = c->f->host.limit ? c->f->host.limit : CK_DEFAULT_LIMIT;
  if (n < 0 || (uint64_t)n > (uint64_t)(lim / sizeof(uint32_t))) {
    CK_CERT_SAY(c, values_room, ck_i(n), ck_i(n / (1 << 18) + 1), ck_i((int64_t)(lim >> 20)));
    return CK_ENOMEM;
  }
  c->vbytes = (size_t)(n > 0 ? n : 1) * sizeof(uint32_t);
  c->v = ck_alloc(c->f, c->vbytes);
  if (c->v == NULL) {
    c->vbytes = 0;
    CK_CERT_SAY(c, values_room_held, ck_i(n), ck_i(n / (1 << 18) + 1), ck_i((int64_t)(lim >> 20)));
    return CK_ENOMEM;
  }
  return CK_OK;
}

/* An optional "mask M0 M1" line (read as the current line). Returns 1 when it
** was one, 0 when not, -1 when malformed. */
int ck_cert_mask(ck_cert *c) {
  const char *p = ck_word(c->line, "mask");
  int64_t m[2];
  int i;
  if (p == NULL) return 0;
  for (i = 0; i < 2; i++) {
    while (*p == ' ') p++;
    if (*p == '-' && (p[1] == ' ' || p[1] == '\0')) {
      m[i] = -1;
      p++;
      continue;
    }
    if (p[0] == '0' && p[1] == 'x') {
      char *e;
      unsigned long long x = strtoull(p + 2, &e, 16);
      if (e == p + 2 || (*e != ' ' && *e != '\0') || x >= (1ULL << 40)) break;
      m[i] = (int64_t)x;
      p = e;
      continue;
    }
    break;
  }
  if (i < 2 || !ck_blank(p)) {
    CK_BAD(c, mask, ck_t("0x1e"));
    return -1;
  }
  ck_hint(c->f, m);
  return 1;
}

/* The "end" line, then nothing. */
ck_status ck_cert_end(ck_cert *c, int r) {
  if (r < 0) return CK_MALFORMED;
  if (r == 0) return CK_BAD0(c, end_missing);
  if (strcmp(c->line, "end") != 0) return CK_BAD0(c, end_expected);
  r = ck_cert_next(c);
  if (r < 0) return CK_MALFORMED;
  if (r > 0) return CK_BAD0(c, end_after);
  return CK_OK;
}

int64_t ck_cert_budget(const ck_cert *c) { return c->budget; }

void ck_cert_spent(ck_cert *c, int64_t n) {
  c->work += n;
  if (c->budget >= 0) c->budget -= n < c->budget ? n : c->budget;
}

/* ---- claim kinds ------------------------------------------------------------------- */

/* A budget for one step of the work, at most `most` (-1: the rest). */
static int64_t take(const ck_cert *c, int64_t most) {
  int64_t b = c->budget < 0 ? INT64_MAX : c->budget;
  return most >= 0 && most < b ? most : b;
}

/* After a step given `given` and left with `left`. */
static void spent(ck_cert *c, int64_t given, int64_t left) {
  c->work += given - left;
  if (c->budget >= 0) c->budget -= given - left;
}

/* x rounded up to two significant digits: a bound to suggest. */
static long long round_up(double x) {
  double s = 1;
  if (x >= 9e18) return 9000000000000000000LL;
  while (x / s >= 100) s *= 10;
  return (long long)(s * (double)(long long)(x / s + 0.999999));
}

ck_status ck_cert_over(ck_cert *c, double est, int least, const ck_msg *asks, const ck_msg *fits) {
  double all = est + (double)c->work;
  char n[32];
  ck_num(n, sizeof n, all);
  if (least)
    CK_CERT_SAY(c, over_least, ck_t(n), ck_n(asks), ck_i(c->bound), ck_n(fits));
  else
    CK_CERT_SAY(c, over, ck_t(n), ck_n(asks), ck_i(c->bound), ck_n(fits), ck_i(round_up(4 * all)));
  return CK_PENDING;
}

/* Whether verifying sizes ck_checked(f)..n-1 of v (NULL: values the
** checker computes, by plain mex) fits what the bound leaves; *fits: the
** sizes below it that do. */
static int affordable(ck_cert *c, const uint32_t *v, int64_t n, double *est, int64_t *fits) {
  *fits = n;
  *est = ck_estimate(c->f, v, n, c->budget, fits);
  return c->budget < 0 || *est <= (double)c->budget;
}

static ck_status out_of_work(ck_cert *c) {
  CK_CERT_SAY(c, work_out, ck_i(c->bound));
  return CK_PENDING;
}

/* The message of a refusal, for a size past the values given (the claim
** made it): the claim is what fails there. */
static void refused(ck_cert *c, int64_t given, int64_t n0, int64_t p) {
  ck_family *f = c->f;
  int64_t at = ck_failed_at(f);
  if (f->bad >= 0 && at >= given && at - p >= n0) {
    uint32_t t = ck_truth(f, c->v, at, &c->work);
    ck_msg by;
    if (f->kind == CK_SUBMIS) CK_SET0(&by, word_outcome);
    else CK_SET0(&by, word_mex);
    CK_CERT_SAY(c, period_fails, ck_t(f->kind == CK_SUBMIS ? "o" : "SG"), ck_i(at - p), ck_i(at),
                ck_i(t), ck_n(&by), ck_i(c->v[at - p]), ck_i(p), ck_i(n0));
  } else {
    ck_cert_say(c, ck_said(f));
  }
}

/* claim period N0 P */
static ck_status claim_period(ck_cert *c) {
  const char *p = c->args, *q;
  ck_family *f = c->f;
  int64_t n0, per, B, Bc, need, given = -1, budget;
  ck_status st;
  int r;
  if (!ck_number(&p, (int64_t)1 << 40, &n0) || !ck_number(&p, (int64_t)1 << 40, &per) ||
      per < 1 || !ck_blank(p))
    return CK_BAD0(c, period_claim);
  if ((r = ck_cert_next(c)) <= 0) return r < 0 ? CK_MALFORMED : CK_BAD0(c, period_theorem);
  if ((q = ck_word(c->line, "theorem")) == NULL) return CK_BAD0(c, period_theorem_line);
  if (strncmp(q, ck_theorem(f), strlen(ck_theorem(f))) != 0 ||
      (q[strlen(ck_theorem(f))] != ' ' && q[strlen(ck_theorem(f))] != '\0')) {
    char what[41];
    snprintf(what, sizeof what, "%.40s", q);
    return CK_BAD(c, period_theorem_other, ck_t(f->text), ck_t(ck_theorem(f)), ck_t(what));
  }
  q += strlen(ck_theorem(f));
  if (!ck_number(&q, (int64_t)1 << 42, &B) || !ck_blank(q)) return CK_BAD0(c, period_bound);
  Bc = ck_bound(f, n0, per);
  if (Bc < 0) {
    ck_cert_say(c, ck_said(f));
    return CK_REFUSED;
  }
  if (B < Bc) {
    CK_CERT_SAY(c, period_short, ck_i(B), ck_i(per), ck_i(n0), ck_t(ck_theorem(f)), ck_i(Bc));
    return CK_REFUSED;
  }
  need = B > n0 ? B - 1 + per : n0 + per - 1; /* the last size the claim rests on */
  if ((st = ck_cert_room(c, need + 1)) != CK_OK) return st;
  r = ck_cert_next(c);
  if (r > 0) {
    int m = ck_cert_mask(c);
    if (m < 0) return CK_MALFORMED;
    if (m > 0) r = ck_cert_next(c);
  }
  if (r > 0 && (q = ck_word(c->line, "values")) != NULL) {
    if (!ck_number(&q, (int64_t)1 << 42, &given)) return CK_BAD0(c, period_values);
    if (given != n0 + per) return CK_BAD(c, period_count, ck_i(n0 + per), ck_i(given));
    if ((st = ck_cert_values(c, q, given, c->v)) != CK_OK) return st;
    r = ck_cert_next(c);
  }
  if ((st = ck_cert_end(c, r)) != CK_OK) return st;
  if (given < 0) { /* no values: the checker computes them */
    int64_t w0 = take(c, CK_SELF_WORK), w = w0, fits;
    double est;
    if (ck_estimate(f, NULL, n0 + per, -1, NULL) > (double)CK_SELF_WORK) {
      CK_CERT_SAY(c, period_self, ck_i(CK_SELF_WORK));
      return CK_REFUSED;
    }
    if (!affordable(c, NULL, n0 + per, &est, &fits)) {
      ck_msg asks, fit;
      CK_SET(&asks, asks_compute, ck_i(n0 + per - 1), ck_t(f->text));
      CK_SET(&fit, fits_values, ck_i(fits - 1));
      return ck_cert_over(c, est, 0, &asks, &fit);
    }
    st = ck_fill(f, c->v, n0 + per, &w);
    spent(c, w0, w);
    if (st == CK_PENDING && w0 == CK_SELF_WORK) {
      CK_CERT_SAY(c, period_self, ck_i(CK_SELF_WORK));
      return CK_REFUSED;
    }
    if (st == CK_PENDING) return out_of_work(c);
    if (st != CK_OK) {
      ck_cert_say(c, ck_said(f));
      return st;
    }
  }
  {
    int64_t k;
    for (k = n0 + per; k <= need; k++) c->v[k] = c->v[k - per]; /* what the claim says */
  }
  {
    int64_t fits;
    double est;
    if (!affordable(c, c->v, need + 1, &est, &fits)) {
      ck_msg asks, fit;
      int64_t Bfit = fits - per; /* need + 1 = B + p sizes */
      CK_SET(&asks, asks_bound, ck_i(need), ck_t(f->text), ck_i(B));
      if (Bfit >= Bc && B > n0) CK_SET(&fit, fits_bound, ck_i(Bfit), ck_t(ck_theorem(f)), ck_i(Bc));
      else CK_SET(&fit, fits_none, ck_t(ck_theorem(f)), ck_i(Bc));
      return ck_cert_over(c, est, 0, &asks, &fit);
    }
  }
  budget = take(c, -1);
  {
    int64_t b0 = budget;
    st = ck_period(f, c->v, need + 1, n0, per, B, &budget);
    spent(c, b0, budget);
  }
  if (st == CK_REFUSED) refused(c, given >= 0 ? given : n0 + per, n0, per);
  else if (st == CK_PENDING) return out_of_work(c);
  else if (st != CK_OK) ck_cert_say(c, ck_said(f));
  if (st != CK_OK) return st;
  ck_cert_verdict(c, NULL, "{\"verified\":true,\"family\":\"%s\",\"claim\":\"period\",\"preperiod\":%lld,"
         "\"period\":%lld,\"theorem\":\"%s\",\"bound\":%lld,\"theorem_bound\":%lld,\"needs\":%lld,"
         "\"values\":%lld,\"computed\":%s,\"work\":%lld}",
      f->text, (long long)n0, (long long)per, ck_theorem(f), (long long)B, (long long)Bc,
      (long long)need, (long long)(given >= 0 ? given : n0 + per), given >= 0 ? "false" : "true",
      (long long)c->work);
  return CK_OK;
}

/* claim values N */
static ck_status claim_values(ck_cert *c) {
  const char *p = c->args, *q;
  int64_t n, given, budget, b0;
  ck_status st;
  int r, m;
  if (!ck_number(&p, (int64_t)1 << 40, &n) || n < 1 || !ck_blank(p))
    return CK_BAD0(c, values_claim);
  if ((st = ck_cert_room(c, n)) != CK_OK) return st;
  if ((r = ck_cert_next(c)) <= 0) return r < 0 ? CK_MALFORMED : CK_BAD0(c, values_line);
  if ((m = ck_cert_mask(c)) < 0) return CK_MALFORMED;
  if (m > 0 && (r = ck_cert_next(c)) <= 0) return r < 0 ? CK_MALFORMED : CK_BAD0(c, values_line);
  if ((q = ck_word(c->line, "values")) == NULL || !ck_number(&q, (int64_t)1 << 42, &given))
    return CK_BAD0(c, values_line);
  if (given != n) return CK_BAD(c, values_count, ck_i(n), ck_i(given));
  if ((st = ck_cert_values(c, q, n, c->v)) != CK_OK) return st;
  if ((st = ck_cert_end(c, ck_cert_next(c))) != CK_OK) return st;
  {
    int64_t fits;
    double est;
    if (!affordable(c, c->v, n, &est, &fits)) {
      ck_msg asks, fit;
      CK_SET(&asks, asks_values, ck_i(n - 1), ck_t(c->f->text));
      CK_SET(&fit, fits_claim, ck_i(fits - 1), ck_i(fits));
      return ck_cert_over(c, est, 0, &asks, &fit);
    }
  }
  b0 = budget = take(c, -1);
  st = ck_verify(c->f, c->v, n, &budget);
  spent(c, b0, budget);
  if (st == CK_PENDING) return out_of_work(c);
  if (st != CK_OK) {
    ck_cert_say(c, ck_said(c->f));
    return st;
  }
  ck_cert_verdict(c, NULL, "{\"verified\":true,\"family\":\"%s\",\"claim\":\"values\",\"values\":%lld,\"work\":%lld}",
      c->f->text, (long long)n, (long long)c->work);
  return CK_OK;
}

/* The kinds of claim a certificate may make: one function each, reading the
** lines after its "claim" line (ckint.h's ck_cert_* calls) and verifying
** them. A kind in a file of its own (misère quotients, say, in
** c/ckquotient.c) declares its function in ckint.h and adds one line here:
**   {"quotient", ck_claim_quotient}, */
typedef struct ck_kind {
  const char *name;
  ck_status (*check)(ck_cert *c);
} ck_kind;

static const ck_kind kinds[] = {
  {"period", claim_period},
  {"values", claim_values},
  {"quotient", ck_claim_quotient},
};

/* "period, values": the kinds, for messages. */
static const char *kind_names(char *buf, size_t cap) {
  size_t i, n = 0;
  buf[0] = '\0';
  for (i = 0; i < sizeof kinds / sizeof kinds[0] && n + 2 < cap; i++)
    n += (size_t)snprintf(buf + n, cap - n, "%s%s", i ? ", " : "", kinds[i].name);
  return buf;
}

ck_status ck_check(ck_read_fn read, void *rud, const ck_host *host, char *out, size_t cap,
                   ck_msg *msg, int64_t *work) {
  ck_cert *c = malloc(sizeof *c); /* the reader's buffers (the checker's one fixed block) */
  ck_status st = CK_MALFORMED;
  const char *p;
  size_t i;
  int r;
  char names[128];
  if (c == NULL) {
    ck_msg m;
    CK_SET0(&m, nomem_family);
    ck_msg_text(&m, out, cap);
    if (msg != NULL) *msg = m;
    return CK_ENOMEM;
  }
  memset(c, 0, sizeof *c);
  c->budget = c->bound = work != NULL && *work >= 0 ? *work : -1;
  if (work != NULL) *work = 0;
  c->read = read;
  c->rud = rud;
  c->out = out;
  c->cap = cap;
  out[0] = '\0';
  r = ck_cert_next(c);
  if (r == 0) {
    CK_BAD(c, cert_empty, ck_i(CK_FORMAT_VERSION));
    goto done;
  }
  if (r < 0) goto done;
  if ((p = ck_word(c->line, "grundy-certificate")) == NULL) {
    CK_BAD(c, cert_not, ck_i(CK_FORMAT_VERSION));
    goto done;
  }
  {
    int64_t ver;
    if (!ck_number(&p, 1000000, &ver) || !ck_blank(p)) {
      CK_BAD(c, cert_header, ck_i(CK_FORMAT_VERSION));
      goto done;
    }
    if (ver != CK_FORMAT_VERSION) {
      CK_BAD(c, cert_version, ck_i(ver), ck_i(CK_FORMAT_VERSION));
      goto done;
    }
  }
  if ((r = ck_cert_next(c)) <= 0) {
    if (r == 0) CK_BAD0(c, cert_family);
    goto done;
  }
  if ((p = ck_word(c->line, "family")) == NULL || *p == '\0') {
    CK_BAD(c, cert_family_eg, ck_t("family tb(0.16)"));
    goto done;
  }
  c->f = ck_family_open(p, host, &c->tmp);
  if (c->f == NULL) {
    ck_cert_bad(c, &c->tmp);
    goto done;
  }
  if ((r = ck_cert_next(c)) <= 0) {
    if (r == 0) CK_BAD0(c, cert_claim);
    goto done;
  }
  if ((p = ck_word(c->line, "claim")) == NULL) {
    CK_BAD(c, cert_claim_kinds, ck_t(kind_names(names, sizeof names)));
    goto done;
  }
  for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if ((c->args = ck_word(p, kinds[i].name)) != NULL) break;
  if (i == sizeof kinds / sizeof kinds[0]) {
    char what[41];
    snprintf(what, sizeof what, "%.40s", p);
    CK_BAD(c, cert_claim_unknown, ck_t(what), ck_t(kind_names(names, sizeof names)));
    goto done;
  }
  st = kinds[i].check(c);
done:
  if (msg != NULL) *msg = c->said;
  if (c->f != NULL) {
    if (work != NULL) *work = c->work;
    ck_free(c->f, c->v, c->vbytes);
    ck_family_close(c->f);
  }
  free(c);
  return st;
}

/* ---- writing ------------------------------------------------------------------------ */

typedef struct wbuf {
  ck_write_fn write;
  void *ud;
  char b[8192];
  size_t n;
  int err;
} wbuf;

static void wflush(wbuf *w) {
  if (w->n > 0 && !w->err && w->write(w->ud, w->b, w->n) != 0) w->err = 1;
  w->n = 0;
}

static void wput(wbuf *w, const char *s, size_t n) {
  while (n > 0) {
    size_t k = sizeof w->b - w->n < n ? sizeof w->b - w->n : n;
    memcpy(w->b + w->n, s, k);
    w->n += k;
    s += k;
    n -= k;
    if (w->n == sizeof w->b) wflush(w);
  }
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void wprintf(wbuf *w, const char *fmt, ...) {
  char t[512];
  int n;
  va_list ap;
  va_start(ap, fmt);
  n = vsnprintf(t, sizeof t, fmt, ap);
  va_end(ap);
  if (n > 0) wput(w, t, (size_t)n < sizeof t ? (size_t)n : sizeof t - 1);
}

ck_status ck_write(const char *family, const char *claim, int64_t n0, int64_t p,
                   int64_t bound, const char *theorem, const int64_t masks[2], const uint32_t *v,
                   int64_t n, ck_write_fn write, void *wud) {
  static const char al[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  wbuf *w = malloc(sizeof *w);
  uint32_t top = 0;
  int64_t i;
  int bits = 1, err;
  if (w == NULL) return CK_ENOMEM;
  w->write = write;
  w->ud = wud;
  w->n = 0;
  w->err = 0;
  wprintf(w, "grundy-certificate %d\nfamily %s\n", CK_FORMAT_VERSION, family);
  if (strcmp(claim, "period") == 0) {
    wprintf(w, "claim period %lld %lld\ntheorem %s %lld\n", (long long)n0, (long long)p, theorem,
            (long long)bound);
    n = n0 + p;
  } else {
    wprintf(w, "claim values %lld\n", (long long)n);
  }
  if (masks != NULL && (masks[0] >= 0 || masks[1] >= 0)) {
    wput(w, "mask", 4);
    for (i = 0; i < 2; i++) {
      if (masks[i] >= 0) wprintf(w, " 0x%llx", (unsigned long long)masks[i]);
      else wput(w, " -", 2);
    }
    wput(w, "\n", 1);
  }
  for (i = 0; i < n; i++)
    if (v[i] > top) top = v[i];
  while (bits < 32 && (top >> bits) != 0) bits++;
  if (n <= 4096) {
    wprintf(w, "values %lld dec\n", (long long)n);
    for (i = 0; i < n; i++) wprintf(w, "%lu%s", (unsigned long)v[i], i % 32 == 31 || i == n - 1 ? "\n" : " ");
  } else {
    uint64_t acc = 0;
    int nacc = 0, col = 0;
    wprintf(w, "values %lld base64 %d\n", (long long)n, bits);
    for (i = 0; i <= n; i++) {
      if (i < n) {
        acc = acc << bits | v[i];
        nacc += bits;
      } else if (nacc % 6) { /* zero bits to the last character */
        acc <<= 6 - nacc % 6;
        nacc += 6 - nacc % 6;
      }
      while (nacc >= 6) {
        char ch = al[(acc >> (nacc - 6)) & 63];
        nacc -= 6;
        acc &= ((uint64_t)1 << nacc) - 1;
        wput(w, &ch, 1);
        if (++col == 76) {
          wput(w, "\n", 1);
          col = 0;
        }
      }
    }
    if (col) wput(w, "\n", 1);
  }
  wput(w, "end\n", 4);
  wflush(w);
  err = w->err;
  free(w);
  return err ? CK_EIO : CK_OK;
}

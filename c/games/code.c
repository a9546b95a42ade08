/*
** code.c — take-and-break codes: the grammar that heaps ("tb(…)") and rows
** of pins ("octal(…)") share, the canonical text, the rule in words and the
** named codes.
**
**   code  = [ digit [ mod ] ] "." *( digit [ mod ] ) [ "[" 1*( digit [ mod ] ) "]" ]
**   digit = "0"-"9" / "A"-"V"      values 0-31 ("a"-"v" are read as "A"-"V")
**   mod   = "!" / "?"
**
** Digit d_j after the point (j ≥ 1) says what a move that removes j tokens
** from one heap may leave: bit i (value 2^i) allows exactly i non-empty
** heaps — 1 nothing, 2 one heap, 4 two, 8 three, 16 four. The digit before
** the point, d_0, is for moves that remove nothing, so only splits make sense
** there (4, 8, 16 and their sums). "!" after a digit: the heaps it leaves
** are pairwise unequal; "?": not all equal. "[…]" repeats its digits
** forever: 0.[3] is Nim, 4.[3] Lasker's Nim.
**
** Canonical text: the digit before the point always written ("0.77", not
** ".77"); trailing zeros after the point dropped, one digit kept ("4!.0");
** a tail reduced to its shortest period and begun as early as it can
** ("0.3[73]" is "0.[37]", "0.7[0]" is "0.7"); a modifier dropped where it
** cannot matter (on digits that never leave two heaps) and "?" written "!"
** where the two mean the same (digits leaving at most two heaps).
*/
#include <string.h>
#include "code.h"

static const struct {
  const char *code, *name;
} named[] = {
  {"0.77", "Kayles"},        {"0.07", "Dawson's Kayles"}, {"0.137", "Dawson's chess"},
  {"0.6", "Officers"},       {"4!.0", "Grundy's game"},   {"4.[3]", "Lasker's Nim"},
  {"0.[3]", "Nim"},          {"0.007", "Treblecross's stretches"},
};

static int digit_value(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'V') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'v') return ch - 'a' + 10;
  return -1;
}

static char digit_char(int d) { return (char)(d < 10 ? '0' + d : 'A' + d - 10); }

/* Reads "!" or "?" after a digit (rows take none). */
static int read_mod(gr_cursor *c, int rows) {
  int m = *c->p == '!' ? GR_MOD_UNEQUAL : *c->p == '?' ? GR_MOD_NOTALL : GR_MOD_NONE;
  if (m == GR_MOD_NONE) return m;
  if (rows)
    gr_syntax(c, "a row of pins takes an octal code without \"!\" or \"?\"; codes with them "
                 "are played on heaps, e.g. tb(4!.0):7 (Grundy's game)");
  c->p++;
  if (*c->p == '!' || *c->p == '?') gr_syntax(c, "one \"!\" or \"?\" after a digit at most");
  return m;
}

/* One digit after the point, the j-th written; stored when j is in range. */
static void read_digit(gr_cursor *c, gr_code *code, int j, int rows) {
  int max = rows ? GR_MAX_OCTAL_DIGITS : GR_MAX_CODE_DIGITS;
  int d = digit_value(*c->p), m;
  if (rows && d > 7)
    gr_syntax(c, "\"%c\" is not an octal digit (0-7): a row of pins takes an octal code; "
                 "other codes are played on heaps, e.g. tb(0.%c):7", *c->p, *c->p);
  if (j > max && d != 0)
    gr_throw(c->ctx, GR_ELIMIT, "at character %ld: a %s may have at most %d digits after the "
             "point", (long)(c->p - c->text) + 1, rows ? "code for a row of pins" :
             "take-and-break code", max);
  c->p++;
  m = read_mod(c, rows);
  if (j <= max) {
    code->d[j] = (unsigned char)d;
    code->mod[j] = (unsigned char)m;
  }
}

/* The modifier as it is written canonically: nothing on a digit that never
** leaves two heaps, "!" for "?" on one that leaves at most two. */
static int tidy_mod(int d, int m) {
  if (d < 4) return GR_MOD_NONE;
  if (m == GR_MOD_NOTALL && d < 8) return GR_MOD_UNEQUAL;
  return m;
}

static int same_unit(const gr_code *c, int i, int j) {
  return c->d[i] == c->d[j] && c->mod[i] == c->mod[j];
}

/* Canonical form of a parsed code: modifiers tidied, the tail shortest and
** earliest, trailing zeros dropped. */
static void tidy(gr_code *c) {
  int j, all = 0;
  for (j = 0; j <= c->t; j++) c->mod[j] = (unsigned char)tidy_mod(c->d[j], c->mod[j]);
  if (c->tail > 0) {
    int p = c->t - c->tail, q, zero = 1;
    for (j = p + 1; j <= c->t; j++) zero &= c->d[j] == 0;
    if (zero) {
      c->t = p;
      c->tail = 0;
    } else {
      for (q = 1; q < c->tail; q++) { /* the shortest period of the tail */
        int ok = c->tail % q == 0;
        for (j = p + 1 + q; ok && j <= c->t; j++) ok = same_unit(c, j, j - q);
        if (ok) break;
      }
      c->tail = q;
      c->t = p + q;
      while (p > 0 && same_unit(c, p, c->t)) { /* start the tail one digit earlier */
        c->t--;
        p--;
      }
    }
  }
  if (c->tail == 0)
    while (c->t > 0 && c->d[c->t] == 0) c->t--;
  for (j = 0; j <= c->t; j++) all |= c->d[j];
  c->heaps = 0;
  while ((all >> (c->heaps + 1)) != 0) c->heaps++;
  c->octal = c->d[0] == 0 && c->tail == 0 && c->t <= GR_MAX_OCTAL_DIGITS;
  for (j = 1; j <= c->t; j++) c->octal &= c->d[j] <= 7;
}

gr_param *gr_code_parse(gr_cursor *c, int rows) {
  gr_param *p = gr_alloc(c->ctx, sizeof *p);
  gr_code *code = gr_alloc(c->ctx, sizeof *code);
  const char *first;
  int j = 0, any = 0;
  gr_buf t;
  memset(p, 0, sizeof *p);
  memset(code, 0, sizeof *code);
  while (*c->p == ' ') c->p++;
  if (*c->p != '.') { /* the digit before the point */
    const char *at = c->p;
    int d = digit_value(*c->p);
    if (d < 0)
      gr_syntax(c, rows ? "expected an octal code such as 0.77 (Kayles), 0.07 or 0.137"
                        : "expected a take-and-break code such as 0.77 (Kayles), 4!.0 "
                          "(Grundy's game) or 4.[3] (Lasker's Nim)");
    if (rows && d != 0)
      gr_syntax(c, "only octal codes that start \"0.\" are supported on a row of pins (a digit "
                   "before the point would let a move split a run without knocking a pin "
                   "down); such codes are played on heaps, e.g. tb(4!.0):7");
    c->p++;
    code->mod[0] = (unsigned char)read_mod(c, rows);
    if (digit_value(*c->p) >= 0)
      gr_syntax(c, "one digit before the point at most (it says how a heap may be split "
                   "without removing tokens)");
    if (*c->p != '.') gr_syntax(c, "expected \".\" and the digits after it, as in 0.77");
    if (d & 3) {
      c->p = at;
      gr_syntax(c, "the digit before the point says how a heap may be split without removing "
                   "tokens, so only 4 (two heaps), 8 (three), 16 (four) and their sums may "
                   "stand there, not %d (1 or 2 there would be a move that changes nothing)", d);
    }
    code->d[0] = (unsigned char)d;
  }
  c->p++; /* the point */
  first = c->p;
  while (digit_value(*c->p) >= 0) read_digit(c, code, ++j, rows);
  if (*c->p == '[') {
    int start = j;
    if (rows)
      gr_syntax(c, "a row of pins takes a finite octal code; repeating digits \"[…]\" are for "
                   "heaps, e.g. tb(0.[3]):7 (Nim)");
    c->p++;
    while (digit_value(*c->p) >= 0) read_digit(c, code, ++j, rows);
    if (j == start) gr_syntax(c, "expected the digits that repeat inside \"[…]\"");
    if (*c->p != ']') gr_syntax(c, "expected \"]\" after the digits that repeat");
    if (j > GR_MAX_CODE_DIGITS)
      gr_throw(c->ctx, GR_ELIMIT, "at character %ld: a take-and-break code may have at most %d "
               "digits after the point, the repeating ones included",
               (long)(c->p - c->text) + 1, GR_MAX_CODE_DIGITS);
    c->p++;
    code->tail = j - start;
  }
  if (c->p == first && (rows || code->d[0] == 0)) /* "4." is 4.0, "0." nothing */
    gr_syntax(c, "expected the digits after the point, e.g. 0.77");
  code->t = j < (rows ? GR_MAX_OCTAL_DIGITS : GR_MAX_CODE_DIGITS)
                ? j : (rows ? GR_MAX_OCTAL_DIGITS : GR_MAX_CODE_DIGITS);
  while (*c->p == ' ') c->p++;
  if (*c->p != ')' && *c->p != '\0')
    gr_syntax(c, "expected \")\" after the %s", rows ? "octal code" : "code");
  for (j = 0; j <= code->t; j++) any |= code->d[j];
  if (!any) {
    c->p = first;
    gr_syntax(c, "a code needs a nonzero digit (with only zeros no move is allowed)");
  }
  tidy(code);
  p->data = code;
  gr_buf_init(&t, c->ctx);
  gr_code_format(&t, code);
  p->text = t.s;
  return p;
}

static void put_unit(gr_buf *b, const gr_code *c, int j) {
  gr_putc(b, digit_char(c->d[j]));
  if (c->mod[j] == GR_MOD_UNEQUAL) gr_putc(b, '!');
  if (c->mod[j] == GR_MOD_NOTALL) gr_putc(b, '?');
}

void gr_code_format(gr_buf *b, const gr_code *c) {
  int j, p = c->t - c->tail;
  put_unit(b, c, 0);
  gr_putc(b, '.');
  for (j = 1; j <= p; j++) put_unit(b, c, j);
  if (c->tail > 0) {
    gr_putc(b, '[');
    for (j = p + 1; j <= c->t; j++) put_unit(b, c, j);
    gr_putc(b, ']');
  } else if (p == 0) {
    gr_putc(b, '0');
  }
}

/* Where removing j tokens falls among the written digits. */
static int unit_of(const gr_code *c, gr_int j) {
  gr_int p;
  if (j <= c->t) return (int)j;
  if (c->tail == 0) return -1;
  p = c->t - c->tail;
  return (int)(p + 1 + (j - p - 1) % c->tail);
}

int gr_code_digit(const gr_code *c, gr_int j) {
  int u = unit_of(c, j);
  return u < 0 ? 0 : c->d[u];
}

int gr_code_mod(const gr_code *c, gr_int j) {
  int u = unit_of(c, j);
  return u < 0 ? GR_MOD_NONE : c->mod[u];
}

/* ---- words ---------------------------------------------------------------- */

static const char *name_of(const char *text) {
  size_t i;
  for (i = 0; i < sizeof named / sizeof named[0]; i++)
    if (strcmp(text, named[i].code) == 0) return named[i].name;
  return NULL;
}

void gr_code_title(gr_buf *b, const gr_param *p) {
  const gr_code *c = p->data;
  const char *name = name_of(p->text);
  if (name != NULL) gr_printf(b, "%s (%s)", name, p->text);
  else if (c->octal) gr_printf(b, "the octal game %s", p->text);
  else gr_printf(b, "the code %s", p->text);
}

/* "nothing, one heap or two unequal heaps" for digit d with modifier m. */
static void leaves(gr_buf *b, int d, int m) {
  static const char *const n[] = {"nothing", "one heap", "two", "three", "four"};
  int i, k = 0, count = 0;
  for (i = 0; i <= 4; i++) count += (d >> i) & 1;
  for (i = 0; i <= 4; i++) {
    if (!((d >> i) & 1)) continue;
    gr_puts(b, k == 0 ? "" : k == count - 1 ? " or " : ", ");
    k++;
    gr_puts(b, n[i]);
    if (i < 2) continue;
    if (m != GR_MOD_NONE && i == 2) gr_puts(b, " unequal"); /* "?" and "!" alike for two */
    if (m == GR_MOD_UNEQUAL && i > 2) gr_puts(b, " different");
    gr_puts(b, " heaps");
    if (m == GR_MOD_NOTALL && i > 2) gr_puts(b, " not all equal");
  }
}

/* "splits a heap into two unequal heaps" (d_0), "removes 2 tokens, leaving
** one heap or two" (d_j). */
static void clause(gr_buf *b, int d, int m, const char *tokens) {
  if (tokens == NULL) {
    gr_puts(b, "splits a heap into ");
    leaves(b, d, m);
  } else {
    gr_printf(b, "removes %s, leaving ", tokens);
    leaves(b, d, m);
  }
}

void gr_code_words(gr_buf *b, const gr_param *p) {
  const gr_code *c = p->data;
  int j, first = 1, pre = c->t - c->tail;
  gr_code_title(b, p);
  gr_puts(b, ": a move ");
  if (c->d[0]) {
    clause(b, c->d[0], c->mod[0], NULL);
    first = 0;
  }
  for (j = 1; j <= pre; j++) {
    if (c->d[j] == 0) continue;
    gr_puts(b, first ? "" : "; or ");
    first = 0;
    clause(b, c->d[j], c->mod[j], gr_fmt(b->ctx, "%d token%s", j, j > 1 ? "s" : ""));
  }
  for (j = pre + 1; j <= c->t; j++) {
    if (c->d[j] == 0) continue;
    gr_puts(b, first ? "" : "; or ");
    first = 0;
    if (c->tail == 1)
      clause(b, c->d[j], c->mod[j], gr_fmt(b->ctx, "any number of tokens from %d on", j));
    else
      clause(b, c->d[j], c->mod[j], gr_fmt(b->ctx, "%d, %d, %d, … tokens", j, j + c->tail,
                                           j + 2 * c->tail));
  }
  gr_putc(b, '.');
}

void gr_code_info(gr_buf *b) {
  size_t i;
  gr_puts(b, ",\"codes\":[");
  for (i = 0; i < sizeof named / sizeof named[0]; i++) {
    gr_printf(b, "%s{\"code\":\"%s\",\"name\":", i ? "," : "", named[i].code);
    gr_put_json_string(b, named[i].name);
    gr_printf(b, ",\"rows\":%s}", strchr(named[i].code, '[') || named[i].code[0] != '0' ? "false"
                                                                                     : "true");
  }
  gr_putc(b, ']');
}

/* A random small code for tests (gr_game.random): on rows an octal code of
** one to three digits, on heaps any digits up to 15, modifiers, a digit
** before the point, a repeating tail now and then. */
void gr_code_random(gr_buf *b, uint64_t *seed, int rows) {
  static const char *const before[] = {"0", "0", "0", "4", "4!", "4?", "8"};
  int t = (int)gr_rand(seed, 1, 3), j;
  gr_puts(b, rows ? "0" : before[gr_rand(seed, 0, 6)]);
  gr_putc(b, '.');
  for (j = 1; j <= t; j++) {
    int d = (int)gr_rand(seed, j == t ? 1 : 0, rows ? 7 : 15);
    gr_putc(b, "0123456789ABCDEF"[d]);
    if (!rows && d >= 4 && gr_rand(seed, 0, 3) == 0) gr_putc(b, gr_rand(seed, 0, 1) ? '!' : '?');
  }
  if (!rows && gr_rand(seed, 0, 5) == 0) gr_printf(b, "[%c]", "1237"[gr_rand(seed, 0, 3)]);
}

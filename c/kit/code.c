/*
** code.c — take-and-break codes: the grammar that the games of heaps and of
** rows of pins share, the canonical text, the rule in words and the named
** codes.
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
#include "../game.h"
#include "../codegen.h"
#include "code.h"

/* The codes' words (msg.h), defined once here. */
#define GR_MSG(sym, n, id, en) GR_MSG_DEFINE(sym, n, id, en)
#include "msg.h"
#undef GR_MSG

static const struct {
  const char *code;
  const gr_msg *name;
} named[] = {
  {"0.77", GR_W(code_name_kayles)},   {"0.07", GR_W(code_name_dawson)},
  {"0.137", GR_W(code_name_chess)},   {"0.6", GR_W(code_name_officers)},
  {"4!.0", GR_W(code_name_grundy)},   {"4.[3]", GR_W(code_name_lasker)},
  {"0.[3]", GR_W(code_name_nim)},     {"0.007", GR_W(code_name_treblecross)},
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
  if (rows) gr_syntax(c, GR_W(err_code_rows_mod));
  c->p++;
  if (*c->p == '!' || *c->p == '?') gr_syntax(c, GR_W(err_code_mod_twice));
  return m;
}

/* One digit after the point, the j-th written; stored when j is in range. */
static void read_digit(gr_cursor *c, gr_code *code, int j, int rows) {
  int max = rows ? GR_MAX_OCTAL_DIGITS : GR_MAX_CODE_DIGITS;
  int d = digit_value(*c->p), m;
  if (rows && d > 7)
    gr_syntax(c, gr_m1(c->ctx, GR_M(err_code_octal_digit), gr_tc(c->ctx, *c->p)));
  if (j > max && d != 0)
    gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, rows ? GR_M(err_code_rows_digits)
                                                   : GR_M(err_code_digits),
                                      gr_i((gr_int)(c->p - c->text) + 1), gr_i(max)));
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
      gr_syntax(c, rows ? GR_W(err_code_rows_expected) : GR_W(err_code_expected));
    if (rows && d != 0) gr_syntax(c, GR_W(err_code_rows_zero));
    c->p++;
    code->mod[0] = (unsigned char)read_mod(c, rows);
    if (digit_value(*c->p) >= 0)
      gr_syntax(c, GR_W(err_code_before_one));
    if (*c->p != '.') gr_syntax(c, GR_W(err_code_point));
    if (d & 3) {
      c->p = at;
      gr_syntax(c, gr_m1(c->ctx, GR_M(err_code_before), gr_i(d)));
    }
    code->d[0] = (unsigned char)d;
  }
  c->p++; /* the point */
  first = c->p;
  while (digit_value(*c->p) >= 0) read_digit(c, code, ++j, rows);
  if (*c->p == '[') {
    int start = j;
    if (rows)
      gr_syntax(c, GR_W(err_code_rows_repeat));
    c->p++;
    while (digit_value(*c->p) >= 0) read_digit(c, code, ++j, rows);
    if (j == start) gr_syntax(c, GR_W(err_code_repeat_empty));
    if (*c->p != ']') gr_syntax(c, GR_W(err_code_repeat_close));
    if (j > GR_MAX_CODE_DIGITS)
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_code_repeat_digits),
                                        gr_i((gr_int)(c->p - c->text) + 1),
                                        gr_i(GR_MAX_CODE_DIGITS)));
    c->p++;
    code->tail = j - start;
  }
  if (c->p == first && (rows || code->d[0] == 0)) /* "4." is 4.0, "0." nothing */
    gr_syntax(c, GR_W(err_code_after_point));
  code->t = j < (rows ? GR_MAX_OCTAL_DIGITS : GR_MAX_CODE_DIGITS)
                ? j : (rows ? GR_MAX_OCTAL_DIGITS : GR_MAX_CODE_DIGITS);
  while (*c->p == ' ') c->p++;
  if (*c->p != ')' && *c->p != '\0')
    gr_syntax(c, rows ? GR_W(err_code_rows_close) : GR_W(err_code_close));
  for (j = 0; j <= code->t; j++) any |= code->d[j];
  if (!any) {
    c->p = first;
    gr_syntax(c, GR_W(err_code_zero));
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

static const gr_msg *name_of(const char *text) {
  size_t i;
  for (i = 0; i < sizeof named / sizeof named[0]; i++)
    if (strcmp(text, named[i].code) == 0) return named[i].name;
  return NULL;
}

const gr_msg *gr_code_title(gr_ctx *ctx, const gr_param *p) {
  const gr_code *c = p->data;
  const gr_msg *name = name_of(p->text);
  if (name != NULL) return gr_m2(ctx, GR_M(code_named), gr_n(name), gr_t(p->text));
  return gr_m1(ctx, c->octal ? GR_M(code_octal) : GR_M(code_plain), gr_t(p->text));
}

/* "nothing, one heap or two unequal heaps" for digit d with modifier m. */
static const gr_msg *leaves(gr_ctx *ctx, int d, int m) {
  static const gr_md0 *const plain[] = {GR_M(word_nothing), GR_M(code_one), GR_M(code_two),
                                        GR_M(code_three), GR_M(code_four)};
  static const gr_md0 *const unequal[] = {NULL, NULL, GR_M(code_two_unequal),
                                          GR_M(code_three_different),
                                          GR_M(code_four_different)};
  static const gr_md0 *const notall[] = {NULL, NULL, GR_M(code_two_unequal),
                                         GR_M(code_three_notall), GR_M(code_four_notall)};
  const gr_msg **item = gr_alloc(ctx, 5 * sizeof *item);
  int i, k = 0;
  for (i = 0; i <= 4; i++) {
    if (!((d >> i) & 1)) continue;
    /* "?" and "!" alike for two */
    item[k++] = gr_m0(i < 2 || m == GR_MOD_NONE ? plain[i]
                      : m == GR_MOD_UNEQUAL      ? unequal[i]
                                                 : notall[i]);
  }
  if (k == 1) return item[0];
  return gr_m2(ctx, GR_M(word_or), gr_l(item, k - 1), gr_n(item[k - 1]));
}

/* "splits a heap into two unequal heaps" (d_0), "removes 2 tokens, leaving
** one heap or two" (d_j). */
static const gr_msg *clause(gr_ctx *ctx, int d, int m, const gr_msg *tokens) {
  if (tokens == NULL) return gr_m1(ctx, GR_M(code_splits), gr_n(leaves(ctx, d, m)));
  return gr_m2(ctx, GR_M(code_removes), gr_n(tokens), gr_n(leaves(ctx, d, m)));
}

const gr_msg *gr_code_words(gr_ctx *ctx, const gr_param *p) {
  const gr_code *c = p->data;
  int j, k = 0, pre = c->t - c->tail;
  const gr_msg **cl = gr_alloc(ctx, (size_t)(c->t + 1) * sizeof *cl), *all;
  if (c->d[0]) cl[k++] = clause(ctx, c->d[0], c->mod[0], NULL);
  for (j = 1; j <= pre; j++) {
    if (c->d[j] == 0) continue;
    cl[k++] = clause(ctx, c->d[j], c->mod[j],
                     gr_m1(ctx, j > 1 ? GR_M(code_tokens) : GR_M(code_token), gr_i(j)));
  }
  for (j = pre + 1; j <= c->t; j++) {
    if (c->d[j] == 0) continue;
    if (c->tail == 1)
      cl[k++] = clause(ctx, c->d[j], c->mod[j], gr_m1(ctx, GR_M(code_tokens_from), gr_i(j)));
    else
      cl[k++] = clause(ctx, c->d[j], c->mod[j],
                       gr_m3(ctx, GR_M(code_tokens_every), gr_i(j), gr_i(j + c->tail),
                             gr_i(j + 2 * c->tail)));
  }
  /* "A; or B; or C", nested from the right */
  all = k > 0 ? cl[k - 1] : GR_W(word_nothing); /* a code has a nonzero digit */
  for (j = k - 2; j >= 0; j--) all = gr_m2(ctx, GR_M(word_or_clause), gr_n(cl[j]), gr_n(all));
  return gr_m2(ctx, GR_M(code_words), gr_n(gr_code_title(ctx, p)), gr_n(all));
}

void gr_code_info(gr_buf *b) {
  size_t i;
  gr_puts(b, ",\"codes\":[");
  for (i = 0; i < sizeof named / sizeof named[0]; i++) {
    gr_printf(b, "%s{\"code\":\"%s\",", i ? "," : "", named[i].code);
    gr_put_msg(b, "name", named[i].name);
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

/* ---- the rule as code (the code generator's brute force) ----------------------------- */

/* A row of digits (or modifiers) as an array's items. */
static const char *digit_list(gr_ctx *ctx, const unsigned char *d, int t) {
  gr_buf b;
  int j;
  gr_buf_init(&b, ctx);
  for (j = 0; j <= t; j++) gr_printf(&b, "%s%d", j ? ", " : "", d[j]);
  return b.s;
}

/* The loops over i heaps a <= b <= … that sum to r (i = 2, 3, 4), each
** value offered unless the modifier forbids it. */
static void split_loops(gr_coder *w, int i, int mods) {
  static const char *const name[] = {"a", "b", "c", "e"};
  int c = w->lang == GR_LANG_CPP, k;
  gr_buf xor;
  gr_buf_init(&xor, w->ctx);
  for (k = 0; k < i; k++) gr_printf(&xor, "%ssg[%s]", k ? " ^ " : "", name[k]);
  if (i == 2)
    gr_code_note(w, "bit 4: two heaps a + b = r, a <= b", "第 4 位：两堆 a + b = r，a ≤ b");
  else if (i == 3)
    gr_code_note(w, "bit 8: three heaps a + b + c = r, a <= b <= c", "第 8 位：三堆 a + b + c = r，a ≤ b ≤ c");
  else
    gr_code_note(w, "bit 16: four heaps a + b + c + e = r, a <= b <= c <= e",
                 "第 16 位：四堆 a + b + c + e = r，a ≤ b ≤ c ≤ e");
  gr_code_open(w, gr_fmt(w->ctx, "if (d & %d)", 1 << i), gr_fmt(w->ctx, "if d & %d:", 1 << i));
  /* a runs while i*a <= r; b from a while a + (i-1)*b <= r; c from b … */
  gr_code_open(w, gr_fmt(w->ctx, "for (ll a = 1; %d * a <= r; a++)", i),
               gr_fmt(w->ctx, "for a in range(1, r // %d + 1):", i));
  if (i >= 3)
    gr_code_open(w, gr_fmt(w->ctx, "for (ll b = a; a + %d * b <= r; b++)", i - 1),
                 gr_fmt(w->ctx, "for b in range(a, (r - a) // %d + 1):", i - 1));
  if (i >= 4)
    gr_code_open(w, "for (ll c = b; a + b + 2 * c <= r; c++)", "for c in range(b, (r - a - b) // 2 + 1):");
  if (i == 2) gr_code_line(w, c ? "ll b = r - a;" : "b = r - a");
  if (i == 3) gr_code_line(w, c ? "ll c = r - a - b;" : "c = r - a - b");
  if (i == 4) gr_code_line(w, c ? "ll e = r - a - b - c;" : "e = r - a - b - c");
  if (mods && i == 2) {
    gr_code_note(w, "\"!\" or \"?\": the two heaps unequal", "“!” 或 “?”：两堆不相等");
    gr_code_line(w, c ? "if (m != 0 && a == b) continue;" : "if m != 0 and a == b:");
    if (!c) gr_code_line(w, "    continue");
  } else if (mods) {
    const char *all = i == 3 ? "a == c" : "a == e";
    gr_code_note(w, "\"!\": the heaps pairwise unequal; \"?\": not all equal",
                 "“!”：各堆两两不等；“?”：各堆不全相等");
    if (c) {
      gr_code_line(w, "if (m == 1 && (%s)) continue;", i == 3 ? "a == b || b == c" : "a == b || b == c || c == e");
      gr_code_line(w, "if (m == 2 && %s) continue;", all);
    } else {
      gr_code_line(w, "if m == 1 and (%s):", i == 3 ? "a == b or b == c" : "a == b or b == c or c == e");
      gr_code_line(w, "    continue");
      gr_code_line(w, "if m == 2 and %s:", all);
      gr_code_line(w, "    continue");
    }
  }
  gr_code_line(w, c ? "opt(%s);" : "opt(%s)", xor.s);
  for (k = 2; k <= i; k++) gr_code_close(w);
  gr_code_close(w);
}

int gr_tb_brute(gr_coder *w, const gr_param *p) {
  const gr_code *code = p->data;
  int c = w->lang == GR_LANG_CPP, j, mods = 0, top = code->heaps, count = 0;
  static const double share[] = {1, 1, 0.25, 1.0 / 36, 1.0 / 576};
  for (j = 0; j <= code->t; j++) {
    mods |= code->mod[j] != GR_MOD_NONE;
    if (top >= 2 ? (code->d[j] >> top) & 1 : code->d[j] != 0) count++;
  }
  gr_code_note(w, "the code %s: D[j] says what removing j tokens from a heap may leave, by its bits:",
               "代码 %s：D[j] 的各位说明从一堆中取走 j 个后可以剩下什么：", p->text);
  gr_code_note(w, "1 nothing (the heap was exactly j), 2 one heap, 4 two heaps, 8 three, 16 four.",
               "1 什么都不剩（堆恰好是 j 个），2 一堆，4 两堆，8 三堆，16 四堆。");
  if (code->tail)
    gr_code_note(w, "Digits d0..dT are written out; the last TAIL of them repeat forever.",
                 "写出了 d0..dT 这些位；最后 TAIL 位无限重复。");
  if (c) {
    gr_code_line(w, "static const int D[] = {%s};", digit_list(w->ctx, code->d, code->t));
    if (mods) {
      gr_code_note(w, "M[j]: 0 any heaps, 1 pairwise unequal heaps (\"!\"), 2 not all equal (\"?\")",
                   "M[j]：0 任意，1 各堆两两不等（“!”），2 各堆不全相等（“?”）");
      gr_code_line(w, "static const int M[] = {%s};", digit_list(w->ctx, code->mod, code->t));
    }
    gr_code_line(w, "static const ll T = %d, TAIL = %d;", code->t, code->tail);
    gr_code_note(w, "the digit (or modifier) for removing j tokens", "取走 j 个时对应的位（或修饰符）");
    gr_code_open(w, "static int digit(const int* t, ll j)", NULL);
    if (code->tail) {
      gr_code_line(w, "if (j <= T) return t[j];");
      gr_code_line(w, "return t[T - TAIL + 1 + (j - T + TAIL - 1) %% TAIL];");
    } else {
      gr_code_line(w, "return j <= T ? t[j] : 0;");
    }
    gr_code_close(w);
  } else {
    gr_code_line(w, "D = [%s]", digit_list(w->ctx, code->d, code->t));
    if (mods) {
      gr_code_note(w, "M[j]: 0 any heaps, 1 pairwise unequal heaps (\"!\"), 2 not all equal (\"?\")",
                   "M[j]：0 任意，1 各堆两两不等（“!”），2 各堆不全相等（“?”）");
      gr_code_line(w, "M = [%s]", digit_list(w->ctx, code->mod, code->t));
    }
    gr_code_line(w, "T, TAIL = %d, %d", code->t, code->tail);
    gr_code_note(w, "the digit (or modifier) for removing j tokens", "取走 j 个时对应的位（或修饰符）");
    gr_code_open(w, NULL, "def digit(t, j):");
    if (code->tail) {
      gr_code_open(w, NULL, "if j <= T:");
      gr_code_line(w, "return t[j]");
      gr_code_close(w);
      gr_code_line(w, "return t[T - TAIL + 1 + (j - T + TAIL - 1) %% TAIL]");
    } else {
      gr_code_line(w, "return t[j] if j <= T else 0");
    }
    gr_code_close(w);
  }
  w->at = &w->body;
  w->indent = 1;
  gr_code_open(w, code->tail ? "for (ll j = 0; j <= n; j++)" : "for (ll j = 0; j <= n && j <= T; j++)",
               code->tail ? "for j in range(n + 1):" : "for j in range(min(n, T) + 1):");
  gr_code_line(w, c ? "int d = digit(D, j)%s;" : "d = digit(D, j)%s", mods ? (c ? ", m = digit(M, j)" : "") : "");
  if (mods && !c) gr_code_line(w, "m = digit(M, j)");
  gr_code_note(w, "r: the tokens left", "r：剩下的个数");
  gr_code_line(w, c ? "ll r = n - j;" : "r = n - j");
  gr_code_open(w, "if ((d & 1) && j >= 1 && r == 0)", "if d & 1 and j >= 1 and r == 0:");
  gr_code_note(w, "bit 1: the whole heap is taken, nothing is left", "第 1 位：整堆取走，什么都不剩");
  gr_code_line(w, c ? "opt(0);" : "opt(0)");
  gr_code_close(w);
  gr_code_open(w, "if ((d & 2) && j >= 1 && r >= 1)", "if d & 2 and j >= 1 and r >= 1:");
  gr_code_note(w, "bit 2: one heap of r is left", "第 2 位：剩下一堆 r 个");
  gr_code_line(w, c ? "opt(sg[r]);" : "opt(sg[r])");
  gr_code_close(w);
  for (j = 2; j <= top; j++) split_loops(w, j, mods);
  gr_code_close(w);
  w->order = (top >= 2 ? top : 1) + (code->tail ? 1 : 0);
  w->factor = (count > 0 ? count : 1) * share[top] * (code->tail ? 0.5 : 1);
  return 1;
}

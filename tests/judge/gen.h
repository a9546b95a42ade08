/*
** gen.h — what the random input generators share (oracle.c): the random
** numbers, growing strings, and the generated file with its layout.
*/
#ifndef JUDGE_GEN_H
#define JUDGE_GEN_H

#include <stddef.h>

extern unsigned long long rng_state;
unsigned long long rnd(void);
long rin(long lo, long hi);             /* lo..hi */
long long rll(long long lo, long long hi);
int chance(int percent);
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 1, 2)))
#endif
void die(const char *fmt, ...);

typedef struct sbuf {
  char *s;
  size_t n, cap;
} sbuf;
void sb_put(sbuf *b, const char *s, size_t n);
void sb_puts(sbuf *b, const char *s);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void sb_printf(sbuf *b, const char *fmt, ...);

/* The generated file: input, answers, case ends, layout. */
typedef struct gen {
  sbuf in, out, ends;
  const char *eol;  /* "\n" or "\r\n" for this file */
  int messy;        /* tabs, double blanks, trailing blanks, blank lines */
  int oneline;      /* northcott: the whole file on one line, as in the seed */
  int lenient;      /* past the statements' bounds, lists across lines */
} gen;

void g_sep(gen *g);           /* between two numbers on a line */
void g_eol(gen *g);           /* a line's end */
void g_blank_lines(gen *g);   /* sometimes blank lines, in messy files */
void g_case_end(gen *g, int lines); /* a case is over; it had `lines` lines of answers */
void g_list_sep(gen *g);      /* between two numbers of a list (lenient: maybe a line break) */

/* The classic problems' inputs (bank.c): 1 when `judge` is one of them. */
int bank_gen(const char *judge, gen *g);

#endif

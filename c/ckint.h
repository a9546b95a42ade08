/*
** ckint.h — the checker's private interface, shared by ckverify.c and
** check.c and by nothing else. Like check.h it includes only the C standard
** library.
*/
#ifndef CKINT_H
#define CKINT_H

#include <stddef.h>
#include <stdint.h>
#include "check.h"

#define CK_DIGITS 64      /* digits after the point of a code */
#define CK_SET_MAX 4096   /* numbers in a subtraction set */
#define CK_TAKE_MAX 1000000000LL /* the largest number in a subtraction set */
#define CK_MSG 640        /* bytes of a message */

enum { CK_TB, CK_OCTAL, CK_SUB, CK_SUBMIS, CK_TREBLE, CK_STAIR };
enum { CK_MOD_NONE = 0, CK_MOD_UNEQUAL = 1 /* "!" */, CK_MOD_NOTALL = 2 /* "?" */ };

typedef struct ck_fast ck_fast; /* the rare/common state of a two-heap code (ckverify.c) */

struct ck_family {
  ck_host host;
  size_t used;                 /* bytes held, against host.limit */
  int kind;                    /* CK_TB, … */
  char text[96];               /* the family as read, for messages (cut when long) */
  /* take-and-break codes (CK_TB, CK_OCTAL) */
  int t, tail;                 /* digits d[1..t]; the last `tail` of them repeat */
  int heaps;                   /* the most heaps a move leaves */
  unsigned char d[CK_DIGITS + 1], mod[CK_DIGITS + 1];
  /* subtraction sets (CK_SUB, CK_SUBMIS) */
  int nk;
  int64_t *k;                  /* increasing */
  /* verification */
  int64_t checked;             /* sizes 0..checked-1 verified */
  int64_t failed_at;           /* the size the last refusal names, or -1 */
  int64_t bad;                 /* the first size whose value was refused, or -1 */
  uint32_t V;                  /* every value verified is below V (a power of two) */
  uint32_t *seen, stamp;       /* [V] option stamps */
  int64_t hint[2];             /* mask hints (-1: none) */
  ck_fast *fast;               /* NULL: plain mex only (or trimmed) */
  int trimmed;                 /* the fast path's state was given back (ck_trim) */
  char msg[CK_MSG];
  char badmsg[CK_MSG];         /* the message of that refusal */
};

/* Counted memory of f; NULL when refused (the limit, or the system). */
void *ck_alloc(ck_family *f, size_t n);
void ck_free(ck_family *f, void *p, size_t n);
/* A family with no rules yet, for check.c's own allocations (values). */
ck_family *ck_family_new(const ck_host *host);

/* The value the rules give size n, v[0..n-1] being verified values: the mex
** of its options (or the staircase theorem's value, or the misère outcome). */
uint32_t ck_truth(ck_family *f, const uint32_t *v, int64_t n, int64_t *work);
/* Computes v[k] for k from where verification stopped up to n - 1 by plain
** mex, as verified values (for certificates that carry none). */
ck_status ck_fill(ck_family *f, uint32_t *v, int64_t n, int64_t *budget);
/* "heap", "row of … pins", "stretch of … cells", "… stairs": size n named. */
void ck_noun(const ck_family *f, int64_t n, char *out, size_t cap);

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void ck_say(ck_family *f, const char *fmt, ...);  /* sets f->msg */

#endif

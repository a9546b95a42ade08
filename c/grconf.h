/*
** grconf.h — the engine's own limits, as named defaults in one place. A
** game's limits live in its file and its descriptor (gr_game.limits).
** gr_info() hands both to JavaScript, so the page never retypes them.
*/
#ifndef GRCONF_H
#define GRCONF_H

#ifndef GR_JSON_ASCII
#define GR_JSON_ASCII 0 /* 1: JSON strings escape every character past ASCII
                        ** (\u2192); the wasm build sets it (Makefile) */
#endif
#define GR_DEFAULT_MEM_LIMIT (256u << 20) /* bytes a context may hold */
#define GR_MAX_TEXT 1000000L     /* characters in one position text */
#define GR_MAX_COMPONENTS 100000L /* components in one position */
#define GR_MAX_HEAP 9223372036854775807LL /* stones in a heap: 2^63 - 1 */
#define GR_WORK_CALL 268435456LL /* options an analysis or play may look at to grow
                                 ** tables by default (sequences and values: no bound) */
#define GR_WORK_FAR 4.0          /* a bounded analysis whose estimate is more than this many
                                 ** times its bound is refused before any value */
#define GR_MAX_MOVES 1000000L    /* moves gr_analyze will list */
#define GR_AUTO_MOVES 4000L      /* GR_MOVES_AUTO lists every move up to this many */
#define GR_AUTO_SEARCH 4e9       /* ... and when valuing them by search is estimated below
                                 ** this (past it, a search game's move values cost minutes) */
#define GR_SUGGEST_KEEP 256L     /* moves looked at for a suggestion, when not all are listed */
#define GR_TABLE_SHARE 2         /* family tables hold at most limit / this, in all */
#define GR_MAX_SEQUENCE 1000000L /* largest n for gr_sequence with its values in one text */
#define GR_CODE_MAX_N 1000000L   /* largest n the code generator writes a table of (gr_codegen) */
#define GR_CALL_WORK 16777216LL  /* search steps one call may spend (games that search) */
#define GR_SEARCH_MOVE_WORK 500.0  /* work units one move costs a search of a whole sum */
#define GR_SEARCH_STEPS 500.0    /* steps (a games' work estimate) one unit of a search's work
                                 ** takes: a position or option looked at (measured: 300-450 ns) */
#define GR_GENUS_WORK 10000000.0/* work units a genus's searches may take (misère analyses) */
#define GR_GENUS_COMPONENTS 16   /* components of a position whose genera are computed */
#define GR_QUOTIENT_CODES 8      /* codes in one misère quotient (several together) */
#define GR_QUOTIENT_MAX_ORDER 3000 /* elements of a quotient (or candidate) the search keeps */
#define GR_QUOTIENT_MAX_TRIAL 1048576L /* elements of a product monoid it reduces to a candidate */
#define GR_QUOTIENT_MAX_HEAP 100000L /* heaps a misère quotient is computed to, at most */
#define GR_QUOTIENT_EXPANSION_WORK 2000000000LL /* steps one new generator may take (wild codes stop) */
#define GR_QUOTIENT_UNPROVABLE_HEAP 60 /* heaps a quotient goes to without --max-heap when no
                                 ** period can be proven (tails, three heaps, modifiers) */
#define GR_QUOTIENT_SHARE 4      /* misère quotients hold at most limit / this, in all */
#define GR_MISERE_LIST 65536L   /* moves of one component a misère analysis looks through */
#define GR_QUOTIENT_TABLE 512    /* largest quotient whose multiplication table the JSON lists */

#endif

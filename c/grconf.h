/*
** grconf.h — every limit of the engine, as named defaults in one place.
** gr_info() hands them to JavaScript, so the page never retypes them.
*/
#ifndef GRCONF_H
#define GRCONF_H

#define GR_DEFAULT_MEM_LIMIT (256u << 20) /* bytes a context may hold */
#define GR_MAX_TEXT 1000000L     /* characters in one position text */
#define GR_MAX_COMPONENTS 100000L /* components in one position */
#define GR_MAX_HEAP 9223372036854775807LL /* stones in a heap: 2^63 - 1 */
#define GR_MAX_SUBSET 64         /* elements of a subtraction set */
#define GR_MAX_SUBTRACT 100000L  /* largest element of a subtraction set */
#define GR_MAX_WIDTH 4096        /* cells in a checkers or Northcott row */
#define GR_MAX_STRIP 20000L      /* cells in a Treblecross strip (table is quadratic) */
#define GR_MAX_STAIRS 4096       /* stairs in a staircase */
#define GR_MAX_OCTAL_DIGITS 16   /* digits after the point of a code on a row of pins */
#define GR_MAX_CODE_DIGITS 64    /* digits after the point of a take-and-break code */
#define GR_MAX_TB_TABLE 33554431L /* values of a finite code leaving at most two heaps
                                 ** (rare/common mex; memory may stop it earlier) */
#define GR_MAX_TB_PLAIN 1048576L /* values of other codes (plain mex), at most ... */
#define GR_TB_PLAIN_WORK 2147483648.0 /* ... and at most about this many options looked at */
#define GR_WORK_CALL 268435456LL /* options an analysis or play may look at to grow
                                 ** tables by default (sequences and values: no bound) */
#define GR_MAX_TB_SCAN 16777216LL /* options a heap's move list may look at */
#define GR_MAX_SUB_TABLE 16777216L /* subtraction values computed (past it: a proven period) */
#define GR_MAX_COINS 9223372036854775807LL /* coins on a staircase, all stairs together */
#define GR_MAX_HACK_EDGES 1024   /* edges in a Green Hackenbush picture */
#define GR_MAX_HACK_VERTEX 9999  /* largest vertex number in a picture (0 is the ground) */
#define GR_MAX_COIN_ROW 4096     /* coins in a row of Ruler or Turning Turtles */
#define GR_MAX_MOCK_ROW 256      /* coins in a row of Mock Turtles (a move names three) */
#define GR_MAX_CORNERS 32        /* rows, and columns, of a Turning Corners grid */
#define GR_MAX_MOVES 1000000L    /* moves gr_analyze will list */
#define GR_AUTO_MOVES 4000L      /* GR_MOVES_AUTO lists every move up to this many */
#define GR_SUGGEST_KEEP 256L     /* moves looked at for a suggestion, when not all are listed */
#define GR_TABLE_SHARE 2         /* family tables hold at most limit / this, in all */
#define GR_MAX_SEQUENCE 1000000L /* largest n for gr_sequence with its values in one text */
#define GR_SEQ_LIST_RARE 64      /* rare heaps listed by name in a sequence's statistics */
#define GR_CALL_WORK 16777216LL  /* search steps one call may spend (Moore's Nim values) */
#define GR_MAX_WYTHOFF 1000000000000000000LL /* a Wythoff heap: 10^18 */
#define GR_WYTHOFF_TABLE 1024    /* Wythoff SG values computed for heaps below this */
#define GR_MAX_MOORE_HEAPS 64    /* heaps in one Moore's Nim component */
#define GR_MAX_MOORE_K 64        /* k of Moore's Nim_k */
#define GR_MOORE_WORK 1048576LL  /* steps for one Moore component's SG values (past it: not computed) */
#define GR_MOORE_WINNING 256     /* winning moves listed when there are more than GR_MAX_MOVES moves */
#define GR_MAX_NODES 256         /* nodes of a graph */
#define GR_MAX_ARROWS 4096       /* arrows of a graph */
#define GR_MAX_NODE_NAME 16      /* characters of a node's name */

/* Judge bounds, as the problems state them. */
#define GR_NIM_MAX_T 10
#define GR_NIM_MAX_N 10000
#define GR_NIM_MAX_HEAP 9999
#define GR_CHESS_MAX_T 100
#define GR_CHESS_MAX_N 1000
#define GR_CHESS_WIDTH 20
#define GR_NC_MIN_N 1
#define GR_NC_MAX_N 1000
#define GR_NC_MIN_M 2
#define GR_NC_MAX_M 100
#define GR_TC_MAX_T 200
#define GR_TC_MIN_LEN 3
#define GR_TC_MAX_LEN 200
#define GR_UVA_MAX_N 99

#endif

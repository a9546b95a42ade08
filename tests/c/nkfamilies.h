/*
** nkfamilies.h — Node-Kayles on the graph families of Brown, Daugherty,
** Fiorini, Maldonado, Manzano-Ruiz, Rainville, Waechter and Wong, "Nimber
** Sequences of Node-Kayles Games" (J. Integer Sequences 23, 2020, 20.3.5),
** and on the queens graph, with their terms as published in OEIS: the graphs,
** their position text and the terms, for the engine test (test_search.c)
** and `make bench` (tests/bench/search.c) alike.
*/
#ifndef NKFAMILIES_H
#define NKFAMILIES_H

#include <stddef.h>

enum {
  NK_SCALLOP,  /* P_n(3): the path 0 … n-1 and the edges i-(i+3) */
  NK_CYCLES,   /* n linked 4-cycles */
  NK_CYCLES2,  /* n linked 4-cycles, linked the other way */
  NK_DIAMONDS, /* n diamonds linked at their nodes of degree three */
  NK_PETERSEN, /* the generalized Petersen graph P(n,2) */
  NK_QUEENS    /* the n × n queens graph */
};

typedef struct {
  int f, from, to;   /* the family, and the sizes whose terms are published */
  const long *want;  /* the terms from n = from; NULL: 0 for odd n, 1 for even */
  const char *name;  /* the family in words, with n ("P_n(3)") */
  const char *at;    /* the graph at one n, a format taking n twice ("P_%d(3)") */
  const char *seq;   /* where the terms are published */
} nk_family;

extern const nk_family nk_published[];
extern const size_t nk_npublished;

/* Node-Kayles on 3×n grids, n = 1..16 (OEIS A316632). */
extern const long nk_grid3[16];

/* The graph of family f at n: its edges u[i]-v[i] (*m of them, at most
** 64·63/2) over the nodes 0 … N-1; returns N (at most 64 for the sizes of
** nk_published). */
int nk_graph(int f, int n, int *u, int *v, int *m);

/* The position text of that graph, "nodekayles:n0-n1,…" (nodes alone
** named too; "nodekayles:-" when it has none) in t; its length. */
size_t nk_text(int f, int n, char *t, size_t cap);

#endif

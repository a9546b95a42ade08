/*
** moore.c — the oracle's Moore's Nim_k, "moore(k):h1/h2/…/hn": a move takes
** any positive number of stones from each of 1 to k heaps. Moves are written
** "h1/…/hn>h1'/…/hn'".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

#define MMAXH 8

static int kparam(const char *p, char *out, size_t cap) {
  char *end;
  long k = strtol(p, &end, 10);
  if (end == p || *end != '\0' || k < 1 || k > 64 || *p < '0' || *p > '9') return -1;
  snprintf(out, cap, "%ld", k);
  return 0;
}

static int heaps(const char *b, long *h) {
  int n = 0;
  for (;;) {
    char *end;
    if (*b < '0' || *b > '9' || n == MMAXH) return -1;
    h[n++] = strtol(b, &end, 10);
    b = end;
    if (*b == '\0') return n;
    if (*b++ != '/') return -1;
  }
}

static int body_ok(const char *param, const char *b) {
  long h[MMAXH];
  (void)param;
  return strlen(b) < 60 && heaps(b, h) > 0;
}

typedef struct mw {
  long h[MMAXH], nv[MMAXH];
  int n, k;
  omoves *out;
} mw;

static void text_of(const long *h, int n, char *out, size_t cap) {
  size_t l = 0;
  int i;
  out[0] = '\0';
  for (i = 0; i < n; i++) l += (size_t)snprintf(out + l, cap - l, "%s%ld", i ? "/" : "", h[i]);
}

static void walk(mw *w, int i, int changed) {
  long v;
  if (i == w->n) {
    char before[96], after[96], text[200];
    if (changed == 0) return;
    text_of(w->h, w->n, before, sizeof before);
    text_of(w->nv, w->n, after, sizeof after);
    snprintf(text, sizeof text, "%s>%s", before, after);
    om_add1(w->out, text, after);
    return;
  }
  w->nv[i] = w->h[i];
  walk(w, i + 1, changed);
  for (v = 0; v < w->h[i] && changed < w->k; v++) {
    w->nv[i] = v;
    walk(w, i + 1, changed + 1);
  }
  w->nv[i] = w->h[i];
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  mw w;
  (void)turn;
  w.n = heaps(body, w.h);
  w.k = atoi(param);
  w.out = out;
  walk(&w, 0, 0);
}

const orules orules_moore = {"moore", 1, 0, kparam, body_ok, NULL, moves, 0};

/*
** heaps.c — the oracle's Nim and subtraction games. Nim: a move takes any
** positive number of stones from the heap. sub(S): a move takes exactly k
** stones, k in the finite set S ("1,3,4", runs written "1-3").
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int digits_only(const char *param, const char *b) {
  (void)param;
  if (*b == '\0' || strlen(b) > 18) return 0;
  for (; *b; b++)
    if (*b < '0' || *b > '9') return 0;
  return 1;
}

static void nim_moves(const char *param, const char *body, int turn, omoves *out) {
  long long h = atoll(body), t;
  char text[48], after[24];
  (void)param;
  (void)turn;
  for (t = 0; t < h; t++) {
    snprintf(text, sizeof text, "%lld>%lld", h, t);
    snprintf(after, sizeof after, "%lld", t);
    om_add1(out, text, after);
  }
}

const orules orules_nim = {"nim", 0, 0, NULL, digits_only, NULL, nim_moves, 0};

#define MAXK 200

/* The set as membership flags in[1..MAXK]; -1 when p is not a set. */
static int read_set(const char *p, char *in) {
  memset(in, 0, MAXK + 1);
  for (;;) {
    char *end;
    long lo = strtol(p, &end, 10), hi = lo, k;
    if (end == p || lo < 1 || lo > MAXK) return -1;
    p = end;
    if (*p == '-') {
      hi = strtol(p + 1, &end, 10);
      if (end == p + 1 || hi < lo || hi > MAXK) return -1;
      p = end;
    }
    for (k = lo; k <= hi; k++) in[k] = 1;
    if (*p == '\0') return 0;
    if (*p++ != ',') return -1;
  }
}

/* Canonical: increasing, runs of three or more written a-b. */
static int sub_param(const char *p, char *out, size_t cap) {
  char in[MAXK + 1];
  size_t n = 0;
  int k = 1;
  if (read_set(p, in) != 0) return -1;
  out[0] = '\0';
  while (k <= MAXK) {
    int j = k;
    if (!in[k]) {
      k++;
      continue;
    }
    while (j + 1 <= MAXK && in[j + 1]) j++;
    if (j - k >= 2) n += (size_t)snprintf(out + n, cap - n, "%s%d-%d", n ? "," : "", k, j);
    else if (j > k) n += (size_t)snprintf(out + n, cap - n, "%s%d,%d", n ? "," : "", k, j);
    else n += (size_t)snprintf(out + n, cap - n, "%s%d", n ? "," : "", k);
    if (n >= cap) return -1;
    k = j + 1;
  }
  return n ? 0 : -1;
}

static void sub_moves(const char *param, const char *body, int turn, omoves *out) {
  char in[MAXK + 1], text[48], after[24];
  long long h = atoll(body);
  int k;
  (void)turn;
  read_set(param, in);
  for (k = 1; k <= MAXK && k <= h; k++) { /* exactly k stones, k in the set */
    if (!in[k]) continue;
    snprintf(text, sizeof text, "%lld>%lld", h, h - k);
    snprintf(after, sizeof after, "%lld", h - k);
    om_add1(out, text, after);
  }
}

const orules orules_sub = {"sub", 1, 0, sub_param, digits_only, NULL, sub_moves, 0};

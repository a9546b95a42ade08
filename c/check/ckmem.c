/*
** ckmem.c — a checker family's memory: every allocation within the host's
** limit (the host's allocator, or malloc), the family made, and the stamps
** that mark one pass's values in its seen[] array. Nothing here comes from
** the engine (check.h).
*/
#include <stdlib.h>
#include <string.h>
#include "ckint.h"

static void *host_call(const ck_host *h, void *p, size_t o, size_t n) {
  if (h->alloc != NULL) return h->alloc(h->ud, p, o, n);
  if (n == 0) {
    free(p);
    return NULL;
  }
  return malloc(n);
}

void *ck_alloc(ck_family *f, size_t n) {
  size_t lim = f->host.limit ? f->host.limit : CK_DEFAULT_LIMIT;
  void *p;
  if (n == 0) n = 1;
  if (n > lim || f->used > lim - n) return NULL;
  p = host_call(&f->host, NULL, 0, n);
  if (p != NULL) f->used += n;
  return p;
}

void ck_free(ck_family *f, void *p, size_t n) {
  if (p == NULL) return;
  if (n == 0) n = 1;
  host_call(&f->host, p, n, 0);
  f->used -= n;
}

ck_family *ck_family_new(const ck_host *host) {
  ck_host h = {NULL, NULL, 0};
  ck_family *f;
  size_t lim;
  if (host != NULL) h = *host;
  lim = h.limit ? h.limit : CK_DEFAULT_LIMIT;
  if (sizeof *f > lim) return NULL;
  f = host_call(&h, NULL, 0, sizeof *f);
  if (f == NULL) return NULL;
  memset(f, 0, sizeof *f);
  f->host = h;
  f->used = sizeof *f;
  f->failed_at = -1;
  f->bad = -1;
  f->hint[0] = f->hint[1] = -1;
  return f;
}

void ck_family_free(ck_family *f) { host_call(&f->host, f, sizeof *f, 0); }

uint32_t ck_next_stamp(ck_family *f) {
  if (++f->stamp == 0) {
    memset(f->seen, 0, f->V * sizeof *f->seen);
    f->stamp = 1;
  }
  return f->stamp;
}

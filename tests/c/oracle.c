/*
** oracle.c — the minimax oracle (see oracle.h). Nothing here includes the
** engine's headers: rules, text and search are written from the games' rules
** alone. This file holds the positions' text and the search; each game's
** moves are in tests/c/rules/.
**
** Search: breadth-first exploration gives every position an id in the order
** it is met; positions are processed in id order, so each one's successor
** ids are one contiguous run of `succ` (offsets in `soff`). Solving counts,
** for every position, the successors not yet known to be wins for the
** opponent, and walks backwards from positions without moves:
**   a predecessor of a loss is a win; a position whose successors are all
**   wins is a loss; whatever is never labelled is a draw. (In misère play a
**   position without moves is a win, and the same walk starts from there.)
** Memory: the oracle owns every key and array; oracle_free releases them.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "oracle.h"

void *oxmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (p == NULL) {
    fputs("oracle: out of memory\n", stderr);
    exit(3); /* test harness only: nothing sensible is left to check */
  }
  return p;
}

static void *xmalloc(size_t n) { return oxmalloc(n); }

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (p == NULL) {
    fputs("oracle: out of memory\n", stderr);
    exit(3);
  }
  return p;
}

/* ---- text ------------------------------------------------------------------ */

static const orules *find_rules(const char *name, size_t len) {
  int g;
  for (g = 0; orules_list[g] != NULL; g++)
    if (strlen(orules_list[g]->name) == len && strncmp(name, orules_list[g]->name, len) == 0)
      return orules_list[g];
  return NULL;
}

int opos_parse(const char *text, opos *out) {
  const char *p = text;
  memset(out, 0, sizeof *out);
  for (;;) {
    ocomp proto;
    size_t len = strcspn(p, "(:");
    memset(&proto, 0, sizeof proto);
    if ((proto.game = find_rules(p, len)) == NULL) return -1;
    p += len;
    if (proto.game->params) { /* "(…)", up to the matching parenthesis */
      const char *q = p + 1;
      int depth = 1;
      char raw[OMAXPARAM];
      if (*p != '(') return -1;
      while (*q && depth) {
        depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
        q++;
      }
      if (depth || (size_t)(q - p - 2) >= sizeof raw) return -1;
      memcpy(raw, p + 1, (size_t)(q - p - 2));
      raw[q - p - 2] = '\0';
      if (proto.game->param(raw, proto.param, sizeof proto.param) != 0) return -1;
      p = q;
    }
    if (*p++ != ':') return -1;
    for (;;) {
      size_t bl = strcspn(p, ",+@;");
      if (bl == 0 || bl >= OMAXBODY || out->n == OMAXC) return -1;
      out->c[out->n] = proto;
      memcpy(out->c[out->n].body, p, bl);
      out->c[out->n].body[bl] = '\0';
      if (!proto.game->body_ok(proto.param, out->c[out->n].body)) return -1;
      out->n++;
      p += bl;
      if (*p != ',') break;
      p++;
    }
    if (*p != '+') break;
    p++;
  }
  if (*p == '@') {
    if (p[1] != '1' && p[1] != '2') return -1;
    out->turn = p[1] - '1';
    p += 2;
  }
  if (strcmp(p, ";misere") == 0) {
    out->misere = 1;
    p += 7;
  }
  return *p == '\0' ? 0 : -1;
}

/* Appends to out[*n] within cap, always NUL-terminated. */
static void put(char *out, size_t cap, size_t *n, const char *s) {
  size_t l = strlen(s);
  if (*n + l >= cap) l = *n + 1 < cap ? cap - *n - 1 : 0;
  memcpy(out + *n, s, l);
  *n += l;
  out[*n] = '\0';
}

static void head(const ocomp *c, char *out, size_t cap, size_t *n) {
  put(out, cap, n, c->game->name);
  if (c->game->params) {
    put(out, cap, n, "(");
    put(out, cap, n, c->param);
    put(out, cap, n, ")");
  }
  put(out, cap, n, ":");
}

static int same_group(const ocomp *a, const ocomp *b) {
  return a->game == b->game && !a->game->separate && strcmp(a->param, b->param) == 0;
}

void ocomp_format(const ocomp *c, char *out, size_t cap) {
  size_t n = 0;
  out[0] = '\0';
  head(c, out, cap, &n);
  put(out, cap, &n, c->body);
}

void opos_format(const opos *p, char *out, size_t cap) {
  size_t n = 0;
  int i;
  out[0] = '\0';
  for (i = 0; i < p->n; i++) {
    if (i > 0 && same_group(&p->c[i - 1], &p->c[i])) {
      put(out, cap, &n, ",");
    } else {
      if (i > 0) put(out, cap, &n, "+");
      head(&p->c[i], out, cap, &n);
    }
    put(out, cap, &n, p->c[i].body);
  }
  if (p->turn == 1) put(out, cap, &n, "@2");
  if (p->misere) put(out, cap, &n, ";misere");
}

int opos_push(opos *p, const ocomp *c) {
  if (p->n == OMAXC) return -1;
  p->c[p->n++] = *c;
  return 0;
}

/* ---- moves ------------------------------------------------------------------ */

int opos_over(const opos *p) {
  int i;
  for (i = 0; i < p->n; i++)
    if (p->c[i].game->ends && p->c[i].game->ends(p->c[i].param, p->c[i].body)) return 1;
  return 0;
}

struct omoves {
  omove *m;
  int n, cap;
  const opos *from;
  int ci;           /* the component whose moves are listed */
  int overflow;     /* a move would pass OMAXC components */
};

void om_add(omoves *l, const char *text, int n, const char *const *bodies) {
  omove *m;
  int i;
  const opos *f = l->from;
  if (f->n - 1 + n > OMAXC) {
    l->overflow = 1;
    return;
  }
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    l->m = xrealloc(l->m, (size_t)l->cap * sizeof *l->m);
  }
  m = &l->m[l->n++];
  snprintf(m->text, sizeof m->text, "%d:%s", l->ci + 1, text);
  m->comp = l->ci;
  m->nafter = n;
  m->after.turn = f->turn ^ 1;
  m->after.misere = f->misere;
  m->after.n = 0;
  for (i = 0; i < l->ci; i++) m->after.c[m->after.n++] = f->c[i];
  for (i = 0; i < n; i++) {
    ocomp *c = &m->after.c[m->after.n++];
    *c = f->c[l->ci];
    snprintf(c->body, OMAXBODY, "%s", bodies[i]);
  }
  for (i = l->ci + 1; i < f->n; i++) m->after.c[m->after.n++] = f->c[i];
}

void om_add1(omoves *l, const char *text, const char *body) { om_add(l, text, 1, &body); }

/* The moves of p, or -1 (nothing listed) when a move would leave more than
** OMAXC components. */
static int moves_within(const opos *p, omove **out) {
  omoves l;
  memset(&l, 0, sizeof l);
  l.from = p;
  if (!opos_over(p)) /* a game that has ended has no moves */
    for (l.ci = 0; l.ci < p->n; l.ci++)
      p->c[l.ci].game->moves(p->c[l.ci].param, p->c[l.ci].body, p->turn, &l);
  if (l.overflow) {
    free(l.m);
    *out = NULL;
    return -1;
  }
  *out = l.m;
  return l.n;
}

int opos_moves(const opos *p, omove **out) {
  int k = moves_within(p, out);
  if (k < 0) {
    char t[2048];
    opos_format(p, t, sizeof t);
    fprintf(stderr, "oracle: a move of \"%s\" passes %d components\n", t, OMAXC);
    exit(3);
  }
  return k;
}

/* ---- the state graph ------------------------------------------------------- */

struct oracle {
  char **key;      /* position texts, by id */
  long n, cap;     /* positions, room */
  long *slot;      /* hash table of ids (-1 empty), size hcap */
  long hcap;
  long done;       /* positions whose successors are recorded */
  long *soff;      /* successors of id: succ[soff[id] .. soff[id+1]) */
  long *succ;
  long nsucc, scap;
  char *label;     /* 'W', 'L', 'D' per id after solving */
  long solved;     /* positions labelled by the last solve */
  long draws;
};

static unsigned long hash(const char *s) {
  unsigned long h = 1469598103934665603UL;
  while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211UL;
  return h;
}

/* The key of a position: its text, with the turn dropped when no component
** depends on it (Northcott's moves do). */
static void key_of(const opos *p, char *out, size_t cap) {
  opos q = *p;
  int i, nc = 0;
  for (i = 0; i < p->n; i++) nc |= p->c[i].game->turn_matters;
  if (!nc) q.turn = 0;
  opos_format(&q, out, cap);
}

static long find(const oracle *o, const char *key) {
  unsigned long h;
  if (o->hcap == 0) return -1;
  h = hash(key) & (unsigned long)(o->hcap - 1);
  while (o->slot[h] >= 0) {
    if (strcmp(o->key[o->slot[h]], key) == 0) return o->slot[h];
    h = (h + 1) & (unsigned long)(o->hcap - 1);
  }
  return -1;
}

static void rehash(oracle *o) {
  long i, cap = o->hcap ? o->hcap * 2 : 1024;
  free(o->slot);
  o->slot = xmalloc((size_t)cap * sizeof *o->slot);
  o->hcap = cap;
  for (i = 0; i < cap; i++) o->slot[i] = -1;
  for (i = 0; i < o->n; i++) {
    unsigned long h = hash(o->key[i]) & (unsigned long)(cap - 1);
    while (o->slot[h] >= 0) h = (h + 1) & (unsigned long)(cap - 1);
    o->slot[h] = i;
  }
}

/* The id of key, adding it when new. */
static long intern(oracle *o, const char *key) {
  long id = find(o, key);
  unsigned long h;
  if (id >= 0) return id;
  if (2 * (o->n + 1) > o->hcap) rehash(o);
  if (o->n == o->cap) {
    o->cap = o->cap ? o->cap * 2 : 1024;
    o->key = xrealloc(o->key, (size_t)o->cap * sizeof *o->key);
    o->soff = xrealloc(o->soff, (size_t)(o->cap + 1) * sizeof *o->soff);
  }
  id = o->n++;
  o->key[id] = xmalloc(strlen(key) + 1);
  strcpy(o->key[id], key);
  h = hash(key) & (unsigned long)(o->hcap - 1);
  while (o->slot[h] >= 0) h = (h + 1) & (unsigned long)(o->hcap - 1);
  o->slot[h] = id;
  return id;
}

oracle *oracle_new(void) {
  oracle *o = xmalloc(sizeof *o);
  memset(o, 0, sizeof *o);
  return o;
}

void oracle_free(oracle *o) {
  long i;
  if (o == NULL) return;
  for (i = 0; i < o->n; i++) free(o->key[i]);
  free(o->key);
  free(o->slot);
  free(o->soff);
  free(o->succ);
  free(o->label);
  free(o);
}

/* Explores what root reaches; with `within`, -1 (the exploration left
** unfinished) where a move would pass OMAXC components, else 0. */
static int explore(oracle *o, const opos *root, int within) {
  char key[2048];
  key_of(root, key, sizeof key);
  intern(o, key);
  while (o->done < o->n) { /* ids in order: successors stay contiguous */
    long id = o->done++;
    opos p;
    omove *m;
    int k, i;
    if (opos_parse(o->key[id], &p) != 0) {
      fprintf(stderr, "oracle: cannot read back its own key \"%s\"\n", o->key[id]);
      exit(3);
    }
    o->soff[id] = o->nsucc;
    k = within ? moves_within(&p, &m) : opos_moves(&p, &m);
    if (k < 0) return -1;
    for (i = 0; i < k; i++) {
      long to;
      key_of(&m[i].after, key, sizeof key);
      to = intern(o, key);
      if (o->nsucc == o->scap) {
        o->scap = o->scap ? o->scap * 2 : 4096;
        o->succ = xrealloc(o->succ, (size_t)o->scap * sizeof *o->succ);
      }
      o->succ[o->nsucc++] = to;
    }
    o->soff[id + 1] = o->nsucc;
    free(m);
  }
  return 0;
}

void oracle_add(oracle *o, const opos *root) { explore(o, root, 0); }

long oracle_reach(const opos *root) {
  oracle *o = oracle_new();
  long n = explore(o, root, 1) < 0 ? -1 : o->n;
  oracle_free(o);
  return n;
}

int oracle_add_text(oracle *o, const char *text) {
  opos p;
  if (opos_parse(text, &p) != 0) return -1;
  oracle_add(o, &p);
  return 0;
}

void oracle_solve(oracle *o) {
  long n = o->n, i, j, head = 0, tail = 0;
  long *left = xmalloc((size_t)(n + 1) * sizeof *left);   /* successors not yet W */
  long *poff = xmalloc((size_t)(n + 2) * sizeof *poff);   /* predecessors, CSR */
  long *pred = xmalloc((size_t)(o->nsucc + 1) * sizeof *pred);
  long *queue = xmalloc((size_t)(n + 1) * sizeof *queue);
  free(o->label);
  o->label = xmalloc((size_t)n + 1);
  memset(poff, 0, (size_t)(n + 2) * sizeof *poff);
  for (i = 0; i < n; i++)
    for (j = o->soff[i]; j < o->soff[i + 1]; j++) poff[o->succ[j] + 2]++;
  for (i = 0; i < n; i++) poff[i + 2] += poff[i + 1];
  for (i = 0; i < n; i++)
    for (j = o->soff[i]; j < o->soff[i + 1]; j++) pred[poff[o->succ[j] + 1]++] = i;
  for (i = 0; i < n; i++) {
    left[i] = o->soff[i + 1] - o->soff[i];
    o->label[i] = 0;
    if (left[i] == 0) { /* no move: the player to move loses (wins in misère play) */
      size_t len = strlen(o->key[i]);
      o->label[i] = len > 7 && strcmp(o->key[i] + len - 7, ";misere") == 0 ? 'W' : 'L';
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    long v = queue[head++];
    for (j = poff[v]; j < poff[v + 1]; j++) {
      long u = pred[j];
      if (o->label[u]) continue;
      if (o->label[v] == 'L') { /* a move to a lost position wins */
        o->label[u] = 'W';
        queue[tail++] = u;
      } else if (--left[u] == 0) { /* every move hands the opponent a win */
        o->label[u] = 'L';
        queue[tail++] = u;
      }
    }
  }
  o->draws = 0;
  for (i = 0; i < n; i++)
    if (!o->label[i]) {
      o->label[i] = 'D';
      o->draws++;
    }
  o->solved = n;
  free(left);
  free(poff);
  free(pred);
  free(queue);
}

char oracle_label(const oracle *o, const opos *p) {
  char key[2048];
  long id;
  key_of(p, key, sizeof key);
  id = find(o, key);
  if (id < 0 || id >= o->solved) return '?';
  return o->label[id];
}

char oracle_label_text(const oracle *o, const char *text) {
  opos p;
  if (opos_parse(text, &p) != 0) return '?';
  return oracle_label(o, &p);
}

long oracle_states(const oracle *o) { return o->n; }
long oracle_draws(const oracle *o) { return o->draws; }

/*
** oracle.c — the minimax oracle (see oracle.h). Nothing here includes the
** engine's headers: rules, text and search are written from SPEC.md alone.
**
** Search: breadth-first exploration gives every position an id in the order
** it is met; positions are processed in id order, so each one's successor
** ids are one contiguous run of `succ` (offsets in `soff`). Solving counts,
** for every position, the successors not yet known to be wins for the
** opponent, and walks backwards from positions without moves:
**   a predecessor of a loss is a win; a position whose successors are all
**   wins is a loss; whatever is never labelled is a draw.
** Memory: the oracle owns every key and array; oracle_free releases them.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "oracle.h"

static const char *const gname[O_NGAMES] = {"nim", "sub", "checkers", "northcott",
                                            "treblecross", "staircase", "octal"};

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (p == NULL) {
    fputs("oracle: out of memory\n", stderr);
    exit(3); /* test harness only: nothing sensible is left to check */
  }
  return p;
}

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (p == NULL) {
    fputs("oracle: out of memory\n", stderr);
    exit(3);
  }
  return p;
}

/* ---- text ------------------------------------------------------------------ */

static int set_insert(ocomp *c, int k) {
  int i, j;
  for (i = 0; i < c->nk && c->k[i] < k; i++) {}
  if (i < c->nk && c->k[i] == k) return 0;
  if (c->nk == OMAXK) return -1;
  for (j = c->nk; j > i; j--) c->k[j] = c->k[j - 1];
  c->k[i] = k;
  c->nk++;
  return 0;
}

static int body_ok(int game, const char *b) {
  size_t n = strlen(b), i;
  int nb = 0, nw = 0;
  if (n == 0 || n >= OMAXBODY) return 0;
  for (i = 0; i < n; i++) {
    char ch = b[i];
    switch (game) {
    case O_NIM: case O_SUB: if (ch < '0' || ch > '9') return 0; break;
    case O_CHECKERS: case O_OCTAL: if (ch != '.' && ch != 'o') return 0; break;
    case O_NORTHCOTT:
      if (ch == 'B') nb++;
      else if (ch == 'W') nw++;
      else if (ch != '.') return 0;
      break;
    case O_TREBLE: if (ch != '.' && ch != 'X') return 0; break;
    case O_STAIR:
      if (ch == '/' ? (i == 0 || i == n - 1 || b[i - 1] == '/') : (ch < '0' || ch > '9'))
        return 0;
      break;
    default: return 0;
    }
  }
  if (game == O_NORTHCOTT && (nb != 1 || nw != 1)) return 0;
  if (game == O_TREBLE && n < 3) return 0;
  return 1;
}

int opos_parse(const char *text, opos *out) {
  const char *p = text;
  memset(out, 0, sizeof *out);
  for (;;) {
    ocomp proto;
    size_t len;
    int g;
    memset(&proto, 0, sizeof proto);
    len = strcspn(p, "(:");
    for (g = 0; g < O_NGAMES; g++)
      if (strlen(gname[g]) == len && strncmp(p, gname[g], len) == 0) break;
    if (g == O_NGAMES) return -1;
    proto.game = g;
    p += len;
    if (g == O_SUB) {
      if (*p++ != '(') return -1;
      for (;;) {
        char *end;
        long lo = strtol(p, &end, 10), hi = lo, k;
        if (end == p || lo < 1) return -1;
        p = end;
        if (*p == '-') {
          hi = strtol(p + 1, &end, 10);
          if (end == p + 1 || hi < lo) return -1;
          p = end;
        }
        for (k = lo; k <= hi; k++)
          if (set_insert(&proto, (int)k) < 0) return -1;
        if (*p == ')') break;
        if (*p++ != ',') return -1;
      }
      p++;
    }
    if (g == O_OCTAL) { /* "(0.d1d2…dt)", digits 0-7, the last one not 0 */
      if (strncmp(p, "(0.", 3) != 0) return -1;
      for (p += 3; *p >= '0' && *p <= '7'; p++) {
        if (proto.nk == OMAXK) return -1;
        proto.k[proto.nk++] = *p - '0';
      }
      if (*p++ != ')' || proto.nk == 0 || proto.k[proto.nk - 1] == 0) return -1;
    }
    if (*p++ != ':') return -1;
    for (;;) {
      size_t bl = strcspn(p, ",+@");
      if (bl == 0 || bl >= OMAXBODY || out->n == OMAXC) return -1;
      out->c[out->n] = proto;
      memcpy(out->c[out->n].body, p, bl);
      out->c[out->n].body[bl] = '\0';
      if (!body_ok(g, out->c[out->n].body)) return -1;
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
  put(out, cap, n, gname[c->game]);
  if (c->game == O_SUB) {
    int i = 0;
    char t[32];
    put(out, cap, n, "(");
    while (i < c->nk) {
      int j = i;
      while (j + 1 < c->nk && c->k[j + 1] == c->k[j] + 1) j++;
      if (i > 0) put(out, cap, n, ",");
      if (j - i >= 2) {
        snprintf(t, sizeof t, "%d-%d", c->k[i], c->k[j]);
        put(out, cap, n, t);
        i = j + 1;
      } else {
        snprintf(t, sizeof t, "%d", c->k[i]);
        put(out, cap, n, t);
        i++;
      }
    }
    put(out, cap, n, ")");
  }
  if (c->game == O_OCTAL) {
    int i;
    char t[2] = {0, 0};
    put(out, cap, n, "(0.");
    for (i = 0; i < c->nk; i++) {
      t[0] = (char)('0' + c->k[i]);
      put(out, cap, n, t);
    }
    put(out, cap, n, ")");
  }
  put(out, cap, n, ":");
}

static int same_group(const ocomp *a, const ocomp *b) {
  if (a->game != b->game) return 0;
  if (a->game != O_SUB && a->game != O_OCTAL) return 1;
  return a->nk == b->nk && memcmp(a->k, b->k, (size_t)a->nk * sizeof a->k[0]) == 0;
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
}

int opos_push(opos *p, const ocomp *c) {
  if (p->n == OMAXC) return -1;
  p->c[p->n++] = *c;
  return 0;
}

/* ---- rules ------------------------------------------------------------------ */

int opos_over(const opos *p) {
  int i;
  for (i = 0; i < p->n; i++)
    if (p->c[i].game == O_TREBLE && strstr(p->c[i].body, "XXX") != NULL) return 1;
  return 0;
}

typedef struct mlist {
  omove *m;
  int n, cap;
  const opos *from;
} mlist;

/* Adds the move "ci+1:text" that replaces component ci's body by body. */
static void add(mlist *l, int ci, const char *text, const char *body) {
  omove *m;
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    l->m = xrealloc(l->m, (size_t)l->cap * sizeof *l->m);
  }
  m = &l->m[l->n++];
  snprintf(m->text, sizeof m->text, "%d:%s", ci + 1, text);
  m->after = *l->from;
  m->after.turn ^= 1;
  snprintf(m->after.c[ci].body, OMAXBODY, "%s", body);
}

static void heap_moves(mlist *l, int ci, const ocomp *c) {
  long h = atol(c->body), t;
  char text[48], body[24];
  int i;
  if (c->game == O_NIM) {
    for (t = 0; t < h; t++) { /* any positive number of stones */
      snprintf(text, sizeof text, "%ld>%ld", h, t);
      snprintf(body, sizeof body, "%ld", t);
      add(l, ci, text, body);
    }
    return;
  }
  for (i = 0; i < c->nk; i++) { /* exactly k stones, k in the set */
    if (c->k[i] > h) continue;
    snprintf(text, sizeof text, "%ld>%ld", h, h - c->k[i]);
    snprintf(body, sizeof body, "%ld", h - c->k[i]);
    add(l, ci, text, body);
  }
}

static void checkers_moves(mlist *l, int ci, const ocomp *c) {
  int len = (int)strlen(c->body), i, j;
  char text[40], body[OMAXBODY];
  for (i = 0; i < len; i++) {
    if (c->body[i] != 'o') continue;
    /* to the next cell if empty, else over the whole block to the right */
    for (j = i + 1; j < len && c->body[j] == 'o'; j++) {}
    if (j == len) continue; /* no empty cell to the right */
    memcpy(body, c->body, (size_t)len + 1);
    body[i] = '.';
    body[j] = 'o';
    snprintf(text, sizeof text, "%d>%d", i + 1, j + 1);
    add(l, ci, text, body);
  }
}

static void northcott_moves(mlist *l, int ci, const ocomp *c, int turn) {
  char mine = turn == 0 ? 'B' : 'W';
  int len = (int)strlen(c->body), at, dir, t;
  char text[40], body[OMAXBODY];
  for (at = 0; at < len && c->body[at] != mine; at++) {}
  for (dir = -1; dir <= 1; dir += 2) {
    /* any distance, over empty cells only: never onto or past the other piece */
    for (t = at + dir; t >= 0 && t < len && c->body[t] == '.'; t += dir) {
      memcpy(body, c->body, (size_t)len + 1);
      body[at] = '.';
      body[t] = mine;
      snprintf(text, sizeof text, "%d>%d", at + 1, t + 1);
      add(l, ci, text, body);
    }
  }
}

static void treble_moves(mlist *l, int ci, const ocomp *c) {
  int len = (int)strlen(c->body), i;
  char text[40], body[OMAXBODY];
  for (i = 0; i < len; i++) {
    if (c->body[i] != '.') continue;
    memcpy(body, c->body, (size_t)len + 1);
    body[i] = 'X';
    snprintf(text, sizeof text, "%d", i + 1);
    add(l, ci, text, body);
  }
}

/* Knock down pins i..i+k-1 (all standing) when digit k allows it where the
** block sits: count the pins standing next to it on each side. */
static void octal_moves(mlist *l, int ci, const ocomp *c) {
  int len = (int)strlen(c->body), i, k, j;
  char text[40], body[OMAXBODY];
  for (i = 0; i < len; i++)
    for (k = 1; k <= c->nk && i + k <= len; k++) {
      int d = c->k[k - 1], left = 0, right = 0, ok = 1, need;
      for (j = i; j < i + k; j++) ok &= c->body[j] == 'o';
      if (!ok || d == 0) continue;
      for (j = i - 1; j >= 0 && c->body[j] == 'o'; j--) left++;
      for (j = i + k; j < len && c->body[j] == 'o'; j++) right++;
      need = left == 0 && right == 0 ? 1 : left == 0 || right == 0 ? 2 : 4;
      if (!(d & need)) continue;
      memcpy(body, c->body, (size_t)len + 1);
      memset(body + i, '.', (size_t)k);
      if (k == 1) snprintf(text, sizeof text, "%d", i + 1);
      else snprintf(text, sizeof text, "%d-%d", i + 1, i + k);
      add(l, ci, text, body);
    }
}

static void stair_moves(mlist *l, int ci, const ocomp *c) {
  long v[OMAXBODY];
  int n = 0, s, i;
  char *p = (char *)c->body, text[40], body[OMAXBODY];
  for (;;) {
    v[n++] = strtol(p, &p, 10);
    if (*p != '/') break;
    p++;
  }
  for (s = 0; s < n; s++) {
    long k;
    for (k = 1; k <= v[s]; k++) { /* k coins from stair s+1 to stair s */
      size_t bn = 0;
      body[0] = '\0';
      for (i = 0; i < n; i++) {
        char t[24];
        long x = v[i] - (i == s ? k : 0) + (i == s - 1 ? k : 0);
        snprintf(t, sizeof t, "%s%ld", i ? "/" : "", x);
        put(body, sizeof body, &bn, t);
      }
      snprintf(text, sizeof text, "%dx%ld", s + 1, k);
      add(l, ci, text, body);
    }
  }
}

int opos_moves(const opos *p, omove **out) {
  mlist l;
  int i;
  memset(&l, 0, sizeof l);
  l.from = p;
  if (!opos_over(p)) { /* three in a row stand: the game has ended */
    for (i = 0; i < p->n; i++) {
      const ocomp *c = &p->c[i];
      switch (c->game) {
      case O_NIM: case O_SUB: heap_moves(&l, i, c); break;
      case O_CHECKERS: checkers_moves(&l, i, c); break;
      case O_NORTHCOTT: northcott_moves(&l, i, c, p->turn); break;
      case O_TREBLE: treble_moves(&l, i, c); break;
      case O_STAIR: stair_moves(&l, i, c); break;
      case O_OCTAL: octal_moves(&l, i, c); break;
      default: break;
      }
    }
  }
  *out = l.m;
  return l.n;
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
** depends on it (only Northcott's moves do). */
static void key_of(const opos *p, char *out, size_t cap) {
  opos q = *p;
  int i, nc = 0;
  for (i = 0; i < p->n; i++) nc |= p->c[i].game == O_NORTHCOTT;
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

void oracle_add(oracle *o, const opos *root) {
  char key[1024];
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
    k = opos_moves(&p, &m);
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
    if (left[i] == 0) { /* no move: the player to move loses */
      o->label[i] = 'L';
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
  char key[1024];
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

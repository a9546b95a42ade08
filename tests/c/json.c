/*
** json.c — a recursive-descent JSON reader for the tests (see json.h).
** Memory: every node, string and array is malloc'd; json_free releases the
** whole tree. Allocation failure is reported as a parse failure (NULL).
*/
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "json.h"

typedef struct jp {
  const char *p;
  int bad;
  int depth;
} jp;

static void ws(jp *s) {
  while (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r') s->p++;
}

static jval *node(jp *s, jtype t) {
  jval *v = calloc(1, sizeof *v);
  if (v == NULL) s->bad = 1;
  else v->t = t;
  return v;
}

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Reads a string at s->p (on the opening quote); returns a malloc'd copy. */
static char *string(jp *s) {
  size_t cap = 16, n = 0;
  char *out = malloc(cap);
  if (out == NULL || *s->p != '"') goto fail;
  s->p++;
  for (;;) {
    unsigned long cp;
    unsigned char c = (unsigned char)*s->p;
    if (n + 8 >= cap) {
      char *t = realloc(out, cap *= 2);
      if (t == NULL) goto fail;
      out = t;
    }
    if (c == '\0' || c < 0x20) goto fail;
    s->p++;
    if (c == '"') break;
    if (c != '\\') {
      out[n++] = (char)c;
      continue;
    }
    c = (unsigned char)*s->p++;
    switch (c) {
    case '"': case '\\': case '/': out[n++] = (char)c; break;
    case 'b': out[n++] = '\b'; break;
    case 'f': out[n++] = '\f'; break;
    case 'n': out[n++] = '\n'; break;
    case 'r': out[n++] = '\r'; break;
    case 't': out[n++] = '\t'; break;
    case 'u': {
      int i;
      cp = 0;
      for (i = 0; i < 4; i++) {
        int h = hexval(*s->p++);
        if (h < 0) goto fail;
        cp = cp * 16 + (unsigned long)h;
      }
      if (cp < 0x80) {
        out[n++] = (char)cp;
      } else if (cp < 0x800) {
        out[n++] = (char)(0xc0 | (cp >> 6));
        out[n++] = (char)(0x80 | (cp & 0x3f));
      } else { /* surrogates are kept as they are: the tests never need them */
        out[n++] = (char)(0xe0 | (cp >> 12));
        out[n++] = (char)(0x80 | ((cp >> 6) & 0x3f));
        out[n++] = (char)(0x80 | (cp & 0x3f));
      }
      break;
    }
    default: goto fail;
    }
  }
  out[n] = '\0';
  return out;
fail:
  free(out);
  s->bad = 1;
  return NULL;
}

static jval *value(jp *s);

/* Appends v to an array or object node (key may be NULL for arrays). The
** members' room doubles when their count reaches a power of two, so a long
** array costs linear time (one more member at a time made a listing of 10^5
** moves quadratic, and minutes under the sanitizers, whose realloc copies). */
static int append(jp *s, jval *to, char *key, jval *v) {
  if ((to->n & (to->n - 1)) == 0) {
    size_t room = to->n ? 2 * to->n : 1;
    jval **items = realloc(to->items, room * sizeof *items);
    if (items == NULL) { s->bad = 1; return 0; }
    to->items = items;
    if (to->t == J_OBJ) {
      char **keys = realloc(to->keys, room * sizeof *keys);
      if (keys == NULL) { s->bad = 1; return 0; }
      to->keys = keys;
    }
  }
  if (to->t == J_OBJ) to->keys[to->n] = key;
  to->items[to->n++] = v;
  return 1;
}

static jval *value(jp *s) {
  jval *v = NULL;
  ws(s);
  if (++s->depth > 200) { s->bad = 1; return NULL; }
  switch (*s->p) {
  case '{':
  case '[': {
    int obj = *s->p == '{';
    char close = obj ? '}' : ']';
    v = node(s, obj ? J_OBJ : J_ARR);
    if (v == NULL) break;
    s->p++;
    ws(s);
    if (*s->p == close) { s->p++; break; }
    for (;;) {
      char *key = NULL;
      jval *item;
      ws(s);
      if (obj) {
        key = string(s);
        if (key == NULL) break;
        ws(s);
        if (*s->p != ':') { free(key); s->bad = 1; break; }
        s->p++;
      }
      item = value(s);
      if (item == NULL || !append(s, v, key, item)) {
        free(key);
        json_free(item);
        s->bad = 1;
        break;
      }
      ws(s);
      if (*s->p == ',') { s->p++; continue; }
      if (*s->p == close) { s->p++; break; }
      s->bad = 1;
      break;
    }
    break;
  }
  case '"':
    v = node(s, J_STR);
    if (v != NULL) v->s = string(s);
    break;
  case 't':
  case 'f':
  case 'n': {
    const char *w = *s->p == 't' ? "true" : *s->p == 'f' ? "false" : "null";
    if (strncmp(s->p, w, strlen(w)) != 0) { s->bad = 1; break; }
    s->p += strlen(w);
    v = node(s, *w == 'n' ? J_NULL : J_BOOL);
    if (v != NULL) v->b = *w == 't';
    break;
  }
  default: {
    char *end;
    if (*s->p != '-' && (*s->p < '0' || *s->p > '9')) { s->bad = 1; break; }
    v = node(s, J_NUM);
    if (v == NULL) break;
    v->num = strtod(s->p, &end);
    if (end == s->p) s->bad = 1;
    s->p = end;
    break;
  }
  }
  s->depth--;
  if (s->bad) {
    json_free(v);
    return NULL;
  }
  return v;
}

jval *json_parse(const char *text) {
  jp s;
  jval *v;
  if (text == NULL) return NULL;
  s.p = text;
  s.bad = 0;
  s.depth = 0;
  v = value(&s);
  if (v == NULL) return NULL;
  ws(&s);
  if (*s.p != '\0') {
    json_free(v);
    return NULL;
  }
  return v;
}

void json_free(jval *v) {
  size_t i;
  if (v == NULL) return;
  for (i = 0; i < v->n; i++) {
    json_free(v->items[i]);
    if (v->keys) free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->s);
  free(v);
}

const jval *json_get(const jval *v, const char *key) {
  size_t i;
  if (v == NULL || v->t != J_OBJ) return NULL;
  for (i = 0; i < v->n; i++)
    if (strcmp(v->keys[i], key) == 0) return v->items[i];
  return NULL;
}

const char *json_str(const jval *v, const char *key) {
  const jval *m = json_get(v, key);
  return m != NULL && m->t == J_STR ? m->s : NULL;
}

long json_long(const jval *v, const char *key, long dflt) {
  const jval *m = json_get(v, key);
  if (m == NULL || m->t != J_NUM) return dflt;
  /* saturated: a number past long's range (2^63 - 1 read as a double) */
  if (m->num >= (double)LONG_MAX) return LONG_MAX;
  if (m->num <= (double)LONG_MIN) return LONG_MIN;
  return (long)m->num;
}

int json_bool(const jval *v, const char *key) {
  const jval *m = json_get(v, key);
  return m != NULL && m->t == J_BOOL ? m->b : -1;
}

int json_is_null(const jval *v, const char *key) {
  const jval *m = json_get(v, key);
  return m != NULL && m->t == J_NULL;
}

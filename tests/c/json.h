/*
** json.h — a small JSON reader for the tests: parses a whole text into a
** tree the caller owns (free it with json_free). Strict enough to notice a
** malformed analysis: json_parse returns NULL on any syntax error or on
** trailing text.
*/
#ifndef GR_TEST_JSON_H
#define GR_TEST_JSON_H

#include <stddef.h>

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } jtype;

typedef struct jval jval;
struct jval {
  jtype t;
  int b;        /* J_BOOL */
  double num;   /* J_NUM */
  char *s;      /* J_STR: decoded UTF-8, NUL-terminated */
  size_t n;     /* J_ARR, J_OBJ: how many members */
  jval **items; /* J_ARR, J_OBJ: the members */
  char **keys;  /* J_OBJ: member names */
};

/* The tree of text, or NULL when text is not exactly one JSON value. */
jval *json_parse(const char *text);
void json_free(jval *v);

/* Member `key` of an object, or NULL (also when v is not an object). */
const jval *json_get(const jval *v, const char *key);
/* The string member `key`, or NULL. */
const char *json_str(const jval *v, const char *key);
/* The number member `key` as a long; `dflt` when absent, null or not a number. */
long json_long(const jval *v, const char *key, long dflt);
/* 1/0 for a true/false member `key`, -1 otherwise. */
int json_bool(const jval *v, const char *key);
/* 1 when member `key` exists and is null. */
int json_is_null(const jval *v, const char *key);

#endif

/*
** check_alone.c — the independent checker built without the engine: this
** file and c/check/, nothing else (make build/check-alone).
** tests/cli/run.sh checks certificates with it, so the checker is shown to
** need no part of the engine.
**
**   check-alone [--work UNITS] FILE   prints the verdict, or the message and
**                                     exits 2 (the work bound: the checker's
**                                     default, or UNITS)
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/check/check.h"

static size_t from_file(void *ud, char *buf, size_t cap) { return fread(buf, 1, cap, (FILE *)ud); }

int main(int argc, char **argv) {
  char out[2048];
  int64_t work = CK_WORK_DEFAULT;
  ck_status st;
  FILE *fp = NULL;
  int ok = argc == 2;
  if (argc == 4 && strcmp(argv[1], "--work") == 0) {
    char *end;
    long long units = strtoll(argv[2], &end, 10);
    ok = end != argv[2] && *end == '\0' && units >= 1;
    work = units;
  }
  if (ok) fp = fopen(argv[argc - 1], "rb");
  if (fp == NULL) {
    fputs("usage: check-alone [--work UNITS] FILE\n", stderr);
    return 2;
  }
  st = ck_check(from_file, fp, NULL, out, sizeof out, NULL, &work);
  fclose(fp);
  if (st != CK_OK) {
    fprintf(stderr, "check-alone: %s\n", out);
    return 2;
  }
  puts(out);
  return 0;
}

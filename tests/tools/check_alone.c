/*
** check_alone.c — the independent checker built without the engine: this
** file and c/check/, nothing else (make build/check-alone).
** tests/cli/run.sh checks certificates with it, so the checker is shown to
** need no part of the engine.
**
**   check-alone FILE      prints the verdict, or the message and exits 2
*/
#include <stdio.h>
#include "../../c/check/check.h"

static size_t from_file(void *ud, char *buf, size_t cap) { return fread(buf, 1, cap, (FILE *)ud); }

int main(int argc, char **argv) {
  char out[2048];
  int64_t work = -1;
  ck_status st;
  FILE *fp = argc == 2 ? fopen(argv[1], "rb") : NULL;
  if (fp == NULL) {
    fputs("usage: check-alone FILE\n", stderr);
    return 2;
  }
  st = ck_check(from_file, fp, NULL, out, sizeof out, &work);
  fclose(fp);
  if (st != CK_OK) {
    fprintf(stderr, "check-alone: %s\n", out);
    return 2;
  }
  puts(out);
  return 0;
}

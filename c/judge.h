/*
** judge.h — the judges' entry point (judge.c), as the public gr_judge calls
** it: flags are gr_judge's GR_JUDGE_* bits.
*/
#ifndef GR_JUDGE_H
#define GR_JUDGE_H

#include "grundy.h"

gr_status gr_judge_stream(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                          void *rud, gr_write_fn write, void *wud);

#endif

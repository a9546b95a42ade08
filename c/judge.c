/* judge.c — the judges' input formats (placeholder, being written). */
#include "grint.h"

gr_status gr_judge_run(gr_ctx *ctx, const char *judge, gr_read_fn read, void *rud,
                       gr_write_fn write, void *wud) {
  (void)read; (void)rud; (void)write; (void)wud;
  gr_throw(ctx, GR_EINPUT, "unknown judge \"%s\"", judge);
}

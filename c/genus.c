/*
** genus.c — Conway's genus of a position, g^{γ0γ1γ2…}: g is its normal-play
** value and γn the misère Grundy value of the position plus n heaps of *2
** (a position without moves has misère Grundy value 1, any other the mex of
** its options'). The terminal position is 0^{120} (γ = 1, 2, 0, 2, 0, …), a
** heap of 1 is 1^{031}, a heap of n ≥ 2 is n^{n(n⊕2)}; every genus ends
** alternating between two values, and is written up to where that begins.
**
** Found by search (search.c): every position the given one can reach, and
** h, its longest play; g by mex over that graph (the game as played, so a
** Treblecross strip's dead cells count, unlike its stretch value); then γ0 … γ(h+5) by mex over a table of (position,
** heaps of *2, heaps of *1), those small heaps' moves included. The genus
** is reported only when the values computed alternate over their last
** three at least (else: null). A genus is tame when it is one of misère
** Nim's: 0^{120}, 1^{031}, or g^{g(g⊕2)}.
*/
#include <string.h>
#include "grint.h"

extern const gr_game gr_game_nim;

int gr_genus_of(gr_ctx *ctx, const gr_comp *comp, gr_int n, int turn, double most,
                gr_genus *out) {
  gr_pos pos;
  gr_sumsearch *s;
  gr_int looked, h, K, g = 0;
  int m;
  memset(out, 0, sizeof *out);
  pos.comp = (gr_comp *)comp;
  pos.n = n;
  pos.turn = turn;
  pos.misere = 1;
  if ((s = gr_sumsearch_run(ctx, &pos, 1, most, &looked)) == NULL) return 0;
  if ((h = gr_sumsearch_height(s)) < 0 || h + 6 > GR_GENUS_MAX) return 0;
  K = h + 5;
  if (!gr_sumsearch_genus(s, K, &g, out->gamma)) return 0;
  /* written up to γm, the smallest m ≥ 1 with γk = γ(k-2) for every k > m */
  for (m = (int)K; m > 1 && out->gamma[m] == out->gamma[m - 2]; m--) {}
  if (m > (int)K - 3) return 0; /* not seen alternating long enough */
  out->g = g;
  out->n = m + 1;
  out->tame = (g == 0 && m == 2 && out->gamma[0] == 1 && out->gamma[1] == 2 && out->gamma[2] == 0) ||
              (g == 1 && m == 2 && out->gamma[0] == 0 && out->gamma[1] == 3 && out->gamma[2] == 1) ||
              (m == 1 && out->gamma[0] == g && out->gamma[1] == (g ^ 2));
  return 1;
}

void gr_genus_json(gr_buf *b, const gr_genus *gen, int known) {
  int i, wide = 0;
  if (!known) {
    gr_puts(b, "null");
    return;
  }
  gr_printf(b, "{\"g\":%lld,\"gamma\":[", (long long)gen->g);
  for (i = 0; i < gen->n; i++) {
    gr_printf(b, "%s%lld", i ? "," : "", (long long)gen->gamma[i]);
    wide |= gen->gamma[i] > 9;
  }
  gr_printf(b, "],\"text\":\"%lld^", (long long)gen->g);
  if (wide) gr_putc(b, '(');
  for (i = 0; i < gen->n; i++)
    gr_printf(b, "%s%lld", wide && i ? "," : "", (long long)gen->gamma[i]);
  if (wide) gr_putc(b, ')');
  gr_printf(b, "\",\"tame\":%s}", gen->tame ? "true" : "false");
}

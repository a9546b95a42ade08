/*
** genus.c — Conway's genus of a position, g^{γ0γ1γ2…} (On Numbers and
** Games, ch. 12; Winning Ways, ch. 13): g is its normal-play value and γn
** the misère Grundy value of the position plus n heaps of *2 (a position
** without moves has misère Grundy value 1, any other the mex of its
** options'). The terminal position is 0^{120} (γ = 1, 2, 0, 2, 0, …), a
** heap of 1 is 1^{031}, a heap of n ≥ 2 is n^{n(n⊕2)}; every genus ends
** alternating between two values, and is written up to where that begins.
** A genus is tame when it is one of misère Nim's: 0^{120}, 1^{031}, or
** g^{g(g⊕2)}.
**
** Found by search (search.c): every position the given one can reach, g by
** mex over that graph (the game as played, so cells no stretch value counts
** still count), and a table of the misère Grundy values of each position X
** plus m heaps of *2 and j heaps of *1. The cut is proven, not guessed:
**
**  1. g⁻(Y) = n exactly when Y + *n is a misère P-position (by induction on
**     Y: Y + *n is P iff no option Y' has g⁻(Y') = n and g⁻(Y) ≥ n), so g⁻
**     depends only on Y's misère outcomes in sums.
**  2. *1 + *1 is misère 0: Y + *1 + *1 has Y's outcome for every Y (by
**     induction: if Y is P, the move to Y + *1 is answered by taking the
**     other *1). So by 1, j counts only by its parity: j = 0 or 1.
**  3. Row m of X, the pair (X + m·*2, X + m·*2 + *1), is a function of
**     row m of X's options and row m − 1 of X. If every option's rows
**     repeat with period 2 from row M on, and X's rows t and t + 2 are
**     equal for some t ≥ M − 1, then X's rows repeat from t on (rows t + 1
**     and t + 3 come from equal rows, and so on).
**
** So each position, after its options, gets a row from which its rows are
** proven to alternate; the position's own genus is read off its rows up to
** that one and cut at the first index from which γ(k+2) = γk holds. When no
** row within GR_GENUS_MAX shows it, no genus is given (null), never a guess.
*/
#include <string.h>
#include "search.h"

int gr_genus_of(gr_ctx *ctx, const gr_comp *comp, gr_int n, int turn, double most,
                gr_genus *out) {
  gr_pos pos;
  gr_sumsearch *s;
  gr_int looked;
  memset(out, 0, sizeof *out);
  pos.comp = (gr_comp *)comp;
  pos.n = n;
  pos.turn = turn;
  pos.misere = 1;
  if ((s = gr_sumsearch_run(ctx, &pos, 1, most, &looked)) == NULL) return -1;
  return gr_genus_read(s, out);
}

int gr_genus_read(gr_sumsearch *s, gr_genus *out) {
  gr_int g = 0, stable = 0;
  int m;
  memset(out, 0, sizeof *out);
  if (!gr_sumsearch_genus(s, GR_GENUS_MAX - 1, &g, out->gamma, &stable)) return 0;
  /* γk = γ(k-2) for every k ≥ stable + 2; written up to γm, the smallest
  ** m ≥ 1 with that for every k > m */
  for (m = (int)stable + 1; m > 1 && out->gamma[m] == out->gamma[m - 2]; m--) {}
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

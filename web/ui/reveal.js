// ui/reveal.js — a board wider than its card (a long row, a wide bar)
// scrolls inside it (the board's scroller, under the card's header) to what
// matters: the cells the board aims at (its marked moves, else its pieces) —
// unless the reader is working in that card (it has the focus): then it
// stays where they left it. The cards ({el, board}) are all measured first,
// then all scrolled: one layout for all. A card off the screen is not laid
// out (content-visibility): it is aimed when it comes near (measured at
// once, it was a layout of its own).

const scrolled = new Map(); // component index → its scroller's scrollLeft
const near = new WeakMap();  // a card off the screen → what to aim it with when it comes near

function onNear(e) {
  const w = near.get(e.currentTarget);
  if (w && !e.skipped) { near.delete(e.currentTarget); reveal(...w); }
}

/** Scrolls the wide boards of `cards` to what matters; aimOf(board): [the
 *  moves it marks, its board's aim(comp, marks) or none]. */
export function reveal(cards, focus, aimOf) {
  const aims = [];
  for (const x of cards) {
    const el = x.el.isConnected ? x.el.querySelector('.scroller') : null;
    if (!el) continue;
    if (el.checkVisibility?.({ contentVisibilityAuto: true }) === false) {
      x.el.addEventListener('contentvisibilityautostatechange', onNear);
      near.set(x.el, [[x], focus, aimOf]);
    } else aims.push(aim(el, x.board, cellsOf(x.board, ...aimOf(x.board)), focus === String(x.board.index)));
  }
  for (const a of aims) {
    if (a === null) continue;
    a.el.addEventListener('scroll', () => scrolled.set(a.i, a.el.scrollLeft), { passive: true });
    if (a.at === null) continue;
    a.el.scrollLeft = Math.max(0, a.at);
    scrolled.set(a.i, Math.max(0, a.at));
  }
}

/** The cells (board.cell numbers) to bring into view: the board's own aim,
 *  else (a row) the cells of its marked moves, else its pieces. */
function cellsOf(board, marks, own) {
  if (own) return own(board.comp, marks);
  const cols = marks.flatMap((m) => [m.from, m.to]).filter((n) => n != null);
  return cols.length ? cols : [...board.comp.body].flatMap((ch, k) => (ch === '.' ? [] : [k + 1]));
}

/** Where a board's scroller should scroll to, read from the layout alone:
 *  {el, i, at} (at null: where it is), or null. */
function aim(el, board, cells, mine) {
  const i = board.index;
  if (el.scrollWidth <= el.clientWidth + 1) return null;
  const out = { el, i, at: null };
  if (mine && scrolled.has(i)) return { ...out, at: scrolled.get(i) };
  const boxes = cells.map((n) => board.cell(n)).filter(Boolean);
  if (!boxes.length) return out;
  const r = board.svg.getBoundingClientRect(), box = el.getBoundingClientRect();
  const k = r.width / board.width, left = r.left - box.left + el.scrollLeft;
  const x1 = left + Math.min(...boxes.map((b) => b.x)) * k, x2 = left + Math.max(...boxes.map((b) => b.x + b.w)) * k, room = el.clientWidth - 16;
  let at = scrolled.get(i) ?? el.scrollLeft;
  if (x2 - x1 > room) at = x2 - room - 8; // too wide for the card: the right end (rows move right)
  else if (x1 < at + 8 || x2 > at + room + 8) at = (x1 + x2) / 2 - el.clientWidth / 2; // out of view: in the middle
  return { ...out, at };
}

// ui/reveal.js — a row wider than its card scrolls inside it (the board's
// scroller, under the card's header) to what matters: the cells of its
// marked moves, else its pieces — unless the reader is working in that card
// (it has the focus): then it stays where they left it. The cards ({el,
// board}) are all measured first, then all scrolled: one layout for all. A
// card off the screen is not laid out (content-visibility): it is aimed
// when it comes near (measured at once, it was a layout of its own).

const scrolled = new Map(); // component index → its scroller's scrollLeft
const near = new WeakMap();  // a card off the screen → what to aim it with when it comes near

function onNear(e) {
  const w = near.get(e.currentTarget);
  if (w && !e.skipped) { near.delete(e.currentTarget); reveal(...w); }
}

/** Scrolls the rows of `cards` to what matters; marksOf(i): the moves
 *  component i marks. */
export function reveal(cards, focus, marksOf) {
  const aims = [];
  for (const x of cards) {
    const el = x.el.isConnected ? x.el.querySelector('.scroller') : null;
    if (!el) continue;
    if (el.checkVisibility?.({ contentVisibilityAuto: true }) === false) {
      x.el.addEventListener('contentvisibilityautostatechange', onNear);
      near.set(x.el, [[x], focus, marksOf]);
    } else aims.push(aim(el, x.board, marksOf(x.board.index), focus === String(x.board.index)));
  }
  for (const a of aims) {
    if (a === null) continue;
    a.el.addEventListener('scroll', () => scrolled.set(a.i, a.el.scrollLeft), { passive: true });
    if (a.at === null) continue;
    a.el.scrollLeft = Math.max(0, a.at);
    scrolled.set(a.i, Math.max(0, a.at));
  }
}

/** Where a row's scroller should scroll to, read from the layout alone:
 *  {el, i, at} (at null: where it is), or null. */
function aim(el, board, marks, mine) {
  const i = board.index;
  if (el.scrollWidth <= el.clientWidth + 1) return null;
  const out = { el, i, at: null };
  if (mine && scrolled.has(i)) return { ...out, at: scrolled.get(i) };
  let cols = marks.flatMap((m) => [m.from, m.to]);
  if (!cols.length) cols = [...board.comp.body].flatMap((ch, k) => (ch === '.' ? [] : [k + 1]));
  if (!cols.length) return out;
  const a = board.cell(Math.min(...cols)), b = board.cell(Math.max(...cols));
  if (!a || !b) return out;
  const r = board.svg.getBoundingClientRect(), box = el.getBoundingClientRect();
  const k = r.width / board.width, left = r.left - box.left + el.scrollLeft;
  const x1 = left + a.x * k, x2 = left + (b.x + b.w) * k, room = el.clientWidth - 16;
  let at = scrolled.get(i) ?? el.scrollLeft;
  if (x2 - x1 > room) at = x2 - room - 8; // too wide for the card: the right end (rows move right)
  else if (x1 < at + 8) at = x1 - 8;
  else if (x2 > at + room + 8) at = x2 - room - 8;
  return { ...out, at };
}

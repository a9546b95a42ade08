// app-helpers.mjs — shared steps for the app-*.spec.mjs suites: open a
// position by its link, wait for the page to settle, read what the page
// shows, ask the engine in the page for the truth, and make a move the way a
// user would (a click on the board).

import { expect, engineIn, settled } from './fixtures.mjs';
import { analyse as reference } from '../js/ref.mjs';

/** Waits until the page has loaded, the engine is idle and nothing is drawn. */
export async function settle(page) {
  await settled(page);
}

/** Opens the page at #<text><extra> (a shared link) as a fresh load and
 *  waits for it. From a page already open, going to a new hash is only a
 *  same-document navigation that the page handles later, so leave it first. */
export async function openAt(page, text, extra = '') {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto('./#' + text + extra);
  await settle(page);
}

/** Opens #<text><extra> in the page already loaded, as a reader who edits
 *  the address does (the page reads the new address: position, mode,
 *  exercise, the teaching panel's tab; without &teach= the panel keeps its
 *  tab), and waits for it: no reload, so a list of links costs one page
 *  load. A fresh load (openAt) when no page is loaded yet, when the address
 *  would not change, when the classroom's stage is open (it covers the
 *  page), or when the link asks for another language than the page's (the
 *  page follows an edited lang= too; a test that starts in another language
 *  than the one before it starts from a fresh load). */
export async function goTo(page, text, extra = '') {
  const moved = page.url() !== 'about:blank' && await page.evaluate((h) => {
    if (!globalThis.grundy?.idle?.()) return false;
    if ([...document.querySelectorAll('.teach-stage')].some((e) => e.checkVisibility())) return false; // (a classroom stage a test left open)
    const lang = /&lang=([a-z]+)/.exec(h)?.[1] ?? 'en';
    if (!document.documentElement.lang.startsWith(lang)) return false; // (another language: a fresh load, see above)
    const before = location.hash;
    location.hash = h;
    return location.hash !== before;
  }, '#' + text + extra);
  if (!moved) return openAt(page, text, extra);
  await settle(page);
  const lang = /(?:^|&)lang=(en|zh)(?:&|$)/.exec(extra)?.[1];
  if (lang) expect(await page.evaluate(() => document.documentElement.lang), `${text}${extra}: the page in the link's language`).toBe(lang === 'zh' ? 'zh-CN' : 'en');
}

/** Shows text for a test that only reads what a position shows: in the
 *  page already loaded, as picking a position does (one page load serves a
 *  list of positions), or at its link on a fresh page. */
export async function showIn(page, text) {
  if (page.url() === 'about:blank' || !(await page.evaluate(() => !!globalThis.grundy?.open))) return openAt(page, text);
  expect(await page.evaluate((t) => globalThis.grundy.open(t), text), `${text}: opened`).toBe(true);
  await settle(page);
}

/** The engine's analysis of text, computed in the page. */
export function analyse(page, text, winning = true) {
  return engineIn(page, (e, [t, w]) => e.analyze(t, { winning: w }), [text, winning]);
}

/** What the page shows: SG per card, nim-sum, verdict, the moves marked on
 *  the boards and listed in words, the position text. */
export async function shown(page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('#boards .comp')];
    const marks = cards.flatMap((c) => (c.querySelector('svg.board').dataset.marks || '').split(' ').filter(Boolean));
    const ns = document.querySelector('#nimsum');
    return {
      text: globalThis.grundy.position(), // the field keeps what is typed while it has focus
      field: document.querySelector('#postext').value,
      sgs: cards.map((c) => c.querySelector('.sg').dataset.sg),
      nimsum: ns ? ns.dataset.value : null,
      verdict: document.querySelector('#verdict')?.dataset.verdict,
      marks: marks.sort(),
      listed: [...document.querySelectorAll('#moves li')].map((li) => li.dataset.move).sort(),
      words: [...document.querySelectorAll('#moves li span')].map((s) => s.textContent),
      message: document.querySelector('#message').textContent,
    };
  });
}

/** The independent reference's analysis of text (tests/js/ref.mjs: moves
 *  from the rules, values by plain mex), or null when the position is too
 *  large for it (a heap of 10^18, more than REF_BUDGET positions to search). */
const REF_BUDGET = 20000; // positions the reference looks at here (it reaches the small ones; the js suite goes further)
export function refOf(text) {
  try {
    return reference(text, { budget: REF_BUDGET });
  } catch (e) {
    if (/^ref: (.*(too many|more than)|no rules for|normal play only)/.test(e.message)) return null; // past what it reaches
    throw e;
  }
}

/** Checks the page against the engine's analysis of its position, and both
 *  against the independent reference where it reaches (reference: false
 *  where it cannot, to spare the search). */
export async function expectMatchesEngine(page, { reference = true } = {}) {
  const s = await shown(page);
  const a = await analyse(page, s.text);
  expect(s.text).toBe(a.position);
  expect(s.sgs).toEqual(a.components.map((c) => (c.sg === null ? '' : String(c.sg))));
  expect(s.nimsum ?? '', 'no nim-sum shown where the engine has none').toBe(a.nimsum === null ? '' : String(a.nimsum));
  expect(s.verdict ?? null, 'the verdict, none shown where the engine has none').toBe(a.verdict);
  expect(s.marks).toEqual([...a.winning].sort());
  expect(s.listed).toEqual([...a.winning].sort());
  // the reference has no word where the engine declines to compute a value
  const ref = !reference || a.components.some((c) => c.unknown || c.loopy) ? null : refOf(s.text);
  if (ref) {
    expect(s.sgs, `${s.text}: SG values by plain mex`).toEqual(ref.comps.map((c) => (c.sg === null ? '' : String(c.sg))));
    expect(s.nimsum, `${s.text}: nim-sum by plain mex`).toBe(ref.nimsum === null ? '' : String(ref.nimsum));
    expect(s.verdict, `${s.text}: verdict by plain mex`).toBe(ref.verdict);
    expect(s.marks, `${s.text}: winning moves by plain mex`).toEqual([...ref.winning].sort());
  }
  return { s, a, ref };
}

/** The board element a user clicks to make `move` (engine notation) in the
 *  position text, as a locator. */
export async function moveTarget(page, move) {
  const { comp, body } = await page.evaluate((m) => {
    const i = Number(m.slice(0, m.indexOf(':')));
    return { comp: i, body: globalThis.grundy.model().comps[i - 1] };
  }, move);
  const mv = move.slice(move.indexOf(':') + 1);
  const card = page.locator(`#boards .comp[data-comp="${comp}"]`);
  switch (body.game) {
    case 'nim': case 'sub': {
      const to = Number(mv.split('>')[1]);
      return card.locator(`[data-act="stone"][data-n="${to + 1}"]`);
    }
    case 'checkers': return card.locator(`[data-act="cell"][data-n="${mv.split('>')[0]}"]`);
    case 'northcott': return card.locator(`[data-act="cell"][data-n="${mv.split('>')[1]}"]`);
    case 'treblecross': return card.locator(`[data-act="cell"][data-n="${mv}"]`);
    case 'octal': return card.locator(`[data-act="cell"][data-n="${mv.split('-')[0]}"]`); // a block: its first pin
    case 'hackenbush': return card.locator(`circle.hb-handle[data-n="${mv}"]`); // the edge's middle
    case 'ruler': case 'turtles': case 'mockturtles': return card.locator(`[data-act="cell"][data-n="${mv}"]`); // one coin
    case 'staircase': {
      const [s, k] = mv.split('x').map(Number);
      const c = Number(body.body.split('/')[s - 1]);
      return card.locator(`[data-act="coin"][data-s="${s}"][data-n="${c - k + 1}"]`);
    }
    default: throw new Error(`no board for ${body.game}`);
  }
}

/** Drags with the mouse from cell `from` to cell `to` of component i. */
export async function dragCells(page, i, from, to) {
  const cell = (n) => page.locator(`#boards .comp[data-comp="${i}"] [data-act="cell"][data-n="${n}"]`);
  await cell(from).scrollIntoViewIfNeeded();
  const a = await cell(from).boundingBox(), b = await cell(to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** Makes `move` by clicking the board, then waits for the page: a block of
 *  pins or a run of coins "A-B" by dragging across it; coins turned
 *  together "A.B(.C)" by choosing the others (Shift+click) and clicking the
 *  heads coin; a rectangle of corners "a.b-x.y" by clicking its far corner
 *  and then the opposite one. */
export async function clickMove(page, move) {
  const i = move.slice(0, move.indexOf(':'));
  const mv = move.slice(move.indexOf(':') + 1);
  const card = page.locator(`#boards .comp[data-comp="${i}"]`);
  const cell = (n) => card.locator(`[data-act="cell"][data-n="${n}"]`);
  if (/^\d+-\d+$/.test(mv)) await dragCells(page, i, ...mv.split('-'));
  else if (/^\d+(\.\d+)+$/.test(mv)) {
    const coins = mv.split('.');
    for (const c of coins.slice(0, -1)) {
      await cell(c).click({ modifiers: ['Shift'] });
      await settle(page);
    }
    await cell(coins[coins.length - 1]).click();
  } else if (/^\d+\.\d+-\d+\.\d+$/.test(mv)) {
    const cols = await page.evaluate((k) => globalThis.grundy.model().comps[k - 1].body.split('/')[0].length, Number(i));
    const [[a, b], [x, y]] = mv.split('-').map((p) => p.split('.').map(Number));
    await cell(x * cols + y + 1).click();
    await settle(page);
    await cell(a * cols + b + 1).click();
  } else await (await moveTarget(page, move)).click();
  await settle(page);
}

/** The position text in the address bar (before any "&"). */
export function urlText(page) {
  return decodeURIComponent(new URL(page.url()).hash.slice(1).split('&')[0]);
}

/** What a look at the page finds wrong: the page wider than the screen, an
 *  element past the screen's right edge, text cut off inside a box that does
 *  not scroll (its content wider or taller than it, overflow hidden or an
 *  ellipsis), words drawn on a board past its edge or over one another, a
 *  bracket of the teaching marks drawn through words, a component's value or
 *  the nim-sum broken across lines. Boxes made to scroll (overflow auto or scroll), what is out
 *  of sight on purpose (.sr-only and the like, hidden) and text cut short
 *  whose whole is its title are left alone. */
export function layoutProblems(page, root = 'body') {
  return page.evaluate(LAYOUT, root);
}

/** layoutProblems' look, run in the page: the problems under the element sel. */
function LAYOUT(sel) {
  const out = [];
  const root = document.querySelector(sel);
  if (!root) return [`nothing matches ${sel}`];
  const vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw + 1) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const scrolls = (el) => { for (let e = el.parentElement; e; e = e.parentElement) { const s = getComputedStyle(e); if (/auto|scroll/.test(s.overflowX + s.overflowY)) return true; } return false; };
  for (const el of root.querySelectorAll('*')) {
    if (!el.checkVisibility?.() || el.closest('svg') && el.tagName !== 'svg') continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.width <= 2 && r.height <= 2) continue; // visually hidden
    const s = getComputedStyle(el);
    if (s.position === 'absolute' && s.clip !== 'auto') continue;
    if (r.right > vw + 1 && !scrolls(el)) out.push(`past the screen's edge (${Math.round(r.right)} > ${vw}): ${name(el)}`);
    if (el.tagName === 'CAPTION') { // a table that scrolls in its box: its caption stays within the box
      let box = el.parentElement; while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (box && r.right > box.getBoundingClientRect().right + 1) out.push(`a caption wider than the box its table scrolls in: ${name(el)}`);
    }
    const card = el.closest('.comp, .teach-stage, .panel, dialog');
    if (card && card !== el && !scrolls(el) && r.right > card.getBoundingClientRect().right + 1) out.push(`past its box's edge (${Math.round(r.right)} > ${Math.round(card.getBoundingClientRect().right)}): ${name(el)}`);
    const hides = /hidden|clip/.test(s.overflowX) || /hidden|clip/.test(s.overflowY) || s.textOverflow === 'ellipsis';
    const scrolling = el.tagName === 'INPUT' && el.type !== 'number' && !el.classList.contains('num'); // a text field scrolls its text
    const whole = el.title && el.textContent.trim().split(' + ').every((part) => el.title.includes(part)); // cut short on purpose, whole in its title (a sum's parts: with their game)
    if (hides && !scrolling && !whole && el.children.length === 0 && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
      out.push(`text cut off (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}): ${name(el)}`);
  }
  // a number is read whole: its digits never broken across lines (an SG value of 10^18 in a narrow card, a move between heaps of 10^18)
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const el = t.parentElement;
    if (!el?.checkVisibility?.() || el.closest('svg')) continue;
    for (const m of t.data.matchAll(/\d{2,}/g)) {
      const range = document.createRange();
      range.setStart(t, m.index);
      range.setEnd(t, m.index + m[0].length);
      const tops = [...range.getClientRects()].filter((q) => q.width > 0).map((q) => q.top);
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) out.push(`a number broken across lines (${m[0]}): ${name(el)}`);
    }
  }
  // words drawn on a board: within the drawing, and never over one another
  for (const svg of root.querySelectorAll('svg')) {
    if (!svg.checkVisibility?.()) continue;
    const box = svg.getBoundingClientRect();
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.checkVisibility?.() && (t.textContent ?? '').trim()).map((t) => [t, t.getBoundingClientRect()]);
    for (const [t, r] of texts)
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`drawn past its board's edge (${Math.round(r.left - box.left)}…${Math.round(r.right - box.left)} of ${Math.round(box.width)}): ${name(t)}`);
    const over = (r, q) => Math.min(r.right, q.right) - Math.max(r.left, q.left) > 2 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 2;
    texts.forEach(([t, r], k) => {
      for (const [u, q] of texts.slice(k + 1)) if (over(r, q)) out.push(`words drawn over words: ${name(t)} and ${name(u)}`);
    });
    // a teaching bracket (a span of stones or cells) is drawn beside words, never through them
    for (const b of svg.querySelectorAll('.t-bracket')) {
      const r = b.getBoundingClientRect();
      for (const [t, q] of texts) if (over(r, q)) out.push(`a bracket drawn through words: ${name(t)}`);
    }
  }
  return out;
}

/** Runs a sweep in the page, one call for the whole list instead of several
 *  for each item: `step(item, {idle, layout})` is a function of the page
 *  (its source is sent) whose results are returned, one per item (a
 *  problem's words, say). idle() waits for the page to settle and the next
 *  frame (and says what it waited for when it does not settle within ms);
 *  layout(sel) is layoutProblems' look. */
export function sweepInPage(page, list, step, ms = 120_000) {
  return page.evaluate(async ([items, stepSrc, layoutSrc, limit]) => {
    const frame = () => new Promise((ok) => requestAnimationFrame(ok));
    const idle = async (what) => {
      for (const end = performance.now() + limit; !globalThis.grundy.idle();) {
        if (performance.now() > end) throw new Error(`${what}: the page did not settle in ${limit} ms, waiting for ${globalThis.grundy.waiting().join(', ')}`);
        await frame();
      }
      await frame(); // and drawn: a field sized to its content (field-sizing) takes its width in the frame after
    };
    const layout = (0, eval)(`(${layoutSrc})`), run = (0, eval)(`(${stepSrc})`);
    const out = [];
    for (const item of items) out.push(await run(item, { idle, layout }));
    return out;
  }, [list, step.toString(), LAYOUT.toString(), ms]);
}

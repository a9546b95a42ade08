// lang-lib.mjs — what a page in one language must not show of another: in
// Chinese, no English word outside notation (position text, game codes,
// numbers, names the page keeps in Latin letters such as SG, Nim, mex); in
// English, no Chinese character (beyond the language switch's own name).

/** Words kept in Latin letters in every language: names, notation, units. */
export const LATIN = new Set([
  'Grundy', 'Sprague', 'SG', 'Nim', 'nim', 'mex', 'XOR', 'xor', 'Anti', 'Multi', 'SJ', 'OI', 'wiki', 'OI-wiki',
  'HDU', 'POJ', 'LightOJ', 'UVa', 'Luogu', 'AcWing', 'CGSuite', 'CSV', 'SVG', 'PNG', 'JSON', 'URL', 'Ctrl', 'Shift', 'Enter', 'Tab', 'Esc',
  'KiB', 'MiB', 'GiB', 'ms', 'misere', 'Ferguson', 'Conway', 'Berlekamp', 'Guy', 'Winning', 'Ways', 'Siegel', 'Plambeck',
  'Kayles', 'Cram', 'Chomp', 'Hackenbush', 'Wythoff', 'Moore', 'Northcott', 'Treblecross', 'Lasker', 'Bouton', 'Fibonacci',
  'Ruler', 'Turning', 'Turtles', 'Mock', 'Corners', 'Node', 'Arc', 'Zeckendorf', 'Dawson', 'Beling', 'Rogalski', 'Lemoine', 'Viennot', 'Lenstra', 'Sprouts', 'Bash', 'qm', 'Dudeney', 'Loyd', 'Smith', 'Beatty', 'OEIS', 'Python', 'mod', 'adic', 'u-new',
]);

/** text with a game's parameters blanked: the parenthesised text after a
 *  game code (a typed rule's words: ruleset(take k: k<=2*last or …)) is
 *  notation, whatever words it holds. */
export function withoutParameters(text, codes = []) {
  let out = text;
  for (const code of codes) {
    const re = new RegExp(`(?<![A-Za-z0-9_])${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\(`, 'g');
    for (const m of [...out.matchAll(re)]) {
      let depth = 0, j = m.index + m[0].length - 1;
      for (; j < out.length; j++) {
        if (out[j] === '(') depth++;
        else if (out[j] === ')' && --depth === 0) break;
      }
      out = out.slice(0, m.index) + ' '.repeat(j + 1 - m.index) + out.slice(j + 1);
    }
  }
  return out;
}

/** The English words in text (a page in Chinese): [{word, context}].
 *  `codes`: the engine's game codes (nim, sub, tb …), which notation uses. */
export function englishIn(text, codes = []) {
  const ok = new Set([...LATIN, ...codes]);
  text = withoutParameters(text, codes);
  const out = [];
  for (const m of text.matchAll(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*[A-Za-zÀ-ÿ]/g)) {
    const w = m[0];
    if (ok.has(w) || ok.has(w.toLowerCase()) && /^[a-z]/.test(w)) continue;
    if (/^[HT]{3,}$/.test(w)) continue; // a row of coins (TTHTH): notation
    if (/^[a-h]{1,8}$/.test(w)) continue; // a misère quotient's element (ab, bcc): notation
    if (w.includes('-') && w.split('-').every((p) => p.length < 2 || ok.has(p))) continue; // a name made of names (Node-Kayles, Nim-k)
    // notation: a word glued to ':' '(' '@' ';' or digits (nim:3, sub(1-3), ;misere, 2x3)
    const before = text[m.index - 1] ?? '', after = text[m.index + w.length] ?? '';
    if (/[:(@;]/.test(after) || /[:;@(]/.test(before) || /[0-9]/.test(before) || /[0-9]/.test(after)) continue;
    // a position's body: cells glued to dots, slashes or commas (..oo., X.X/..X, ab,ba)
    if (/[./,|]/.test(before) || /[/,|]/.test(after) || (after === '.' && /[^\s]/.test(text[m.index + w.length + 1] ?? ' '))) continue;
    if (/^ ?= ?[0-9]/.test(text.slice(m.index + w.length))) continue; // a variable given its value (a typed rule's last = 3)
    if (text.slice(m.index - 2, m.index) === '--') continue; // a command line's option (--strict)
    if (/^\s+[a-z](?:\s*\+\s*[a-z])*\s*:/.test(text.slice(m.index + w.length))) continue; // a typed rule's head (take k:, split a+b:)
    out.push({ word: w, context: text.slice(Math.max(0, m.index - 30), m.index + w.length + 30).replace(/\s+/g, ' ') });
  }
  return out;
}

/** The Chinese characters in text (a page in English): [{char, context}]. */
export function chineseIn(text) {
  const out = [];
  for (const m of text.matchAll(/[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]+/g)) {
    if (m[0] === '中文') continue; // the language switch names Chinese in Chinese
    out.push({ char: m[0], context: text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ') });
  }
  return out;
}

/** Everything a person sees or hears of the element's subtree in the page:
 *  its visible text, and the titles, labels and alt texts of its elements;
 *  `hide`: elements left out (hidden while the text is read, shown again).
 *  SEEN_TEXT is the function run in the page ([selector, hide]), for a spec
 *  that reads several parts in one step. */
export const SEEN_TEXT = ([sel, hide]) => {
  const hidden = hide ? [...document.querySelectorAll(hide)].map((el) => [el, el.style.display]) : [];
  for (const [el] of hidden) el.style.display = 'none';
  const parts = [];
  for (const root of document.querySelectorAll(sel)) {
    parts.push(root.innerText ?? '');
    for (const el of root.querySelectorAll('[title], [aria-label], [alt], [placeholder], svg title, svg text, option')) {
      for (const a of ['title', 'aria-label', 'alt', 'placeholder']) if (el.getAttribute?.(a)) parts.push(el.getAttribute(a));
      if (el.tagName === 'title' || el.tagName === 'text' || el.tagName === 'OPTION') parts.push(el.textContent);
    }
  }
  for (const [el, display] of hidden) el.style.display = display;
  return parts.join('\n');
};
export async function seenText(page, selector = 'body', hide = null) {
  return page.evaluate(SEEN_TEXT, [selector, hide]);
}

// i18n-check.mjs — what the catalogs' test checks, as functions a test can
// also run on a doctored copy (a language with a key missing must be caught).
//
// The page's words are tr('English {name}', …) calls and data-tr elements of
// index.html; the English text is the key. For every language but English:
//   - every key used in a file is in a catalog loaded with that file: a
//     board file's keys in its own catalog (boards/<file>.<lang>.js, and
//     boards/<file>.teach.<lang>.js: its teaching views' words) or the
//     page's; a teaching file's in teach.js or the page's; the rest in the
//     page's (i18n/<lang>/first.js, the first view's, or i18n/<lang>/ui.js);
//   - every catalog key is used somewhere (no stale translation);
//   - a template has the same placeholders as its key;
//   - a tr() call's first argument is a literal (else no test could see it);
//   - a glossary term in a key is said with the glossary's word.

import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

function walk(dir, keep, out = []) {
  for (const f of readdirSync(join(ROOT, dir))) {
    const p = `${dir}/${f}`;
    if (statSync(join(ROOT, p)).isDirectory()) walk(p, keep, out);
    else if (keep(p)) out.push(p);
  }
  return out;
}

/** The JS string literal starting at text[i] (a quote): [value, end] or null
 *  (a template literal with ${…} is not a literal). */
function literal(text, i) {
  const q = text[i];
  if (!`'"\``.includes(q)) return null;
  let out = '';
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') {
      const n = text[++j];
      out += { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"', '`': '`' }[n] ?? (n === 'u' ? String.fromCharCode(parseInt(text.slice(j + 1, j + 5), 16)) : n);
      if (n === 'u') j += 4;
      continue;
    }
    if (q === '`' && c === '$' && text[j + 1] === '{') return null;
    if (c === q) return [out, j + 1];
    out += c;
  }
  return null;
}

/** Keys a JS file uses: {keys: [...], bad: [line numbers of tr( without a literal]}. */
export function keysOfJs(source) {
  // comments blanked (their lines kept): a comment may show how tr() is used
  const text = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|\s)\/\/.*$/gm, '$1');
  const keys = [];
  const bad = [];
  for (const m of text.matchAll(/(?<![A-Za-z0-9_$.])(?<!function )tr\(\s*/g)) {
    const at = m.index + m[0].length;
    const lit = literal(text, at);
    if (lit) keys.push(lit[0]);
    else bad.push(text.slice(0, m.index).split('\n').length);
  }
  return { keys, bad };
}

/** Keys index.html uses: data-tr elements' text, data-tr-attrs attributes. */
export function keysOfHtml(text) {
  const keys = [];
  const norm = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  for (const m of text.matchAll(/<([a-z0-9]+)\b([^>]*)>/g)) {
    const attrs = m[2];
    if (/\sdata-tr(\s|>|$|=)/.test(attrs + ' ')) {
      const close = text.indexOf(`</${m[1]}>`, m.index + m[0].length);
      keys.push(norm(text.slice(m.index + m[0].length, close)));
    }
    const list = /\sdata-tr-attrs="([^"]*)"/.exec(attrs);
    if (list) for (const a of list[1].split(/\s+/).filter(Boolean)) {
      const v = new RegExp(`\\s${a}="([^"]*)"`).exec(attrs);
      if (v) keys.push(norm(v[1]));
    }
  }
  return keys;
}

const placeholders = (t) => [...new Set([...String(t).matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]))].sort();

/** Which catalogs serve a file: [catalog names], as 'first', 'ui', 'teach',
 *  'board:<file>'. The page's words are in 'first' (its first view's, which
 *  load with the page's first module) or 'ui' (the rest), never both. A view
 *  shared by boards and the teaching panel (web/kit/) is served by the
 *  catalog it registers itself (register({zh: () => import('…/zh/teach.js')})). */
export function servedBy(file) {
  if (file.startsWith('web/boards/')) return [`board:${file.slice(11).replace(/\.js$/, '')}`, 'first', 'ui'];
  if (file.startsWith('web/teach/')) return ['teach', 'first', 'ui'];
  const path = join(ROOT, file);
  const own = [...(existsSync(path) ? readFileSync(path, 'utf8') : '').matchAll(/register\(\{[^}]*import\('[^']*\/i18n\/zh\/([a-z]+)\.js'\)/g)].map((m) => m[1]);
  return [...new Set([...own, 'first', 'ui'])];
}

/** The page's uses of words: [{file, keys, bad}]. */
export function uses() {
  const out = [];
  for (const f of walk('web', (p) => /\.m?js$/.test(p) && !/\.[a-z]{2}\.js$/.test(p) && !/^web\/i18n\/(?!i18n\.js)/.test(p) && !/grundy-(core|first)\.mjs$/.test(p))) {
    const { keys, bad } = keysOfJs(readFileSync(join(ROOT, f), 'utf8'));
    if (keys.length || bad.length) out.push({ file: f, keys, bad });
  }
  out.push({ file: 'web/index.html', keys: keysOfHtml(readFileSync(join(ROOT, 'web/index.html'), 'utf8')), bad: [] });
  return out;
}

/** A language's catalogs: {name → {key → template}} from the files. */
export async function catalogs(lang) {
  const out = {};
  for (const area of ['first', 'ui', 'teach']) {
    const p = join(ROOT, `web/i18n/${lang}/${area}.js`);
    if (existsSync(p)) out[area] = (await import(p)).default;
  }
  for (const f of walk('web/boards', (p) => p.endsWith(`.${lang}.js`))) out[`board:${f.slice(11, -`.${lang}.js`.length)}`] = (await import(join(ROOT, f))).default;
  return out;
}

/** Everything wrong with a language's catalogs, as sentences ([] when none). */
export function problems(lang, cats, used, glossary = []) {
  const out = [];
  const usedBy = new Map(); // catalog name → keys used by its files
  for (const { file, keys, bad } of used) {
    for (const line of bad) out.push(`${file}:${line}: tr() needs a literal English text as its first argument`);
    const names = servedBy(file).flatMap((n) => [n, ...Object.keys(cats).filter((c) => n.startsWith('board:') && c.startsWith(`${n}.`))]); // (a board's teaching words: board:<file>.teach)
    for (const k of keys) {
      const home = names.find((n) => cats[n] && k in cats[n]);
      if (!home) out.push(`${lang}: "${k}" (${file}) is in none of ${names.map((n) => (n.startsWith('board:') ? `web/boards/${n.slice(6)}.${lang}.js` : `web/i18n/${lang}/${n}.js`)).join(', ')}`);
      else (usedBy.get(home) ?? usedBy.set(home, new Set()).get(home)).add(k);
    }
  }
  for (const [name, cat] of Object.entries(cats)) {
    for (const [k, v] of Object.entries(cat)) {
      if (!usedBy.get(name)?.has(k)) out.push(`${lang} ${name}: "${k}" is not used by the files it serves`);
      if (typeof v !== 'string' || !v.trim()) { out.push(`${lang} ${name}: "${k}" has no text`); continue; }
      const a = placeholders(k).join(','), b = placeholders(v).join(',');
      if (a !== b) out.push(`${lang} ${name}: "${k}" has placeholders {${a}}, its translation {${b}}`);
      for (const g of glossary) {
        if (!g.strict || !g[lang]) continue;
        const re = new RegExp(`(^|[^A-Za-z])${g.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`, 'i');
        if (re.test(k) && !v.includes(g[lang])) out.push(`${lang} ${name}: "${k}" says "${g.en}" — the glossary's word is "${g[lang]}": "${v}"`);
      }
    }
  }
  return out;
}

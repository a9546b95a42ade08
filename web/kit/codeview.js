// kit/codeview.js — "Code": a family's values to n as a contest solution,
// the way students work: print the table, find the pattern, write the code,
// check it against a brute force (engine.code). Shows the pattern the engine
// found and whether it is proven, and four files — the table, sg(n), the
// brute force and the check script — in C++ or Python, each with Copy and
// Download. The code's comments are in the page's language; every word
// about the code comes from the engine's report.
//
//   const view = codeView(ctx);        // ctx: { engine, background?, app }
//   view.show(family, n);              // a new family: the Code button for it
//   root.append(view.el);

import { h, put, download, copyText, statusLine, said, errorText } from './dom.js';
import { tr, sayMsg, lang, onLang, register } from '../i18n/i18n.js';

// Its words in other languages are the teaching panel's: loaded with it, for a
// page that shows it before the panel (a rule's board).
export const words = register({ zh: () => import('../i18n/zh/teach.js') });

const PREVIEW = 60000; // characters of a file shown in the page (Copy and Download give all)
const LANGS = [['cpp', 'C++'], ['python', 'Python']];

/** A file's title, by its role, in the page's language. */
const title = (role) => ({
  table: () => tr('The table: SG(0) … SG(N) as an array literal'),
  sg: () => tr('sg(n): the pattern as a function'),
  brute: () => tr('Brute force: the mex over the moves, from the rule alone'),
  check: () => tr('Check script: brute force against sg(n) on every n of the table and on random n'),
})[role]?.() ?? role;

const MIME = { cpp: 'text/x-c++src', py: 'text/x-python' };

export function codeView(ctx) {
  const cache = new Map(); // "family|n|lang|words" → the engine's report
  let family = null, n = 0, want = 'cpp', report = null, busy = null;
  const go = h('button', { type: 'button', class: 'teach-sol-go teach-primary' }, said(() => tr('Code for a solution')));
  const langs = LANGS.map(([id, name]) => {
    const b = h('button', { type: 'button', class: 'teach-sol-lang', 'data-lang': id, 'aria-pressed': String(id === want) }, name);
    b.addEventListener('click', () => {
      want = id;
      for (const x of langs) x.setAttribute('aria-pressed', String(x.dataset.lang === want));
      if (report || busy) load();
    });
    return b;
  });
  const group = h('span', { class: 'teach-sol-langs', role: 'group' }, ...langs);
  const status = statusLine('teach-sol-status');
  const body = h('div', { class: 'teach-sol-body' });
  const el = h('section', { class: 'teach-sol', 'data-state': 'idle', hidden: true },
    h('div', { class: 'teach-row' }, go, group), status, body);
  const setGroupName = () => group.setAttribute('aria-label', tr('Language of the code'));
  setGroupName();
  onLang(setGroupName);

  go.addEventListener('click', () => load());

  /** The report for what is asked now: from the cache, else the engine (in
   *  the worker when there is one: the values may take a while). */
  async function load() {
    if (family === null) return;
    const key = `${family}|${n}|${want}|${lang()}`;
    const asked = { family, n, lang: want, words: lang() };
    busy = key;
    el.dataset.state = 'busy';
    status.say(() => tr('Writing the code for {family} up to n = {n}…', { family: asked.family, n: asked.n }));
    try {
      let r = cache.get(key);
      if (!r) {
        r = ctx.background
          ? await ctx.background('code', [asked.family, asked.n, { lang: asked.lang, words: asked.words }])
          : await ctx.engine.code(asked.family, asked.n, { lang: asked.lang, words: asked.words });
        cache.set(key, r);
      }
      if (busy !== key) return; // overtaken by a newer question
      busy = null;
      report = r;
      draw();
      el.dataset.state = 'done';
      status.say(null);
    } catch (e) {
      if (busy !== key) return;
      busy = null;
      report = null;
      put(body);
      el.dataset.state = 'error';
      status.say(() => tr('No code: {error}', { error: errorText(e) }));
    }
  }

  /** Copy and Download of one file; `shown` is its text field (selected when copying fails). */
  function fileView(f, shown) {
    const copy = h('button', { type: 'button', class: 'teach-sol-copy' }, tr('Copy'));
    const save = h('button', { type: 'button', class: 'teach-sol-download' }, tr('Download'));
    copy.addEventListener('click', async () => {
      const ok = await copyText(f.text, shown);
      status.say(() => (ok ? tr('{name} copied.', { name: f.name }) : tr('Select the text below and copy it.')));
      el.dataset.copied = ok ? f.name : '';
    });
    save.addEventListener('click', () => {
      const ext = f.name.split('.').pop();
      download(f.name, f.text, MIME[ext] ?? 'text/plain');
    });
    return h('div', { class: 'teach-row teach-sol-actions' }, copy, save);
  }

  function draw() {
    const r = report;
    el.dataset.lang = r.lang;
    el.dataset.kind = r.pattern.kind;
    el.dataset.proven = String(r.pattern.proven);
    const files = r.files.map((f) => {
      const long = f.text.length > PREVIEW;
      const text = h('textarea', {
        class: 'teach-sol-text', readonly: true, spellcheck: 'false', wrap: 'off', 'data-role': f.role,
        rows: Math.min(24, f.text.split('\n', 25).length + 1), 'aria-label': f.name,
      });
      text.value = long ? `${f.text.slice(0, PREVIEW)}\n…` : f.text;
      return h('section', { class: 'teach-sol-file', 'data-role': f.role, 'data-name': f.name },
        h('h4', null, title(f.role), ' ', h('code', null, f.name)),
        fileView(f, text), text,
        long ? h('p', { class: 'teach-muted' }, tr('{name} has {n} characters: the page shows the first {shown}; Copy and Download give all of it.', { name: f.name, n: f.text.length, shown: PREVIEW })) : null);
    });
    const plan = r.check
      ? tr('The check script compares every n = 0–{upto} and {rounds} random n up to {most} (as far as the brute force goes in a second or two).', r.check)
      : sayMsg(r.brute_why_msg, r.brute_why);
    put(body,
      h('p', { class: 'teach-sol-statement' }, h('strong', null, tr('Pattern:')), ' ', sayMsg(r.statement_msg, r.statement)),
      h('p', { class: `teach-sol-proof teach-sol-${r.pattern.proven ? 'proven' : r.pattern.kind === 'table' ? 'table' : 'observed'}`, 'data-proven': String(r.pattern.proven) },
        sayMsg(r.status_msg, r.status)),
      h('p', { class: 'teach-muted teach-sol-cost' }, tr('sg(n) takes {cost} a value. Each program reads sizes n and prints SG(n), one a line.', { cost: r.pattern.cost })),
      h('p', { class: 'teach-muted teach-sol-plan' }, plan),
      ...files);
  }

  // the page's language: the code's comments and the words about it
  onLang(() => {
    if (report || busy) load();
  });

  /** A new family and n: the Code button for them (nothing computed yet). */
  function show(fam, size) {
    if (fam === family && size === n) return;
    family = fam;
    n = size;
    report = null;
    busy = null;
    put(body);
    status.say(null);
    el.dataset.state = 'idle';
    el.hidden = fam === null;
  }

  return { el, show, get report() { return report; } };
}

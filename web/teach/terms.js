// teach/terms.js — the words of the theory in both languages the page
// speaks, from the one glossary every translation follows: for a student who
// reads the theory in one language and the problems in the other.

import { h, said, saidAttrs, scrollBox } from '../kit/dom.js';
import { tr, lang, onLang } from '../i18n/i18n.js';
import { glossary } from '../i18n/glossary.js';

export function mountTerms(root) {
  const body = h('tbody');
  const head = h('tr');
  const draw = () => {
    // the page's language first
    const cols = lang() === 'zh' ? [['zh', 'zh-CN'], ['en', 'en']] : [['en', 'en'], ['zh', 'zh-CN']];
    const names = { en: tr('English'), zh: tr('Chinese') };
    head.replaceChildren(...cols.map(([k]) => h('th', { scope: 'col' }, names[k])));
    body.replaceChildren(...glossary.map((g) => h('tr', {}, ...cols.map(([k, code]) => h('td', { lang: code }, g[k])))));
  };
  draw();
  onLang(draw);
  root.append(
    h('p', {}, said(() => tr('The words of the theory as this page uses them, in English and in Chinese (the terms Chinese contest students learn, as OI-wiki writes them).'))),
    saidAttrs(scrollBox('teach-terms', '', h('table', { class: 'teach-table teach-terms-table' }, h('thead', {}, head), body)), { 'aria-label': () => tr('Terms') }),
  );
  return {};
}

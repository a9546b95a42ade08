// ui/lang.js — the header's language switch and what a change of language
// touches outside the drawing: the page's own words in index.html, the
// manifest, the address (which keeps lang= when the page is not in
// English). The drawing follows through render.js, which listens too. An
// edited address's lang= changes the language as the switch does (follow).

import { LANGS, lang, setLang, onLang, translateStatic } from '../i18n/i18n.js';

const $ = (id) => document.getElementById(id);
// the manifest of each language (literal URLs: the offline cache finds them)
const MANIFESTS = { en: new URL('../manifest.webmanifest', import.meta.url), zh: new URL('../manifest.zh.webmanifest', import.meta.url) };

/** Builds the switch (one button per language, named in its own language)
 *  and follows every change of language. `after` runs once a change is in
 *  place (the store rewrites the address there). */
export function bind(after) {
  const box = $('langs');
  for (const l of LANGS) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'small';
    b.lang = l.html;
    b.dataset.lang = l.code;
    b.textContent = l.name;
    b.addEventListener('click', () => follow(l.code));
    box.append(b);
  }
  onLang(() => { show(); after?.(); });
  show();
}

/** Shows the page in the language `code` names (en, zh; in any case), as
 *  its button does; resolves once it is in place. Another code, or none,
 *  keeps the language shown. */
export function follow(code) {
  const l = LANGS.find((x) => x.code === String(code ?? '').toLowerCase());
  return l && lang() !== l.code ? setLang(l.code) : Promise.resolve();
}

/** The page's static words, the switch's state and the manifest, for the language now shown. */
export function show() {
  translateStatic(document);
  for (const b of $('langs').querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.lang === lang()));
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) manifest.href = MANIFESTS[lang()] ?? MANIFESTS.en;
}

// i18n/say.js — an engine message in a language: the message as the engine's
// JSON carries it ({id, args}, e.g. an analysis's `label_msg` or an
// EngineError's `msg`) and that language's templates (id → template, {0},
// {1} … its arguments) give the text. A pure function: no state, no DOM.
//
// Arguments are said as they come: numbers (a JSON number, a BigInt, or a
// string of digits past 2^53) and verbatim text (notation, names, position
// text) as given; a nested message in the same language; a list of messages
// joined by the language's list separator. A message whose template (or a
// nested one's) the language lacks gives null, so that the caller shows the
// engine's English whole rather than a sentence in two languages.

/** The text of msg by templates, or null when a template is missing.
 *  sep joins a list argument's items (', ' in English, '、' in Chinese). */
export function say(msg, templates, { sep = ', ' } = {}) {
  if (msg === null || typeof msg !== 'object' || typeof msg.id !== 'string' || !Array.isArray(msg.args)) return null;
  const template = Object.hasOwn(templates, msg.id) ? templates[msg.id] : undefined;
  if (typeof template !== 'string') return null;
  const said = [];
  for (const a of msg.args) {
    const s = arg(a, templates, sep);
    if (s === null) return null;
    said.push(s);
  }
  let missing = false;
  const text = template.replace(/\{(\d+)\}/g, (whole, k) => {
    if (+k < said.length) return said[+k];
    missing = true;
    return whole;
  });
  return missing ? null : text;
}

function arg(a, templates, sep) {
  if (typeof a === 'number' || typeof a === 'bigint') return String(a);
  if (typeof a === 'string') return a;
  if (Array.isArray(a)) {
    const items = a.map((m) => say(m, templates, { sep }));
    return items.includes(null) ? null : items.join(sep);
  }
  return say(a, templates, { sep });
}

/** The placeholders a template uses, sorted: '{1} of {0}, {1}' → [0, 1]. */
export function placeholders(template) {
  return [...new Set([...template.matchAll(/\{(\d+)\}/g)].map((m) => +m[1]))].sort((a, b) => a - b);
}

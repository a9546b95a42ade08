// teach-export.spec.mjs — export for slides: the current board as
// a standalone SVG file and as a PNG (twice the size), the "why Nim" view as
// SVG, and the position's link, which reopens exactly this position.

import { test, expect } from './fixtures.mjs';
import { writeFileSync } from 'node:fs';
import { cli, openApp, openTab, idle, shots, readDownload, SHOTS } from './teach-lib.mjs';

const POSITION = 'nim:3,4+checkers:..o.o+treblecross:..X......';

async function save(page, label) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(`#teach-export >> text=${label}`)]);
  return dl;
}

test('the board as SVG and PNG files, and the "why Nim" view as SVG', async ({ page }) => {
  await openApp(page, POSITION);
  await openTab(page, 'export');
  const a = cli('analyze', POSITION);
  const boards = await page.locator('#boards svg.board').count();
  expect(boards).toBe(a.components.length);

  const dl = await save(page, 'Download SVG');
  expect(dl.suggestedFilename()).toBe('nim_3_4_checkers_o_o_treblecross_X.svg');
  const svg = await readDownload(dl);
  expect(svg.startsWith('<?xml')).toBe(true);
  expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  expect(svg.match(/<svg[\s>]/g).length).toBe(boards + 1); // one per board inside the file's own
  expect(svg).not.toMatch(/class="[^"]*\bghost\b/);          // editing aids stay out
  expect(svg).toContain(a.position);                           // the caption
  expect(svg).not.toContain('<script');
  // The file stands alone: a browser draws it as an image, at its own size.
  const size = await page.evaluate(async (text) => {
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text);
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, svg);
  const [, w, h] = svg.match(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 ([\d.]+) ([\d.]+)"/).map(Number);
  expect(size).toEqual([Math.round(w), Math.round(h)]);

  const png = await readDownload(await save(page, 'Download PNG'), { binary: true });
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(png.readUInt32BE(16)).toBe(Math.round(2 * w)); // IHDR width, twice the SVG's
  expect(png.readUInt32BE(20)).toBe(Math.round(2 * h));
  writeFileSync(`${SHOTS}/teach-export-file.png`, png); // the file itself, to look at

  await page.selectOption('#teach-export select[name=source]', 'why');
  const why = await readDownload(await save(page, 'Download SVG'));
  const tc = a.components.find((c) => c.game === 'treblecross');
  expect(tc.stretches.length).toBeGreaterThan(0);
  for (const [, len, sg] of tc.stretches) expect(why).toContain(`${len} · SG ${sg}</text>`); // each stretch, labelled
  writeFileSync(`${SHOTS}/teach-export-why-file.png`, await readDownload(await save(page, 'Download PNG'), { binary: true }));
  expect(why.match(/<svg[\s>]/g).length).toBe(a.components.length + 1);
  await shots(page, 'export', async () => { await page.locator('#teach').scrollIntoViewIfNeeded(); });
});

test('the position link and text: copied as text, and the link reopens the position', async ({ page }) => {
  await openApp(page, POSITION + '@2');
  await openTab(page, 'export');
  const link = await page.locator('#teach-export input[aria-label="Link to this position"]').inputValue();
  const text = await page.locator('#teach-export input[aria-label="Position text"]').inputValue();
  expect(text).toBe(cli('canonical', POSITION + '@2'));
  // Follow a move on the board: the fields follow.
  await page.evaluate(() => globalThis.grundy.open('nim:2,4@2'));
  await idle(page);
  await expect(page.locator('#teach-export input[aria-label="Position text"]')).toHaveValue('nim:2,4@2');
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe(text);
});

/** Every url(#id) an exported SVG uses, and whether the file itself defines
 *  it (as a marker with a drawn head), parsed as the XML it is. */
async function references(page, text) {
  return page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    const refs = [];
    for (const el of doc.querySelectorAll('*')) {
      for (const at of el.attributes) {
        for (const m of at.value.matchAll(/url\(["']?#([^)"']+)["']?\)/g)) {
          const def = doc.getElementById(m[1]);
          refs.push({ id: m[1], attr: at.name, defined: !!def, marker: def?.localName === 'marker' && !!def.querySelector('path') });
        }
      }
    }
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    return { refs, unique: new Set(ids).size === ids.length };
  }, text);
}

test('exported pictures carry their arrowheads (board marks and the game graph); each kind has a name of its own', async ({ page }) => {
  const position = 'northcott:...BW.,B.W...+nim:3';
  await openApp(page, position);
  expect(await page.locator('#boards path[marker-end]').count(), 'the board draws its winning moves as arrows').toBeGreaterThan(0);
  await openTab(page, 'export');
  const names = new Set();
  for (const source of ['board', 'why']) {
    await page.selectOption('#teach-export select[name=source]', source);
    const dl = await save(page, 'Download SVG');
    names.add(dl.suggestedFilename());
    const svg = await readDownload(dl);
    const r = await references(page, svg);
    if (source === 'board') expect(r.refs.length, 'the arrows are in the file').toBeGreaterThan(0);
    for (const ref of r.refs) expect(ref, `url(#${ref.id}) is defined in the file`).toMatchObject({ defined: true, marker: true });
    expect(r.unique, 'ids are unique in the file').toBe(true);
  }
  expect(names.size, 'the board and the "why" picture get different file names').toBe(2);
  await page.selectOption('#teach-export select[name=source]', 'board');
  writeFileSync(`${SHOTS}/teach-export-arrows.png`, await readDownload(await save(page, 'Download PNG'), { binary: true }));
  // The game graph: drawn, then exported with its arrowheads.
  await openTab(page, 'graph');
  await page.fill('#teach-graph input[name=component]', 'nim:3');
  await page.click('#teach-graph >> text=Draw graph');
  await expect(page.locator('#teach-graph .node')).toHaveCount(4);
  await openTab(page, 'export');
  await page.selectOption('#teach-export select[name=source]', 'graph');
  const dl = await save(page, 'Download SVG');
  names.add(dl.suggestedFilename());
  expect(names.size).toBe(3);
  const r = await references(page, await readDownload(dl));
  expect(r.refs.length, 'nim:3 has 6 moves, each an arrow').toBe(6);
  for (const ref of r.refs) expect(ref).toMatchObject({ defined: true, marker: true });
  // the preview in the page does not repeat the page's own ids
  const dup = await page.evaluate(() => { const ids = [...document.querySelectorAll('[id]')].map((e) => e.id); return ids.filter((x, i) => ids.indexOf(x) !== i); });
  expect(dup).toEqual([]);
});

/** The longest run of blank rows (px, at the file's own size) between the
 *  first and the last row that draws something, and the file's height. */
async function blankBand(page, svg) {
  return page.evaluate(async (text) => {
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text);
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth; c.height = img.naturalHeight;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const px = g.getImageData(0, 0, c.width, c.height).data;
    const blank = (y) => { for (let x = 0; x < c.width; x++) { const k = 4 * (y * c.width + x); if (px[k] < 245 || px[k + 1] < 245 || px[k + 2] < 245) return false; } return true; };
    let first = -1, last = -1;
    for (let y = 0; y < c.height; y++) if (!blank(y)) { if (first < 0) first = y; last = y; }
    let run = 0, most = 0;
    for (let y = first; y <= last; y++) { run = blank(y) ? run + 1 : 0; most = Math.max(most, run); }
    return { most, height: c.height };
  }, svg);
}

test('exports: no empty bands, labels clear of the boards, "misère play" said once', async ({ page }) => {
  await openApp(page, 'nim:3,4+checkers:..o.o+treblecross:..X......');
  await openTab(page, 'export');
  for (const source of ['board', 'why']) {
    await page.selectOption('#teach-export select[name=source]', source);
    const svg = await readDownload(await save(page, 'Download SVG'));
    const band = await blankBand(page, svg);
    expect(band.most, `${source}: the longest blank band (px) of a file ${band.height} px high`).toBeLessThanOrEqual(40);
    // no label lies over a board
    const overlaps = await page.evaluate(() => {
      const file = document.querySelector('#teach-export .teach-export-preview > svg');
      const labels = [...file.children].filter((x) => x.tagName === 'text');
      const boards = [...file.children].filter((x) => x.tagName === 'svg');
      const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return labels.filter((l) => boards.some((b) => hit(l.getBoundingClientRect(), b.getBoundingClientRect()))).map((l) => l.textContent);
    });
    expect(overlaps, `${source}: labels clear of the boards`).toEqual([]);
  }
  writeFileSync(`${SHOTS}/teach-export-bands.png`, await readDownload(await save(page, 'Download PNG'), { binary: true }));
  await openApp(page, 'nim:3,4,5;misere');
  await openTab(page, 'export');
  const svg = await readDownload(await save(page, 'Download SVG'));
  expect(svg.match(/misère play/g)?.length, 'the caption names misère play once').toBe(1);
});

test('Wythoff: the "why" marks leave the queen in sight (classroom, export)', async ({ page }) => {
  /** Painted things of the why marks that lie over the queen (boxes of fill and text). */
  const over = (root) => page.evaluate((sel) => {
    const out = [];
    for (const svg of document.querySelectorAll(`${sel} svg`)) {
      const q = svg.querySelector('.wy-queen');
      if (!q) continue;
      const a = q.getBoundingClientRect();
      for (const el of svg.querySelectorAll('.teach-overlay *, [data-teach] *')) {
        const b = el.getBoundingClientRect();
        if (!(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)) continue;
        const cs = getComputedStyle(el);
        const fill = el.getAttribute('style')?.match(/fill:([^;]+)/)?.[1]?.trim() ?? cs.fill;
        if (el.tagName === 'text' || !/^(none|transparent|rgba\(0, 0, 0, 0\))$/.test(fill)) out.push(`${el.tagName}.${el.getAttribute('class')} fill ${fill}`);
      }
    }
    return out;
  }, root);
  await openApp(page, 'wythoff:3/5'); // a cold position: the queen stands on a P cell
  await openTab(page, 'classroom');
  await page.click('#teach-classroom >> text=Start classroom mode');
  await page.locator('.teach-stage button', { hasText: 'Show why' }).click();
  await expect(page.locator('.teach-stage .teach-overlay').first()).toBeAttached();
  expect(await over('.teach-stage'), 'classroom: nothing painted over the queen').toEqual([]);
  await page.keyboard.press('Escape');
  await openTab(page, 'export');
  await page.selectOption('#teach-export select[name=source]', 'why');
  await save(page, 'Download SVG');
  await expect(page.locator('#teach-export .teach-export-preview .wy-queen')).toHaveCount(1);
  expect(await over('#teach-export .teach-export-preview'), 'export: nothing painted over the queen').toEqual([]);
});

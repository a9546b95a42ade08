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

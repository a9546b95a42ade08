#!/usr/bin/env node
// icons.mjs — draws web/icons/icon.svg as the PNG icons the manifest lists
// (192 and 512 px), in Debian's Chromium:  node tests/tools/icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../web/icons/', import.meta.url));
const svg = readFileSync(`${DIR}icon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: `${DIR}icon-${size}.png`, omitBackground: true });
  await page.close();
}
await browser.close();

// first-info.mjs — writes the whole engine's info (gr_info's JSON, from the
// built wasm module) as a C header for the page's first module (c/first.c),
// so that the first module lists every game, family and judge as the whole
// engine does. Usage: node first-info.mjs grundy-core.mjs grundy.wasm out.h
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const [mjs, wasm, out] = process.argv.slice(2);
const { default: create } = await import(pathToFileURL(resolve(mjs)).href);
const m = await create({ wasmBinary: readFileSync(wasm) });
const p = m._grw_info();
if (!p) throw new Error('the engine gave no info');
const bytes = m.HEAPU8.subarray(p, p + m._grw_out_len());
const lines = [];
for (let i = 0; i < bytes.length; i += 24) lines.push('  ' + Array.from(bytes.subarray(i, i + 24)).join(','));
writeFileSync(out, `/* Written by tests/tools/first-info.mjs from the whole engine: do not edit. */\n` +
  `static const char FIRST_INFO[] = {\n${lines.join(',\n')},0};\n`);

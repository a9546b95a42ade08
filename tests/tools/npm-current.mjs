// npm-current.mjs — exits 0 when node_modules holds what package.json and
// package-lock.json ask for (each locked package at its locked version, each
// dependency present), 1 otherwise, naming the first that is not. Read from
// the files, not their dates: a clone or a checkout dates every file now.
import { readFileSync } from 'node:fs';

const json = (f) => { try { return JSON.parse(readFileSync(f, 'utf8')); } catch { return null; } };
const pkg = json('package.json') ?? {};
const lock = json('package-lock.json');
const wanted = new Map(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).map((n) => [`node_modules/${n}`, null]));
for (const [path, p] of Object.entries(lock?.packages ?? {})) {
  if (path && !p.optional && !p.link) wanted.set(path, p.version ?? null);
}
for (const [path, version] of wanted) {
  const have = json(`${path}/package.json`);
  if (!have || (version && have.version !== version)) {
    console.log(`deps: ${path} ${have ? `is ${have.version}, the lock file wants ${version}` : 'is missing'}`);
    process.exit(1);
  }
}

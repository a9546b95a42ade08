// limits.mjs — positions at the page's and the engine's size limits, for
// every game the page offers: the largest drawn in full and the largest
// accepted (drawn compactly, or refused before the work). The browser suite
// opens each from its link and traces the page's main thread
// (tests/e2e/app-freeze.spec.mjs); the engine's cost estimate is checked
// against the processor time each really takes (tests/js/cost.test.mjs).

/** Node names a, b, …, z, aa, ab, …: the k-th. */
export const nameOf = (k) => { let t = ''; let x = k; do { t = String.fromCharCode(97 + (x % 26)) + t; x = Math.floor(x / 26) - 1; } while (x >= 0); return t; };

/** A graph of n nodes with cycles: node u has arrows to u+1, 7u+3 and 13u+5 (mod n). */
export function cyclic(n) {
  const items = [];
  for (let u = 0; u < n; u++) items.push(`${nameOf(u)}>${[...new Set([(u + 1) % n, (u * 7 + 3) % n, (u * 13 + 5) % n].filter((w) => w !== u))].map(nameOf).join('/')}`);
  return `graph(${items.join(',')})`;
}

/** Heavy links of the page: each accepted, none blocking it. */
export const LINKS = {
  'a graph of 256 nodes and two tokens': `${cyclic(256)}:a,b`,
  "Moore's Nim with 60 heaps, k = 50": `moore(50):${Array.from({ length: 60 }, (_, k) => 1 + ((k * 37) % 97)).join('/')}`,
  'a Hackenbush picture of 1,024 edges': `hackenbush:${Array.from({ length: 1024 }, (_, k) => `${k ? Math.floor((k + 1) / 2) : 0}-${k + 1}`).join('.')}`,
  'Turning Corners 32 × 32': `corners:${Array.from({ length: 32 }, (_, r) => Array.from({ length: 32 }, (_, c) => ((r * 31 + c * 17) % 5 === 0 ? 'H' : 'T')).join('')).join('/')}`,
};

const rep = (n, f) => Array.from({ length: n }, (_, k) => f(k));
const big = '9223372036854775807';
/** A row of n cells from a pattern (cells chosen by k). */
const row = (n, f) => rep(n, f).join('');

/** Positions at each game's limits: the page's (DRAW in kit/state.js: 100
 *  components, 200 cells in a row, 4,000 in all, stacks of 20 stones drawn)
 *  and the engine's (info().limits and each game's limits). */
export const LIMITS = {
  nim: [`nim:${rep(100, () => big).join(',')}`, `nim:${rep(100000, (k) => 1 + (k % 9)).join(',')}`],
  sub: [`sub(${rep(64, (k) => 1 + k * 1500).join(',')}):${rep(100, (k) => 99000 + k).join(',')}`, `sub(1-3):${rep(100, () => big).join(',')}`],
  checkers: [`checkers:${rep(20, (r) => row(200, (k) => ((k * 7 + r) % 13 === 0 ? 'o' : '.'))).join(',')}`, `checkers:${rep(1000, (r) => row(20, (k) => ((k + r) % 7 === 0 ? 'o' : '.'))).join(',')}`, `checkers:${row(4096, (k) => (k % 97 === 0 ? 'o' : '.'))}`],
  northcott: [`northcott:${rep(20, (r) => row(200, (k) => (k === r ? 'B' : k === 150 + r ? 'W' : '.'))).join(',')}`, `northcott:${rep(1000, (r) => row(20, (k) => (k === r % 9 ? 'B' : k === 15 ? 'W' : '.'))).join(',')}`],
  treblecross: [`treblecross:${rep(20, (r) => row(200, (k) => ((k * 11 + r) % 29 === 0 ? 'X' : '.'))).join(',')}`, `treblecross:${row(20000, (k) => (k % 101 === 0 ? 'X' : '.'))}`],
  staircase: [`staircase:${rep(200, (k) => (k % 3 ? k : 0)).join('/')}`, `staircase:${rep(4096, (k) => k % 5).join('/')}`, `staircase:${rep(20, () => big).join('/')}`],
  octal: [`octal(0.77):${rep(20, (r) => row(200, (k) => ((k + r) % 17 === 0 ? '.' : 'o'))).join(',')}`, `octal(0.137):${row(4096, (k) => (k % 31 === 0 ? '.' : 'o'))}`],
  tb: [`tb(0.[3]):${rep(100, () => big).join(',')}`, `tb(4!.0):${rep(100, (k) => 1000 + k).join(',')}`],
  hackenbush: [`hackenbush:${rep(400, (k) => `${k ? Math.floor((k + 1) / 2) : 0}-${k + 1}`).join('.')}`, `hackenbush:${rep(1024, (k) => `${k % 3 ? Math.floor(k / 2) : 0}-${k + 1}`).join('.')}`],
  ruler: [`ruler:${row(200, (k) => (k % 3 ? 'H' : 'T'))}`, `ruler:${row(4096, (k) => (k % 5 ? 'T' : 'H'))}`],
  turtles: [`turtles:${rep(20, (r) => row(200, (k) => ((k + r) % 4 ? 'T' : 'H'))).join(',')}`, `turtles:${row(4096, (k) => (k % 7 ? 'T' : 'H'))}`],
  mockturtles: [`mockturtles:${row(200, (k) => (k % 3 ? 'T' : 'H'))}`, `mockturtles:${row(256, (k) => (k % 5 ? 'T' : 'H'))}`],
  corners: [`corners:${rep(32, (r) => row(32, (c) => ((r * 31 + c * 17) % 5 === 0 ? 'H' : 'T'))).join('/')}`],
  graph: [`${cyclic(256)}:${rep(10, (k) => nameOf(k * 25)).join(',')}`],
  wythoff: [`wythoff:${rep(100, (k) => `${big.slice(0, 18)}/${100 + k}`).join(',')}`, 'wythoff:1000000000000000000/618033988749894848'],
  moore: [`moore(64):${rep(64, (k) => 1 + ((k * 37) % 97)).join('/')}`, `moore(1):${rep(64, (k) => 1000000 + k * 7).join('/')}`],
  ruleset: ['ruleset(take k or take k from all):4/4/4/4/4/4/4/4', `ruleset(take k: k<=2*last or last=0 and k<n):${rep(100, (k) => `${1000 + k}~0`).join(',')}`],
  cram: ['cram:32x32', 'cram:31x32', `cram:${rep(12, (r) => row(12, (c) => ((r * 5 + c * 3) % 7 === 0 ? '#' : '.'))).join('/')}`],
  nodekayles: ['nodekayles:grid(8x8)', `nodekayles:${rep(63, (k) => `n${k}-n${k + 1}`).join('.')}`],
  arckayles: ['arckayles:grid(8x8)', `arckayles:${rep(63, (k) => `n${k}-n${(k * 7 + 3) % 64}`).join('.')}`],
  chomp: ['chomp:60/60/60/60', `chomp:${rep(64, (r) => 60 - Math.floor(r / 2)).join('/')}`],
  stonebox: [`stonebox:${rep(100, (k) => `${k * 9876543}/1000000000000`).join(',')}`, `stonebox:${rep(100, (k) => `${k}/${2 * k + 16}`).join(',')}`],
  papercut: ['papercut:512x512', `papercut:${rep(100, (k) => `${2 + (k % 30)}x${2 + ((k * 7) % 30)}`).join(',')}`],
  pairsplit: [`pairsplit:${rep(100, (k) => `${10n ** 18n - BigInt(k)}/${10n ** 18n - 2n * BigInt(k)}`).join(',')}`, `pairsplit:${rep(100, (k) => `${1 + k}/${100 - k}`).join(',')}`],
  knights: ['knights:1000/1046', `knights:${rep(100, (k) => `${k * 10}/${2046 - k * 10}`).join(',')}`],
  hill: [`hill:${rep(50, (k) => `${k === 20 ? 'K' : ''}${k * 3 + 1}`).join('/')}`, `hill:${rep(4096, (k) => `${k === 2000 ? 'K' : ''}${k * 3 + 1}`).join('/')}`, `hill:${rep(30, (k) => `${k === 3 ? 'K' : ''}${(k + 1) * 1e16}`).join('/')}`],
  splitnim: [`splitnim:${rep(100, (k) => 1000000 - k).join(',')}`, `splitnim:${rep(100, (k) => k).join(',')}`],
};

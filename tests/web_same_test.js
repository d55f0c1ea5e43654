// The web engine (web/claimcheck.js) and the native binary give the same
// answers: for every .claims file of examples/, check's JSON report from
// each, parsed, equal, with numbers equal within 1e-12 relative; and the
// same diagnostics and exit status for a malformed claim; and the same
// student view (--explain=brief) of the exercise sheet.
// Usage: node tests/web_same_test.js NATIVE_BINARY SOURCE_DIR   (exit 77: no web build)
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const [native, root] = process.argv.slice(2);
const engine = path.join(root, 'web', 'claimcheck.js');
if (!fs.existsSync(engine)) {
  console.log('no web build (cmake --preset web && cmake --build --preset web)');
  process.exit(77);
}
const factory = new Function('require', '__dirname', fs.readFileSync(engine, 'utf8') +
                             '\nreturn ClaimcheckModule;')(require, path.dirname(engine));

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : p.endsWith('.claims') ? [p] : [];
  }).sort();
}

function same(a, b, where) {
  if (typeof a === 'number' && typeof b === 'number') {
    const scale = Math.max(Math.abs(a), Math.abs(b));
    if (a === b || Math.abs(a - b) <= 1e-12 * scale) return;
    throw new Error(`${where}: ${a} != ${b}`);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) throw new Error(`${where}: ${a.length} items != ${b.length}`);
    a.forEach((x, i) => same(x, b[i], `${where}[${i}]`));
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort(), kb = Object.keys(b).sort();
    if (ka.join() !== kb.join()) throw new Error(`${where}: keys ${ka} != ${kb}`);
    ka.forEach(k => same(a[k], b[k], `${where}.${k}`));
    return;
  }
  if (a !== b) throw new Error(`${where}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`);
}

factory().then(m => {
  const check = (text, name, format, explain = 0) => ({
    output: m.ccall('cc_check', 'string', ['string', 'string', 'string', 'number', 'number'],
                    [text, name, format, explain, 0]),
    status: m.ccall('cc_status', 'number', [], []),
    diagnostics: m.ccall('cc_diagnostics', 'string', [], []),
  });
  let compared = 0;
  for (const file of files(path.join(root, 'examples'))) {
    const name = path.relative(root, file);
    const n = spawnSync(native, ['check', '--format', 'json', name], { cwd: root, encoding: 'utf8' });
    const w = check(fs.readFileSync(file, 'utf8'), name, 'json');
    if (n.status !== w.status) throw new Error(`${name}: exit ${n.status} native, ${w.status} web`);
    same(JSON.parse(n.stdout), JSON.parse(w.output), name);
    ++compared;
  }
  // A malformed claim: the same diagnostic, exit 2 and no report.
  const bad = 'model "x": 5B parms\n';
  const n = spawnSync(native, ['check', '-'], { input: bad, encoding: 'utf8' });
  const w = check(bad, '<stdin>', 'text');
  if (n.status !== 2 || w.status !== 2 || w.output !== '' || n.stderr !== w.diagnostics)
    throw new Error(`malformed claim: native ${n.status} ${JSON.stringify(n.stderr)}, web ${w.status} ${JSON.stringify(w.diagnostics)}`);
  // The student view (explain 3): the same worked answer, word for word.
  const sheet = 'examples/classroom/exercises.claims';
  const nb = spawnSync(native, ['check', '--explain=brief', sheet], { cwd: root, encoding: 'utf8' });
  const wb = check(fs.readFileSync(path.join(root, sheet), 'utf8'), sheet, 'text', 3);
  if (!nb.stdout.includes(' = ') || nb.stdout !== wb.output)
    throw new Error(`the student view differs:\n${nb.stdout}\n---\n${wb.output}`);
  console.log(`web and native agree on ${compared} example files, the student view and a malformed claim`);
}).catch(e => { console.error(e.message); process.exit(1); });

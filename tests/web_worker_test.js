// The page's Web Worker (web/index.html checks a long input in one, made from
// a Blob URL) run in node: the worker's source as the page builds it
// (workerSource(), with the engine's source and the page's answer()), in a
// context that looks like a worker's, answers a check with both verdicts.
// Headless Chromium's virtual time does not wait for a worker, so the
// browser test cannot see this path.
// Usage: node tests/web_worker_test.js SOURCE_DIR   (exit 77: no web build)
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const root = process.argv[2];
const engine = path.join(root, 'web', 'claimcheck.js');
if (!fs.existsSync(engine)) { console.log('no web build'); process.exit(77); }
const page = fs.readFileSync(path.join(root, 'web', 'index.html'), 'utf8');
// The page's own code: from `var engineCode =` to the end of workerSource().
const from = page.indexOf('  var engineCode =');
const to = page.indexOf('  function startWorker()');
if (from < 0 || to < 0) throw new Error('the page no longer has engineCode and workerSource()');
const pageContext = vm.createContext({});
vm.runInContext(fs.readFileSync(engine, 'utf8'), pageContext);  // defines claimcheckEngine
vm.runInContext(page.slice(from, to) + '\nthis.source = workerSource();', pageContext);
const source = pageContext.source;
if (source.length < 1000000) throw new Error('the worker source does not carry the engine');

const answers = [];
const worker = {
  importScripts() {},
  location: { href: 'blob:null/worker' },
  postMessage(m) { answers.push(m); },
  console,
};
worker.self = worker;
const workerContext = vm.createContext(worker);
vm.runInContext(source, workerContext);
const text = 'model "a published run": 405B params, 15.6T tokens, 30.84M H100-hours\n' +
             'model "an impossible run": 405B params, 15.6T tokens, 1M H100-hours\n';
worker.onmessage({ data: { id: 7, text, name: 'pasted.claims', prose: false } });
const deadline = Date.now() + 60000;
(function wait() {
  if (answers.length === 0 && Date.now() < deadline) return setTimeout(wait, 50);
  if (answers.length === 0) { console.error('the worker did not answer in 60 s'); process.exit(1); }
  const a = answers[0];
  if (a.failed) { console.error('the worker failed: ' + a.failed); process.exit(1); }
  const report = JSON.parse(a.json);
  const verdicts = report.claims.map(c => c.verdict).join(' ');
  if (a.id !== 7 || a.status !== 1 || verdicts !== 'ok impossible' || !a.html.includes('<article'))
    { console.error(`unexpected answer: id ${a.id}, status ${a.status}, verdicts ${verdicts}`); process.exit(1); }
  console.log('the worker answers: ' + verdicts);
})();

import { simulatedBlockingBySource } from './simulatedBlocking.mjs';

const run = (...items) => ({ audits: { 'long-tasks': { details: { items } } } });

test("splits the simulated long tasks' blocking between script files and the document", () => {
  const lhr = run(
    { url: 'http://127.0.0.1:3000/', duration: 120 },
    { url: 'Unattributable', duration: 200 },
    { url: 'http://127.0.0.1:3000/main.be70b3b4.js', duration: 80 },
    { url: 'http://127.0.0.1:3000/lib.1234.mjs', duration: 60 },
    // a task of exactly 50 ms blocks for nothing
    { url: 'http://127.0.0.1:3000/lib.js', duration: 50 },
  );
  expect(simulatedBlockingBySource(lhr)).toEqual({ scriptFilesMs: 30 + 10, documentMs: 70 + 150 });
});

test('a page without long tasks blocks for nothing; a run without the audit has no figure', () => {
  expect(simulatedBlockingBySource(run())).toEqual({ scriptFilesMs: 0, documentMs: 0 });
  expect(simulatedBlockingBySource({ audits: {} })).toBeNull();
});

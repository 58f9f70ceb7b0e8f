// The budgets of issue 9, checked against one bench run.
export const BUDGETS = {
  lighthousePerformanceMin: 95,
  lighthouseOtherScores: 100,
  homeFirstLoadJsGzipMaxBytes: 170 * 1024,
  compositionOverheadMaxRatio: 1.2,
  catalogueReadMinRatio: 0.9,
  cleanBuildAllMaxSeconds: 90,
  cleanBuildOneRemoteMaxSeconds: 25,
  singletonCopies: 1,
};

export function checkBudgets(r) {
  const checks = [];
  const add = (name, value, budget, pass) => checks.push({ name, value, budget, pass });
  for (const [page, lh] of Object.entries(r.lighthouse)) {
    add(`${page} performance`, lh.performance, `≥ ${BUDGETS.lighthousePerformanceMin}`, lh.performance >= BUDGETS.lighthousePerformanceMin);
    for (const key of ['accessibility', 'bestPractices', 'seo']) add(`${page} ${key}`, lh[key], '= 100', lh[key] === 100);
  }
  const home = r.pageWeight['/'];
  add('/ first-load JS (gzip)', `${(home.jsGzipBytes / 1024).toFixed(1)} KB`, '≤ 170 KB', home.jsGzipBytes <= BUDGETS.homeFirstLoadJsGzipMaxBytes);
  for (const [page, weight] of Object.entries(r.pageWeight)) {
    for (const [lib, copies] of Object.entries(weight.singletonCopies)) {
      if (copies !== 1) add(`${page} copies of ${lib}`, copies, '= 1', false);
    }
  }
  if (Object.values(r.pageWeight).every((w) => Object.values(w.singletonCopies).every((c) => c === 1))) add('copies of each singleton', 1, '= 1', true);
  add(
    'composition overhead (LCP composed / standalone, both browser-rendered)',
    r.composition.ratio.toFixed(2),
    `≤ ${BUDGETS.compositionOverheadMaxRatio}`,
    r.composition.ratio <= BUDGETS.compositionOverheadMaxRatio,
  );
  add(
    'catalogue read rps (store / bare node:http)',
    r.api.catalogueRead.ratio.toFixed(2),
    `≥ ${BUDGETS.catalogueReadMinRatio}`,
    r.api.catalogueRead.ratio >= BUDGETS.catalogueReadMinRatio,
  );
  add(
    'clean build, all apps',
    `${r.builds.allAppsSeconds.toFixed(1)} s`,
    `≤ ${BUDGETS.cleanBuildAllMaxSeconds} s`,
    r.builds.allAppsSeconds <= BUDGETS.cleanBuildAllMaxSeconds,
  );
  add(
    `clean build, ${r.builds.oneRemote}`,
    `${r.builds.oneRemoteSeconds.toFixed(1)} s`,
    `≤ ${BUDGETS.cleanBuildOneRemoteMaxSeconds} s`,
    r.builds.oneRemoteSeconds <= BUDGETS.cleanBuildOneRemoteMaxSeconds,
  );
  return checks;
}

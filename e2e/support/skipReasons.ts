// A reporter beside the list reporter: at the end of the run, the tests that were skipped and why (the list reporter
// shows a skipped test's title only), e.g. those that need this run's own store when E2E_BASE_URL names another.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SkipReasons implements Reporter {
  private readonly byReason = new Map<string, string[]>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = test.annotations.find((annotation) => annotation.type === 'skip')?.description ?? 'no reason given';
    const titles = this.byReason.get(reason) ?? [];
    titles.push(test.titlePath().slice(2).join(' › '));
    this.byReason.set(reason, titles);
  }

  onEnd(_result: FullResult): void {
    for (const [reason, titles] of this.byReason) {
      console.log(`\n  ${titles.length} skipped: ${reason}`);
      for (const title of titles) console.log(`    - ${title}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}

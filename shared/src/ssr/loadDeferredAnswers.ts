// Before the first client render of a server-rendered page: fetches the answers the page named instead of inlining
// (see the API's pageState.ts), so that render shows what the HTML shows. Resolves to a release function.
import { shopApi } from '../apiClient/shopApi';
import type { AppDispatch } from '../store/store';
import type { DeferredAnswer } from './serverState';

type Initiate = (args: unknown) => Parameters<AppDispatch>[0];

export async function loadDeferredAnswers(dispatch: AppDispatch, deferred: DeferredAnswer[]): Promise<() => void> {
  const endpoints = shopApi.endpoints as unknown as Record<string, { initiate?: Initiate } | undefined>;
  const subscriptions = deferred.flatMap(({ endpointName, originalArgs }) => {
    const initiate = endpoints[endpointName]?.initiate;
    return initiate ? [dispatch(initiate(originalArgs)) as unknown as { unwrap(): Promise<unknown>; unsubscribe(): void }] : [];
  });
  // A failed fetch is the screen's to show, as on any page.
  await Promise.all(subscriptions.map((subscription) => subscription.unwrap().catch(() => undefined)));
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

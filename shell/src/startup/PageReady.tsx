// Marks the page interactive (`<html data-page-ready>`, and the User Timing mark `storefront:page-ready`) once the
// shell's first render is committed: on a server-rendered page that is when its buttons start to work. Tests wait
// for it; monitoring may read the mark, and `then` (the speed reporter) starts after it.
import { useEffect } from 'react';
import { PAGE_READY_DATASET_KEY, PAGE_READY_MARK } from '@storefront/startup/page-globals';

export function PageReady({ then }: { then?: () => void }) {
  useEffect(() => {
    performance.mark(PAGE_READY_MARK);
    document.documentElement.dataset[PAGE_READY_DATASET_KEY] = 'true';
    then?.();
    // Once per page: the first commit is the one that made it interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

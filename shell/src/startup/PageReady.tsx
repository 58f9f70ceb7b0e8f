// Marks the page interactive (`<html data-page-ready>`, and the User Timing mark `storefront:page-ready`) once the
// shell's first render is committed: on a server-rendered page that is when its buttons start to work. Tests wait
// for it; monitoring may read the mark, and `then` (the speed reporter) starts after it.
import { useEffect } from 'react';

export function PageReady({ then }: { then?: () => void }) {
  useEffect(() => {
    performance.mark('storefront:page-ready');
    document.documentElement.dataset.pageReady = 'true';
    then?.();
    // Once per page: the first commit is the one that made it interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

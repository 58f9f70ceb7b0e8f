// Marks the page interactive (`<html data-page-ready>`, and the User Timing mark `storefront:page-ready`) once the
// shell's first render is committed: on a server-rendered page that is when its buttons start to work. Tests wait
// for it; monitoring may read the mark.
import { useEffect } from 'react';

export function PageReady() {
  useEffect(() => {
    performance.mark('storefront:page-ready');
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}

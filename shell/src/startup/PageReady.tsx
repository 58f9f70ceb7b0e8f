// Marks the page interactive (`<html data-page-ready>`) once the shell's first render is committed: on a
// server-rendered page that is when its buttons start to work. Tests wait for it; scripts may too.
import { useEffect } from 'react';

export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}

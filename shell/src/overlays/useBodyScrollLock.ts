// Stops the page behind an open overlay or menu from scrolling, without the layout jumping when the scrollbar goes away.
import { useEffect } from 'react';

let locks = 0;
let saved = { overflow: '', paddingRight: '' };

function lock() {
  if (locks++ > 0) return;
  const { style } = document.body;
  saved = { overflow: style.overflow, paddingRight: style.paddingRight };
  const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
  style.overflow = 'hidden';
  if (scrollbarWidth > 0) style.paddingRight = `${scrollbarWidth}px`;
}

function unlock() {
  if (--locks > 0) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
}

/** Locks while `active`; several users may hold the lock at once, the last to let go restores the page. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}

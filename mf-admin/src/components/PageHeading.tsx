// A screen's h1. After the operator navigates (a link, back or forward) it takes the focus, so a screen reader starts
// on the new page and Tab continues from it; on the page the browser opened it leaves the focus where it is.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageMetadata } from '@storefront/shared';

export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    applyPageMetadata({ title: `${title} · Console` });
  }, [title]);
  useEffect(() => {
    // 'default' is the key of the location the page was loaded at.
    if (key !== 'default') ref.current?.focus();
  }, [key]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

// The box a table sits in: on a narrow screen a wide table scrolls inside it rather than widening the page, and the
// box takes the focus so the keyboard can scroll it too.
import type { ReactNode } from 'react';
import ui from './ui.module.css';

export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className={ui.tableWrap} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

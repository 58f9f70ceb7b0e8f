// A column heading over figures: aligned to the end, as the figures under it are.
import type { ReactNode } from 'react';
import ui from './ui.module.css';

export function NumberHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className={ui.number}>
      {children}
    </th>
  );
}

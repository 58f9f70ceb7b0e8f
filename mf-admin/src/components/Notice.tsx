// A message after an action: the API's refusal as an alert, a success or a plain note as a status.
import type { ReactNode } from 'react';
import ui from './ui.module.css';

export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  if (tone === 'error')
    return (
      <p role="alert" className={ui.error}>
        {children}
      </p>
    );
  return (
    <p role="status" className={tone === 'success' ? ui.success : ui.notice}>
      {children}
    </p>
  );
}

// The line icons of the about page's benefit boxes, drawn in the current text colour.
import type { ReactNode } from 'react';

export type BenefitIconName = 'returns' | 'shipping' | 'support' | 'discount';

const PATHS: Record<BenefitIconName, ReactNode> = {
  returns: (
    <>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <path d="M4 4v4h4" />
    </>
  ),
  shipping: (
    <>
      <rect x="2" y="6" width="12" height="10" rx="1" />
      <path d="M14 9h4l4 4v3h-8" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1" />
      <rect x="17" y="13" width="4" height="6" rx="1" />
    </>
  ),
  discount: (
    <>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
};

export function BenefitIcon({ name }: { name: BenefitIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}

// Renders its children only once the placeholder nears the viewport: below-the-fold carousels load their code and images late.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Reserved height, so the page does not jump when the content arrives. */
  minHeight: number;
}

export function LazyMount({ children, minHeight }: Props) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  // The placeholder first, on the server too: the server's HTML and the browser's first render must agree.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible || !placeholderRef.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), { rootMargin: '200px' });
    observer.observe(placeholderRef.current);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? <>{children}</> : <div ref={placeholderRef} style={{ minHeight }} aria-hidden="true" />;
}

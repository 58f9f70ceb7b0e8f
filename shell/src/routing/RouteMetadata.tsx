// Sets the route's title and description. RemoteRoute renders it just before the screen, so its effect runs before
// the screen's and a screen that sets its own metadata (a product page) has the last word.
import { useEffect } from 'react';
import { applyPageMetadata } from '@storefront/shared';

export function RouteMetadata({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    applyPageMetadata({ title, description });
  }, [title, description]);
  return null;
}

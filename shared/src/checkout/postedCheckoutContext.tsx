// The checkout form last posted without scripts, for the screen that shows it (decision 0066). On the server the
// route renderer provides it and learns whether the screen read it (only then does the page carry it); in the
// browser it is what the server-rendered page carried.
import { createContext, useContext } from 'react';
import { readServerState } from '../ssr/serverState';
import type { PostedCheckout } from './postedCheckout';

/** What the server render offers: the posted checkout, and `read` set once a screen took it. */
export interface PostedCheckoutOffer {
  posted: PostedCheckout | null;
  read: boolean;
}

export const PostedCheckoutContext = createContext<PostedCheckoutOffer | null>(null);

/** The posted checkout this page was rendered with, or null. Read it once (a state initialiser): it does not change. */
export function usePostedCheckout(): () => PostedCheckout | null {
  const offer = useContext(PostedCheckoutContext);
  return () => {
    if (offer) {
      offer.read = true;
      return offer.posted;
    }
    return typeof document === 'undefined' ? null : (readServerState()?.checkout ?? null);
  };
}

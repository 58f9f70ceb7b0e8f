// What the account's API answers and its pages say, defined once: the API sends these sentences and the pages show
// them (the spec gives none for these pages, whose forms it leaves without behaviour). No TypeBox: pages import it.

export const ACCOUNT_API_PATH = '/account';

/** The header a signed-in browser sends its session's CSRF token in, on every state-changing account call. */
export const ACCOUNT_CSRF_HEADER = 'X-CSRF-Token';

export const ACCOUNT_MESSAGES = {
  /** Sign-up, for a new address and for one that already has an account alike. */
  signedUp: 'Thank you. We have sent a link to your e-mail address: open it to confirm the address, then sign in.',
  /** A forgotten password, for any address. */
  resetSent: 'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works for one hour.',
  signInRefused: 'The e-mail address or password is not right.',
  signInLocked: 'Too many wrong passwords for this e-mail address. Try again later or choose a new password.',
  notVerified: 'Please confirm your e-mail address first: we have sent you a new link.',
  verified: 'Thank you, your e-mail address is confirmed. You can sign in now.',
  linkInvalid: 'This link is not valid any more: it was used already or has expired. Ask for a new one.',
  passwordChanged: 'Your password is changed. Sign in with the new one.',
  signedOut: 'You are signed out.',
  signInRequired: 'Please sign in first.',
  csrfRefused: 'This request must come from a page of this store. Reload the page and try again.',
  foreignOrigin: 'This request must come from a page of this store.',
  passwordTooShort: 'The password must be at least 8 characters long.',
  currentPasswordWrong: 'The current password is not right.',
  passwordUpdated: 'Your password is changed. Other browsers signed in to your account are signed out.',
  detailsSaved: 'Your account details are saved.',
  addressNotFound: 'That address is not in your account.',
  passwordToDelete: 'The password is not right: the account is not deleted.',
  accountDeleted: 'Your account is deleted. Your orders are kept for our books without your name, e-mail, phone or address.',
} as const;

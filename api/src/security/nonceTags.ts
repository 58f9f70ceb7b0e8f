// Gives the <script> and <style> elements of trusted markup (the shell's built index.html) the page's nonce. Never
// applied to rendered screens: markup injected there must stay blocked.
const OPENING_TAG = /<(script|style)(?=[\s>])/gi;

export function nonceTags(trustedHtml: string, nonce: string): string {
  return trustedHtml.replace(OPENING_TAG, (tag) => `${tag} nonce="${nonce}"`);
}

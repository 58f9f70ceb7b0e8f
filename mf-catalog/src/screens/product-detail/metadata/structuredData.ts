// Keeps one JSON-LD block (<script type="application/ld+json">) per key in the document head, for the product page.

const keyAttribute = 'data-structured-data';

/** Puts `data` in the head under `key`, replacing what was there; null removes it. */
export function setStructuredData(key: string, data: object | null, doc: Document = document): void {
  const existing = doc.head.querySelector(`script[${keyAttribute}="${key}"]`);
  if (data === null) {
    existing?.remove();
    return;
  }
  const script = existing ?? doc.createElement('script');
  script.setAttribute('type', 'application/ld+json');
  script.setAttribute(keyAttribute, key);
  // "<" escaped so a product text containing "</script>" cannot end the block early.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  if (!existing) doc.head.appendChild(script);
}

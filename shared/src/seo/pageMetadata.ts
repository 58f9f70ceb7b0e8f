// Sets the document's title, meta description and Open Graph tags; the shell calls it per route, product pages per product.

/** The store's name, the suffix of every document title ("Store | Storefront"). */
export const STORE_NAME = 'Storefront';

/** The description of pages that have none of their own (also in shell/public/index.html for the first paint). */
export const STORE_DESCRIPTION = 'Shop fashion, electronics, books and licensed digital audio. Guest checkout, USD or NGN.';

/** The picture social previews show for pages without one of their own. */
export const DEFAULT_OG_IMAGE_PATH = '/icon-512.png';

export interface PageMetadata {
  /** The page's own title, without the store name; none means the store name alone. */
  title?: string;
  description?: string;
  /** Open Graph type: 'website' unless the page is a product. */
  type?: 'website' | 'product';
  /** The page's canonical URL; defaults to the current location without its hash. */
  url?: string;
  /** The page's picture, absolute or relative to the current location. */
  image?: string;
}

/** "Store | Storefront"; the store name alone for an untitled page. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${STORE_NAME}` : STORE_NAME;
}

function setMetaContent(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    doc.head.appendChild(meta);
  }
  meta.setAttribute('content', content);
}

export function applyPageMetadata(metadata: PageMetadata, doc: Document = document): void {
  const location = doc.defaultView?.location;
  const here = location ? `${location.origin}${location.pathname}${location.search}` : '';
  const title = documentTitle(metadata.title);
  const description = metadata.description || STORE_DESCRIPTION;
  doc.title = title;
  setMetaContent(doc, 'name', 'description', description);
  setMetaContent(doc, 'property', 'og:title', title);
  setMetaContent(doc, 'property', 'og:description', description);
  setMetaContent(doc, 'property', 'og:type', metadata.type ?? 'website');
  setMetaContent(doc, 'property', 'og:url', metadata.url ?? here);
  setMetaContent(doc, 'property', 'og:image', new URL(metadata.image || DEFAULT_OG_IMAGE_PATH, here || undefined).href);
  setMetaContent(doc, 'property', 'og:site_name', STORE_NAME);
}

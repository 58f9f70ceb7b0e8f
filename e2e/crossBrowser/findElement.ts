// Finding an element as a shopper would, in the page itself, the same way in every browser: by ARIA role and
// accessible name (the subset of the ARIA rules this store's markup needs), by visible text, or by CSS selector.
// The finder is page-side source text, not a function of this file: the TypeScript loader may add helpers to a
// compiled function that do not exist in the page.
import type { Target } from './driver';

type SerialText = string | { source: string; flags: string };
export interface SerialTarget {
  role?: string;
  name?: SerialText;
  text?: SerialText;
  css?: string;
  nth?: number;
  within?: SerialTarget;
}

const serialText = (text: string | RegExp | undefined): SerialText | undefined => (text instanceof RegExp ? { source: text.source, flags: text.flags } : text);

/** The target as JSON the page-side finder reads (patterns as source and flags). */
export function serialTarget(target: Target): SerialTarget {
  return {
    role: target.role,
    name: serialText(target.name),
    text: serialText(target.text),
    css: target.css,
    nth: target.nth,
    within: target.within && serialTarget(target.within),
  };
}

/**
 * Page-side source of `(target) => Element | null`: the nth visible element matching the target. Implicit roles:
 * button, link, heading, dialog, combobox (select), checkbox, radio, textbox, list, listitem, navigation, banner,
 * region; names from aria-labelledby, aria-label, a label, alt, or the text content.
 */
export const FIND_ELEMENT = `(function find(target) {
  const matches = (text, wanted) => {
    const value = (text || '').replace(/\\s+/g, ' ').trim();
    return typeof wanted === 'string' ? value === wanted : new RegExp(wanted.source, wanted.flags).test(value);
  };
  const visible = (el) => {
    if (!el.isConnected || el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && el.getClientRects().length > 0;
  };
  const implicit = {
    button: 'button, input[type="submit"], input[type="button"], [role="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    combobox: 'select:not([multiple]), [role="combobox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea, [role="textbox"]',
    list: 'ul, ol, [role="list"]',
    listitem: 'li, [role="listitem"]',
    navigation: 'nav, [role="navigation"]',
    banner: 'body > header, [role="banner"], header:not(main header, article header, section header)',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  };
  const textOf = (el) => (el.innerText !== undefined ? el.innerText : el.textContent) || '';
  const contentText = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true') return '';
    if (node.getAttribute('aria-label')) return ' ' + node.getAttribute('aria-label') + ' ';
    if (node.tagName === 'IMG') return node.getAttribute('alt') || '';
    return [...node.childNodes].map(contentText).join('');
  };
  const nameOf = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy.split(/\\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(contentText).join(' ');
    }
    const label = el.getAttribute('aria-label');
    if (label) return label;
    if (el.labels && el.labels.length) return [...el.labels].map(contentText).join(' ');
    if (el.alt) return el.alt;
    if (el.matches('input[type="submit"], input[type="button"]')) return el.value;
    if (el.matches('select, input, textarea, ul, ol, nav, dialog, [role="dialog"], section')) return el.getAttribute('title') || '';
    return contentText(el) || el.getAttribute('title') || '';
  };
  const all = (scope, t) => {
    let found;
    if (t.role) {
      const selector = implicit[t.role] || '[role="' + t.role + '"]';
      found = [...scope.querySelectorAll(selector)].filter((el) => {
        const explicit = el.getAttribute('role');
        return !explicit || explicit === t.role || !implicit[t.role] || el.matches('[role="' + t.role + '"]');
      });
      if (t.name !== undefined) found = found.filter((el) => matches(nameOf(el), t.name));
    } else if (t.text !== undefined) {
      found = [...scope.querySelectorAll('body *')].filter(
        (el) => matches(textOf(el), t.text) && ![...el.children].some((child) => matches(textOf(child), t.text)),
      );
    } else {
      found = [...scope.querySelectorAll(t.css || '*')];
    }
    if (t.css && (t.role || t.text !== undefined)) found = found.filter((el) => el.matches(t.css));
    return found.filter(visible);
  };
  const one = (t) => {
    const scope = t.within ? one(t.within) : document;
    if (!scope) return null;
    return all(scope, t)[t.nth || 0] || null;
  };
  return one(target);
})`;

// The search panel's four fixed keyword tags (SPEC §2, §9): catalogue words a shopper can search with one click.
import { SEARCH_KEYWORD_TAG_COUNT } from '@storefront/shared';

export const SEARCH_KEYWORDS: readonly string[] = ['Fashion', 'Sneakers', 'Furniture', 'Digital Audio'].slice(0, SEARCH_KEYWORD_TAG_COUNT);

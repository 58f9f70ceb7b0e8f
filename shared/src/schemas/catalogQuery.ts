// Request and response schemas of the catalogue's queries: GET /catalog (a page of the store with its
// total and filter facets), GET /search (ranked, typo-tolerant) and GET /products?ids= (products by id, one call).
// Query strings arrive as text: numbers are digit strings here, read by the API after validation.
import { Type, type Static } from 'typebox';
import { ALL_FILTER, AVAILABILITY_CHOICES, BRANDS, COLORS, SEARCH_INITIAL_COUNT, SEARCH_MAX_LENGTH, SIZES, SORT_OPTIONS } from '../constants';
import { CurrencySchema } from './currency';
import { ProductSchema } from './catalog';
import { AMOUNT, ID_LIST, WHOLE_NUMBER } from './schemaHelpers';

// The store's constants the API applies to a query, through this entry (the API takes no other from the main one).
export { ALL_FILTER, DEFAULT_PRICE_RANGE, DEFAULT_SORT, ITEMS_PER_PAGE_GRID, PRICE_SLIDER, SORT_OPTIONS, type SortOption } from '../constants';

/** Products a page may hold; the store asks for 8 (grid) or 6 (list), the search panel for 8. */
export const MAX_PAGE_SIZE = 48;
/** Search results a page holds unless asked otherwise: the search panel's first 8 (SPEC §9). */
export const SEARCH_PAGE_SIZE = SEARCH_INITIAL_COUNT;
/** Ids one `GET /products?ids=` may name: a full cart (100 lines) in one call. */
export const MAX_IDS_PER_CALL = 100;
/** Longest search text. */
export const MAX_SEARCH_LENGTH = SEARCH_MAX_LENGTH;
/** `GET /products` without ids answers pages of this many (decision 0058), at most MAX_LEGACY_PAGE_SIZE. */
export const LEGACY_PAGE_SIZE = 100;
export const MAX_LEGACY_PAGE_SIZE = 250;

const wholeNumber = () => Type.String({ pattern: WHOLE_NUMBER });
const choice = <T extends string>(values: readonly T[]) => Type.Enum([ALL_FILTER, ...values] as (T | typeof ALL_FILTER)[]);

/** The store's whole view as its URL holds it (SPEC §3 "Filter state", §4 "Store filters"), plus the page size and currency. */
export const CatalogQuerySchema = Type.Object(
  {
    /** Products whose category name contains this text, case-insensitively (SPEC §4); absent or All: every category. */
    category: Type.Optional(Type.String({ maxLength: 100 })),
    /** The price range in `currency` (absent: SPEC §4's 20 to 300, in that currency). */
    min: Type.Optional(Type.String({ pattern: AMOUNT })),
    max: Type.Optional(Type.String({ pattern: AMOUNT })),
    availability: Type.Optional(choice(AVAILABILITY_CHOICES)),
    color: Type.Optional(choice(COLORS)),
    size: Type.Optional(choice(SIZES)),
    /** Listed brands separated by commas; a product with any of them matches. */
    brands: Type.Optional(Type.String({ maxLength: 200 })),
    /** `1`: only products on sale. */
    sale: Type.Optional(Type.Enum(['0', '1'])),
    sort: Type.Optional(Type.Enum([...SORT_OPTIONS])),
    page: Type.Optional(wholeNumber()),
    pageSize: Type.Optional(wholeNumber()),
    currency: Type.Optional(CurrencySchema),
  },
  { additionalProperties: false },
);
export type CatalogQuery = Static<typeof CatalogQuerySchema>;

export const FacetCountSchema = Type.Object({ value: Type.String(), count: Type.Integer() });
export type FacetCount = Static<typeof FacetCountSchema>;

/** A page of results: the products, how many match in all, and where the page is. */
const pageFields = {
  products: Type.Array(ProductSchema),
  total: Type.Integer(),
  /** The page answered: the one asked for, brought within 1..totalPages (SPEC §5). */
  page: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
};

export const CatalogPageSchema = Type.Object({
  ...pageFields,
  currency: CurrencySchema,
  /**
   * Each facet counts the products the query matches with every filter but its own, so a count says how many a
   * choice would list (the brands' is what adding that brand would add). Every listed brand, colour and size appears.
   */
  facets: Type.Object({
    brands: Type.Array(FacetCountSchema),
    colors: Type.Array(FacetCountSchema),
    sizes: Type.Array(FacetCountSchema),
    /** The lowest and highest price, in `currency`, of the products matching every filter but the price; null when none. */
    price: Type.Object({ min: Type.Union([Type.Number(), Type.Null()]), max: Type.Union([Type.Number(), Type.Null()]) }),
  }),
  /** The price slider in `currency`: the range applied (the default when none was asked), its bounds and its step. */
  priceFilter: Type.Object({
    min: Type.Number(),
    max: Type.Number(),
    defaultMin: Type.Number(),
    defaultMax: Type.Number(),
    boundMin: Type.Number(),
    boundMax: Type.Number(),
    step: Type.Number(),
  }),
});
export type CatalogPage = Static<typeof CatalogPageSchema>;

export const SearchQuerySchema = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: MAX_SEARCH_LENGTH }),
    page: Type.Optional(wholeNumber()),
    pageSize: Type.Optional(wholeNumber()),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SearchPageSchema = Type.Object({ ...pageFields, query: Type.String() });
export type SearchPage = Static<typeof SearchPageSchema>;

/** `GET /products`: by `ids` (in the order named; unknown and hidden ones left out), or else one page of the list. */
export const ProductsQuerySchema = Type.Object(
  {
    ids: Type.Optional(Type.String({ pattern: ID_LIST, maxLength: MAX_IDS_PER_CALL * 11 })),
    page: Type.Optional(wholeNumber()),
    pageSize: Type.Optional(wholeNumber()),
  },
  { additionalProperties: false },
);
export type ProductsQuery = Static<typeof ProductsQuerySchema>;

export const RelatedQuerySchema = Type.Object({ limit: Type.Optional(wholeNumber()) }, { additionalProperties: false });

/** The listed brands, colours and sizes a query's filters and facets name (SPEC §3 "Filter state"). */
export const FACET_VALUES = { brands: BRANDS, colors: COLORS, sizes: SIZES } as const;

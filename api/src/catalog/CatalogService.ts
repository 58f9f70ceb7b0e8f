// The catalogue as the storefront asks for it: pages of the store with their facets, search, products by
// id, featured products and categories — each answered by the database, never from a copy of the whole catalogue.
// What is small and read on every page (the version, the categories, the featured products) is kept per catalogue
// version. The version is bumped by the database on every change (migration 0013); this process reads it again
// after its own writes (`invalidate`) and in the background once its copy is older than `maxAgeMs`, so a change made
// by another instance on the same PostgreSQL shows within twice that time and no request waits for the check.
import { asc, isNotNull } from 'drizzle-orm';
import type { CatalogPage, CatalogQuery, Category, Product, SearchPage, SearchQuery } from '@storefront/shared/schemas';
import { ITEMS_PER_PAGE_GRID, LEGACY_PAGE_SIZE, MAX_LEGACY_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@storefront/shared/schemas';
import { catalogState, categories, products } from './catalogTables';
import type { Database } from '../db/types';
import { minorToAmount } from '../money';
import { pageSizeOf, readCatalogQuery, wholeNumberOr } from './catalogQuery';
import { type FacetGroup, summarizeFacets } from './facetCounts';
import { facetGroups, listedIds, pageIds, priceSpan, relatedIds, type ListingFilter } from './listingQueries';
import { ProductReader } from './productReader';
import { searchIds } from './searchQueries';

/** How old this process's idea of the catalogue's version may get before it is read again. */
export const CATALOG_MAX_AGE_MS = 4000;
/**
 * Facet groups kept for this many recent questions: a change of colour, size or brand, a sort or the next page asks
 * the same question of the listing's groups (facetCounts.ts) and is answered from them; at most a few hundred KB each.
 */
const FACET_GROUPS_KEPT = 16;

interface VersionedData {
  version: number;
  categories: Category[];
  categoryNamesBySlug: Map<string, string>;
  featured: Product[];
}

/** A page number brought within 1..totalPages (SPEC §5), and the total pages of `total` results. */
function pageWithin(asked: number, total: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(Math.max(1, asked), totalPages), totalPages };
}

export class CatalogService {
  private readonly reader: ProductReader;
  private versionRead: Promise<number> | null = null;
  private versionReadAt = 0;
  private refreshing = false;
  private data: { version: number; loading: Promise<VersionedData> } | null = null;
  private readonly groups = new Map<string, Promise<FacetGroup[]>>();

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = CATALOG_MAX_AGE_MS,
  ) {
    this.reader = new ProductReader(db);
  }

  /** The catalogue's current version (a number the database bumps on every change). */
  version(): Promise<number> {
    if (!this.versionRead) return this.readVersion();
    if (!this.refreshing && Date.now() - this.versionReadAt > this.maxAgeMs) this.refreshVersion();
    return this.versionRead;
  }

  /** Call after a write to products, prices or categories: the next read sees it. */
  invalidate(): void {
    this.versionRead = null;
  }

  async categories(): Promise<Category[]> {
    return (await this.versioned()).categories;
  }

  async categoryNameOf(slug: string): Promise<string | undefined> {
    return (await this.versioned()).categoryNamesBySlug.get(slug);
  }

  async featured(): Promise<Product[]> {
    return (await this.versioned()).featured;
  }

  /** One product a shopper may see; with `includeHidden`, also one an operator hid (its media serve past orders). */
  async product(id: number, { includeHidden = false } = {}): Promise<Product | undefined> {
    const read = (await this.reader.read([id], await this.version())).get(id);
    return read && (read.visible || includeHidden) ? read.product : undefined;
  }

  /** The shown products among `ids`, in the order given, each once. */
  async productsByIds(ids: readonly number[]): Promise<Product[]> {
    const read = await this.reader.read(ids, await this.version());
    return [...new Set(ids)].flatMap((id) => {
      const found = read.get(id);
      return found?.visible ? [found.product] : [];
    });
  }

  /** A page of the store: its products, the total, the facets and the price slider (CatalogPageSchema). */
  async list(query: CatalogQuery): Promise<CatalogPage> {
    const { categories: categoryList } = await this.versioned();
    const {
      filter,
      page: asked,
      pageSize,
      priceFilter,
    } = readCatalogQuery(
      query,
      categoryList.map((category) => category.name),
    );
    const [groups, span] = await Promise.all([this.facetGroupsOf(filter, await this.version()), priceSpan(this.db, filter)]);
    const summary = summarizeFacets(groups, filter.choices);
    const { page, totalPages } = pageWithin(asked, summary.total, pageSize);
    const ids = summary.total === 0 ? [] : await pageIds(this.db, filter, pageSize, (page - 1) * pageSize);
    return {
      products: await this.productsByIds(ids),
      total: summary.total,
      page,
      pageSize,
      totalPages,
      currency: filter.currency,
      facets: {
        ...summary.facets,
        price: { min: span && minorToAmount(span.min), max: span && minorToAmount(span.max) },
      },
      priceFilter,
    };
  }

  /** A page of search results, best first (searchQueries.ts); a page past the last answers the last. */
  async search(query: SearchQuery): Promise<SearchPage> {
    const pageSize = pageSizeOf(query.pageSize, SEARCH_PAGE_SIZE, MAX_PAGE_SIZE);
    const asked = wholeNumberOr(query.page, 1);
    let found = await searchIds(this.db, query.q, pageSize, (asked - 1) * pageSize);
    const { page, totalPages } = pageWithin(asked, found.total, pageSize);
    if (page !== asked && found.total > 0) found = await searchIds(this.db, query.q, pageSize, (page - 1) * pageSize);
    return { products: await this.productsByIds(found.ids), total: found.total, page, pageSize, totalPages, query: query.q };
  }

  /** Up to `limit` other products of the product's category. */
  async related(id: number, limit = ITEMS_PER_PAGE_GRID): Promise<Product[]> {
    return this.productsByIds(await relatedIds(this.db, id, limit));
  }

  /** `GET /products` without ids: one page of every shown product in the catalogue's order (decision 0058). */
  async listed(pageParam: string | undefined, pageSizeParam: string | undefined) {
    const pageSize = pageSizeOf(pageSizeParam, LEGACY_PAGE_SIZE, MAX_LEGACY_PAGE_SIZE);
    const page = wholeNumberOr(pageParam, 1);
    const { ids, total } = await listedIds(this.db, pageSize, (page - 1) * pageSize);
    return { products: await this.productsByIds(ids), total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
  }

  /** The first `limit` shown products' ids in the catalogue's order. */
  firstProductIds(limit: number): Promise<number[]> {
    return this.productIdsFrom(0, limit);
  }

  async productIdsFrom(offset: number, limit: number): Promise<number[]> {
    return (await listedIds(this.db, limit, offset)).ids;
  }

  /** How many products shoppers see. */
  async productCount(): Promise<number> {
    return (await listedIds(this.db, 0, 0)).total;
  }

  /** The listing's groups for the filters that are not facets, from the recent ones of this version or the database. */
  private facetGroupsOf(filter: ListingFilter, version: number): Promise<FacetGroup[]> {
    const { categoryNames, availability, onSale, currency, priceMinor } = filter;
    const key = JSON.stringify([version, categoryNames, availability, onSale, currency, priceMinor]);
    let groups = this.groups.get(key);
    if (groups) {
      this.groups.delete(key);
    } else {
      groups = facetGroups(this.db, filter);
      // A failed read is not kept.
      groups.catch(() => this.groups.get(key) === groups && this.groups.delete(key));
    }
    this.groups.set(key, groups);
    while (this.groups.size > FACET_GROUPS_KEPT) this.groups.delete(this.groups.keys().next().value!);
    return groups;
  }

  private readVersion(): Promise<number> {
    const reading = this.db
      .select({ version: catalogState.version })
      .from(catalogState)
      .then(([row]) => Number(row.version));
    this.versionReadAt = Date.now();
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (this.versionRead === reading) this.versionRead = null;
    });
    this.versionRead = reading;
    return reading;
  }

  /** Reads the version again; the current one is answered until the new one is known (or kept if the read fails). */
  private refreshVersion(): void {
    this.refreshing = true;
    const current = this.versionRead;
    this.db
      .select({ version: catalogState.version })
      .from(catalogState)
      .then(
        async ([row]) => {
          if (this.versionRead !== current) return;
          this.versionReadAt = Date.now();
          if ((await current) !== Number(row.version)) this.versionRead = Promise.resolve(Number(row.version));
        },
        () => {},
      )
      .finally(() => {
        this.refreshing = false;
      });
  }

  private async versioned(): Promise<VersionedData> {
    const version = await this.version();
    if (this.data?.version !== version) {
      const entry = { version, loading: this.loadVersioned(version) };
      this.data = entry;
      // A failed read is not kept: the next request tries again.
      entry.loading.catch(() => {
        if (this.data === entry) this.data = null;
      });
      return entry.loading;
    }
    return this.data.loading;
  }

  private async loadVersioned(version: number): Promise<VersionedData> {
    const [categoryRows, featuredRows] = await Promise.all([
      this.db.select().from(categories).orderBy(asc(categories.position)),
      this.db.select({ id: products.id }).from(products).where(isNotNull(products.featuredRank)).orderBy(asc(products.featuredRank)),
    ]);
    const read = await this.reader.read(
      featuredRows.map((row) => row.id),
      version,
    );
    return {
      version,
      categories: categoryRows.map((row) => ({ name: row.name, image_url: row.imageUrl })),
      categoryNamesBySlug: new Map(categoryRows.map((row) => [row.slug, row.name])),
      featured: featuredRows.flatMap((row) => {
        const found = read.get(row.id);
        return found?.visible ? [found.product] : [];
      }),
    };
  }
}

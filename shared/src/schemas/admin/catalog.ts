// The catalogue in the console: GET /products, GET/PATCH /products/:id, PUT/DELETE /products/:id/image,
// GET /categories. A change is served to shoppers on their next page load.
import { Type, type Static } from 'typebox';
import { AmountSchema, PagedSchema, PageQuerySchema, PriceInputSchema, strict } from './common';

export const ProductVisibilitySchema = Type.Enum(['visible', 'hidden']);

export const ProductListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  /** Part of the title, or the product id. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  visibility: Type.Optional(ProductVisibilitySchema),
});
export type ProductListQuery = Static<typeof ProductListQuerySchema>;

export const LicenseTierPriceSchema = Type.Object(
  {
    licenseType: Type.String({ minLength: 1, maxLength: 50 }),
    usdAmount: PriceInputSchema,
    ngnAmount: PriceInputSchema,
  },
  strict,
);
export type LicenseTierPrice = Static<typeof LicenseTierPriceSchema>;

export const AdminProductSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  categoryName: Type.String(),
  /** The USD price a product without license tiers sells at (the lowest tier's for licensed ones). */
  price: AmountSchema,
  inStock: Type.Boolean(),
  available: Type.Integer(),
  visible: Type.Boolean(),
  /** The small picture (160 px) for the list. */
  thumbnailUrl: Type.String(),
});
export type AdminProductSummary = Static<typeof AdminProductSummarySchema>;

export const ProductListSchema = PagedSchema(AdminProductSummarySchema);
export type ProductList = Static<typeof ProductListSchema>;

export const AdminProductSchema = Type.Object({
  ...AdminProductSummarySchema.properties,
  description: Type.String(),
  /** Per license tier for digital products; empty for the rest. */
  prices: Type.Array(LicenseTierPriceSchema),
  /** The picture shoppers see (800 px), and whether an operator uploaded it (otherwise it is the drawn one). */
  imageUrl: Type.String(),
  imageUploaded: Type.Boolean(),
  /** The storefront's page of this product. */
  storefrontUrl: Type.String(),
});
export type AdminProduct = Static<typeof AdminProductSchema>;

export const ProductIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Only the fields sent change. `prices` replaces the tiers' amounts; it must name exactly the product's tiers. */
export const ProductPatchSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 5000 })),
    categoryName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    price: Type.Optional(PriceInputSchema),
    prices: Type.Optional(Type.Array(LicenseTierPriceSchema, { minItems: 1, maxItems: 10 })),
    inStock: Type.Optional(Type.Boolean()),
    available: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    visible: Type.Optional(Type.Boolean()),
  },
  { ...strict, minProperties: 1 },
);
export type ProductPatch = Static<typeof ProductPatchSchema>;

export const CategoryListSchema = Type.Object({ items: Type.Array(Type.Object({ name: Type.String(), productCount: Type.Integer() })) });
export type CategoryList = Static<typeof CategoryListSchema>;

export const ProductResponseSchema = Type.Object({ message: Type.String(), product: AdminProductSchema });
export type ProductResponse = Static<typeof ProductResponseSchema>;

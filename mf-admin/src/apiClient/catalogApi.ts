// The catalogue: products with filters, one product, its edit and its picture, and the categories to choose from.
import type { AdminProduct, CategoryList, ProductList, ProductListQuery, ProductPatch, ProductResponse } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';
import { queryString } from './pageQuery';

export const catalogApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductList, ProductListQuery>({ query: (filters) => `/products${queryString(filters)}`, providesTags: ['Products'] }),
    getProduct: build.query<AdminProduct, number>({ query: (id) => `/products/${id}`, providesTags: (_product, _error, id) => [{ type: 'Product', id }] }),
    listCategories: build.query<CategoryList, void>({ query: () => '/categories', providesTags: ['Categories'] }),
    updateProduct: build.mutation<ProductResponse, { id: number; patch: ProductPatch }>({
      query: ({ id, patch }) => ({ url: `/products/${id}`, method: 'PATCH', body: patch }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Product', id }, 'Products', 'Categories'] : []),
    }),
    uploadProductImage: build.mutation<ProductResponse, { id: number; image: File }>({
      query: ({ id, image }) => {
        const body = new FormData();
        body.append('image', image);
        return { url: `/products/${id}/image`, method: 'PUT', body };
      },
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Product', id }, 'Products'] : []),
    }),
  }),
});

export const { useListProductsQuery, useGetProductQuery, useListCategoriesQuery, useUpdateProductMutation, useUploadProductImageMutation } = catalogApi;

// The business constants and limits of SPEC §9 (and the few of §2/§4 that several packages need), in one place.
import type { Currency, PaymentMethod } from './types';

// SPEC §2 "Global behaviour", §9 "Scroll thresholds"
export const HEADER_BACKGROUND_SCROLL_Y = 100;
export const HEADER_HIDE_SCROLL_Y = 250;
export const SCROLL_TO_TOP_SCROLL_Y = 500;

// SPEC §9 breakpoints used by layouts and carousels (px)
export const BREAKPOINTS = { tablet: 768, desktop: 992, wide: 1200 } as const;

// SPEC §2 "Cart", §9 "Shipping options": free, local, flat rate; the cart page total adds the first (free).
export const SHIPPING_OPTION_NAMES = ['Free shipping', 'Local', 'Flat rate'] as const;
/**
 * What each shipping option costs, set by the shop in each currency it sells in: a price list like the license tiers'
 * usd_amount and ngn_amount, not a conversion (the browser never converts). SPEC §9's 0, 35, 35 are the
 * dollar prices; 0, 26,250, 26,250 what the shop charges in naira.
 */
export const SHIPPING_PRICES: Readonly<Record<Currency, readonly [free: number, local: number, flatRate: number]>> = {
  USD: [0, 35, 35],
  NGN: [0, 26250, 26250],
};
/** Which option the cart page's total adds: the first, free shipping. */
export const CART_PAGE_SHIPPING_OPTION = 0;

// SPEC §9 "Tax and discount are always 0 and the total equals the subtotal"
export const ORDER_TAX = 0;
export const ORDER_DISCOUNT = 0;

// SPEC §4 "Checkout", §9 "Timings" (ms)
export const PAYMENT_REDIRECT_DELAY_MS = 1500;
export const CONFIRMATION_REDIRECT_DELAY_MS = 2000;
export const CONTACT_MESSAGE_DURATION_MS = 2000;
export const SEARCH_LOAD_MORE_DELAY_MS = 1000;

// SPEC §2 "Search", §9 "Search panel"
export const SEARCH_INITIAL_COUNT = 8;
export const SEARCH_LOAD_MORE_STEP = 4;
export const SEARCH_PAGE_CAROUSEL_COUNT = 4;
export const SEARCH_KEYWORD_TAG_COUNT = 4;
/** The longest search text the server answers; the search boxes stop there. */
export const SEARCH_MAX_LENGTH = 100;

// SPEC §4 "Store filters", §9 "Store"
export const DEFAULT_PRICE_RANGE = { min: 20, max: 300 } as const;
/** The store's price slider in USD: its span and step (the server gives both in the shopper's currency). */
export const PRICE_SLIDER = { min: 0, max: 500, step: 1 } as const;
export const ITEMS_PER_PAGE_GRID = 8;
export const ITEMS_PER_PAGE_LIST = 6;
export const DEFAULT_COLUMNS = 4;
export const GRID_COLUMN_CHOICES = [2, 3, 4, 5] as const;
export const PAGINATION_WINDOW = 5;
export const ALL_FILTER = 'All';

// SPEC §5: layout columns are capped at 3 from 768 to 1199 px wide, and at 2 under 768 px
export const MAX_COLUMNS_TABLET = 3;
export const MAX_COLUMNS_MOBILE = 2;

// SPEC §3 "Filter state"
export const BRANDS = ['Nike', 'Louis Vuitton', 'Zalando', 'Adidas', 'Hermes', 'Gucci'] as const;
export const COLORS = ['Pink', 'Red', 'Beige', 'Orange', 'Green', 'Black', 'White', 'Purple', 'Grey', 'Light Blue', 'Dark Blue'] as const;
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
/** SPEC §3 "Filter state" availability, besides All; SPEC §4 "Availability": in stock or not. */
export const AVAILABILITY_CHOICES = ['In Stock', 'Out of Stock'] as const;

// SPEC §9 "Sort options"; the first is the default
export const SORT_OPTIONS = ['Sort by (Default)', 'Title Ascending', 'Title Descending', 'Price Ascending', 'Price Descending'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = SORT_OPTIONS[0];

// SPEC §2 "Product cards", "Product detail": quick add and sticky bar sizes
export const QUICK_ADD_SIZES = ['S', 'M', 'L', 'XL'] as const;

// SPEC §9 "Home"
export const HOME_CATEGORY_BANNERS = 2;
export const HERO_AUTOPLAY_DELAY_MS = 2000;
export const HERO_SPEED_MS = 2000;
export const DEFAULT_SLIDER_AUTOPLAY_DELAY_MS = 3000;

// SPEC §4 "Loading", §9: featured products fall back to the first 8 products
export const FEATURED_FALLBACK_COUNT = 8;

// SPEC §9 badges and samples
export const ON_SALE_BADGE_TEXT = '-25%';
export const COUNTDOWN_SAMPLE = 1007500;
/** SPEC §2 countdown default target, quoted as written: June has 30 days, so parse it with care (V8 reads July 1, other engines Invalid Date). */
export const COUNTDOWN_DEFAULT_TARGET = '2025-06-31T23:59:59';
export const ZOOM_FACTOR = 3;

// SPEC §9 "Size guide"
export const SIZE_GUIDE_SLIDER = { min: 0, max: 100, defaultValue: 50 } as const;
export const SIZE_GUIDE_ROWS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const SIZE_GUIDE_BODY_TYPES = ['thin', 'Normal', 'plump'] as const;

// SPEC §9 "Benefits", testimonials, terms
export const BENEFITS = ['14-Day Returns', 'Free Shipping', '24/7 Support', 'Member Discounts'] as const;
export const TESTIMONIAL_COLUMNS = 3;
export const REVIEW_STARS = 5;
export const TESTIMONIAL_PAGES = 3;
export const TERMS_SECTION_COUNT = 5;

// SPEC §7, §9: the e-mail sending service's client library version
export const EMAIL_LIB_VERSION = '4.4.1';

// SPEC §9 "Payment methods": Paystack and PayPal enabled, Stripe disabled (and hidden)
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'paystack', name: 'Paystack', logo: '/media/payments/paystack.svg', enabled: true },
  { id: 'paypal', name: 'PayPal', logo: '/media/payments/paypal.svg', enabled: true },
  { id: 'stripe', name: 'Stripe', logo: '/media/payments/stripe.svg', enabled: false },
];

/** SPEC §2 "Order confirmation": the payment method value meaning none was selected. */
export const NO_PAYMENT_METHOD = 'no-payment';

// SPEC §2 "Global behaviour" (top bar) and "Contact" (Information block): the store's phone and e-mail
export const STORE_CONTACT = {
  phone: '+1 (800) 123-4567',
  phoneHref: 'tel:+18001234567',
  email: 'support@storefront.example',
} as const;

// SPEC §2 "Global behaviour": the language picker lists these, and choosing one changes only its own label
export const LANGUAGES = ['English', 'Vietnam'] as const;

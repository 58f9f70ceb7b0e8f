// The content team's public routes; the shell mounts each path listed for "content" in remotes.json (SPEC §2).
import type { RemoteRouteDefinition } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

export const routes: RemoteRouteDefinition[] = [
  {
    path: '/about',
    title: 'About Our Store',
    description: 'Who we are, what sets us apart and the teams behind the store.',
    load: () => import('../screens/about/AboutPage'),
  },
  {
    path: '/services',
    title: 'Our Services',
    description: 'Licensed audio downloads, delivery and returns, order tracking, size advice and support.',
    load: () => import('../screens/services/ServicesPage'),
  },
  {
    path: '/contact',
    title: 'Contact',
    description: 'Questions about an order or a product? Send us a message or call us.',
    load: () => import('../screens/contact/ContactPage'),
  },
  { path: '/login', title: 'Login', description: 'Sign in to your account.', load: () => import('../screens/login/LoginPage') },
  {
    path: '/register',
    title: 'Register',
    description: 'Create an account to follow your orders and save your addresses.',
    load: () => import('../screens/register/RegisterPage'),
  },
  {
    path: '/forget-password',
    title: 'Forgot password',
    description: 'Reset your password by e-mail.',
    load: () => import('../screens/forget-password/ForgetPasswordPage'),
  },
  {
    path: '/order-tracking',
    title: 'Order Tracking',
    description: 'Track an order with its order ID and billing e-mail.',
    load: () => import('../screens/order-tracking/OrderTrackingPage'),
  },
  { path: '/my-account', title: 'My Account', description: 'Your account overview.', load: () => import('../screens/account/MyAccountPage') },
  {
    path: '/my-account-orders',
    title: 'Your Orders',
    description: 'The orders placed with your account.',
    load: () => import('../screens/account/MyOrdersPage'),
  },
  {
    path: '/my-account-address',
    title: 'My Address',
    description: 'Your billing and shipping addresses.',
    load: () => import('../screens/account/MyAddressPage'),
  },
  {
    path: '/FAQs',
    title: 'FAQs',
    description: 'Answers to common questions about orders, shipping, returns, payment and licenses.',
    load: () => import('../screens/faqs/FaqsPage'),
  },
  {
    path: '/term-of-use',
    title: 'Terms of use',
    description: 'The terms that apply to using the store and buying from it.',
    load: () => import('../screens/terms/TermsPage'),
  },
  {
    path: '/coming-soon',
    title: 'Coming soon',
    description: 'Something new is on its way to the store.',
    load: () => import('../screens/coming-soon/ComingSoonPage'),
  },
  {
    path: '/customer-feedback',
    title: 'Customer Feedback',
    description: 'What our customers say about the store.',
    load: () => import('../screens/customer-feedback/CustomerFeedbackPage'),
  },
  {
    path: '/404',
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    load: () => import('../screens/not-found/NotFoundPage'),
  },
  { path: '*', title: 'Page not found', description: 'The page you are looking for does not exist.', load: () => import('../screens/not-found/NotFoundPage') },
];

/** The version of the routes contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.routes;

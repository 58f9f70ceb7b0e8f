// The content team's public routes; the shell mounts each path listed for "content" in remotes.json (SPEC §2).
import type { RemoteRouteDefinition } from '@storefront/shared';

export const routes: RemoteRouteDefinition[] = [
  { path: '/about', title: 'About Our Store', load: () => import('../screens/about/AboutPage') },
  { path: '/contact', title: 'Contact', load: () => import('../screens/contact/ContactPage') },
  { path: '/login', title: 'Login', load: () => import('../screens/login/LoginPage') },
  { path: '/register', title: 'Register', load: () => import('../screens/register/RegisterPage') },
  { path: '/forget-password', title: 'Forgot password', load: () => import('../screens/forget-password/ForgetPasswordPage') },
  { path: '/order-tracking', title: 'Order Tracking', load: () => import('../screens/order-tracking/OrderTrackingPage') },
  { path: '/my-account', title: 'My Account', load: () => import('../screens/account/MyAccountPage') },
  { path: '/my-account-orders', title: 'Your Orders', load: () => import('../screens/account/MyOrdersPage') },
  { path: '/my-account-address', title: 'My Address', load: () => import('../screens/account/MyAddressPage') },
  { path: '/FAQs', title: 'FAQs', load: () => import('../screens/faqs/FaqsPage') },
  { path: '/term-of-use', title: 'Terms of use', load: () => import('../screens/terms/TermsPage') },
  { path: '/coming-soon', title: 'Coming soon', load: () => import('../screens/coming-soon/ComingSoonPage') },
  { path: '/customer-feedback', title: 'Customer Feedback', load: () => import('../screens/customer-feedback/CustomerFeedbackPage') },
  { path: '/404', title: 'Page not found', load: () => import('../screens/not-found/NotFoundPage') },
  { path: '*', title: 'Page not found', load: () => import('../screens/not-found/NotFoundPage') },
];

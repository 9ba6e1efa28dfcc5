import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '@client/components/page-states';
import { usePageFocusAndScroll } from '@client/lib/navigation';

// Every page of docs/product.md#pages, each its own chunk.
const HomeRoute = lazy(() => import('@client/features/home/home-route'));
const SignupPage = lazy(() => import('@client/features/auth/signup-page'));
const LoginPage = lazy(() => import('@client/features/auth/login-page'));
const BuyPage = lazy(() => import('@client/features/properties/buy-page'));
const PropertyDetailPage = lazy(() => import('@client/features/properties/property-detail-page'));
const SellPage = lazy(() => import('@client/features/sell/sell-page'));
const MyListingsPage = lazy(() => import('@client/features/listings/my-listings-page'));
const EditListingPage = lazy(() => import('@client/features/listings/edit-listing-page'));
const InvestPage = lazy(() => import('@client/features/investments/invest-page'));
const InvestmentDetailPage = lazy(() => import('@client/features/investments/investment-detail-page'));
const AdminPage = lazy(() => import('@client/features/admin/admin-page'));
const BidsPage = lazy(() => import('@client/features/bids/bids-page'));
const MessagesPage = lazy(() => import('@client/features/messages/messages-page'));
const TermsPage = lazy(() => import('@client/features/legal/terms-page'));
const PrivacyPage = lazy(() => import('@client/features/legal/privacy-page'));
const AccountPage = lazy(() => import('@client/features/account/account-page'));
const UnsubscribePage = lazy(() => import('@client/features/account/unsubscribe-page'));
const ForgotPasswordPage = lazy(() => import('@client/features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@client/features/auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('@client/features/auth/verify-email-page'));
const NotificationsPage = lazy(() => import('@client/features/notifications/notifications-page'));
const SavedPage = lazy(() => import('@client/features/saved/saved-page'));
const ComparePage = lazy(() => import('@client/features/compare/compare-page'));
const MarketPage = lazy(() => import('@client/features/market/market-page'));
const PortfolioPage = lazy(() => import('@client/features/portfolio/portfolio-page'));
const ReceiptPage = lazy(() => import('@client/features/portfolio/receipt-page'));
const NotFoundPage = lazy(() => import('@client/features/not-found/not-found-page'));

const ROUTES: Array<[string, ComponentType]> = [
  ['/', HomeRoute],
  ['/signup', SignupPage],
  ['/login', LoginPage],
  ['/buy', BuyPage],
  ['/properties/:id', PropertyDetailPage],
  ['/sell', SellPage],
  ['/my-listings', MyListingsPage],
  ['/my-listings/:id/edit', EditListingPage],
  ['/invest', InvestPage],
  ['/investments/:id', InvestmentDetailPage],
  ['/admin', AdminPage],
  ['/bids', BidsPage],
  ['/messages', MessagesPage],
  ['/terms', TermsPage],
  ['/privacy', PrivacyPage],
  ['/account', AccountPage],
  ['/unsubscribe', UnsubscribePage],
  ['/forgot-password', ForgotPasswordPage],
  ['/reset-password', ResetPasswordPage],
  ['/verify-email', VerifyEmailPage],
  ['/notifications', NotificationsPage],
  ['/saved', SavedPage],
  ['/compare', ComparePage],
  ['/market', MarketPage],
  ['/portfolio', PortfolioPage],
  ['/portfolio/receipts/:reference', ReceiptPage],
];

export function AppRoutes() {
  // A new page starts at the top with focus on its heading; Back and Forward return to where they were.
  usePageFocusAndScroll();
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {ROUTES.map(([path, Component]) => (
          <Route key={path} path={path} component={Component} />
        ))}
        {/* /buy/{id}, the original product's link to a listing, opens /properties/{id} (docs/product.md#pages). */}
        <Route path="/buy/:id">{(params) => <Redirect to={`/properties/${params.id}`} replace />}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

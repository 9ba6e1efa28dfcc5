import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '@client/components/page-states';
import { loadCatalogs, type Namespace } from '@client/lib/i18n';
import { usePageFocusAndScroll } from '@client/lib/navigation';

/**
 * A page's chunk, loaded with its feature's messages (and those of the features whose parts it shows);
 * a page with a form also loads `forms`, the field messages (the landing does without: issue 22's budget).
 */
function page(namespaces: Namespace[], load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), loadCatalogs(namespaces)]).then(([module]) => module));
}

// Every page of docs/product.md#pages, each its own chunk.
const HomeRoute = page(['home'], () => import('@client/features/home/home-route'));
const SignupPage = page(['auth', 'forms'], () => import('@client/features/auth/signup-page'));
const LoginPage = page(['auth', 'forms'], () => import('@client/features/auth/login-page'));
const BuyPage = page(['properties', 'forms'], () => import('@client/features/properties/buy-page'));
const PropertyDetailPage = page(['properties', 'forms'], () => import('@client/features/properties/property-detail-page'));
const SellPage = page(['sell', 'listing-form', 'forms'], () => import('@client/features/sell/sell-page'));
const MyListingsPage = page(['listings', 'forms'], () => import('@client/features/listings/my-listings-page'));
const EditListingPage = page(['listings', 'listing-form', 'forms'], () => import('@client/features/listings/edit-listing-page'));
const InvestPage = page(['investments', 'forms'], () => import('@client/features/investments/invest-page'));
const InvestmentDetailPage = page(['investments', 'forms'], () => import('@client/features/investments/investment-detail-page'));
const AdminPage = page(['admin', 'listing-form', 'forms'], () => import('@client/features/admin/admin-page'));
const BidsPage = page(['bids', 'forms'], () => import('@client/features/bids/bids-page'));
const MessagesPage = page(['messages', 'forms'], () => import('@client/features/messages/messages-page'));
const TermsPage = page(['legal'], () => import('@client/features/legal/terms-page'));
const PrivacyPage = page(['legal'], () => import('@client/features/legal/privacy-page'));
const AccountPage = page(['account', 'forms'], () => import('@client/features/account/account-page'));
const UnsubscribePage = page(['account', 'forms'], () => import('@client/features/account/unsubscribe-page'));
const ForgotPasswordPage = page(['auth', 'forms'], () => import('@client/features/auth/forgot-password-page'));
const ResetPasswordPage = page(['auth', 'forms'], () => import('@client/features/auth/reset-password-page'));
const VerifyEmailPage = page(['auth', 'forms'], () => import('@client/features/auth/verify-email-page'));
const NotificationsPage = page(['notifications', 'forms'], () => import('@client/features/notifications/notifications-page'));
const SavedPage = page(['saved', 'forms'], () => import('@client/features/saved/saved-page'));
const ComparePage = page(['compare', 'compare-page'], () => import('@client/features/compare/page/compare-page'));
const MarketPage = page(['market'], () => import('@client/features/market/market-page'));
const PortfolioPage = page(['portfolio', 'forms'], () => import('@client/features/portfolio/portfolio-page'));
const ReceiptPage = page(['portfolio', 'forms'], () => import('@client/features/portfolio/receipt-page'));
const NotFoundPage = page(['not-found'], () => import('@client/features/not-found/not-found-page'));

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

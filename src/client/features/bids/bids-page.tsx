import { PageLoading } from '@client/components/page-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { useMyBids, useOwnerBids } from '@client/features/bids/api/bids';
import { useMarkAreaRead } from '@client/features/notifications/api/notification-actions';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { usePageTitle } from '@client/lib/use-page-title';
import { useTabParam } from '@client/lib/use-tab-param';
import { MyBidsPanel } from './my-bids';
import { ReceivedBidsPanel } from './received-bids';

// /bids (docs/product.md#my-bids): my bids with their totals; developers (and admins) also get the bids
// received on their listings, with Accept / Decline on the pending ones.

const OWNER_TABS = ['mine', 'received'] as const;
const BIDDER_TABS = ['mine'] as const;

function TabCount({ value, loading }: { value: number; loading: boolean }) {
  return <>({loading ? '…' : value})</>;
}

export default function BidsPage() {
  usePageTitle(msg('My Bids'));
  const { user, isLoading: authLoading } = useAuth();
  const isDeveloper = user?.role === 'developer' || user?.role === 'admin';
  const mine = useMyBids(user !== null);
  const received = useOwnerBids(isDeveloper);
  const [tab, setTab] = useTabParam(isDeveloper ? OWNER_TABS : BIDDER_TABS);
  // Opening My Bids reads the notifications about offers (the header's badge).
  useMarkAreaRead('offers', user !== null);

  if (authLoading) return <PageLoading />;
  if (!user) return <SignInPrompt title={msg('Sign In Required')} message={msg('Please sign in to view and manage your bids.')} />;

  const myBids = mine.data ?? [];

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t('My Bids')}</h1>
        <p className="mt-1 text-muted-foreground">
          {isDeveloper
            ? t('Track the offers you made and answer the offers on your listings.')
            : t('Track the offers you made on properties.')}
        </p>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="gap-6">
        <TabsList className={isDeveloper ? 'w-full sm:w-fit' : undefined}>
          <TabsTrigger value="mine">
            {t('My Bids')} <TabCount value={myBids.length} loading={mine.isLoading} />
          </TabsTrigger>
          {isDeveloper ? (
            <TabsTrigger value="received">
              {t('Received Bids')} <TabCount value={received.total ?? 0} loading={received.isLoading} />
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="mine">
          <MyBidsPanel bids={myBids} isLoading={mine.isLoading} isError={mine.isError} isDeveloper={isDeveloper} />
        </TabsContent>
        {isDeveloper ? (
          <TabsContent value="received">
            <ReceivedBidsPanel list={received} />
          </TabsContent>
        ) : null}
      </Tabs>
    </section>
  );
}

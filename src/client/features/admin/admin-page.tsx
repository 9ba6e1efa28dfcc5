import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { DELAYS } from '@shared/constants';
import { PageLoading } from '@client/components/page-states';
import { Card, CardContent } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { handleUnauthorized, useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { useTabParam } from '@client/lib/use-tab-param';
import AnalyticsTab from './analytics/analytics-tab';
import InvestmentsTab from './investments/investments-tab';
import OutboxTab from './outbox/outbox-tab';
import ProjectsTab from './projects/projects-tab';
import PropertiesTab from './properties/properties-tab';
import UsersTab from './users/users-tab';

// /admin (docs/product.md#admin-dashboard): admins only. Signed out → the Unauthorized toast and the
// login redirect; signed in without the admin role → "Access Denied" and back to / after 500 ms.

const TABS = ['analytics', 'projects', 'properties', 'investments', 'users', 'outbox'] as const;
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  analytics: msg('Analytics'),
  projects: msg('Development Projects'),
  properties: msg('Properties'),
  investments: msg('Investments'),
  users: msg('Users'),
  outbox: msg('Outbox'),
};

const ACCESS_DENIED = { title: msg('Access Denied'), description: msg('Admin access required to view this page.') } as const;

function AccessDenied() {
  const [, navigate] = useLocation();
  const shown = useRef(false);
  useEffect(() => {
    if (!shown.current) toast({ title: t(ACCESS_DENIED.title), description: t(ACCESS_DENIED.description), variant: 'destructive' });
    shown.current = true;
    const timer = setTimeout(() => navigate('/', { replace: true }), DELAYS.unauthorizedRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <Card className="border-destructive/40">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <ShieldAlert className="size-10 text-destructive" aria-hidden />
          <h1 className="text-xl font-semibold">{t(ACCESS_DENIED.title)}</h1>
          <p className="text-muted-foreground">{t(ACCESS_DENIED.description)}</p>
        </CardContent>
      </Card>
    </section>
  );
}

function SignedOut() {
  const redirected = useRef(false);
  useEffect(() => {
    if (redirected.current) return;
    redirected.current = true;
    handleUnauthorized();
  }, []);
  return <PageLoading />;
}

export default function AdminPage() {
  usePageTitle(t('Admin Dashboard'));
  const { user, isLoading } = useAuth();
  const [tab, setTab] = useTabParam(TABS);

  if (isLoading) return <PageLoading />;
  if (!user) return <SignedOut />;
  if (user.role !== 'admin') return <AccessDenied />;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('Admin Dashboard')}</h1>
        <p className="mt-1 text-muted-foreground">
          {t('Analytics, listings, development projects, investment opportunities, users and the e-mail outbox.')}
        </p>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="gap-6">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name} className="h-8 flex-none sm:flex-1">
              {t(TAB_LABELS[name])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectsTab />
        </TabsContent>
        <TabsContent value="properties">
          <PropertiesTab />
        </TabsContent>
        <TabsContent value="investments">
          <InvestmentsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab currentUserId={user.id} />
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'wouter';
import { Building2, CheckCircle2, LogIn, Mail, Plus, ShieldAlert, UserPlus } from 'lucide-react';
import { SUPPORT_EMAIL } from '@shared/constants';

import { PageLoading } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { loginUrl, useAuth } from '@client/lib/auth';
import { msg, ownWords, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { ListingForm } from './listing-form';
import type { ApiSchema } from '@client/lib/api-client';

type Property = ApiSchema['Property'];

// /sell (docs/product.md#listing-forms): signed out → Login Required; not a developer/admin →
// Developer Access Required; otherwise the listing form, then a success view.

/** Sign-up with the developer role chosen: a seller's account lists properties. */
const SELLER_SIGNUP = '/signup?role=developer';

function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-950 text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <Building2 className="mx-auto size-10 text-sand-300" aria-hidden />
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('List Your Property')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('Reach thousands of qualified buyers across Saudi Arabia')}</p>
      </div>
    </section>
  );
}

function Notice({ icon, title, message, children }: { icon: React.ReactNode; title: string; message: string; children: React.ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        {icon}
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="text-muted-foreground">{message}</p>
        {children}
      </CardContent>
    </Card>
  );
}

export default function SellPage() {
  usePageTitle(msg('List Your Property'));
  const { user, isLoading } = useAuth();
  const [created, setCreated] = useState<Property | null>(null);

  let body: React.ReactNode;
  if (isLoading) body = <PageLoading />;
  else if (!user)
    body = (
      <Notice
        icon={<LogIn className="size-10 text-primary" aria-hidden />}
        title={t('Login Required')}
        message={t('Please sign in to list your property. New here? Create a seller account: it takes a minute.')}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={loginUrl()}>{t('Sign In to Continue')}</a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href={SELLER_SIGNUP}>
              <UserPlus aria-hidden /> {t('Create a seller account')}
            </Link>
          </Button>
        </div>
      </Notice>
    );
  else if (user.role !== 'developer' && user.role !== 'admin')
    body = (
      <Notice
        icon={<ShieldAlert className="size-10 text-warning" aria-hidden />}
        title={t('Developer Access Required')}
        message={t('Only verified developers can list properties. Contact our team to upgrade your account.')}
      >
        <Button asChild variant="outline" size="lg">
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('Developer account upgrade'))}`}>
            <Mail aria-hidden /> {t('Contact Support')}
          </a>
        </Button>
      </Notice>
    );
  else if (created)
    body = (
      <Notice
        icon={<CheckCircle2 className="size-12 text-success" aria-hidden />}
        title={t('Property Listed Successfully!')}
        message={t('“{title}” is now live on the marketplace.', { title: ownWords(created.title, created.titleAr) })}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href={`/properties/${created.id}`}>{t('View Listing')}</Link>
          </Button>
          <Button variant="outline" size="lg" onClick={() => setCreated(null)}>
            <Plus aria-hidden /> {t('List Another Property')}
          </Button>
        </div>
      </Notice>
    );
  else
    body = (
      <ListingForm
        onCreated={(p) => {
          setCreated(p);
          window.scrollTo(0, 0);
        }}
      />
    );

  return (
    <>
      <Hero />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">{body}</div>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { PageLoading } from '@client/components/page-states';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useAuth, type CurrentUser } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';

// The My Listings pages are a seller's (docs/product.md#my-listings): signed out, the sign-in prompt;
// signed in as neither developer nor admin, a notice; otherwise the page, given the seller. The
// sign-in message is an English message (msg), said in the page's language by the prompt.

export function SellerGate({ signInMessage, children }: { signInMessage: string; children: (seller: CurrentUser) => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInPrompt title={msg('Sign In Required')} message={signInMessage} />;
  if (user.role !== 'developer' && user.role !== 'admin') {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <ShieldAlert className="size-10 text-warning" aria-hidden />
            <h1 className="text-2xl font-bold">{t('Developer Access Required')}</h1>
            <p className="text-muted-foreground">{t('Only developers list properties, so there are no listings here for your account.')}</p>
            <Button asChild variant="outline">
              <Link href="/buy">{t('Browse Properties')}</Link>
            </Button>
          </CardContent>
        </Card>
      </section>
    );
  }
  return <>{children(user)}</>;
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';

/** One part of /account: a card with its heading (a landmark named by it, an English message said here with t()) and what it is for. */
export function AccountSection({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Card id={id} role="region" aria-labelledby={`${id}-title`} className={cn('scroll-mt-24', danger && 'border-destructive/50')}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-title`} className={cn('text-xl', danger && 'text-destructive')}>
            {t(title)}
          </h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** An account without a password (OpenID Connect only) gets one the way a forgotten one is replaced. */
export function SetPasswordLink({ email }: { email: string }) {
  return (
    <Link
      href={`/forgot-password?${new URLSearchParams({ email })}`}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {t('Set a password with “Forgot password?”')}
    </Link>
  );
}

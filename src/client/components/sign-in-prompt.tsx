import { LogIn } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { loginUrl } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';

/** A signed-out visitor on a page that needs an account: what it is, and a Sign In button (its words said in the page's language). */
export function SignInPrompt({ title, message, action = msg('Sign In') }: { title: string; message: string; action?: string }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <LogIn className="size-10 text-primary" aria-hidden />
          <h1 className="text-2xl font-bold">{t(title)}</h1>
          <p className="text-muted-foreground">{t(message)}</p>
          <Button asChild>
            <a href={loginUrl()}>{t(action)}</a>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

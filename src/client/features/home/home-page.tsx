import { useEffect } from 'react';
import { Link } from 'wouter';
import { Building, Search, TrendingUp } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { PageLoading } from '@client/components/page-states';
import { handleUnauthorized, useAuth } from '@client/lib/auth';
import { usePageTitle } from '@client/lib/use-page-title';

export function HomePage() {
  usePageTitle('Home');
  const { user, isLoading } = useAuth();

  useEffect(() => {
    if (!isLoading && !user) handleUnauthorized();
  }, [isLoading, user]);

  if (isLoading || !user) return <PageLoading />;

  const actions = [
    { href: '/buy', title: 'Browse Properties', text: 'Search homes and commercial property for sale and rent.', Icon: Search, show: true },
    { href: '/sell', title: 'List Property', text: 'Publish a new listing for buyers to find.', Icon: Building, show: user.role === 'developer' || user.role === 'admin' },
    { href: '/invest', title: 'Explore Investments', text: 'REITs, funds and development projects.', Icon: TrendingUp, show: true },
  ].filter((a) => a.show);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Welcome back, {user.firstName || 'User'}!</h1>
      <p className="mt-1 text-muted-foreground">What would you like to do today?</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {actions.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Link href={href} className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Card className="h-full transition hover:border-primary hover:shadow-md">
                <CardContent className="flex items-start gap-4 pt-6">
                  <span className="rounded-lg bg-primary/10 p-3 text-primary"><Icon className="size-6" aria-hidden /></span>
                  <span>
                    <span className="block text-lg font-semibold">{title}</span>
                    <span className="block text-sm text-muted-foreground">{text}</span>
                  </span>
                </CardContent>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

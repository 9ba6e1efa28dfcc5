import { Link } from 'wouter';
import { ArrowRight, Building, Search, TrendingUp } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageTitle } from '@client/lib/use-page-title';

const AUDIENCE_CARDS = [
  { href: '/buy', title: 'Buy or Rent', text: 'Apartments, villas, offices and land in every major Saudi city.', Icon: Search },
  { href: '/sell', title: 'Sell', text: 'List your property and reach thousands of qualified buyers.', Icon: Building },
  { href: '/invest', title: 'Invest', text: 'REITs, funds and development projects, from 5,000 SAR.', Icon: TrendingUp },
];

const DEVELOPER_STEPS = [
  { title: 'Create a developer profile', text: 'Sign up as a developer in a minute.' },
  { title: 'List your properties', text: 'Add photos, prices, features and the exact location.' },
  { title: 'Connect with buyers', text: 'Answer inquiries and accept the offers that suit you.' },
];

export function LandingPage() {
  usePageTitle(undefined);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary to-teal-900 text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Discover Your Dream Property in Saudi Arabia</h1>
          <p className="mt-4 max-w-2xl text-lg text-teal-50">
            Homes for sale and rent from Riyadh to Jeddah and the Eastern Province, and real-estate investments you can start small.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link href="/signup">Get Started</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link href="/buy">Explore Properties</Link>
            </Button>
          </div>
          <ul className="mt-12 grid gap-4 sm:grid-cols-3">
            {AUDIENCE_CARDS.map(({ href, title, text, Icon }) => (
              <li key={href}>
                <Link href={href} className="group block h-full rounded-xl bg-white/10 p-5 ring-1 ring-white/20 transition hover:bg-white/15">
                  <Icon className="size-7" aria-hidden />
                  <h2 className="mt-3 flex items-center gap-1 text-lg font-semibold">
                    {title} <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
                  </h2>
                  <p className="mt-1 text-sm text-teal-50">{text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="for-developers">
        <h2 id="for-developers" className="text-3xl font-bold tracking-tight">For Developers</h2>
        <p className="mt-2 text-muted-foreground">Sell faster with listings that buyers across the Kingdom can find.</p>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {DEVELOPER_STEPS.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full">
                <CardContent className="pt-6">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden>{i + 1}</span>
                  <h3 className="mt-4 font-semibold">{s.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{s.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <Button asChild className="mt-8">
          <Link href="/sell">Start Selling <ArrowRight className="size-4" aria-hidden /></Link>
        </Button>
      </section>
    </>
  );
}

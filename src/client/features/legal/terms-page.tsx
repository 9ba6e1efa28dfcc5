import { TermsText } from '@client/components/legal/terms-text';
import { usePageTitle } from '@client/lib/use-page-title';
import { LegalLayout } from './legal-layout';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <LegalLayout title="Terms of Service">
      <TermsText />
    </LegalLayout>
  );
}

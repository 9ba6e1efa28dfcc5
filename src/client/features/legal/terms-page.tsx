import { t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { LegalLayout } from './legal-layout';
import { TermsText } from './terms-text';

export default function TermsPage() {
  usePageTitle(t('Terms of Service'));
  return (
    <LegalLayout title={t('Terms of Service')}>
      <TermsText />
    </LegalLayout>
  );
}

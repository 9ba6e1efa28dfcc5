import { t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { LegalLayout } from './legal-layout';
import { PrivacyText } from './privacy-text';

export default function PrivacyPage() {
  usePageTitle(t('Privacy Policy'));
  return (
    <LegalLayout title={t('Privacy Policy')}>
      <PrivacyText />
    </LegalLayout>
  );
}

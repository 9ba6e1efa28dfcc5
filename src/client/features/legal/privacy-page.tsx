import { PrivacyText } from '@client/components/legal/privacy-text';
import { usePageTitle } from '@client/lib/use-page-title';
import { LegalLayout } from './legal-layout';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalLayout title="Privacy Policy">
      <PrivacyText />
    </LegalLayout>
  );
}

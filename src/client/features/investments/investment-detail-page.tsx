import { UnderConstruction } from '@client/components/under-construction';

export default function InvestmentDetailPage() {
  return <UnderConstruction title="Investment Details" />;
}

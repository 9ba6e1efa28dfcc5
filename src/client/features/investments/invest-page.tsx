import { UnderConstruction } from '@client/components/under-construction';

export default function InvestPage() {
  return <UnderConstruction title="Investment Opportunities" />;
}

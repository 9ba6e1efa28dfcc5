import { UnderConstruction } from '@client/components/under-construction';

export default function SellPage() {
  return <UnderConstruction title="List Your Property" />;
}

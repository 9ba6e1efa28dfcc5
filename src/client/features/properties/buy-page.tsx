import { UnderConstruction } from '@client/components/under-construction';

export default function BuyPage() {
  return <UnderConstruction title="Properties for Sale and Rent" />;
}

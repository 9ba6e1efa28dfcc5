import { UnderConstruction } from '@client/components/under-construction';

export default function BidsPage() {
  return <UnderConstruction title="My Bids" />;
}

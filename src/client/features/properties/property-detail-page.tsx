import { UnderConstruction } from '@client/components/under-construction';

export default function PropertyDetailPage() {
  return <UnderConstruction title="Property Details" />;
}

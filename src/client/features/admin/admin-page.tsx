import { UnderConstruction } from '@client/components/under-construction';

export default function AdminPage() {
  return <UnderConstruction title="Admin Dashboard" />;
}

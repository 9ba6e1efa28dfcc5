import { UnderConstruction } from '@client/components/under-construction';

export default function MessagesPage() {
  return <UnderConstruction title="Messages" />;
}

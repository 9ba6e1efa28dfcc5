import type { InquiryStatus } from '@shared/constants';
import { statusWord } from './status-words';
import { Badge } from './ui/badge';

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge variant={status === 'responded' ? 'success' : 'warning'} className="capitalize" data-testid="inquiry-status">
      {statusWord(status)}
    </Badge>
  );
}

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type { DeferredSelectProps } from './deferred-select';

/** The real Radix select behind <DeferredSelect>, in its own chunk. */
export default function DeferredSelectImpl({
  id,
  value,
  onValueChange,
  options,
  className,
  defaultOpen,
}: DeferredSelectProps & { defaultOpen: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';

type SpinnerProps = Omit<React.ComponentProps<typeof Loader2>, 'children'> & {
  /** Accessible name ("Loading..." by default). Pass label="" when visible text next to it already says it. */
  label?: string;
};

/** A spinning Loader2 icon, exposed as role="img" with the label as its name (aria-hidden when label is ""). */
function Spinner({ label = msg('Loading...'), className, ...props }: SpinnerProps) {
  const a11y = label ? { role: 'img', 'aria-label': t(label) } : { 'aria-hidden': true as const };
  return <Loader2 data-slot="spinner" className={cn('size-4 animate-spin', className)} {...a11y} {...props} />;
}

export { Spinner, type SpinnerProps };

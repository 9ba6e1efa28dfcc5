import * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';

type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Extra classes for the filled bar (e.g. "bg-success"). */
  indicatorClassName?: string;
};

/**
 * A progress bar; `value` is 0..100 (clamped; null/undefined = indeterminate). Radix sets role="progressbar" and the
 * aria-valuemin/max/now attributes. Give it a name with aria-label or aria-labelledby (defaults to "Progress").
 */
function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const clamped = value == null || Number.isNaN(value) ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped == null ? 0 : (clamped / max) * 100;
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={named ? undefined : t('Progress')}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20 rtl:-scale-x-100', className)}
      value={clamped}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full w-full flex-1 rounded-full bg-primary transition-transform', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress, type ProgressProps };

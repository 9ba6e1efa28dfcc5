import * as React from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/cn';
import { translateMessage } from '@client/lib/i18n';

type FormFieldProps = {
  /** The visible label, linked to the control through htmlFor. */
  label: React.ReactNode;
  /** The id of the control (children). */
  htmlFor: string;
  /** A validation message; rendered in <p role="alert"> and linked with aria-describedby. */
  error?: string | null;
  /** Help text under the control, linked with aria-describedby. */
  description?: React.ReactNode;
  /** Shows a red asterisk after the label. */
  required?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** Elements that accept aria-required (textbox-like); other children only get aria-describedby / aria-invalid. */
const REQUIRABLE: unknown[] = ['input', 'textarea', 'select', Input, Textarea];

/**
 * A labelled form row: label (with a red asterisk when required), the control, the description, and the error.
 * When the child is a single element, it gets aria-describedby (description + error ids), aria-invalid when there
 * is an error, and aria-required when required — unless it sets them itself.
 */
function FormField({ label, htmlFor, error, description, required, className, children }: FormFieldProps) {
  const descriptionId = description ? `${htmlFor}-description` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;

  let control = children;
  if (React.isValidElement<Record<string, unknown>>(children)) {
    const own = children.props;
    const describedBy = [own['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
    const extra: Record<string, unknown> = { 'aria-describedby': describedBy };
    if (error && own['aria-invalid'] === undefined) extra['aria-invalid'] = true;
    if (required && REQUIRABLE.includes(children.type) && own['aria-required'] === undefined && own.required === undefined) {
      extra['aria-required'] = true;
    }
    control = React.cloneElement(children, extra);
  }

  return (
    // content-start: beside a taller field (one showing its message) the label and control keep their
    // places rather than spreading over the row's height, so fields side by side stay aligned.
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={htmlFor} className="gap-1 leading-snug">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {control}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {/* The schemas' messages are written in English; the server's arrive in the page's language. */}
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

export { FormField, type FormFieldProps };

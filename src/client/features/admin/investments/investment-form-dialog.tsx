import { type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { INVESTMENT_STATUSES, INVESTMENT_TYPES, type InvestmentStatus } from '@shared/constants';
import { investmentCreateSchema } from '@shared/schemas/investment';
import type { Investment } from '@client/features/investments/api/investments';
import type { InvestmentBody } from '../api/calls';
import { labelOf, SelectField } from '@client/components/property-form/select-field';
import { MoneyField } from '@client/components/money-input';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { RIYADH_OFFSET, riyadhWallClock } from '@client/components/funding-deadline';
import { FormDialog, useDialogForm, type EntityFormDialogProps } from '../shared/admin-kit';
import { schemaResolver } from '@client/lib/schema-resolver';

// The admin's investment opportunity form: the server's own schema (docs/product.md#investments: title, type,
// location, minimum, total, expected ROI, duration, status, and the optional funding deadline, typed in
// Riyadh time whatever the browser's zone). Amounts are typed in the money input. Rules that depend on
// what is already invested (total not below it) or on the server's clock (a deadline ahead) come back
// from the server.

export type InvestmentFormValues = {
  title: string;
  description: string;
  investmentType: string;
  location: string;
  minimumInvestment: string;
  totalFunding: string;
  expectedRoi: string;
  duration: string;
  status: InvestmentStatus;
  /** "2027-03-31T23:59" in Riyadh time, as the datetime-local input holds it; '' for none. */
  fundingDeadline: string;
};

const EMPTY_INVESTMENT: InvestmentFormValues = {
  title: '',
  description: '',
  investmentType: '',
  location: '',
  minimumInvestment: '',
  totalFunding: '',
  expectedRoi: '',
  duration: '',
  status: 'active',
  fundingDeadline: '',
};

// A number input gives '' when empty or not a number: as 0 it gets the schema's duration message
// rather than the string-or-number union's generic one. The deadline's wall-clock time is Riyadh's.
const investmentFormSchema = z.preprocess((v: InvestmentFormValues) => {
  const duration = v.duration.trim();
  return {
    ...v,
    duration: /^-?\d+(\.\d+)?$/.test(duration) ? Number(duration) : 0,
    fundingDeadline: v.fundingDeadline ? `${v.fundingDeadline.slice(0, 16)}:00${RIYADH_OFFSET}` : null,
  };
}, investmentCreateSchema);

const plainDecimal = (v: string) => v.replace(/\.00$/, '');

function valuesOf(i: Investment): InvestmentFormValues {
  return {
    title: i.title,
    description: i.description ?? '',
    investmentType: i.investmentType,
    location: i.location,
    minimumInvestment: plainDecimal(i.minimumInvestment),
    totalFunding: plainDecimal(i.totalFunding),
    expectedRoi: plainDecimal(i.expectedRoi),
    duration: String(i.duration),
    status: i.status,
    fundingDeadline: i.fundingDeadline ? riyadhWallClock(i.fundingDeadline) : '',
  };
}

/** The deadline to send: an edit leaves an unchanged one out, so a raise whose deadline has passed can still be edited. */
function deadlineOf(deadline: Date | null | undefined, investment?: Investment): string | null | undefined {
  const sent = deadline ? deadline.toISOString() : null;
  const stored = investment?.fundingDeadline ? new Date(investment.fundingDeadline).toISOString() : null;
  return investment && sent === stored ? undefined : sent;
}

const TYPE_OPTIONS = INVESTMENT_TYPES.map((t) => ({ value: t, label: t.toUpperCase() }));
const STATUS_OPTIONS = INVESTMENT_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));

export function InvestmentFormDialog({
  item: investment,
  open,
  onOpenChange,
  save,
  pending,
}: EntityFormDialogProps<Investment, InvestmentBody>) {
  const { form, onSubmit } = useDialogForm({
    resolver: schemaResolver<InvestmentFormValues, typeof investmentFormSchema>(investmentFormSchema),
    empty: EMPTY_INVESTMENT,
    item: investment,
    valuesOf,
    toPayload: (values) => ({
      ...values,
      description: values.description || null,
      fundingDeadline: deadlineOf(values.fundingDeadline, investment),
    }),
    open,
    onOpenChange,
    save,
    pending,
  });
  const { errors } = form.formState;

  const text = (name: FieldPath<InvestmentFormValues>) => ({ id: name, disabled: pending, ...form.register(name) });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={investment ? 'Edit Investment' : 'Create Investment'}
      description="Fields marked with * are required. Amounts are in SAR."
      onSubmit={onSubmit}
      pending={pending}
      dirty={form.formState.isDirty}
      submitLabel={investment ? 'Update Investment' : 'Create Investment'}
    >
      <div className="space-y-5">
        <FormField label="Title" htmlFor="title" required error={errors.title?.message}>
          <Input placeholder="e.g. Riyadh Logistics REIT" {...text('title')} />
        </FormField>
        <FormField label="Description" htmlFor="description" error={errors.description?.message}>
          <Textarea rows={4} {...text('description')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="investmentType"
            label="Investment Type"
            options={TYPE_OPTIONS}
            placeholder="Select a type"
            required
            error={errors.investmentType?.message}
            disabled={pending}
          />
          <FormField label="Location" htmlFor="location" required error={errors.location?.message}>
            <Input placeholder="e.g. King Fahd Road, Riyadh" {...text('location')} />
          </FormField>
          <FormField label="Minimum Investment (SAR)" htmlFor="minimumInvestment" required error={errors.minimumInvestment?.message}>
            <MoneyField control={form.control} name="minimumInvestment" decimals placeholder="e.g. 25,000" disabled={pending} />
          </FormField>
          <FormField label="Total Funding (SAR)" htmlFor="totalFunding" required error={errors.totalFunding?.message}>
            <MoneyField control={form.control} name="totalFunding" decimals placeholder="e.g. 10,000,000" disabled={pending} />
          </FormField>
          <FormField label="Expected ROI (%)" htmlFor="expectedRoi" required error={errors.expectedRoi?.message}>
            <Input inputMode="decimal" placeholder="e.g. 12.5" {...text('expectedRoi')} />
          </FormField>
          <FormField label="Duration (months)" htmlFor="duration" required error={errors.duration?.message}>
            <Input type="number" inputMode="numeric" min={1} max={600} step={1} {...text('duration')} />
          </FormField>
          <SelectField
            control={form.control}
            name="status"
            label="Status"
            options={STATUS_OPTIONS}
            error={errors.status?.message}
            disabled={pending}
          />
          <FormField
            label="Funding deadline"
            htmlFor="fundingDeadline"
            error={errors.fundingDeadline?.message}
            description="Riyadh time. Optional: a raise that has not reached its target by then closes and every investor is refunded."
          >
            <Input type="datetime-local" {...text('fundingDeadline')} />
          </FormField>
        </div>
      </div>
    </FormDialog>
  );
}

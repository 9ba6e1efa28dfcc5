import { type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { INVESTMENT_STATUSES, INVESTMENT_TYPES, type InvestmentStatus } from '@shared/constants';
import { investmentCreateSchema } from '@shared/schemas/investment';
import { latinDigits } from '@shared/i18n/locale';
import type { Investment } from '@client/features/investments/api/investments';
import type { InvestmentBody } from '../api/calls';
import { labelOf, SelectField } from '@client/components/property-form/select-field';
import { MoneyField } from '@client/components/money-input';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { RIYADH_OFFSET, riyadhWallClock } from '@client/components/funding-deadline';
import { FormDialog, useDialogForm, type EntityFormDialogProps } from '../shared/admin-kit';
import { OWN_WORDS, said } from '../shared/words';
import { schemaResolver } from '@client/lib/schema-resolver';
import { t } from '@client/lib/i18n';

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

// A duration that is not a number (or is empty) is sent as 0, so it gets the schema's duration
// message rather than the string-or-number union's generic one; one typed in Arabic-Indic digits is a
// number. The deadline's wall-clock time is Riyadh's.
const investmentFormSchema = z.preprocess((v: InvestmentFormValues) => {
  const duration = latinDigits(v.duration).trim();
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

const TYPE_OPTIONS = INVESTMENT_TYPES.map((type) => ({ value: type, label: type.toUpperCase() }));
const STATUS_OPTIONS = INVESTMENT_STATUSES.map((s) => ({ value: s, label: labelOf(s) }));
/** The options with their names in the page's language (names of types and statuses are shared). */
const named = <O extends { label: string }>(options: O[]) => options.map((o) => ({ ...o, label: t(o.label) }));

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
      title={investment ? t('Edit Investment') : t('Create Investment')}
      description={t('Fields marked with * are required. Amounts are in SAR.')}
      onSubmit={onSubmit}
      pending={pending}
      dirty={form.formState.isDirty}
      submitLabel={investment ? t('Update Investment') : t('Create Investment')}
    >
      <div className="space-y-5">
        <FormField label={t('Title')} htmlFor="title" required error={said(errors.title)}>
          <Input placeholder={t('e.g. Riyadh Logistics REIT')} {...OWN_WORDS} {...text('title')} />
        </FormField>
        <FormField label={t('Description')} htmlFor="description" error={said(errors.description)}>
          <Textarea rows={4} {...OWN_WORDS} {...text('description')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="investmentType"
            label={t('Investment Type')}
            options={named(TYPE_OPTIONS)}
            placeholder={t('Select a type')}
            required
            error={said(errors.investmentType)}
            disabled={pending}
          />
          <FormField label={t('Location')} htmlFor="location" required error={said(errors.location)}>
            <Input placeholder={t('e.g. King Fahd Road, Riyadh')} {...OWN_WORDS} {...text('location')} />
          </FormField>
          <FormField label={t('Minimum Investment (SAR)')} htmlFor="minimumInvestment" required error={said(errors.minimumInvestment)}>
            <MoneyField control={form.control} name="minimumInvestment" decimals placeholder={t('e.g. 25,000')} disabled={pending} />
          </FormField>
          <FormField label={t('Total Funding (SAR)')} htmlFor="totalFunding" required error={said(errors.totalFunding)}>
            <MoneyField control={form.control} name="totalFunding" decimals placeholder={t('e.g. 10,000,000')} disabled={pending} />
          </FormField>
          <FormField label={t('Expected ROI (%)')} htmlFor="expectedRoi" required error={said(errors.expectedRoi)}>
            <Input inputMode="decimal" placeholder={t('e.g. 12.5')} {...text('expectedRoi')} />
          </FormField>
          <FormField label={t('Duration (months)')} htmlFor="duration" required error={said(errors.duration)}>
            <Input type="text" inputMode="numeric" {...text('duration')} />
          </FormField>
          <SelectField
            control={form.control}
            name="status"
            label={t('Status')}
            options={named(STATUS_OPTIONS)}
            error={said(errors.status)}
            disabled={pending}
          />
          <FormField
            label={t('Funding deadline')}
            htmlFor="fundingDeadline"
            error={said(errors.fundingDeadline)}
            description={t('Riyadh time. Optional: a raise that has not reached its target by then closes and every investor is refunded.')}
          >
            <Input type="datetime-local" {...text('fundingDeadline')} />
          </FormField>
        </div>
      </div>
    </FormDialog>
  );
}

import { useMemo } from 'react';
import { type FieldPath } from 'react-hook-form';
import { FORM_CITIES, IMAGE_LIMITS, PROJECT_AMENITIES, PROJECT_STATUSES, type ProjectStatus } from '@shared/constants';
import { projectCreateSchema } from '@shared/schemas/project';
import { AmenitiesAndImages } from '@client/components/property-form/amenities-and-images';
import { optionsOf, SelectField } from '@client/components/property-form/select-field';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import type { Project, ProjectBody } from '../api/calls';
import { FormDialog, useDialogForm, type EntityFormDialogProps } from '../shared/admin-kit';
import { OWN_WORDS, said } from '../shared/words';
import { schemaResolver } from '@client/lib/schema-resolver';
import { t } from '@client/lib/i18n';

// The development project form (docs/product.md#development-projects): name, city and location required; totalUnits a positive
// integer or empty (then absent); completedUnits a whole number, not above totalUnits (empty is 0);
// expectedCompletion sent only when filled; at most 20 images. Numbers are typed in text inputs, so
// Arabic-Indic digits are taken too (the shared schema reads them as Latin ones).

type ProjectAmenity = (typeof PROJECT_AMENITIES)[number];

export type ProjectFormValues = {
  name: string;
  description: string;
  location: string;
  city: string;
  totalUnits: string;
  completedUnits: string;
  priceRange: string;
  latitude: string;
  longitude: string;
  status: ProjectStatus;
  /** YYYY-MM-DD or ''. */
  expectedCompletion: string;
  amenities: ProjectAmenity[];
  images: string[];
};

const EMPTY_PROJECT: ProjectFormValues = {
  name: '',
  description: '',
  location: '',
  city: '',
  totalUnits: '',
  completedUnits: '',
  priceRange: '',
  latitude: '',
  longitude: '',
  status: 'planning',
  expectedCompletion: '',
  amenities: [],
  images: [],
};

function valuesOf(project: Project): ProjectFormValues {
  return {
    name: project.name,
    description: project.description ?? '',
    location: project.location,
    city: project.city,
    totalUnits: project.totalUnits == null ? '' : String(project.totalUnits),
    completedUnits: String(project.completedUnits),
    priceRange: project.priceRange ?? '',
    latitude: project.latitude ?? '',
    longitude: project.longitude ?? '',
    status: project.status,
    expectedCompletion: project.expectedCompletion ? project.expectedCompletion.slice(0, 10) : '',
    amenities: project.amenities.filter((a): a is ProjectAmenity => (PROJECT_AMENITIES as readonly string[]).includes(a)),
    images: project.images,
  };
}

const STATUS_OPTIONS = optionsOf(PROJECT_STATUSES);

export function ProjectFormDialog({ item: project, open, onOpenChange, save, pending }: EntityFormDialogProps<Project, ProjectBody>) {
  const { form, onSubmit } = useDialogForm({
    resolver: schemaResolver<ProjectFormValues, typeof projectCreateSchema>(projectCreateSchema),
    empty: EMPTY_PROJECT,
    item: project,
    valuesOf,
    toPayload: (values, editing) => {
      const expectedCompletion = values.expectedCompletion?.toISOString();
      // On an edit an emptied total or date is cleared (null) and emptied completed units are 0; on a
      // create they are simply absent.
      return editing
        ? {
            ...values,
            totalUnits: values.totalUnits ?? null,
            completedUnits: values.completedUnits ?? 0,
            expectedCompletion: expectedCompletion ?? null,
          }
        : { ...values, expectedCompletion };
    },
    open,
    onOpenChange,
    save,
    pending,
  });
  const { errors } = form.formState;
  // The names of cities and statuses in the page's language; each option keeps its English value.
  const cityOptions = useMemo(() => FORM_CITIES.map((c) => ({ value: c, label: t(c) })), []);
  const statusOptions = useMemo(() => STATUS_OPTIONS.map((o) => ({ ...o, label: t(o.label) })), []);

  const text = (name: FieldPath<ProjectFormValues>) => ({ id: name, ...form.register(name) });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t('Edit Development Project') : t('Create New Development Project')}
      description={t('Fields marked with * are required.')}
      onSubmit={onSubmit}
      pending={pending}
      dirty={form.formState.isDirty}
      submitLabel={project ? t('Update Project') : t('Create Project')}
    >
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{t('Project Details')}</legend>
        <FormField label={t('Project Name')} htmlFor="name" required error={said(errors.name)}>
          <Input placeholder={t('e.g. Al Narjis Gardens')} {...OWN_WORDS} {...text('name')} />
        </FormField>
        <FormField label={t('Description')} htmlFor="description" error={said(errors.description)}>
          <Textarea rows={4} {...OWN_WORDS} {...text('description')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="city"
            label={t('City')}
            options={cityOptions}
            placeholder={t('Select a city')}
            required
            error={said(errors.city)}
          />
          <FormField label={t('Location')} htmlFor="location" required error={said(errors.location)}>
            <Input placeholder={t('e.g. Northern Ring Road, Al Narjis')} {...OWN_WORDS} {...text('location')} />
          </FormField>
          <SelectField control={form.control} name="status" label={t('Status')} options={statusOptions} error={said(errors.status)} />
          <FormField label={t('Expected Completion')} htmlFor="expectedCompletion" error={said(errors.expectedCompletion)}>
            <Input type="date" {...text('expectedCompletion')} />
          </FormField>
          <FormField label={t('Total Units')} htmlFor="totalUnits" error={said(errors.totalUnits)}>
            <Input type="text" inputMode="numeric" {...text('totalUnits')} />
          </FormField>
          <FormField label={t('Completed Units')} htmlFor="completedUnits" error={said(errors.completedUnits)}>
            <Input type="text" inputMode="numeric" {...text('completedUnits')} />
          </FormField>
          <FormField label={t('Price Range')} htmlFor="priceRange" error={said(errors.priceRange)} className="sm:col-span-2">
            <Input placeholder={t('e.g. 1.2M - 3.5M SAR')} {...OWN_WORDS} {...text('priceRange')} />
          </FormField>
          <FormField label={t('Latitude')} htmlFor="latitude" error={said(errors.latitude)}>
            <Input inputMode="decimal" placeholder={t('e.g. 24.7136')} dir="ltr" className="rtl:text-end" {...text('latitude')} />
          </FormField>
          <FormField label={t('Longitude')} htmlFor="longitude" error={said(errors.longitude)}>
            <Input inputMode="decimal" placeholder={t('e.g. 46.6753')} dir="ltr" className="rtl:text-end" {...text('longitude')} />
          </FormField>
        </div>
      </fieldset>

      <AmenitiesAndImages
        form={form}
        amenities={PROJECT_AMENITIES}
        imagesLabel={t('Project Images')}
        maxImages={IMAGE_LIMITS.project}
        disabled={pending}
        idPrefix="project-amenity"
      />
    </FormDialog>
  );
}

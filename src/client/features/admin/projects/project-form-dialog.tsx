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
import { schemaResolver } from '@client/lib/schema-resolver';

// The development project form (docs/product.md#development-projects): name, city and location required; totalUnits a positive
// integer or empty (then absent); completedUnits a whole number, not above totalUnits (empty is 0);
// expectedCompletion sent only when filled; at most 20 images.

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

const CITY_OPTIONS = FORM_CITIES.map((c) => ({ value: c, label: c }));
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

  const text = (name: FieldPath<ProjectFormValues>) => ({ id: name, ...form.register(name) });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? 'Edit Development Project' : 'Create New Development Project'}
      description="Fields marked with * are required."
      onSubmit={onSubmit}
      pending={pending}
      dirty={form.formState.isDirty}
      submitLabel={project ? 'Update Project' : 'Create Project'}
    >
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">Project Details</legend>
        <FormField label="Project Name" htmlFor="name" required error={errors.name?.message}>
          <Input placeholder="e.g. Al Narjis Gardens" {...text('name')} />
        </FormField>
        <FormField label="Description" htmlFor="description" error={errors.description?.message}>
          <Textarea rows={4} {...text('description')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="city"
            label="City"
            options={CITY_OPTIONS}
            placeholder="Select a city"
            required
            error={errors.city?.message}
          />
          <FormField label="Location" htmlFor="location" required error={errors.location?.message}>
            <Input placeholder="e.g. Northern Ring Road, Al Narjis" {...text('location')} />
          </FormField>
          <SelectField control={form.control} name="status" label="Status" options={STATUS_OPTIONS} error={errors.status?.message} />
          <FormField label="Expected Completion" htmlFor="expectedCompletion" error={errors.expectedCompletion?.message}>
            <Input type="date" {...text('expectedCompletion')} />
          </FormField>
          <FormField label="Total Units" htmlFor="totalUnits" error={errors.totalUnits?.message}>
            <Input type="number" inputMode="numeric" min={1} step={1} {...text('totalUnits')} />
          </FormField>
          <FormField label="Completed Units" htmlFor="completedUnits" error={errors.completedUnits?.message}>
            <Input type="number" inputMode="numeric" min={0} step={1} {...text('completedUnits')} />
          </FormField>
          <FormField label="Price Range" htmlFor="priceRange" error={errors.priceRange?.message} className="sm:col-span-2">
            <Input placeholder="e.g. 1.2M - 3.5M SAR" {...text('priceRange')} />
          </FormField>
          <FormField label="Latitude" htmlFor="latitude" error={errors.latitude?.message}>
            <Input inputMode="decimal" placeholder="e.g. 24.7136" {...text('latitude')} />
          </FormField>
          <FormField label="Longitude" htmlFor="longitude" error={errors.longitude?.message}>
            <Input inputMode="decimal" placeholder="e.g. 46.6753" {...text('longitude')} />
          </FormField>
        </div>
      </fieldset>

      <AmenitiesAndImages
        form={form}
        amenities={PROJECT_AMENITIES}
        imagesLabel="Project Images"
        maxImages={IMAGE_LIMITS.project}
        disabled={pending}
        idPrefix="project-amenity"
      />
    </FormDialog>
  );
}

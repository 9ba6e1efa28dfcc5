import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver from a shared schema (the one the server validates with), for a form whose
 * inputs hold what inputs give (strings, booleans, lists) and whose submit receives the schema's
 * output. zodResolver would type the form's values as the schema's input, which for the shared
 * schemas' preprocessing (a blank field is absent, a digit string a number) is `unknown`.
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}

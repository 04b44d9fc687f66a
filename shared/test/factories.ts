import { screen, waitFor } from '@testing-library/react';
import type { Collection } from '../src/domain';
import { type Nutrients, zeroNutrients } from '../src/nutrients';
import { jsonResponse } from './render';

/** Nutrients with the given values and zero for the rest. */
export const nutrients = (values: Partial<Nutrients> = {}): Nutrients => ({ ...zeroNutrients(), ...values });

/** A collection answer of the API holding `member`, all on one page. */
export const collection = <T>(member: T[], id = '/api/collection'): Collection<T> => ({
  '@id': id,
  '@type': 'Collection',
  member,
  totalItems: member.length,
});

/** The API's 422 answer with `violations`. */
export const unprocessable = (violations: { propertyPath: string; message: string }[]): Response =>
  jsonResponse(
    422,
    { type: '/api/errors/422', title: 'Unprocessable Content', status: 422, violations },
    'application/problem+json',
  );

/** Resolves once no dialog is open. */
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

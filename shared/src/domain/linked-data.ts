/** Linked-data envelope of every API resource (docs/product.md#records). */
export interface Resource {
  '@context'?: string;
  '@id': string;
  '@type': string;
}

export interface Collection<T> {
  '@context'?: string;
  '@id': string;
  '@type': 'Collection';
  member: T[];
  totalItems: number;
  page?: number;
  itemsPerPage?: number;
}

export interface Violation {
  propertyPath: string;
  message: string;
}

/** RFC 9457 problem details, as the API answers every error. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  violations?: Violation[];
}

export const MEDIA_TYPES = {
  ldJson: 'application/ld+json',
  mergePatch: 'application/merge-patch+json',
  problem: 'application/problem+json',
} as const;

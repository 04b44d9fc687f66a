import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Collection, Resource } from '@nutrilog/shared/domain';
import { messages } from '@nutrilog/shared/schemas';
import type { Pagination } from '../db/paginate';
import { requestPath } from './request-path';

/**
 * Linked-data conventions of every resource, in one place:
 * - `@context`: `/api/contexts/<Type>`
 * - `@id`: `/api/<collection>/<uuid>`, built and parsed by iri.ts
 * - `@type`: `<Type>`
 * - collections: `{ @context, @id, @type: 'Collection', member, totalItems, page, itemsPerPage }`
 */
export const contextIri = (type: string) => `/api/contexts/${type}`;

/** The envelope as the API always answers it (`@context` included). */
export type LinkedResource<TType extends string> = Required<Resource> & { '@type': TType };

/** Wraps a resource's fields in its linked-data envelope. */
export function resource<const TType extends string, T extends object>(
  type: TType,
  id: string,
  fields: T,
): LinkedResource<TType> & T {
  return { '@context': contextIri(type), '@id': id, '@type': type, ...fields };
}

/** A stored row's created_at and updated_at as every resource answers them. */
export const timestampsOf = (row: { created_at: Date; updated_at: Date }) => ({
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
/** Far past any user's data, and small enough that the row offset stays a safe integer for the database. */
export const MAX_PAGE = 1_000_000_000;

function positiveIntegerParam(field: string, max: number, fallback: number) {
  const base = v.pipe(
    v.string(messages.mustBeInteger(field)), // a repeated parameter arrives as an array
    v.regex(/^-?\d+$/, messages.mustBeInteger(field)),
    v.transform((value) => Number(value)),
    v.gtValue(0, messages.greaterThan(field, 0)),
  );
  return v.optional(v.pipe(base, v.maxValue(max, messages.lessThanOrEqual(field, max))), String(fallback));
}

/** Query-string entries every collection route accepts; spread them into the route's querystring schema. */
export const paginationQueryEntries = {
  page: positiveIntegerParam('Page', MAX_PAGE, 1),
  itemsPerPage: positiveIntegerParam('Items per page', MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE),
  pagination: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], messages.oneOf('Pagination', ['true', 'false'])),
      v.transform((value) => value === 'true'),
    ),
    'true',
  ),
};

/** The query string of a plain collection route (unknown parameters are ignored, as filters come later). */
export const paginationQuerySchema = v.object(paginationQueryEntries);

export function toPagination(query: { page: number; itemsPerPage: number; pagination: boolean }): Pagination {
  return { enabled: query.pagination, page: query.page, itemsPerPage: query.itemsPerPage };
}

/** Path parameters of a single resource route (`/api/<collection>/:uuid`); a bad uuid answers 404. */
export const uuidParamsSchema = v.object({ uuid: v.pipe(v.string(), v.uuid()) });

/** The collection envelope answered at the request's path: one page of members of type `memberType`. */
export function collection<T>(options: {
  request: FastifyRequest;
  memberType: string;
  members: T[];
  totalItems: number;
  pagination: Pagination;
}): Collection<T> & { '@context': string } {
  const { request, memberType, members, totalItems, pagination } = options;
  return {
    '@context': contextIri(memberType),
    '@id': requestPath(request),
    '@type': 'Collection',
    member: members,
    totalItems,
    ...(pagination.enabled ? { page: pagination.page, itemsPerPage: pagination.itemsPerPage } : {}),
  };
}

/** A collection answered whole, not paginated: every member, `totalItems` their number. */
export function wholeCollection<T>(options: {
  request: FastifyRequest;
  memberType: string;
  members: T[];
}): Collection<T> & { '@context': string } {
  const pagination = { enabled: false, page: 1, itemsPerPage: options.members.length };
  return collection({ ...options, totalItems: options.members.length, pagination });
}

/**
 * A resource embedded in another one (a product's portions, a recipe's items): `@id` and `@type`, without
 * `@context` (the outer resource's applies).
 */
export function embedded<const TType extends string, T extends object>(
  type: TType,
  id: string,
  fields: T,
): { '@id': string; '@type': TType } & T {
  return { '@id': id, '@type': type, ...fields };
}

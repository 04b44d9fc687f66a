import { scaleNutrients, totalAmount, type Nutrients } from '@nutrilog/shared/nutrients';
import { waitingChanges, type QueuedChange } from './offline-queue';
import type { Query } from './query';
import { SYNC_PENDING } from './sync-pending';

type Member = Record<string, unknown> & { uuid?: unknown };

const UUID_AT_END = /\/([0-9a-f-]{36})$/i;
const uuidOf = (path: string) => UUID_AT_END.exec(path)?.[1]?.toLowerCase();
const parentOf = (path: string) => path.replace(UUID_AT_END, '');
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN);

/** Whether a queued create belongs in an answer to `query`: the date window and the name filter the lists use. */
function matches(member: Member, query: Query | undefined): boolean {
  const after = query?.['date[after]'];
  const before = query?.['date[before]'];
  if (after !== undefined && after !== null && time(member.date) < time(String(after))) return false;
  if (before !== undefined && before !== null && time(member.date) > time(String(before))) return false;
  const name = query?.name;
  if (typeof name === 'string' && name !== '')
    return String(member.name ?? '')
      .toLocaleLowerCase()
      .includes(name.toLocaleLowerCase());
  return true;
}

/**
 * A merge patch applied to a member as the API would: a product or recipe log's nutrients follow its new total
 * amount (same product and portion), a manual log's are the ones typed.
 */
function patched(member: Member, patch: Record<string, unknown>, preview?: Record<string, unknown>): Member {
  // The page that made the edit knew how the record will look (a new product embedded, its nutrients).
  if (preview) return { ...member, ...patch, ...preview, [SYNC_PENDING]: true };
  const next: Member = { ...member, ...patch, [SYNC_PENDING]: true };
  for (const field of ['product', 'portion', 'recipe', 'recipePortion']) {
    // An IRI in a patch; the member embeds the object, which stays as it was when the IRI is unchanged.
    if (typeof patch[field] === 'string') next[field] = member[field];
  }
  if (member.type === 'manual' && patch.nutrients !== undefined) next.effectiveNutrients = patch.nutrients;
  const before = member.totalAmount;
  if (member.type !== 'manual' && typeof before === 'number' && before > 0 && member.effectiveNutrients) {
    const portion = (member.type === 'recipe' ? member.recipePortion : member.portion) as { amount?: number } | null;
    const after = totalAmount({
      amount: Number(next.amount),
      quantity: Number(next.quantity),
      portionAmount: portion?.amount ?? null,
    });
    next.totalAmount = after;
    next.effectiveNutrients = scaleNutrients(member.effectiveNutrients as Nutrients, after / before);
  }
  return next;
}

/** The order the list asked for (`order[date]` or `order[name]`), so that a queued create appears in its place. */
function sortAsAsked(members: Member[], query: Query | undefined): Member[] {
  const byDate = query?.['order[date]'];
  const byName = query?.['order[name]'];
  if (byDate === 'asc' || byDate === 'desc') {
    const sign = byDate === 'asc' ? 1 : -1;
    return members.sort((a, b) => sign * (time(a.date) - time(b.date)));
  }
  if (byName === 'asc' || byName === 'desc') {
    const sign = byName === 'asc' ? 1 : -1;
    return members.sort((a, b) => sign * String(a.name ?? '').localeCompare(String(b.name ?? '')));
  }
  return members;
}

function overlayCollection(
  path: string,
  query: Query | undefined,
  body: { member: Member[]; totalItems?: number },
  changes: readonly QueuedChange[],
) {
  let members = [...body.member];
  let added = 0;
  for (const change of changes) {
    if (change.method === 'POST' && change.path === path && change.preview) {
      const member = { ...change.preview, [SYNC_PENDING]: true } as Member;
      const known = members.findIndex((m) => m.uuid === member.uuid);
      if (known >= 0) members[known] = member;
      else if (matches(member, query)) {
        members.push(member);
        added += 1;
      }
    } else if (parentOf(change.path) === path && change.path !== path) {
      const uuid = uuidOf(change.path);
      const index = members.findIndex((m) => m.uuid === uuid);
      if (index < 0) continue;
      if (change.method === 'DELETE') {
        members.splice(index, 1);
        added -= 1;
      } else members[index] = patched(members[index]!, (change.body ?? {}) as Record<string, unknown>, change.preview);
    }
  }
  members = sortAsAsked(members, query);
  return {
    ...body,
    member: members,
    ...(typeof body.totalItems === 'number' ? { totalItems: body.totalItems + added } : {}),
  };
}

/** A single record read (an edit page): a queued create's preview, with the edits queued after it. */
function overlayRecord(path: string, body: unknown, changes: readonly QueuedChange[]): unknown {
  const uuid = uuidOf(path);
  let record = body as Member | undefined;
  for (const change of changes) {
    if (change.method === 'POST' && change.path === parentOf(path) && change.preview?.uuid === uuid)
      record = { ...change.preview, [SYNC_PENDING]: true };
    else if (change.method === 'PATCH' && change.path === path && record)
      record = patched(record, (change.body ?? {}) as Record<string, unknown>, change.preview);
  }
  return record;
}

/**
 * A read's answer with the user's queued changes in it (docs/architecture.md, "Offline"): creates added where the
 * list's filter would put them, edits merged, deletes taken out, each marked `syncPending`. Undefined when there is
 * no answer and no queued create makes one.
 */
export function overlayQueued(
  path: string,
  query: Query | undefined,
  body: unknown,
  changes: readonly QueuedChange[],
): unknown {
  // A change that cannot be sent (deleted elsewhere, refused) is listed for the user's decision, not in the lists;
  // a refused one still shows in its record's edit page, which is where the user corrects it.
  const waiting = waitingChanges(changes);
  const members = (body as { member?: unknown } | undefined)?.member;
  if (Array.isArray(members))
    return waiting.length > 0 ? overlayCollection(path, query, body as { member: Member[] }, waiting) : body;
  if (uuidOf(path) !== undefined)
    return overlayRecord(
      path,
      body,
      changes.filter((c) => c.status !== 'conflict'),
    );
  return body;
}

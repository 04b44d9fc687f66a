/**
 * Access: which products, recipes and portions a user may refer to. Their own, not deleted; a portion through its
 * product or recipe. Intake logs, recipe items and portions ask here rather than each writing the check.
 */
export { ownLive, ownLiveUuids, type OwnerKind } from './live-owners';
export { portionOwnerIsLive, portionsOf } from './owner-portions';
export { referencedOwner, referencedPortion } from './references';

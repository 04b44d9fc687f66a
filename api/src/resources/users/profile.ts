import type { Profile } from '@nutrilog/shared/schemas';
import { resource } from '../../http/linked-data';
import type { UserRow } from './repository';

export const PROFILE_IRI = '/api/auth/profile';

export function toProfile(user: UserRow) {
  return resource('Profile', PROFILE_IRI, {
    uuid: user.uuid,
    email: user.email,
    preferredLocale: user.preferred_locale,
  }) satisfies Profile;
}

import { DataTransferSection } from '../features/data-transfer/DataTransferSection';
import { ProfilePage } from '../features/profile/ProfilePage';

/** /profile: the profile, and below it the user's data (export and import). */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <DataTransferSection />
    </ProfilePage>
  );
}

import { DataTransferSection } from '../features/data-transfer/DataTransferSection';
import { InstallAppSection } from '../features/install/InstallAppSection';
import { ProfilePage } from '../features/profile/ProfilePage';

/** /profile: the profile, and below it the user's data (export and import) and, when the browser offers it, the app. */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <DataTransferSection />
      <InstallAppSection />
    </ProfilePage>
  );
}

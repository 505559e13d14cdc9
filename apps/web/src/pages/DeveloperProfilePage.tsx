import { UpdateLoginIdCard, UpdatePasswordCard } from '../features/developer-account';
import { PageHeader } from '../shared/ui/PageHeader';

export function DeveloperProfilePage() {
  return (
    <>
      <PageHeader title="Developer Profile" subtitle="Change the login ID and password of your developer account" />
      <div className="grid grid--two">
        <UpdateLoginIdCard />
        <UpdatePasswordCard />
      </div>
    </>
  );
}

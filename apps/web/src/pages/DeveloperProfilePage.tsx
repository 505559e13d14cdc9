import { UpdateLoginIdCard } from '../features/developer/components/UpdateLoginIdCard';
import { UpdatePasswordCard } from '../features/developer/components/UpdatePasswordCard';
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

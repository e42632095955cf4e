import { DownlineForm } from '../components/downline-form';
import { InvitationList } from '../components/invitation-list';

/** registerCenter (spec §2.4): register a downline, and the invitation codes and links. */
export function RegisterCenterPage() {
  return (
    <div className="agent-page" data-testid="register-center">
      <DownlineForm />
      <InvitationList />
    </div>
  );
}

import { Outlet } from 'react-router';
import { DialogHost } from '../components/dialog-host';
import { LoadingOverlay } from '../components/loading-overlay';
import { AgentCentreHost } from '../features/agents/agent-centre-host';
import { AnnouncementHost } from '../features/announcements/components/announcement-host';
import { AuthModalHost } from '../features/auth/components/auth-modal-host';
import { HumanCheckHost } from '../features/auth/human-check/human-check-host';
import { ChatHost } from '../features/chat/components/chat-host';
import { ContractHost } from '../features/contracts/components/contract-host';
import { FeedbackHost } from '../features/feedback/components/feedback-host';
import { HelpModalHost } from '../features/help/help-modal-host';
import { MemberCentreHost } from '../features/member-centre/member-centre-host';
import { NavigationEffects } from './navigation-effects';

/** Above every page: the modals and popups that can open anywhere, and the navigation effects. */
export function RootLayout() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
      <AuthModalHost />
      <AgentCentreHost />
      <MemberCentreHost />
      <AnnouncementHost />
      <ContractHost />
      <HelpModalHost />
      <HumanCheckHost />
      <ChatHost />
      <FeedbackHost />
      <DialogHost />
      <LoadingOverlay />
    </>
  );
}

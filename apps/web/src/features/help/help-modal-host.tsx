import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

const HelpModal = lazy(() =>
  import('./components/help-modal').then((module) => ({ default: module.HelpModal })),
);

/** The address's `?help=` opens the help-centre modal over the page; closing it goes to `/` (spec §2.2). */
export function HelpModalHost() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const opened = params.get('help');
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <HelpModal opened={opened} onClose={() => navigate('/', { replace: true })} />
    </Suspense>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';
import { DocToolGuideScreen } from '@/features/tools/doc-tool-guide-screen';

/** Public, signed in or not: the setup guide of the local document-hashing tool. */
export const Route = createFileRoute('/doc-tool-guide')({
  component: () => (
    <PublicPage>
      <DocToolGuideScreen />
    </PublicPage>
  ),
});

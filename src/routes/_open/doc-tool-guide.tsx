import { createFileRoute } from '@tanstack/react-router';
import { DocToolGuideScreen } from '@/features/tools/doc-tool-guide-screen';

/** Public, signed in or not: the setup guide of the local document-hashing tool. */
export const Route = createFileRoute('/_open/doc-tool-guide')({
  component: DocToolGuideScreen,
});

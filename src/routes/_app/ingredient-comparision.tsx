import { createFileRoute } from '@tanstack/react-router';
import { ComparisonScreen } from '@/features/tools/comparison-screen';

/** 'Compare NIH Labels With COA' (the route keeps the product's spelling); fastpass goes to /. */
export const Route = createFileRoute('/_app/ingredient-comparision')({
  component: ComparisonScreen,
});

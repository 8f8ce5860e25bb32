import type { FileRoutesById } from '@/routeTree.gen';
import type { PageKind } from './theme';

/** The frames that put their pages in a column of their kind's width (PortalShell, PublicPage). */
export const PAGE_FRAMES = ['/_app', '/_page', '/_open'] as const;

/** Every route the frames draw, by its id in the generated route tree. */
export type FramedRouteId = Extract<keyof FileRoutesById, `${(typeof PAGE_FRAMES)[number]}/${string}`>;

/**
 * The kind of page each route shows (PAGE_WIDTHS in theme.ts; docs/architecture.md, the layout system), so that its
 * title sits where the titles of its kind sit. A route added to a frame fails the type check until it is listed here,
 * and tests/unit/layout/page-kinds.test.ts checks the route tree against it.
 */
export const PAGE_KIND_OF: Record<FramedRouteId, PageKind> = {
  '/_app/': 'workspace',
  '/_app/add-organization': 'form',
  '/_app/batches/$batchId': 'workspace',
  '/_app/batches/create/$integrantTypeId': 'workspace',
  '/_app/buy-new-product-thankyou': 'form',
  '/_app/create-audience/$tabIndex': 'list',
  '/_app/create-new-product': 'workspace',
  '/_app/csv': 'list',
  '/_app/import-product-from-nih': 'list',
  '/_app/ingredient-comparision': 'list',
  '/_app/my-connections': 'list',
  '/_app/organization-exhibits/': 'list',
  '/_app/organization-exhibits/create': 'form',
  '/_app/organization-exhibits/edit/$id': 'form',
  '/_app/organization/$userType': 'form',
  '/_app/organization/': 'list',
  '/_app/organization/location/$locationType': 'form',
  '/_app/plans/buyNew/$productID': 'list',
  '/_app/plans/upgrade/$productID': 'list',
  '/_app/profile': 'form',
  '/_app/subscription': 'list',
  '/_app/survey-questions/$integrantTypeId/$tabIndex': 'workspace',
  '/_app/survey/$integrantTypeId': 'list',
  '/_app/survey/': 'list',
  '/_app/thank-you-transfer-payment-done/$integrantId/$sessionId': 'form',
  '/_app/thank-you-transfer-payment-not-done': 'form',
  '/_app/transferred': 'workspace',
  '/_app/update-product/$productId': 'form',
  '/_app/upgrade-successfully': 'form',
  '/_app/widget': 'list',
  '/_open/doc-tool-guide': 'form',
  '/_open/forbidden-substances': 'form',
  '/_open/plans/$token': 'workspace',
  '/_open/plans/': 'workspace',
  '/_page/mock-checkout': 'form',
  '/_page/registration/$plantype/$planStatus': 'form',
  '/_page/registration/$plantype/': 'form',
  '/_page/registration/': 'form',
  '/_page/terms-of-service': 'form',
  '/_page/thank-you/': 'form',
  '/_page/thank-you/invoice': 'form',
  '/_page/thankyou': 'form',
};

/** A page none of the frames' routes names (the not-found page, an error): a message, in a form's column. */
export const UNLISTED_PAGE_KIND: PageKind = 'form';

/** The kind of the page a route id shows. */
export function pageKindOf(routeId: string | undefined): PageKind {
  return (routeId !== undefined && (PAGE_KIND_OF as Record<string, PageKind>)[routeId]) || UNLISTED_PAGE_KIND;
}

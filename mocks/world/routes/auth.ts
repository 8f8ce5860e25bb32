import { exampleValues } from '@/api/generated/example-values';
import type { SuccessBody } from '../types';
import type { Routes } from './call';

/**
 * Sign-in stays as easy as on the examples: any well-formed email and password sign in as the example world's
 * individual (Olivia Bennett, Verdant Labs); an email of another of the example world's individuals signs in as
 * that individual (the first login example that names it: Daniel Okafor of Sunfield Apothecary on a free trial, …).
 * The world then works in the signed-in individual's organization, and a switch (login-as) moves it to the other's.
 */
type SignedIn = Extract<SuccessBody<'login'>, { status: '1' }>;

const loginExamples = Object.values(exampleValues.login?.['200']?.examples ?? {}) as SignedIn[];

function signInAs(email: string | undefined): SignedIn {
  const wanted = (email ?? '').trim().toLowerCase();
  const known = loginExamples.find((e) => e.status === '1' && e.data.email_address.toLowerCase() === wanted);
  return structuredClone(known ?? loginExamples[0]!);
}

export const authRoutes: Routes = {
  login: ({ world, body }) => {
    const answer = signInAs(body.email_address);
    world.organizationId = answer.data.organization_id ?? world.organizationId;
    return { body: answer };
  },
  // A switch goes to the identity the individual holds in the other organization (the invited one of the example
  // world, or an own identity, for 'Back to your organization'); an identity the world does not know is refused
  // with the documented 403.
  loginAs: ({ world, body }) => {
    const wanted = body && typeof body === 'object' ? (body as { individual_id?: string; email_address?: string }) : {};
    const identities = [
      ...Object.values(exampleValues.loginAs?.['200']?.examples ?? {}),
      ...loginExamples,
    ] as SignedIn[];
    const found = identities.find(
      (e) =>
        e.status === '1' &&
        (e.data.id === wanted.individual_id ||
          (!wanted.individual_id && e.data.email_address === wanted.email_address)),
    );
    if (!found) return { status: 403, example: 'accessNotShared' };
    const answer = structuredClone(found);
    world.organizationId = answer.data.organization_id ?? world.organizationId;
    return { body: answer };
  },
};

import type { World } from '../model/world';
import { exampleValue } from '../model/examples';
import { bodyFailure } from './resolver';

/** What billing's answers share: the contract's messages, the organization a call names, a body failure. */
export const said = (operationId: string, example: string, status = 200) =>
  exampleValue<{ message?: string }>(operationId, example, status).message ?? '';

/** The organization a call names; an empty one is the current one. */
export const organizationOf = (world: World, id: string | null | undefined): string => id || world.organizationId;

/** The documented body failure (status '0') in the server's words. */
export const failure = (message: string) => ({ ...bodyFailure, message });

import type { Batch, LinkTree } from '@/api/generated/portal/model';

/** The two subscription kinds of the batch editor. */
export type BatchSubscription = 'tracer' | 'fastpass';

/** What the editor is editing: the batch itself, one of its transits, a link (ingredient) or a transfer. */
export type EditingKind = 'Default' | 'Transit' | 'Mutation' | 'Transfer';

/**
 * What every tab of the batch editor receives. The editor frame owns the batch, its tree and the tab; a tab
 * asks the frame to open another item (a tree node, a transit or transfer record) or to reload after a change.
 */
export interface BatchTabProps {
  /** The batch being edited: a saved id (10 characters) or the temporary id of a draft. */
  batchId: string;
  /** The batch's product. */
  integrantTypeId: string;
  subscription: BatchSubscription;
  /** A draft (not saved yet): most actions are hidden. */
  isDraft: boolean;
  /** The signed-in organization and individual (for the calls' organization_id, created_by, updated_by). */
  organizationId: string;
  individualId: string;
  /** The loaded batch (undefined in a draft). */
  batch: Batch | undefined;
  /** The batch tree from links/tree (undefined in a draft or while loading). */
  tree: LinkTree | undefined;
  /**
   * Open an item in the editor and reset it to its first tab: a batch of the tree ('Default' or 'Mutation'),
   * or a transit / transfer record ('Transit', 'Transfer': the editor then shows only Location and Exhibits).
   * An empty id with 'Transit' or 'Transfer' starts a new record.
   */
  onOpenItem(id: string, kind: EditingKind): void;
  /** Something changed on the server: reload the batch and its tree. */
  onChanged(): void;
}

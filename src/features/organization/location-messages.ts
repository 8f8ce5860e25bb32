/** Section 8: the location toasts and the empty list. */
export const LOCATION_LIST_MESSAGES = {
  created: 'Location Created successfully',
  updated: 'Location Updated successfully',
  empty: 'No Location found',
} as const;

/**
 * A location the organization already has, typed again (the same address type at the same address): said under the
 * form instead of saving a second row (spec silent; the batch editor reuses such a location the same way).
 */
export const duplicateLocationMessage = (type: string) =>
  `This organization already has this location (${type}): edit it instead, or change the address type.`;

/** The route value that means "add"; any other value is the id of the location to edit. */
export const CREATE_LOCATION = 'create';

/** Section 8: the location toasts and the empty list. */
export const LOCATION_LIST_MESSAGES = {
  created: 'Location Created successfully',
  updated: 'Location Updated successfully',
  empty: 'No Location found',
} as const;

/** The route value that means "add"; any other value is the id of the location to edit. */
export const CREATE_LOCATION = 'create';

export const DETAILS_MESSAGES = {
  staticTaken: 'Static Batch Number Already Exists!',
  staticTakenInline: 'Static Batch Number Already Exists.',
  trackingTaken: 'Tracking ID Already Exists!',
  trackingRequired: 'Tracking ID is a required field.',
  urlRequired: 'Buy Again URL is a required field.',
  urlInvalid: 'Please enter a valid URL.',
  draft:
    'This batch is a draft: it is not saved yet. Save it to publish it, print its QR code, add ingredients or move it.',
} as const;

/** The default image shown when a product image or label does not load (section 8, failed image load). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="96" viewBox="0 0 160 96">' +
      '<rect width="160" height="96" rx="8" fill="#f1f3f5"/>' +
      '<path d="M56 66l16-20 12 14 8-10 12 16z" fill="#adb5bd"/><circle cx="98" cy="36" r="7" fill="#adb5bd"/></svg>',
  );

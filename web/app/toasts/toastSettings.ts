/** docs/product.md "Constants and limits" toasts: 5000 ms, top right, one at a time, a 300 ms collapse. */
export const TOAST_SETTINGS = { autoClose: 5000, position: 'top-right', limit: 1, collapseDuration: 300 } as const;

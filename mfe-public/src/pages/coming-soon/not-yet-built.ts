// Spec public §2 routes whose pages come with later issues; app.tsx shows ComingSoonPage for them.
/** Remove a path here when its page is built. */
export const NOT_YET_BUILT: readonly string[] = [];

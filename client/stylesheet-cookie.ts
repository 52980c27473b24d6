/** Names the stylesheet hash the browser holds: pages link the stylesheet instead of inlining it (components/Document.tsx). */
export const STYLESHEET_COOKIE = "nclex_css";

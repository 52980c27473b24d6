// Format views available without a network fetch: filled on the server only
// (client/case/ssr-views.ts, imported by routes/case-study.tsx and
// routes/readiness-exam.tsx), so a case's first item and the readiness exam's
// current item render into the page's HTML. In the browser they stay empty:
// FormatQuestion and each view are fetched on first use, and the server's HTML
// stays on screen (a dehydrated Suspense boundary) until they have loaded.
import type { RegisteredView } from "../formats/types";
import type { ComponentType } from "react";
import type { FormatQuestionProps } from "../ui/format-question-props";

export const preloadedViews = new Map<string, RegisteredView>();

/** FormatQuestion itself, for an island that otherwise loads it lazily (the readiness exam). */
export const preloadedQuestion: { current?: ComponentType<FormatQuestionProps> } = {};

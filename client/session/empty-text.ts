// What the question dialog says when a session has no questions: a practice
// draw that found none, the pack offline, or a review with nothing due.
export function emptyText(review: boolean, fromPack: boolean): { title: string; text: string } {
  if (review)
    return fromPack
      ? {
          title: "Review needs a connection.",
          text: "You're offline, and which questions are due is kept on the server. Practise downloaded questions for now.",
        }
      : {
          title: "You're all caught up.",
          text: "No question is due for review right now. A question comes back at the time of day you last answered it.",
        };
  return fromPack
    ? {
        title: "No downloaded questions match.",
        text: "You're offline. Choose other settings, or download questions for offline practice on the Practice page when you're back online.",
      }
    : {
        title: "No questions available for this category.",
        text: "Try selecting a different category with more questions available.",
      };
}

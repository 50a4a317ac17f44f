/** English: what its component shows, wherever it is rendered (STRINGS.components.photoViewer). */
export const photoViewer = {
  viewerTitle: (n: number, total: number) => `Photo ${n} of ${total}`,
  previous: "Previous photo",
  next: "Next photo",
};

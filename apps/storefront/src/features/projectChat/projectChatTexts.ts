/** The chat's own sentences (stories and the page's tests read them here). */
export const projectChatTexts = {
  emptyTitle: 'No messages yet…',
  emptyDescription: 'Ask a question or add a photo of your room: everyone on this project reads it here.',
  loading: 'Loading the chat',
  refresh: 'Check for new messages',
} as const;

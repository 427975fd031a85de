/**
 * Danger, warning, success and info colours. They are the same under every shop theme so
 * that an error always reads as an error; `feedbackTones.test.ts` checks their contrast.
 */
export const feedbackTones = {
  danger: { solid: '#c62828', subtle: '#fdecec', border: '#d64545', text: '#b3261e', textOnSolid: '#ffffff' },
  warning: { solid: '#a14a05', subtle: '#fff4e0', border: '#c27a1a', text: '#8a4b00', textOnSolid: '#ffffff' },
  success: { solid: '#2e7d32', subtle: '#e8f5e9', border: '#3f9142', text: '#1e6b23', textOnSolid: '#ffffff' },
  info: { solid: '#1565c0', subtle: '#e6f0fb', border: '#3b7fd0', text: '#0f56a8', textOnSolid: '#ffffff' },
} as const;

export type FeedbackTone = keyof typeof feedbackTones;
export const feedbackToneNames = Object.keys(feedbackTones) as FeedbackTone[];

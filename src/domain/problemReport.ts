/** 意见反馈 (POST /app/v1/problem/feedback; the body's shape is assumed). */
export const REPORT_TEXT = { min: 10, max: 500 } as const;
export const MAX_SCREENSHOTS = 3;
export const MAX_CONTACT = 50;

export type ProblemReport = {
  content: string;
  contact: string;
  /** Screenshots, made smaller on the device, as JPEG data URLs. */
  images: string[];
  /** Where the learner was, the web build and the browser, attached by the app. */
  page: string;
  app_version: string;
  user_agent: string;
};

/** Why the words cannot be sent yet, or null: 10–500 characters, spaces at the ends not counted. */
export function reportTextError(text: string): string | null {
  const length = [...text.trim()].length;
  if (length < REPORT_TEXT.min) return `请至少写 ${REPORT_TEXT.min} 个字，说清楚遇到的问题`;
  if (length > REPORT_TEXT.max) return `最多 ${REPORT_TEXT.max} 个字`;
  return null;
}

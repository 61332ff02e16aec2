const KEY = 'wap-feedback-draft';

export interface FeedbackDraft {
  text: string;
  contact: string;
}

/** What the learner typed in 意见反馈, kept for this tab so a reload loses nothing; unreadable counts as empty. */
export const feedbackDraft = {
  read(storage: Pick<Storage, 'getItem'> = sessionStorage): FeedbackDraft {
    try {
      const value = JSON.parse(storage.getItem(KEY) ?? '{}') as Partial<Record<keyof FeedbackDraft, unknown>>;
      return {
        text: typeof value.text === 'string' ? value.text : '',
        contact: typeof value.contact === 'string' ? value.contact : '',
      };
    } catch {
      return { text: '', contact: '' };
    }
  },
  save(draft: FeedbackDraft | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
    try {
      if (draft) storage.setItem(KEY, JSON.stringify(draft));
      else storage.removeItem(KEY);
    } catch {
      // Blocked storage: the draft lasts for this page.
    }
  },
};
